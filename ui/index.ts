// @nordika/ui: the primitives, the site chrome, the theme and the helpers every screen shares.
// The public site's sections and lead forms are in ./sections.ts, its page templates in ./templates.ts,
// the admin's pieces in ./admin.ts. A name lives in one entry; anything not listed is internal.

// Primitives
export { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "./components/accordion"
export { Badge, type BadgeProps } from "./components/badge"
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
export { Button, type ButtonProps } from "./components/button"
export {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
  type CardProps,
  type CardTitleProps,
} from "./components/card"
export { Checkbox } from "./components/checkbox"
export { DataTable, DATA_TABLE_DEFAULT_PAGE_SIZE, type DataTableProps } from "./components/data-table"
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
  type DropdownMenuItemProps,
} from "./components/dropdown-menu"
export { Form, FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage, FormRootMessage } from "./components/form"
export {
  AccountEmailField,
  COMPANY_LABEL,
  CONFIRM_PASSWORD_LABEL,
  ContactIdentityFields,
  EMAIL_LABEL,
  FULL_NAME_LABEL,
  InputField,
  NEW_PASSWORD_LABEL,
  NewPasswordFields,
  WORK_EMAIL_LABEL,
  type ContactIdentityFieldsProps,
  type ContactIdentityValues,
  type InputFieldProps,
  type NewPasswordFieldsProps,
  type NewPasswordValues,
} from "./components/form-fields"
export { Icon, ICON_NAMES, isIconName, type IconProps } from "./components/icon"
export { ICONS } from "./components/icon-set"
export { Input, type InputProps } from "./components/input"
export { Label } from "./components/label"
export { LazyImage, type LazyImageProps } from "./components/lazy-image"
export { ImageResizerProvider, type ImageResizerProviderProps } from "./lib/image-resizer-context"
export { renderEndpointResizer, type ImageResizer } from "./lib/responsive-image"
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
  type SheetContentProps,
} from "./components/sheet"
export { Skeleton } from "./components/skeleton"
export { Switch, type SwitchProps } from "./components/switch"
export { Tabs, TabsContent, TabsList, TabsTrigger, type TabsListProps } from "./components/tabs"
export { Textarea, type TextareaProps } from "./components/textarea"
export {
  Toast,
  ToastAction,
  ToastClose,
  ToastDescription,
  ToastProvider,
  ToastTitle,
  ToastViewport,
  type ToastCloseProps,
  type ToastProps,
  type ToastProviderProps,
} from "./components/toast"
export { Toaster, type ToasterProps } from "./components/toaster"
export { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from "./components/tooltip"
export { FullScreenSpinner, type FullScreenSpinnerProps } from "./components/full-screen-spinner"
export { FatalErrorScreen, type FatalErrorLabels, type FatalErrorScreenProps } from "./components/fatal-error-screen"
export { PagePlaceholder, type PagePlaceholderProps } from "./components/page-placeholder"
export { Markdown, type MarkdownProps } from "./components/markdown"
export {
  RICH_TEXT_EXTERNAL_LINK_LABEL,
  RichText,
  type RichTextBlock,
  type RichTextExternalLink,
  type RichTextInline,
  type RichTextInternalLink,
  type RichTextLinkTarget,
  type RichTextProps,
  type RichTextText,
} from "./components/rich-text"
export { Popover, PopoverContent, PopoverTrigger } from "./components/popover"
export { Combobox, type ComboboxOption, type ComboboxProps } from "./components/combobox"
export { ComboboxField, type ComboboxFieldProps } from "./components/combobox-field"

// Links
export { LinkProvider, SmartLink, type InternalLinkProps, type LinkProviderProps, type SmartLinkProps } from "./lib/link-context"
export { DateLocaleProvider, type DateLocaleProviderProps } from "./lib/date-locale"

// Site chrome
export { BrandLogo, COMPANY_NAME, type BrandLogoProps } from "./components/brand-logo"
export { preloadLanguageSwitcher, SiteHeader, type SiteHeaderProps } from "./components/site-header"
export { LanguageSwitcher, type LanguageSwitcherOption, type LanguageSwitcherProps } from "./components/language-switcher"
export { LanguageSuggestion, type LanguageSuggestionProps } from "./components/language-suggestion"
export type { SiteHeaderLabels, SiteHeaderSearch } from "./components/site-header-labels"
export { MegaMenu, type MegaMenuProps } from "./components/mega-menu"
export { isSectionActive, menuHrefs, menuItemHrefs, type MenuItem } from "./lib/menu"
export {
  SiteFooter,
  type FooterColumn,
  type FooterLink,
  type PostalAddress,
  type SiteFooterLabels,
  type SiteFooterProps,
  type SocialLink,
  type SocialPlatform,
} from "./components/site-footer"
export { SkipLink } from "./components/skip-link"
export { BACK_TO_TOP_AFTER_VIEWPORTS, BACK_TO_TOP_LABEL, BackToTop, type BackToTopProps } from "./components/back-to-top"
export { ContactText, type ContactTextProps } from "./components/contact-text"
export { Highlight, type HighlightProps } from "./components/highlight"
export { SearchField, type SearchFieldProps } from "./components/search-field"
export { SearchDialog, type SearchDialogLabels, type SearchDialogProps } from "./components/search-dialog"
export {
  SearchPassage,
  SearchResults,
  type SearchPassageProps,
  type SearchPassagePart,
  type SearchResultGroup,
  type SearchResultItem,
  type SearchResultsProps,
} from "./components/search-results"
export { SOCIAL_PLATFORM_NAMES } from "./lib/social-platforms"
export { CONTACT_PURPOSES, type ContactAddresses, type ContactPurpose } from "./lib/contact-purposes"

// Theme
export { ThemeProvider, useTheme, type ThemeProviderProps } from "./components/theme-provider"
export { ThemeToggle, type ThemeToggleProps } from "./components/theme-toggle"
export { ThemeTogglePlaceholder, type ThemeTogglePlaceholderProps } from "./components/theme-toggle-placeholder"
export { SiteThemeApplier, type SiteThemeApplierProps } from "./components/site-theme-applier"
export {
  DEFAULT_RESOLVED_SITE_THEME,
  resolveSiteTheme,
  serializeSiteTheme,
  SITE_THEME_COLOR_NAMES,
  SITE_THEME_FONTS,
  SITE_THEME_STORAGE_KEY,
  SITE_THEME_STYLE_ATTRIBUTE,
  SITE_THEME_TEXT_PAIRS,
  siteThemeRecord,
  siteThemeStyleSheet,
  type ResolvedSiteTheme,
  type SiteTheme,
} from "./lib/site-theme"
export { loadSiteThemeFonts } from "./lib/theme-fonts"
export type { ResolvedUiTheme } from "./lib/ui-theme"
export { contrastRatio, WCAG_AA_NORMAL_TEXT_RATIO } from "./lib/contrast"

// Hooks
export { dismissToast, toast, useHasToasts, type ToastOptions } from "./hooks/use-toast"

// Helpers
export { sortedByText, withFirst } from "./lib/compare-text"
export { formatBytes } from "./lib/format-bytes"
export {
  formatDateTime,
  formatDayAndMonth,
  formatIsoDate,
  formatLongDate,
  formatRelativeTime,
  formatRfc822Date,
  formatTime,
  formatWeekdayAndDate,
  formatWeekdayDateAndTime,
  formatLongWeekday,
  writeClock,
  zonedWallClock,
} from "./lib/format-date"
export { formatReadingTime } from "./lib/format-number"
export { plural } from "./lib/plural"
export { yieldToBrowser } from "./lib/yield-to-browser"
export { whenIdle, WHEN_IDLE_TIMEOUT_MS } from "./lib/when-idle"
export { whenInteracted } from "./lib/when-interacted"
