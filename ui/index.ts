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
export { DataTable, DATA_TABLE_DEFAULT_PAGE_SIZE, DATA_TABLE_PAGE_SIZES, type DataTableProps } from "./components/data-table"
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
export { Icon, ICON_NAMES, isIconName, type IconName, type IconProps } from "./components/icon"
export { ICONS } from "./components/icon-set"
export { Input, inputVariants, type InputProps } from "./components/input"
export { Label } from "./components/label"
export { LazyImage, LAZY_IMAGE_MAX_RESIZED_WIDTH_PX, type LazyImageProps } from "./components/lazy-image"
export { ImageResizerProvider, useImageResizer, type ImageResizerProviderProps } from "./lib/image-resizer-context"
export {
  renderEndpointResizer,
  responsiveSrcSet,
  RESPONSIVE_IMAGE_FORMATS,
  RESPONSIVE_IMAGE_QUALITY,
  RESPONSIVE_IMAGE_WIDTHS_PX,
  type ImageResizer,
  type ResponsiveImageFormat,
} from "./lib/responsive-image"
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
export { Markdown, type MarkdownProps } from "./components/markdown"
export { sortedByText, withFirst } from "./lib/compare-text"
export { formatBytes } from "./lib/format-bytes"
export {
  formatDateTime,
  formatDayAndMonth,
  formatIsoDate,
  formatLongDate,
  formatRelativeTime,
  formatShortDate,
  formatWeekdayAndTime,
  JUST_NOW_SECONDS,
} from "./lib/format-date"
export { formatCount, formatReadingTime, formatWordCount } from "./lib/format-number"
export { plural, pluralForm } from "./lib/plural"
export { cn, withoutLeadingNumber } from "./lib/utils"
export { yieldToBrowser } from "./lib/yield-to-browser"
export { whenIdle, WHEN_IDLE_TIMEOUT_MS } from "./lib/when-idle"
export { whenInteracted, WHEN_INTERACTED_TIMEOUT_MS } from "./lib/when-interacted"

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
  isActiveHref,
  isSectionActive,
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
export { SkipLink } from "./components/skip-link"
export { BACK_TO_TOP_AFTER_VIEWPORTS, BACK_TO_TOP_LABEL, BackToTop, type BackToTopProps } from "./components/back-to-top"
export { ContactText, telHref, type ContactTextProps } from "./components/contact-text"
export { Highlight, type HighlightProps } from "./components/highlight"
export { SearchField, type SearchFieldProps } from "./components/search-field"

