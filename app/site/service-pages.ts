/** A service page's content, from its published document (public.documents, kind page:service). */
import type { HeroPanel, ServicePage } from "@nordika/ui/templates"
import type { RichTextBlock, RichTextLinkTarget } from "@nordika/ui"
import { ROUTE_TABLE } from "virtual:nordika-route-table"
import type { PageOutcome } from "./page-outcome"
import { readDocumentLinkTargets, readPublishedDocument, type PageDocumentData, type PublishedDocument } from "../data/documents"

/** What a service route shows: its page (and where its text's internal links go), not found, or unavailable. */
export type ServicePageView = { status: "published"; page: ServicePage; links: Record<string, RichTextLinkTarget> } | PageOutcome

/** The document a service route shows: its own, or for an alias (/technology/ai-solutions) its canonical page's. */
function serviceDocumentPath(path: string): string {
  return ROUTE_TABLE.find((route) => route.path === path)?.canonical ?? path
}

/** The documents the text's internal links point at. */
function linkedDocumentIds(blocks: readonly RichTextBlock[]): string[] {
  const inlines = blocks.flatMap((block) => (block.type === "list" ? block.items.flat() : block.children))
  return [...new Set(inlines.flatMap((inline) => (inline.type === "internal-link" ? [inline.documentId] : [])))]
}

/**
 * The template's shape from the document's. Icon names are checked only for their form when
 * published; an unknown one draws the design system's fallback icon. A hero panel of the newest entry
 * of a collection is not yet filled in for a service page (no service page has one), so it is left out.
 */
function servicePageFrom({ path, title, data }: PublishedDocument<PageDocumentData<"page:service">>): ServicePage {
  const { description, hero, offerings, technology, ...rest } = data
  const { panel, ...heroRest } = hero
  return {
    ...rest,
    slug: path.split("/").at(-1) ?? "",
    meta: { path, title, description },
    hero: { ...heroRest, ...(panel && panel.kind !== "latest" ? { panel: panel as HeroPanel } : {}) },
    offerings: offerings as ServicePage["offerings"],
    technology: technology as ServicePage["technology"],
  }
}

/** The service page at `path` (a route's path), read from its published document. */
export async function loadServicePage(path: string): Promise<ServicePageView> {
  const read = await readPublishedDocument("page:service", serviceDocumentPath(path))
  if (read.status !== "published") return read
  const page = servicePageFrom(read.document)
  return { status: "published", page, links: await readDocumentLinkTargets(linkedDocumentIds(page.overview)) }
}
