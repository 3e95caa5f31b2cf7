// The public API of @nordika/ui, by name. Anything not listed here is internal to the package.

// Primitives
export { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "./components/accordion"
export { Badge, badgeVariants, type BadgeProps } from "./components/badge"
export {
  Breadcrumb,
  BreadcrumbEllipsis,
  BreadcrumbItem,
  BreadcrumbLink,
  BreadcrumbList,
  BreadcrumbPage,
  BreadcrumbSeparator,
  type BreadcrumbEllipsisProps,
  type BreadcrumbLinkProps,
  type BreadcrumbProps,
} from "./components/breadcrumb"
export { Button, buttonVariants, type ButtonProps } from "./components/button"
export {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
  cardVariants,
  type CardProps,
  type CardTitleProps,
} from "./components/card"
export { Checkbox } from "./components/checkbox"
export { DataTable, DATA_TABLE_PAGE_SIZES, type DataTableProps } from "./components/data-table"
export {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogOverlay,
  DialogPortal,
  DialogTitle,
  DialogTrigger,
  dialogContentVariants,
  type DialogContentProps,
} from "./components/dialog"
export {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuPortal,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuShortcut,
  DropdownMenuSub,
  DropdownMenuSubContent,
  DropdownMenuSubTrigger,
  DropdownMenuTrigger,
  dropdownMenuItemVariants,
  type DropdownMenuItemProps,
} from "./components/dropdown-menu"
export {
  Form,
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
  FormRootMessage,
  useFormField,
} from "./components/form"
export { Icon, ICONS, isIconName, type IconName, type IconProps } from "./components/icon"
export { Input, inputVariants, type InputProps } from "./components/input"
export { Label } from "./components/label"
export { LazyImage, type LazyImageProps } from "./components/lazy-image"
export { Progress, type ProgressProps } from "./components/progress"
export { RadioGroup, RadioGroupItem } from "./components/radio-group"
export {
  Select,
  SelectContent,
  SelectGroup,
  SelectItem,
  SelectLabel,
  SelectScrollDownButton,
  SelectScrollUpButton,
  SelectSeparator,
  SelectTrigger,
  SelectValue,
  selectTriggerVariants,
  type SelectTriggerProps,
} from "./components/select"
export { Separator } from "./components/separator"
export {
  Sheet,
  SheetClose,
  SheetContent,
  SheetDescription,
  SheetFooter,
  SheetHeader,
  SheetOverlay,
  SheetTitle,
  SheetTrigger,
  sheetContentVariants,
  type SheetContentProps,
} from "./components/sheet"
export { Skeleton } from "./components/skeleton"
export { Switch, type SwitchProps } from "./components/switch"
export { Tabs, TabsContent, TabsList, TabsTrigger, tabsListVariants, type TabsListProps } from "./components/tabs"
export { Textarea, textareaVariants, type TextareaProps } from "./components/textarea"
export {
  Toast,
  ToastAction,
  ToastClose,
  ToastDescription,
  ToastProvider,
  ToastTitle,
  ToastViewport,
  toastVariants,
  type ToastActionElement,
  type ToastCloseProps,
  type ToastProps,
  type ToastProviderProps,
} from "./components/toast"
export { Toaster, type ToasterProps } from "./components/toaster"
export { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from "./components/tooltip"
export { FullScreenSpinner, type FullScreenSpinnerProps } from "./components/full-screen-spinner"
export { FatalErrorScreen, type FatalErrorScreenProps } from "./components/fatal-error-screen"
export { PagePlaceholder, type PagePlaceholderProps } from "./components/page-placeholder"
export { cn } from "./lib/utils"

// Links
export {
  LinkProvider,
  SmartLink,
  type InternalLinkComponent,
  type InternalLinkProps,
  type LinkProviderProps,
  type SmartLinkProps,
} from "./lib/link-context"

// Site chrome
export { BrandLogo, type BrandLogoProps } from "./components/brand-logo"
export { SiteHeader, type SiteHeaderProps } from "./components/site-header"
export { MegaMenu, type MegaMenuProps } from "./components/mega-menu"
export {
  menuHrefs,
  menuItemHrefs,
  type FeaturedBlock,
  type MenuIconName,
  type MenuItem,
  type MenuLink,
  type SubItemGroup,
} from "./lib/menu"
export {
  SiteFooter,
  type FooterColumn,
  type FooterLink,
  type PostalAddress,
  type SiteFooterProps,
  type SocialLink,
  type SocialPlatform,
} from "./components/site-footer"

// Admin
export {
  ADMIN_MAIN_ID,
  AdminShell,
  activeNavHref,
  type AdminAccount,
  type AdminNavGroup,
  type AdminNavItem,
  type AdminShellProps,
} from "./components/admin/admin-shell"
export {
  AdminPage,
  AdminPageHeader,
  type AdminBreadcrumb,
  type AdminPageHeaderProps,
  type AdminPageProps,
} from "./components/admin/admin-page"
export {
  AuthCardHeader,
  AuthLayout,
  AuthLink,
  authLinkVariants,
  type AuthCardHeaderProps,
  type AuthLayoutProps,
  type AuthLinkProps,
} from "./components/admin/auth-layout"
export { LoginCard, loginSchema, MISSING_CREDENTIALS_MESSAGE, type LoginCardProps, type LoginValues } from "./components/admin/login-card"
export { TotpCard, totpSchema, type TotpCardProps, type TotpValues } from "./components/admin/totp-card"
export { CodeInput, codeDigits, TOTP_CODE_LENGTH, type CodeInputProps } from "./components/admin/code-input"
export { AccessDenied, ACCESS_DENIED_TITLE, type AccessDeniedProps } from "./components/admin/access-denied"
export { ConfirmDialog, type ConfirmDialogProps } from "./components/admin/confirm-dialog"
export { EmptyState, emptyStateVariants, type EmptyStateProps } from "./components/admin/empty-state"
export { ErrorState, type ErrorStateProps } from "./components/admin/error-state"

// Sections
export {
  Container,
  PageSection,
  pageSectionVariants,
  SectionLink,
  type PageSectionProps,
  type SectionLinkProps,
} from "./components/sections/section"
export {
  HeroActions,
  HeroBreadcrumb,
  HeroStats,
  PageHero,
  type HeroBreadcrumbItem,
  type HeroBreadcrumbProps,
  type PageHeroProps,
} from "./components/sections/page-hero"
export { StatsBand, StatsList, type StatsBandProps, type StatsListProps } from "./components/sections/stats-band"
export { FeatureCard, FeatureGrid, type FeatureCardProps, type FeatureGridProps } from "./components/sections/feature-grid"
export { StepsList, type StepsListProps } from "./components/sections/steps-list"
export { FaqSection, type FaqSectionProps } from "./components/sections/faq-section"
export { CtaBandSection, type CtaBandSectionProps } from "./components/sections/cta-band-section"
export { ProofCaseCard, ProofSection, type ProofCaseCardProps, type ProofSectionProps } from "./components/sections/proof-case-card"
export { LinkCardGrid, LinkCardItem, type LinkCardGridProps, type LinkCardItemProps } from "./components/sections/link-card-grid"
export { QuoteBlock, QuoteSection, type QuoteBlockProps, type QuoteSectionProps } from "./components/sections/quote-block"
export { Checklist, ChecklistItems, type ChecklistItemsProps, type ChecklistProps } from "./components/sections/checklist"
export { TextSection, type TextSectionProps } from "./components/sections/text-section"
export { SectionRenderer, type SectionRendererProps } from "./components/sections/section-renderer"
export { HomeHero, type HomeHeroProps } from "./components/sections/home-hero"
export { ServicesOverview, type ServicesOverviewProps } from "./components/sections/services-overview"
export {
  TestimonialCard,
  TestimonialsSection,
  type TestimonialCardProps,
  type TestimonialsSectionProps,
} from "./components/sections/testimonials-section"
export { ClientSuccessSection, type ClientSuccessSectionProps } from "./components/sections/client-success-section"
export { ClientLogosSection, type ClientLogosSectionProps } from "./components/sections/client-logos-section"
export { WhoWeAreSection, type WhoWeAreSectionProps } from "./components/sections/who-we-are-section"
export { IndustriesTeaser, type IndustriesTeaserProps } from "./components/sections/industries-teaser"
export { TechnologyTeaser, type TechnologyTeaserProps } from "./components/sections/technology-teaser"
export { WhyNordika, type WhyNordikaProps } from "./components/sections/why-nordika"

// Templates
export { HomeTemplate, type HomeTemplateProps } from "./templates/home-template"
export { ContentPageTemplate, type ContentPageTemplateProps } from "./templates/content-page-template"
export { ServiceTemplate, type ServiceTemplateProps } from "./templates/service-template"
export { IndustryTemplate, type IndustryTemplateProps } from "./templates/industry-template"
export {
  ListingTemplate,
  LISTING_ALL_VALUE,
  type ListingFilter,
  type ListingFilterValue,
  type ListingNoun,
  type ListingTemplateProps,
} from "./templates/listing-template"
export { ArticleCard, ArticleTemplate, type ArticleCardProps, type ArticleTemplateProps } from "./templates/article-template"
export { ArticleListTemplate, type ArticleListTemplateProps } from "./templates/article-list-template"
export { CaseStudyCard, CaseStudyTemplate, type CaseStudyCardProps, type CaseStudyTemplateProps } from "./templates/case-study-template"
export { CaseStudyListingTemplate, type CaseStudyListingTemplateProps } from "./templates/case-study-listing-template"
export { OpenPositionsTemplate, type OpenPositionsTemplateProps } from "./templates/open-positions-template"
export { GlossaryTemplate, type GlossaryTemplateProps } from "./templates/glossary-template"
export { LegalTemplate, type LegalTemplateProps } from "./templates/legal-template"
export { OfficeCard, OfficesTemplate, type OfficeCardProps, type OfficesTemplateProps } from "./templates/offices-template"
export { ContactTemplate, type ContactTemplateProps } from "./templates/contact-template"
export { SitemapTemplate, type SitemapGroup, type SitemapLink, type SitemapTemplateProps } from "./templates/sitemap-template"

// Content shapes the sections and templates render
export type {
  Article,
  CaseStudy,
  ContentPage,
  Cta,
  CtaBand,
  Faq,
  Feature,
  GlossaryTerm,
  Hero,
  IndustryPage,
  LegalPage,
  LegalSection,
  LinkCard,
  Office,
  OpenPosition,
  PageMeta,
  ProofCase,
  Section,
  ServicePage,
  Stat,
  Step,
} from "./templates/types"
export type {
  ClientLogo,
  ClientLogosContent,
  ClientStory,
  ClientSuccess,
  HomeContent,
  HomeHeroContent,
  IndustriesTeaserContent,
  ServiceCard,
  ServicesOverviewContent,
  TechnologyTeaserContent,
  Testimonial,
  TestimonialsContent,
  WhoWeAre,
  WhyNordikaContent,
} from "./templates/home-types"

// Theme
export { ThemeProvider, useTheme, type ThemeProviderProps } from "./components/theme-provider"
export { ThemeToggle, type ThemeToggleProps } from "./components/theme-toggle"
export { SiteThemeApplier, useSiteTheme, type SiteThemeApplierProps, type UseSiteThemeOptions } from "./components/site-theme-applier"
export { parseSiteTheme, serializeSiteTheme, SITE_THEME_FONTS, type SiteTheme, type SiteThemeFont } from "./lib/site-theme"
export type { ResolvedUiTheme, UiTheme } from "./lib/ui-theme"

// Hooks
export { dismissToast, toast, useToast, type ToasterToast, type ToastOptions } from "./hooks/use-toast"
export { Popover, PopoverContent, PopoverTrigger } from "./components/popover"
export { Combobox, type ComboboxOption, type ComboboxProps } from "./components/combobox"
export { ComboboxField, type ComboboxFieldProps } from "./components/combobox-field"
export {
  FileUploadField,
  type CountWords,
  type FileUploadFieldProps,
  type FileUploadOptions,
  type UploadFile,
  type UploadedFileRef,
} from "./components/file-upload-field"
export { FileField, type FileFieldProps } from "./components/file-field"
export {
  CheckboxGroupField,
  FieldRow,
  LeadConfirmation,
  LeadFormShell,
  LeadSubmitError,
  NumberField,
  SelectField,
  TextField,
  TextareaField,
  leadDraftKey,
  useLeadForm,
  type LeadConfirmationProps,
  type LeadFormCopy,
  type LeadSubmitMeta,
  type LeadSubmitResult,
  type SubmitLead,
} from "./components/lead-form"
export { QuoteForm, QUOTE_FORM_DEFAULTS, type QuoteEstimateInput, type QuoteFormProps } from "./components/quote-form"
export { ConsultationForm, type ConsultationFormProps } from "./components/consultation-form"
export { ContactForm, type ContactFormProps } from "./components/contact-form"
export { JobApplicationForm, type JobApplicationFormProps } from "./components/job-application-form"
export { EventRegistrationForm, type EventRegistrationFormProps } from "./components/event-registration-form"
export { BrochureForm, type BrochureFormProps } from "./components/brochure-form"
export { FreelancerForm, FREELANCER_CURRENCIES, type FreelancerFormProps } from "./components/freelancer-form"
export { LanguagePairsField, languagePair, type LanguagePairsFieldProps } from "./components/language-pairs-field"
export {
  TimeSlotsField,
  MAX_TIME_SLOTS,
  OFFICE_TIME_ZONE,
  SLOT_TIMES,
  officeTime,
  type TimeSlotsFieldProps,
} from "./components/time-slots-field"
export { QuoteEstimateNotice, type QuoteEstimateNoticeProps } from "./components/quote-estimate"