// Admin
export {
  ADMIN_MAIN_ID,
  ADMIN_NAV_BADGE_MAX,
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
export { SecurityKeyCard, type SecurityKeyCardProps } from "./components/admin/security-key-card"
export { CodeInput, codeDigits, TOTP_CODE_LENGTH, type CodeInputProps } from "./components/admin/code-input"
export { AccessDenied, ACCESS_DENIED_TITLE, type AccessDeniedProps } from "./components/admin/access-denied"
export { ConfirmDialog, type ConfirmDialogProps } from "./components/admin/confirm-dialog"
export { EmptyState, emptyStateVariants, type EmptyStateProps } from "./components/admin/empty-state"
export { DetailList, type DetailItem, type DetailListProps } from "./components/admin/detail-list"
export { FilterSelect, type FilterOption, type FilterSelectProps } from "./components/admin/filter-select"
export {
  HEALTH_RERUN_LABEL,
  HEALTH_SLOW_MS,
  HEALTH_STATUS_LABELS,
  HealthCheckRow,
  HealthChecks,
  HealthStatusLabel,
  healthStatusFor,
  healthStatusVariants,
  type HealthCheck,
  type HealthChecksProps,
  type HealthStatus,
} from "./components/admin/health-check"
export {
  CLIENT_ERROR_ALL_ROUTES,
  CLIENT_ERROR_DEFAULT_RANGE,
  CLIENT_ERROR_KIND_LABELS,
  CLIENT_ERROR_RANGES,
  CLIENT_ERROR_SEARCH_LABEL,
  ClientErrorDetail,
  ClientErrorList,
  filterClientErrors,
  type ClientErrorDetailProps,
  type ClientErrorFilters,
  type ClientErrorListProps,
  type ClientErrorRange,
  type ClientErrorReport,
} from "./components/admin/client-error-list"
export { StatCard, type StatCardProps } from "./components/admin/stat-card"
export {
  BAR_CHART_MAX_BAR_WIDTH_PX,
  BAR_CHART_MIN_LABEL_WIDTH_PX,
  BAR_CHART_PLOT_HEIGHT_PX,
  BarChart,
  type BarChartDatum,
  type BarChartProps,
} from "./components/admin/bar-chart"
export {
  ACTIVITY_CHART_HEIGHT_PX,
  ACTIVITY_SERIES,
  ActivityChart,
  type ActivityChartProps,
  type ActivityDay,
} from "./components/admin/activity-chart"
export {
  RELEASE_NOTE_BODY_MAX,
  RELEASE_NOTE_PUBLISH_LABEL,
  RELEASE_NOTE_TITLE_MAX,
  RELEASE_NOTE_UNREAD_LABEL,
  ReleaseNoteCard,
  ReleaseNoteForm,
  releaseNoteSchema,
  type ReleaseNote,
  type ReleaseNoteCardProps,
  type ReleaseNoteFormProps,
  type ReleaseNoteValues,
} from "./components/admin/release-note"
export {
  AUDIT_ANY,
  AUDIT_RANGES,
  AuditEventDetail,
  AuditLogTable,
  RecentChanges,
  auditActionLabel,
  auditChanges,
  auditTargetLabel,
  filterAuditEvents,
  type AuditEvent,
  type AuditEventDetailProps,
  type AuditFilters,
  type AuditLogTableProps,
  type AuditRange,
  type RecentChangesProps,
} from "./components/admin/audit-log"
export { ErrorState, type ErrorStateProps } from "./components/admin/error-state"
export {
  CONTENT_STATUS_LABELS,
  ContentStatusBadge,
  contentStatusBadgeVariants,
  type ContentStatus,
  type ContentStatusBadgeProps,
} from "./components/admin/content-status-badge"
export {
  ChangedElsewhereBanner,
  EditorActionBar,
  type ChangedElsewhereBannerProps,
  type EditorActionBarProps,
} from "./components/admin/editor-bars"
export { IMAGE_FIELD_ACCEPT, ImageField, type ImageFieldProps } from "./components/admin/image-field"
export {
  PREVIEW_HEIGHT_PX,
  PREVIEW_WIDTHS_PX,
  PreviewFrame,
  type PreviewDevice,
  type PreviewFrameProps,
} from "./components/admin/preview-frame"
export { SectionFormFields, type SectionField, type SectionFormFieldsProps, type SectionVariant } from "./components/admin/section-form"
export { EDITABLE_LIST_DRAG_DISTANCE_PX, EditableList, type EditableListProps } from "./components/admin/editable-list"
export {
  UNSAVED_CHANGES_LEAVE_LABEL,
  UNSAVED_CHANGES_STAY_LABEL,
  UNSAVED_CHANGES_TITLE,
  UnsavedChangesDialog,
  type UnsavedChangesDialogProps,
} from "./components/admin/unsaved-changes-dialog"
export {
  ContentDiff,
  VersionHistory,
  type ContentDiffProps,
  type ContentVersion,
  type VersionHistoryProps,
} from "./components/admin/version-history"
export { diffContent, type ContentChange } from "./lib/content-diff"
export {
  SettingsCard,
  settingsCardVariants,
  SettingsRow,
  type SettingsCardProps,
  type SettingsRowProps,
} from "./components/admin/settings-card"
export {
  MfaStatusBadge,
  RelativeTime,
  SECOND_STEP_LABELS,
  SecondStepBadges,
  secondStepKinds,
  STAFF_STATUS_LABELS,
  StaffRoleBadge,
  staffAccountStatus,
  StaffUserTable,
  type SecondStepKind,
  type StaffAccountStatus,
  type StaffRoleLabels,
  type StaffRoleName,
  type StaffRoleWords,
  type StaffUserRow,
  type StaffUserTableProps,
} from "./components/admin/staff-user-table"
export { RoleSelect, type RoleSelectProps } from "./components/admin/role-select"
export {
  EMPTY_LEAD_FILTERS,
  LEAD_COLUMN_LABELS,
  LEAD_EMPTY_MESSAGE,
  LEAD_EXPORT_LABEL,
  LEAD_FILTER_LABELS,
  LEAD_INBOX_CAPTION,
  LEAD_SEARCH_LABEL,
  LEAD_SEARCH_PLACEHOLDER,
  LEAD_STATUS_LABELS,
  LEAD_STATUS_NAMES,
  LEAD_TYPE_LABELS,
  LEAD_TYPE_NAMES,
  LEAD_UNASSIGNED_LABEL,
  LEAD_UNREAD_LABEL,
  LeadInboxFilters,
  LeadInboxTable,
  LeadStatusBadge,
  LeadStatusTabs,
  type LeadAssigneeOption,
  type LeadCounts,
  type LeadInboxFilterValues,
  type LeadInboxFiltersProps,
  type LeadInboxRow,
  type LeadInboxTableProps,
  type LeadStatusName,
  type LeadStatusTabsProps,
  type LeadTypeName,
} from "./components/admin/lead-inbox"
export {
  languageLabel,
  LEAD_DETAIL_LABELS,
  LEAD_FILES_TITLE,
  LEAD_NO_FILES,
  LEAD_NOTE_LABEL,
  LEAD_NOTE_MAX_LENGTH,
  LEAD_NOTES_TITLE,
  LEAD_WORK_LABELS,
  leadDetailEntries,
  LeadEstimateNotice,
  leadFilePreviewKind,
  LeadFileList,
  LeadNotes,
  LeadWorkCard,
  type LeadDetailWords,
  type LeadEstimateNoticeProps,
  type LeadEstimateWords,
  type LeadFileItem,
  type LeadFileListProps,
  type LeadFilePreviewContent,
  type LeadFilePreviewKind,
  type LeadNoteItem,
  type LeadNotesProps,
  type LeadWorkCardProps,
} from "./components/admin/lead-detail"
export { BanToggle, type BanToggleProps } from "./components/admin/ban-toggle"
export { DeleteUserCard, type DeleteUserCardProps } from "./components/admin/delete-user-card"
export { InviteForm, type InviteFormProps, type InviteValues } from "./components/admin/invite-form"
export { StaffProfileForm, type StaffProfileFormProps, type StaffProfileValues } from "./components/admin/staff-profile-form"
export { StaffAccessCard, type StaffAccessCardProps } from "./components/admin/staff-access-card"
export { MfaFactorsCard, type MfaFactorsCardProps, type MfaFactorSummary } from "./components/admin/mfa-factors-card"
export { PasskeysCard, passkeyNameProblem, type PasskeysCardProps, type PasskeySummary } from "./components/admin/passkeys-card"
export { AdminFactorPolicyCard, type AdminFactorPolicyCardProps } from "./components/admin/admin-factor-policy-card"
export { FactorRequiredBanner, type FactorRequiredBannerProps } from "./components/admin/factor-required-banner"
export { TotpEnrolmentCard, type TotpEnrolmentCardProps } from "./components/admin/totp-enrolment-card"
export {
  MfaResetRequestCard,
  MfaResetRequestedCard,
  NewPasswordCard,
  PASSKEY_LOST_LABEL,
  RecoveryCodeCard,
  RecoveryEmailCard,
  type LostSecondStep,
  type MfaResetRequestCardProps,
  type MfaResetRequestedCardProps,
  type NewPasswordCardProps,
  type NewPasswordValues,
  type RecoveryCodeCardProps,
  type RecoveryEmailCardProps,
} from "./components/admin/access-recovery"
export { PasswordChangeCard, type PasswordChangeCardProps } from "./components/admin/password-change-card"
export { FirstAdminCard, type FirstAdminCardProps, type FirstAdminValues } from "./components/admin/first-admin-card"

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
  type HeroAsideLayout,
  type PageHeroProps,
} from "./components/sections/page-hero"
export {
  HeroPanelCard,
  HeroPanelView,
  heroPanelVariants,
  type HeroPanelCardProps,
  type HeroPanelViewProps,
} from "./components/sections/hero-panel"
export { LeenPlatformIllustration, type LeenPlatformIllustrationProps } from "./components/sections/leen-platform-illustration"
export { StatsBand, StatsList, type StatsBandProps, type StatsListProps } from "./components/sections/stats-band"
export { FeatureCard, FeatureGrid, type FeatureCardProps, type FeatureGridProps } from "./components/sections/feature-grid"
export { StepsList, type StepsListProps } from "./components/sections/steps-list"
export { FaqAccordionItem, FaqSection, type FaqAccordionItemProps, type FaqSectionProps } from "./components/sections/faq-section"
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
export { FAQ_AUTO_OPEN_MAX_MATCHES, FaqTemplate, faqCountText, faqItemId, searchFaq, type FaqTemplateProps } from "./templates/faq-template"
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
  FaqGroup,
  FaqPage,
  Feature,
  GlossaryTerm,
  Hero,
  HeroContact,
  HeroPanel,
  HeroPanelLink,
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
export { ThemeTogglePlaceholder, type ThemeTogglePlaceholderProps } from "./components/theme-toggle-placeholder"
export { SiteThemeApplier, useSiteTheme, type SiteThemeApplierProps, type UseSiteThemeOptions } from "./components/site-theme-applier"
export {
  DEFAULT_RESOLVED_SITE_THEME,
  parseSiteTheme,
  resolveSiteTheme,
  serializeSiteTheme,
  SITE_THEME_COLOR_NAMES,
  SITE_THEME_DEFAULT_COLORS,
  SITE_THEME_FONTS,
  SITE_THEME_STORAGE_KEY,
  SITE_THEME_STYLE_ATTRIBUTE,
  SITE_THEME_TEXT_PAIRS,
  siteThemeRecord,
  siteThemeStyleSheet,
  writeSiteThemeStyle,
  type ResolvedSiteTheme,
  type SiteTheme,
  type SiteThemeColorName,
  type SiteThemeFont,
} from "./lib/site-theme"
export { loadSiteThemeFont, loadSiteThemeFonts } from "./lib/theme-fonts"
export type { ResolvedUiTheme, UiTheme } from "./lib/ui-theme"

