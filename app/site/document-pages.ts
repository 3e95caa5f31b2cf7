/**
 * What every page kind rendered from its published document shares (docs/decisions/0003-content-model.md):
 * the read and its outcome, the template's page from the document's columns and data,
 * and the targets of the rich text's internal links. A kind's own module (service-pages, industry-pages)
 * says only how its data maps onto its template.
 */
import type { Hero, HeroPanel, PageMeta } from "@nordika/ui/templates"
import type { RichTextBlock, RichTextLinkTarget } from "@nordika/ui"
import type { PageKind } from "#shared/content/pages/index"
import type { PageOutcome } from "./page-outcome"
import { readDocumentLinkTargets, readPublishedDocument, type PageDocumentData, type PublishedDocument } from "../data/documents"

/** What a document route shows: its page (and where its text's internal links go), not found, or unavailable. */
export type DocumentPageView<Page> = { status: "published"; page: Page; links: Record<string, RichTextLinkTarget> } | PageOutcome

/** A published document of kind `K`, as a kind's mapping receives it. */
export type PageDocument<K extends PageKind> = PublishedDocument<PageDocumentData<K>>

/**
 * The template's page from a document whose data has a description and a hero, as most kinds' do:
 * the path and title are the document's columns (the meta, with the data's description), the slug the
 * path's last segment. A hero panel of the newest entry of a collection (`latest`) is not yet filled in
 * for the kinds that render from documents (none of their pages has one), so it is left out.
 */
export function templatePageFrom<D extends { description: string; hero: { panel?: { kind: string } } }>({
  path,
  title,
  data,
}: PublishedDocument<D>): Omit<D, "description" | "hero"> & {
  slug: string
  meta: PageMeta
  hero: Omit<D["hero"], "panel"> & Pick<Hero, "panel">
} {
  const { description, hero, ...rest } = data
  const { panel, ...heroRest } = hero
  return {
    ...rest,
    slug: path.split("/").at(-1) ?? "",
    meta: { path, title, description },
    // TypeScript keeps a generic object's rest apart from its spread: it is the hero less its panel.
    hero: { ...heroRest, ...(panel && panel.kind !== "latest" ? { panel: panel as HeroPanel } : {}) } as Omit<D["hero"], "panel"> &
      Pick<Hero, "panel">,
  }
}

/** The documents the text's internal links point at. */
function linkedDocumentIds(blocks: readonly RichTextBlock[]): string[] {
  const inlines = blocks.flatMap((block) => (block.type === "list" ? block.items.flat() : block.children))
  return [...new Set(inlines.flatMap((inline) => (inline.type === "internal-link" ? [inline.documentId] : [])))]
}

/**
 * The page of kind `kind` at `path`, read from its published document and mapped by `pageFrom`, with
 * the targets of the internal links in `richText(page)`; else the read's outcome (not found, unavailable).
 */
export async function loadDocumentPage<K extends PageKind, Page>(
  kind: K,
  path: string,
  pageFrom: (document: PageDocument<K>) => Page,
  richText: (page: Page) => readonly RichTextBlock[],
): Promise<DocumentPageView<Page>> {
  const read = await readPublishedDocument(kind, path)
  if (read.status !== "published") return read
  const page = pageFrom(read.document)
  return { status: "published", page, links: await readDocumentLinkTargets(linkedDocumentIds(richText(page))) }
}
