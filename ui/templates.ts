// @nordika/ui/templates: the public site's page templates and the content shapes they render, by name.

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
export { SitemapTemplate, type SitemapGroup, type SitemapTemplateProps } from "./templates/sitemap-template"

// Content shapes the sections and templates render
export type {
  Article,
  CaseStudy,
  ContentImage,
  ContentPage,
  Cta,
  CtaBand,
  Faq,
  FaqGroup,
  FaqPage,
  GlossaryTerm,
  Hero,
  HeroPanel,
  IndustryPage,
  LegalPage,
  LinkCard,
  Office,
  OpenPosition,
  PageMeta,
  Section,
  ServicePage,
  Stat,
  Step,
} from "./templates/types"
export type {
  ClientLogo,
  ClientSuccess,
  HomeContent,
  HomeHeroContent,
  ServicesOverviewContent,
  TestimonialsContent,
  WhoWeAre,
} from "./templates/home-types"
