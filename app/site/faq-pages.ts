/**
 * The FAQ page's content, from its published document (public.documents, kind page:faq: the hero,
 * the topics, the search's words) and the published entries of the faq_entry collection, each filed
 * under its topic; and the page's FAQPage structured data from the same questions.
 */
import type { FaqGroup, FaqPage } from "@nordika/ui/templates"
import { localeOfPath } from "#shared/locales"
import { readEntriesIn } from "../data/localized-entries"
import { loadDocumentPage, richTextPlainText, templatePageFrom, type DocumentPageView, type PageDocument } from "./document-pages"
import type { PageOutcome } from "./page-outcome"

/** What the FAQ route shows: its page, not found, or unavailable. */
export type FaqPageView = DocumentPageView<FaqPage>

/**
 * The template's page from the document's, each topic with its published questions in their order,
 * each answer as its stored rich text (drawn with its links) and as plain text (what the search matches
 * and the structured data says). A question filed under a topic the page no longer has is left out.
 */
async function faqPageFrom(document: PageDocument<"page:faq">): Promise<FaqPage | PageOutcome> {
  const read = await readEntriesIn("faq_entry", localeOfPath(document.path))
  if (read.status !== "published") return read
  const { slug: _slug, groups, ...page } = templatePageFrom(document)
  const entries = read.entries.map((entry) => ({ ...entry.data, lang: entry.lang })).sort((a, b) => a.order - b.order)
  const withQuestions = groups.map((group): FaqGroup => ({
    ...group,
    items: entries
      .filter((entry) => entry.topic === group.id)
      .map((entry) => ({
        question: entry.question,
        answer: richTextPlainText(entry.answer),
        body: [...entry.answer],
        ...(entry.lang ? { lang: entry.lang } : {}),
      })),
  }))
  return { ...page, groups: withQuestions }
}

/** The answers' rich text, whose internal links the page resolves. */
const answersOf = (page: FaqPage) => page.groups.flatMap((group) => group.items.flatMap((faq) => faq.body ?? []))

/** The FAQ page at `path` (a route's path), read from its published document and the published questions, with its answers' link targets. */
export async function loadFaqPage(path: string): Promise<FaqPageView> {
  return loadDocumentPage("page:faq", path, faqPageFrom, answersOf)
}

/** schema.org FAQPage structured data: every question with its answer as plain text (its links' words, not their targets). */
export interface FaqPageJsonLd {
  "@context": "https://schema.org"
  "@type": "FAQPage"
  url?: string
  mainEntity: Array<{ "@type": "Question"; name: string; acceptedAnswer: { "@type": "Answer"; text: string } }>
}

/**
 * The FAQPage object of the FAQ page, from the questions the page shows (the page embeds it).
 * `siteUrl` adds the page's absolute address.
 */
export function faqPageJsonLd(page: FaqPage, siteUrl?: string): FaqPageJsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    ...(siteUrl ? { url: new URL(page.meta.path, siteUrl).href } : {}),
    mainEntity: page.groups.flatMap((group) =>
      group.items.map((faq) => ({
        "@type": "Question" as const,
        name: faq.question,
        acceptedAnswer: { "@type": "Answer" as const, text: faq.answer },
      })),
    ),
  }
}
