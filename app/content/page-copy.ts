import type { IndustryPage, LegalPage, ServicePage } from "@nordika/ui/templates"

/**
 * A page as written here, the document seed's input (scripts/document-seed-pages.ts): the overview as
 * plain paragraphs, which the seed turns into the rich text the page renders from its document.
 */
type WithOverviewParagraphs<Page extends { overview: unknown }> = Omit<Page, "overview"> & { overview: string[] }

export type ServicePageCopy = WithOverviewParagraphs<ServicePage>
export type IndustryPageCopy = WithOverviewParagraphs<IndustryPage>

/** A legal page as written here: each section's text as plain paragraphs, which the seed turns into rich text. */
export type LegalPageCopy = Omit<LegalPage, "sections"> & { sections: Array<{ id: string; heading: string; paragraphs: string[] }> }
