// @nordika/ui/admin: the pieces of the staff admin's screens (sign-in, tables, editors, settings), by name.

export {
  ADMIN_MAIN_ID,
  ADMIN_NAV_BADGE_MAX,
  ADMIN_SEARCH_LABEL,
  AdminShell,
  commandPaletteShortcut,
  type AdminNavGroup,
  type AdminNavItem,
  type AdminShellProps,
} from "./components/admin/admin-shell"
export {
  openRate,
  SearchInsightsReport,
  SynonymEditor,
  type SearchInsightsReportProps,
  type SearchQueryStat,
  type SynonymEditorProps,
  type SynonymGroupRow,
} from "./components/admin/search-insights"
export {
  COMMAND_PALETTE_TITLE,
  CommandPalette,
  type CommandPaletteGroup,
  type CommandPaletteItem,
  type CommandPaletteProps,
} from "./components/admin/command-palette"
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
  type AuthCardHeaderProps,
  type AuthLayoutLabels,
  type AuthLayoutProps,
  type AuthLinkProps,
} from "./components/admin/auth-layout"
export { LoginCard, MISSING_CREDENTIALS_MESSAGE, type LoginCardLabels, type LoginCardProps } from "./components/admin/login-card"
export { TotpCard, type TotpCardLabels, type TotpCardProps } from "./components/admin/totp-card"
export { SecurityKeyCard, type SecurityKeyCardLabels, type SecurityKeyCardProps } from "./components/admin/security-key-card"
export { CodeInput, TOTP_CODE_LENGTH, type CodeInputProps } from "./components/admin/code-input"
export { AccessDenied, ACCESS_DENIED_TITLE, type AccessDeniedProps } from "./components/admin/access-denied"
export { ConfirmDialog, type ConfirmDialogProps } from "./components/admin/confirm-dialog"
export { EmptyState, type EmptyStateProps } from "./components/admin/empty-state"
export { DetailList, type DetailListProps } from "./components/admin/detail-list"
export { FilterSelect, type FilterSelectProps } from "./components/admin/filter-select"
export {
  HEALTH_RERUN_LABEL,
  HEALTH_STATUS_LABELS,
  HealthCheckRow,
  HealthChecks,
  HealthStatusLabel,
  healthStatusFor,
  type HealthCheck,
  type HealthChecksProps,
} from "./components/admin/health-check"
export {
  CLIENT_ERROR_SEARCH_LABEL,
  ClientErrorDetail,
  ClientErrorList,
  type ClientErrorDetailProps,
  type ClientErrorListProps,
  type ClientErrorReport,
} from "./components/admin/client-error-list"
export { StatCard, type StatCardProps } from "./components/admin/stat-card"
export { BAR_CHART_MIN_LABEL_WIDTH_PX, BarChart, type BarChartDatum, type BarChartProps } from "./components/admin/bar-chart"
export { ActivityChart, type ActivityChartProps, type ActivityDay } from "./components/admin/activity-chart"
export {
  RELEASE_NOTE_PUBLISH_LABEL,
  RELEASE_NOTE_UNREAD_LABEL,
  ReleaseNoteCard,
  ReleaseNoteForm,
  type ReleaseNote,
  type ReleaseNoteCardProps,
  type ReleaseNoteFormProps,
  type ReleaseNoteValues,
} from "./components/admin/release-note"
export {
  AuditEventDetail,
  AuditLogTable,
  RecentChanges,
  type AuditEvent,
  type AuditEventDetailProps,
  type AuditLogTableProps,
  type RecentChangesProps,
} from "./components/admin/audit-log"
export { ErrorState, type ErrorStateProps } from "./components/admin/error-state"
export { CONTENT_STATUS_LABELS, ContentStatusBadge, type ContentStatusBadgeProps } from "./components/admin/content-status-badge"
export {
  DOCUMENT_ACTION_LABELS,
  DOCUMENT_COLUMN_LABELS,
  DOCUMENT_SORT_KEYS,
  DocumentActionsMenu,
  DocumentStatusBadge,
  DocumentTable,
  LinkingDocuments,
  sortDocuments,
  type DocumentActionsMenuProps,
  type DocumentListItem,
  type DocumentSort,
  type DocumentSortKey,
  type DocumentStatusBadgeProps,
  type DocumentStatusName,
  type DocumentTableProps,
  type LinkingDocumentsProps,
} from "./components/admin/document-list"
export { DocumentTree, type DocumentTreePage, type DocumentTreeProps, type DocumentTreeSection } from "./components/admin/document-tree"
export {
  DocumentTrashTable,
  goesForGoodOn,
  TRASH_RESTORE_LABEL,
  TRASH_RETENTION_DAYS,
  type DocumentTrashTableProps,
  type TrashedDocument,
} from "./components/admin/document-trash"
export {
  REDIRECT_ORIGIN_LABELS,
  RedirectForm,
  RedirectImport,
  RedirectTable,
  type RedirectFormProps,
  type RedirectFormValues,
  type RedirectImportPreviewLine,
  type RedirectImportProps,
  type RedirectListItem,
  type RedirectOriginName,
  type RedirectTableProps,
} from "./components/admin/redirect-list"
export {
  LINK_STATUS_LABELS,
  LinkCheckStatus,
  LinkReportTable,
  type LinkCheckStatusProps,
  type LinkProblemStatus,
  type LinkReportItem,
  type LinkReportTableProps,
} from "./components/admin/link-report"
export {
  CREATE_DOCUMENT_PATH_LABEL,
  CREATE_DOCUMENT_SUBMIT_LABEL,
  CREATE_DOCUMENT_TITLE_LABEL,
  CreateDocumentDialog,
  type CreateDocumentDialogProps,
  type CreateDocumentProblem,
  type CreateDocumentValues,
} from "./components/admin/create-document-dialog"
export {
  AUTOSAVE_RETRY_LABEL,
  AutosaveStatus,
  ChangedElsewhereBanner,
  EditorActionBar,
  ReadOnlyBanner,
  type AutosaveState,
  type AutosaveStatusProps,
  type ChangedElsewhereBannerProps,
  type EditorActionBarProps,
  type ReadOnlyBannerProps,
} from "./components/admin/editor-bars"
export { ImageField, type ImageFieldProps } from "./components/admin/image-field"
export { PREVIEW_WIDTHS_PX, PreviewFrame, type PreviewFrameProps } from "./components/admin/preview-frame"
export { SectionFormFields, type SectionField, type SectionFormFieldsProps, type SectionVariant } from "./components/admin/section-form"
export { EMPTY_VALUE_TEXT, SectionFieldValues, type SectionFieldValuesProps } from "./components/admin/section-values"
export { EditableList, type EditableListProps } from "./components/admin/editable-list"
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
export { SettingsCard, SettingsRow, type SettingsCardProps, type SettingsRowProps } from "./components/admin/settings-card"
export {
  MfaStatusBadge,
  RelativeTime,
  SECOND_STEP_LABELS,
  SecondStepBadges,
  STAFF_STATUS_LABELS,
  StaffRoleBadge,
  staffAccountStatus,
  StaffUserTable,
  type StaffRoleLabels,
  type StaffUserRow,
  type StaffUserTableProps,
} from "./components/admin/staff-user-table"
export { RoleSelect, type RoleSelectProps } from "./components/admin/role-select"
export {
  EMPTY_LEAD_FILTERS,
  LEAD_EMPTY_MESSAGE,
  LEAD_EXPORT_LABEL,
  LEAD_FILTER_LABELS,
  LEAD_LANGUAGE_LABELS,
  LEAD_LANGUAGE_NAMES,
  LEAD_SEARCH_LABEL,
  LEAD_STATUS_LABELS,
  LEAD_STATUS_NAMES,
  LEAD_TYPE_LABELS,
  LEAD_TYPE_NAMES,
  LEAD_UNASSIGNED_LABEL,
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
  type LeadLanguageName,
  type LeadStatusName,
  type LeadStatusTabsProps,
  type LeadTypeName,
} from "./components/admin/lead-inbox"
export {
  LEAD_NOTE_LABEL,
  LEAD_WORK_LABELS,
  leadDetailEntries,
  LeadEstimateNotice,
  leadFilePreviewKind,
  LeadFileList,
  LeadNotes,
  LeadWorkCard,
  type LeadDetailWords,
  type LeadEstimateNoticeProps,
  type LeadFileItem,
  type LeadFileListProps,
  type LeadFilePreviewContent,
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
export { PasskeysCard, type PasskeysCardProps, type PasskeySummary } from "./components/admin/passkeys-card"
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
  type MfaResetRequestCardLabels,
  type MfaResetRequestCardProps,
  type MfaResetRequestedCardLabels,
  type MfaResetRequestedCardProps,
  type NewPasswordCardLabels,
  type NewPasswordCardProps,
  type RecoveryCodeCardLabels,
  type RecoveryCodeCardProps,
  type RecoveryEmailCardLabels,
  type RecoveryEmailCardProps,
} from "./components/admin/access-recovery"
export { PasswordChangeCard, type PasswordChangeCardProps } from "./components/admin/password-change-card"
export {
  FirstAdminCard,
  type FirstAdminCardLabels,
  type FirstAdminCardProps,
  type FirstAdminValues,
} from "./components/admin/first-admin-card"
export { ColorField, COLOR_FIELD_INVALID_MESSAGE, type ColorFieldProps } from "./components/admin/color-field"
export { FontPicker, type FontPickerProps } from "./components/admin/font-picker"
export { ContrastWarning, type ContrastWarningProps } from "./components/admin/contrast-warning"
export { SeoPreview, type SeoPreviewProps } from "./components/admin/seo-preview"
export { ThemePreview, type ThemePreviewProps } from "./components/admin/theme-preview"
export { ThemeEditor, type ThemeEditorProps } from "./components/admin/theme-editor"
export { LogoUploader, LOGO_MAX_BYTES, type LogoUploaderProps } from "./components/admin/logo-uploader"
export { SortableList, SORTABLE_LIST_INSTRUCTIONS, type SortableListProps } from "./components/admin/sortable-list"
export { ClientLogoForm, type ClientLogoFormProps, type ClientLogoValues } from "./components/admin/client-logo-form"
export { GeneralSettingsForm, type GeneralSettingsFormProps, type GeneralSettingsValues } from "./components/admin/general-settings-form"
export {
  LEAD_NOTIFICATIONS_ADMINS_ONLY,
  LEAD_NOTIFICATIONS_TITLE,
  LEAD_RECIPIENTS_LABEL,
  LEAD_RECIPIENTS_MAX,
  LEAD_RECIPIENTS_SAVE_LABEL,
  LeadNotificationsForm,
  LeadNotificationsNotice,
  type LeadNotificationsFormProps,
} from "./components/admin/lead-notifications-form"
export {
  DEPLOY_HOOK_LAST_CALL_LABEL,
  DEPLOY_HOOK_SAVE_LABEL,
  DEPLOY_HOOK_TEST_LABEL,
  DEPLOY_HOOK_TITLE,
  DEPLOY_HOOK_URL_LABEL,
  DeployHookCard,
  type DeployHookCall,
  type DeployHookCardProps,
} from "./components/admin/deploy-hook-card"
export { RichTextEditor, type RichTextEditorProps, type RichTextInternalLinkChoice } from "./components/admin/rich-text-editor"
export {
  describeFocalPoint,
  FOCAL_POINT_LARGE_STEP,
  FOCAL_POINT_STEP,
  FocalPointPicker,
  type FocalPoint,
  type FocalPointPickerProps,
} from "./components/admin/focal-point-picker"
export {
  MEDIA_FILE_TYPES,
  MEDIA_MAX_BYTES,
  MediaGrid,
  mediaFileProblem,
  MediaUploader,
  type MediaGridProps,
  type MediaItem,
  type MediaUpload,
  type MediaUploaderProps,
} from "./components/admin/media-library"
export {
  MEDIA_ALT_TEXT_MAX_LENGTH,
  MEDIA_ALT_TEXT_REQUIRED_MESSAGE,
  MediaDetailsSheet,
  type MediaDetailsSheetProps,
  type MediaDetailsValues,
  type MediaUse,
} from "./components/admin/media-details-sheet"
export {
  mediaItemMatches,
  MediaImageField,
  MediaPickerDialog,
  type MediaImageFieldProps,
  type MediaPickerDialogProps,
} from "./components/admin/media-picker"
export {
  DOCUMENT_TRANSLATION_STATUS_LABELS,
  DOCUMENT_TRANSLATION_STATUS_NAMES,
  OUTDATED_EMPTY_MESSAGE,
  SEGMENT_STATE_LABELS,
  SEGMENT_STATE_NAMES,
  SegmentStateBadge,
  TRANSLATION_DOCUMENT_FILTERS,
  TRANSLATION_DOCUMENTS_EMPTY_MESSAGE,
  TRANSLATION_LANGUAGE_LABELS,
  TRANSLATION_LANGUAGE_NAMES,
  TranslationDocumentTable,
  TranslationLanguageCard,
  TranslationOutdatedList,
  LANGUAGE_ROLE_NAMES,
  TRANSLATION_TEAM_EMPTY_MESSAGE,
  TranslationTeamTable,
  type LanguageRoleName,
  type TranslationTeamMember,
  type DocumentTranslationStatus,
  type OutdatedTranslation,
  type SegmentStateName,
  type TranslationDocumentFilter,
  type TranslationDocumentRow,
  type TranslationDocumentTableProps,
  type TranslationLanguageName,
  type TranslationLanguageSummary,
} from "./components/admin/translation-dashboard"
export {
  MachineDraftAction,
  nextMissingTag,
  TRANSLATION_SHORTCUTS,
  TranslationLeverage,
  TranslationMatchPanel,
  TranslationReviewPanel,
  TranslationSegmentList,
  TranslationShortcutList,
  TranslationTermList,
  UNCONFIRMED_STATES,
  type MatchDiffRun,
  type SourcePart,
  type MachineDraftTarget,
  type TranslationEditorSegment,
  type TranslationMatchView,
  type TranslationQaView,
  type TranslationReviewPanelProps,
  type TranslationSegmentListProps,
  type TranslationTermView,
} from "./components/admin/translation-editor"
export {
  XliffExchange,
  XliffImportResult,
  type XliffExchangeProps,
  type XliffImportResultProps,
  type XliffImportResultView,
  type XliffImportUnitView,
} from "./components/admin/xliff-exchange"
