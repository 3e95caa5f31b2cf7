/**
 * A collection's published entries in the page's language (issue 39): on a Swedish or German page each
 * entry is its live translation there (public.document_translations: its localised path, title and data,
 * checked by the collection's schema like a translated page's, `englishPath` its English one), else the
 * English entry marked `lang: "en"` so the page marks its passage. The English site reads the entries
 * as before, and the translations' code is loaded only for a translated page.
 */
import { SOURCE_LOCALE, type SiteLocale, type TranslationLocale } from "#shared/locales"
import {
  checkedData,
  readPublishedEntries,
  type Collection,
  type CollectionEntryData,
  type EntriesQuery,
  type EntriesRead,
  type PublishedDocument,
} from "./documents"

/** The published entries of `collection` as a page in `locale` shows them (app/data/documents.ts's readPublishedEntries in English). */
export async function readEntriesIn<C extends Collection>(
  collection: C,
  locale: SiteLocale,
  query: EntriesQuery = {},
): Promise<EntriesRead<CollectionEntryData<C>>> {
  const read = await readPublishedEntries(collection, query)
  if (read.status !== "published" || locale === SOURCE_LOCALE) return read
  return { status: "published", entries: await translatedEntries(collection, locale, read.entries) }
}

/**
 * English `entries` already read as a page in `locale` shows them, in the same order (a form that
 * offers them needs both: the English value it stores and the words the visitor reads).
 */
export async function entriesIn<T>(
  collection: Collection,
  locale: SiteLocale,
  entries: readonly PublishedDocument<T>[],
): Promise<PublishedDocument<T>[]> {
  return locale === SOURCE_LOCALE ? [...entries] : translatedEntries(collection, locale, entries)
}

/**
 * `entries` in `locale`, each its live translation or, without one (or with one its schema refuses), the
 * English entry marked. When the translations cannot be read (logged), the English entries, marked: the
 * page itself was read in its language, so it still answers.
 */
async function translatedEntries<T>(
  collection: Collection,
  locale: TranslationLocale,
  entries: readonly PublishedDocument<T>[],
): Promise<PublishedDocument<T>[]> {
  const { translationsOf } = await import("./document-translations")
  const read = await translationsOf(
    entries.map((entry) => entry.id),
    locale,
  )
  return entries.map((entry): PublishedDocument<T> => {
    const translation = read.status === "published" ? read.translations.get(entry.id) : undefined
    const translated =
      translation &&
      checkedData<T>(collection, { ...entry, path: translation.path, data: translation.data }, "showing the entry in English")
    if (!translation || !translated) return { ...entry, lang: "en" }
    return { ...entry, path: translation.path, title: translation.title, data: translated.data, englishPath: entry.path }
  })
}
