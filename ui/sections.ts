// @nordika/ui/sections: the public site's page sections and its lead forms, by name.

// Sections
export { Container, PageSection, SectionLink, type PageSectionProps, type SectionLinkProps } from "./components/sections/section"
export {
  HeroActions,
  HeroBreadcrumb,
  HeroStats,
  PageHero,
  type HeroBreadcrumbItem,
  type HeroBreadcrumbProps,
  type PageHeroProps,
} from "./components/sections/page-hero"
export { HeroPanelCard, HeroPanelView, type HeroPanelCardProps, type HeroPanelViewProps } from "./components/sections/hero-panel"
export { LeenPlatformIllustration, type LeenPlatformIllustrationProps } from "./components/sections/leen-platform-illustration"
export { StatsBand, StatsList, type StatsBandProps, type StatsListProps } from "./components/sections/stats-band"
export {
  FeatureCard,
  FeatureGrid,
  FeaturePictures,
  type FeaturePicturesProps,
  type FeatureCardProps,
  type FeatureGridProps,
} from "./components/sections/feature-grid"
export { featureImageSizes } from "./components/sections/feature-image-sizes"
export { ContentPicture } from "./components/content-picture"
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

// Lead forms and their fields
export {
  FileUploadField,
  type CountWords,
  type FileUploadFieldProps,
  type FileUploadLabels,
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
  TextareaField,
  leadDraftKey,
  useLeadForm,
  type FieldChoice,
  type LeadConfirmationProps,
  type LeadFileRules,
  type LeadFormCopy,
  type LeadFormLabels,
  type LeadSubmitMeta,
  type LeadSubmitResult,
  type SubmitLead,
} from "./components/lead-form"
export { MountLeadFormsInStages } from "./components/lead-form-stages"
export { QuoteForm, type QuoteEstimateInput, type QuoteFormLabels, type QuoteFormProps, type QuoteValues } from "./components/quote-form"
export {
  ConsultationForm,
  type ConsultationFormLabels,
  type ConsultationFormProps,
  type ConsultationValues,
} from "./components/consultation-form"
export {
  AccessibilityReportForm,
  type AccessibilityReportFormLabels,
  type AccessibilityReportFormProps,
  type AccessibilityReportValues,
} from "./components/accessibility-report-form"
export { ContactForm, type ContactFormLabels, type ContactFormProps, type ContactValues } from "./components/contact-form"
export {
  JobApplicationForm,
  type JobApplicationFormLabels,
  type JobApplicationFormProps,
  type JobApplicationValues,
} from "./components/job-application-form"
export {
  EventRegistrationForm,
  type EventRegistrationFormLabels,
  type EventRegistrationFormProps,
  type EventRegistrationValues,
} from "./components/event-registration-form"
export {
  BrochureDownloadLink,
  BrochureForm,
  type BrochureFormLabels,
  type BrochureFormProps,
  type BrochureValues,
} from "./components/brochure-form"
export { FreelancerForm, type FreelancerFormLabels, type FreelancerFormProps, type FreelancerValues } from "./components/freelancer-form"
export { LanguagePairsField, languagePair, type LanguagePairsFieldProps } from "./components/language-pairs-field"
export {
  TimeSlotsField,
  MAX_TIME_SLOTS,
  officeDayLabel,
  slotTimeLabel,
  chosenTimeLabel,
  type OfficeSchedule,
  type TimeSlotsFieldProps,
  type TimeSlotsFieldLabels,
} from "./components/time-slots-field"
export { QuoteEstimateNotice, type QuoteEstimateNoticeProps } from "./components/quote-estimate"
