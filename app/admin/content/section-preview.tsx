import { ClientSuccessSection, HomeHero, ServicesOverview, TestimonialsSection, WhoWeAreSection } from "@nordika/ui/sections"
import { ContentPageTemplate } from "@nordika/ui/templates"
import type { ContentSectionKey, ContentSections } from "../../data/content-sections"

export interface SectionPreviewProps<K extends ContentSectionKey = ContentSectionKey> {
  sectionKey: K
  value: ContentSections[K]
}

/** A section rendered by the same component the public page uses for it. */
export function SectionPreview({ sectionKey, value }: SectionPreviewProps) {
  switch (sectionKey) {
    case "home_hero":
      return <HomeHero {...(value as ContentSections["home_hero"])} />
    case "services_overview":
      return <ServicesOverview id="services" {...(value as ContentSections["services_overview"])} />
    case "testimonials":
      return <TestimonialsSection id="testimonials" {...(value as ContentSections["testimonials"])} />
    case "client_success":
      return <ClientSuccessSection id="results" {...(value as ContentSections["client_success"])} />
    case "who_we_are":
      return <WhoWeAreSection id="who-we-are" {...(value as ContentSections["who_we_are"])} />
    case "leen_page":
      return <ContentPageTemplate page={value as ContentSections["leen_page"]} />
  }
}
