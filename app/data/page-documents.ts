/**
 * A page's published document in the page's language (issue 39): at an English path the document
 * (app/data/documents.ts), at a localised one (/sv/…, /de/…) the live translation there
 * (app/data/document-translations.ts, loaded with the first translated page only), read as a document
 * of its English document's kind: the same page module draws it, its data checked by the same schema.
 */
import { localeOfPath, SOURCE_LOCALE } from "#shared/locales"
import { checked, readPublishedDocument, type DocumentData, type DocumentKind, type DocumentRead } from "./documents"

export async function readPageDocument<K extends DocumentKind>(
  kind: K | readonly K[],
  path: string,
): Promise<DocumentRead<DocumentData<K>>> {
  const locale = localeOfPath(path)
  if (locale === SOURCE_LOCALE) return readPublishedDocument(kind, path)
  const kinds: readonly string[] = typeof kind === "string" ? [kind] : kind
  const { liveTranslation } = await import("./document-translations")
  const read = await liveTranslation(locale, path)
  if (read.status !== "published") return read
  const { documentId, kind: englishKind, title, data, publishedAt, englishPath } = read.translation
  // A translation of a document of another kind is not this route's page (as an English document of another kind is not).
  if (!kinds.includes(englishKind)) return { status: "not-found" }
  const result = checked<K>(englishKind, { id: documentId, path, title, data, publishedAt })
  return result.status === "published" ? { status: "published", document: { ...result.document, englishPath } } : result
}
