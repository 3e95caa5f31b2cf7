import type { IndustryPage, ServicePage } from "@nordika/ui/templates"

/**
 * A page as written here, the document seed's input (scripts/document-seed-pages.ts): the overview as
 * plain paragraphs, which the seed turns into the rich text the page renders from its document.
 */
type WithOverviewParagraphs<Page extends { overview: unknown }> = Omit<Page, "overview"> & { overview: string[] }

export type ServicePageCopy = WithOverviewParagraphs<ServicePage>
export type IndustryPageCopy = WithOverviewParagraphs<IndustryPage>
