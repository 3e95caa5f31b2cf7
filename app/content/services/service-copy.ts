import type { ServicePage } from "@nordika/ui/templates"

/**
 * A service page as written here, the document seed's input (scripts/document-seed-pages.ts): the
 * overview as plain paragraphs, which the seed turns into the rich text the page renders.
 */
export type ServicePageCopy = Omit<ServicePage, "overview"> & { overview: string[] }
