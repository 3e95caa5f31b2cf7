/**
 * Which values of a document's data are text a translator translates, and which are not (ids, links,
 * icons, dates, enum values): the rule the translations' seed, the publish gate and the English-left
 * check share (docs/decisions/0012-languages.md). A text leaf is named by its dotted path
 * ("hero.heading", "overview.0.children.0.text"), as schema-walk.ts names fields.
 */

/**
 * Fields whose strings are never translated, whatever they hold: ids, addresses, names of icons and art,
 * dates and an event's time ("15:00 CET", which the page writes in its language), and `type`, a rich-text
 * block's or link's discriminator or an open position's employment type (an enum the page labels).
 */
const NON_TEXT_KEYS = new Set([
  "id",
  "documentId",
  "mediaId",
  "href",
  "canonical",
  "path",
  "sectionPaths",
  "related",
  "icon",
  "art",
  "tone",
  "imagePosition",
  "kind",
  "of",
  "lists",
  "topic",
  "startsOn",
  "time",
  "type",
  "published",
  "updated",
  "email",
  "phone",
])

/** Values that are an address, an id or a date wherever they stand. */
const NON_TEXT_VALUE =
  /^(\/[^\s]*|https?:\/\/\S+|mailto:\S+|tel:\S+|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?)$/

/** Whether the string `value` under the field `key` is text to translate. */
export function isTextLeaf(key: string, value: string): boolean {
  if (value.trim() === "") return false
  if (NON_TEXT_KEYS.has(key)) return false
  return !NON_TEXT_VALUE.test(value)
}

export interface TextLeaf {
  /** The dotted path of the field ("hero.heading", "items.3"). */
  path: string
  text: string
}

function visit(value: unknown, key: string, path: string[], found: TextLeaf[]): void {
  if (typeof value === "string") {
    if (isTextLeaf(key, value)) found.push({ path: path.join("."), text: value })
  } else if (Array.isArray(value)) {
    // An array's items take the array's field name: a list of strings under `items` is text like `items` itself.
    value.forEach((item, index) => visit(item, key, [...path, String(index)], found))
  } else if (value && typeof value === "object") {
    for (const [childKey, child] of Object.entries(value)) visit(child, childKey, [...path, childKey], found)
  }
}

/** The text leaves of a document's data, in document order. */
export function textLeaves(data: unknown): TextLeaf[] {
  const found: TextLeaf[] = []
  visit(data, "", [], found)
  return found
}

/**
 * A copy of `source` with the text leaves named in `texts` replaced, and everything else as it is:
 * how a translation's data is made from the English data and its translated segments.
 */
export function withTexts(source: unknown, texts: Readonly<Record<string, string>>): unknown {
  const copy = (value: unknown, path: string[]): unknown => {
    const dotted = path.join(".")
    if (typeof value === "string") return Object.hasOwn(texts, dotted) ? texts[dotted] : value
    if (Array.isArray(value)) return value.map((item, index) => copy(item, [...path, String(index)]))
    if (value && typeof value === "object")
      return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, copy(child, [...path, key])]))
    return value
  }
  return copy(source, [])
}

/**
 * Where a translation's data departs from its source other than in text, or null: a field added or
 * missing, a list of another length, an id, link, icon or date changed. Text may differ freely.
 */
export function nonTextDifference(source: unknown, translation: unknown, key = "", path: string[] = []): string | null {
  const here = path.join(".") || "(the data)"
  if (typeof source === "string" && typeof translation === "string") return isTextLeaf(key, source) || source === translation ? null : here
  if (Array.isArray(source)) {
    if (!Array.isArray(translation) || translation.length !== source.length) return here
    for (let index = 0; index < source.length; index++) {
      const found = nonTextDifference(source[index], translation[index], key, [...path, String(index)])
      if (found) return found
    }
    return null
  }
  if (source && typeof source === "object") {
    if (!translation || typeof translation !== "object" || Array.isArray(translation)) return here
    const keys = new Set([...Object.keys(source), ...Object.keys(translation)])
    for (const childKey of keys) {
      const found = nonTextDifference(
        (source as Record<string, unknown>)[childKey],
        (translation as Record<string, unknown>)[childKey],
        childKey,
        [...path, childKey],
      )
      if (found) return found
    }
    return null
  }
  return Object.is(source, translation) ? null : here
}

/** The text leaves of `source` that are empty or missing in `translation`: an incomplete translation's gaps. */
export function missingTexts(source: unknown, translation: unknown): string[] {
  const translated = new Map(textLeaves(translation).map((leaf) => [leaf.path, leaf.text]))
  return textLeaves(source)
    .filter((leaf) => !translated.get(leaf.path)?.trim())
    .map((leaf) => leaf.path)
}

/** The `{placeholders}` of a text ("{phone}", "{mailbox:helsinki}"), which a translation must keep. */
export function placeholdersOf(text: string): string[] {
  return [...text.matchAll(/\{[a-z]+(:[a-z-]+)?\}/g)].map((match) => match[0]).sort()
}