// Hooks
export { dismissToast, toast, useHasToasts, useToast, type ToasterToast, type ToastOptions } from "./hooks/use-toast"
export { ColorField, COLOR_FIELD_INVALID_MESSAGE, type ColorFieldProps } from "./components/admin/color-field"
export { FontPicker, type FontPickerProps } from "./components/admin/font-picker"
export { ContrastWarning, formatContrastRatio, type ContrastPair, type ContrastWarningProps } from "./components/admin/contrast-warning"
export { ThemePreview, type ThemePreviewProps } from "./components/admin/theme-preview"
export { ThemeEditor, THEME_COLOR_GROUPS, type ThemeEditorProps } from "./components/admin/theme-editor"
export { LogoUploader, LOGO_FILE_TYPES, LOGO_MAX_BYTES, logoFileProblem, type LogoUploaderProps } from "./components/admin/logo-uploader"
export { SortableList, SORTABLE_LIST_INSTRUCTIONS, type SortableListProps } from "./components/admin/sortable-list"
export {
  ClientLogoForm,
  clientLogoSchema,
  EMPTY_CLIENT_LOGO,
  type ClientLogoFormProps,
  type ClientLogoValues,
} from "./components/admin/client-logo-form"
export {
  GeneralSettingsForm,
  generalSettingsSchema,
  type GeneralSettingsFormProps,
  type GeneralSettingsValues,
} from "./components/admin/general-settings-form"
export {
  LEAD_NOTIFICATIONS_ADMINS_ONLY,
  LEAD_NOTIFICATIONS_TITLE,
  LEAD_RECIPIENTS_LABEL,
  LEAD_RECIPIENTS_MAX,
  LEAD_RECIPIENTS_SAVE_LABEL,
  LeadNotificationsForm,
  LeadNotificationsNotice,
  leadNotificationsSchema,
  splitAddressList,
  type LeadNotificationsFormProps,
} from "./components/admin/lead-notifications-form"
export { SOCIAL_PLATFORM_NAMES } from "./lib/social-platforms"
export { CONTACT_PURPOSE_FIELDS, CONTACT_PURPOSES, type ContactAddresses, type ContactPurpose } from "./lib/contact-purposes"
export { contrastRatio, isHexColor, WCAG_AA_NORMAL_TEXT_RATIO } from "./lib/contrast"
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
  type LeadFileRules,
  type LeadFormCopy,
  type LeadFormSchema,
  type LeadSubmitMeta,
  type LeadSubmitResult,
  type SubmitLead,
} from "./components/lead-form"
export { MountLeadFormsInStages } from "./components/lead-form-stages"
export { QuoteForm, QUOTE_FORM_DEFAULTS, type QuoteEstimateInput, type QuoteFormProps, type QuoteValues } from "./components/quote-form"
export { ConsultationForm, type ConsultationFormProps, type ConsultationValues } from "./components/consultation-form"
export {
  AccessibilityReportForm,
  type AccessibilityReportFormProps,
  type AccessibilityReportValues,
} from "./components/accessibility-report-form"
export { ContactForm, type ContactFormProps, type ContactValues } from "./components/contact-form"
export { JobApplicationForm, type JobApplicationFormProps, type JobApplicationValues } from "./components/job-application-form"
export { EventRegistrationForm, type EventRegistrationFormProps, type EventRegistrationValues } from "./components/event-registration-form"
export {
  BrochureDownloadLink,
  BrochureForm,
  type BrochureDownload,
  type BrochureFormProps,
  type BrochureValues,
} from "./components/brochure-form"
export { FreelancerForm, FREELANCER_CURRENCIES, type FreelancerFormProps, type FreelancerValues } from "./components/freelancer-form"
export { LanguagePairsField, languagePair, type LanguagePairsFieldProps } from "./components/language-pairs-field"
export {
  TimeSlotsField,
  MAX_TIME_SLOTS,
  officeDayLabel,
  officeTime,
  slotTimeLabel,
  type ClockReading,
  type OfficeSchedule,
  type TimeSlotsFieldProps,
} from "./components/time-slots-field"
export { QuoteEstimateNotice, type QuoteEstimateNoticeProps } from "./components/quote-estimate"
