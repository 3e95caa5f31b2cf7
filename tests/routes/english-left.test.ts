/**
 * No English left on the Swedish and German pages (issue 39, "A test samples every page in each language"):
 * every page live in Swedish or German (the English pages' hreflang alternates, and the sitemap's /sv and
 * /de addresses), server-rendered as a visitor or a search engine first gets it, against its English page.
 * A page fails when its <html lang> is not its language, when its <title> or a large share of the text
 * blocks of its <main> are the English page's own (beyond names, terms and figures), when English running
 * text (common English function words) stands outside a passage marked lang="en", when a {placeholder}
 * or markup shows as text, or when a catalog message's id shows instead of its text (a missing message).
 * Each failure names the page and the strings, so it can be fixed where it is.
 */
import fs from "node:fs"
import path from "node:path"
import { describe, expect, it } from "vitest"
import { TRANSLATION_LOCALES, type TranslationLocale } from "#shared/locales"
import { messages as englishMessages } from "../../app/i18n/locales/en"
import { readOnlySiteUrl } from "./read-only-site"

const origin = readOnlySiteUrl()

/** Names and terms kept as they are in every language (supabase/translations/glossary.json's names). */
const GLOSSARY = JSON.parse(fs.readFileSync(path.resolve("supabase/translations/glossary.json"), "utf8")) as { names: string[] }
const NAMES = [...GLOSSARY.names, "Nordika", "Leen"]

/**
 * English words that neither Swedish nor German writes: two of them in one block of running text mean an
 * English sentence ("an", "so", "was", "all", "by", "in", "it" are Swedish or German words too).
 */
const ENGLISH_FUNCTION_WORDS = new Set([
  "the",
  "and",
  "with",
  "our",
  "your",
  "we",
  "you",
  "is",
  "are",
  "of",
  "this",
  "that",
  "for",
  "from",
  "what",
  "how",
  "to",
  "read",
  "more",
  "about",
  "which",
  "their",
  "have",
  "has",
  "can",
  "every",
  "each",
  "or",
  "no",
])

/** At most this share of a page's text blocks may be the English page's own (names and short labels aside). */
const MAX_IDENTICAL_SHARE = 0.2

/** Pages fetched at once (two cores shared). */
const BATCH = 4

/** Elements whose start or end ends a block of text. */
const BLOCK_TAGS = new Set(
  "p h1 h2 h3 h4 h5 h6 li dt dd td th tr caption figcaption blockquote button a label legend summary option div section article aside header footer nav ul ol dl table form fieldset details figure time br".split(
    " ",
  ),
)
const VOID_TAGS = new Set("area base br col embed hr img input link meta source track wbr".split(" "))

interface TextBlock {
  text: string
  /** The nearest lang attribute around it, if any inside <main>. */
  lang?: string
}

function decodeEntities(text: string): string {
  return text
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&nbsp;/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&")
}

/** The text blocks of the page's <main> (scripts, styles, svg and hidden templates left out), each with its lang. */
function mainBlocks(html: string): TextBlock[] {
  const start = html.search(/<main[\s>]/)
  const end = html.lastIndexOf("</main>")
  if (start < 0 || end < 0) return []
  const main = html.slice(start, end + "</main>".length)
  const blocks: TextBlock[] = []
  const stack: { tag: string; lang?: string }[] = []
  let skip = 0
  let current = ""
  const flush = () => {
    const text = decodeEntities(current).replace(/\s+/g, " ").trim()
    if (text) blocks.push({ text, lang: [...stack].reverse().find((entry) => entry.lang)?.lang })
    current = ""
  }
  const tagPattern = /<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>|<!--[\s\S]*?-->/g
  let last = 0
  for (const match of main.matchAll(tagPattern)) {
    if (!skip) current += main.slice(last, match.index)
    last = match.index + match[0].length
    const [, closing, rawTag, attributes = ""] = match
    if (!rawTag) continue
    const tag = rawTag.toLowerCase()
    const skipped = tag === "script" || tag === "style" || tag === "svg" || tag === "template" || tag === "noscript"
    if (BLOCK_TAGS.has(tag) && !skip) flush()
    if (closing) {
      const index = stack.map((entry) => entry.tag).lastIndexOf(tag)
      if (index >= 0) stack.length = index
      if (skipped && skip > 0) skip -= 1
    } else if (!VOID_TAGS.has(tag) && !attributes.trimEnd().endsWith("/")) {
      stack.push({ tag, lang: /\slang="([^"]+)"/.exec(attributes)?.[1] })
      if (skipped) skip += 1
    }
  }
  flush()
  return blocks
}

function titleOf(html: string): string {
  return decodeEntities(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "").trim()
}

function htmlLangOf(html: string): string | undefined {
  return /<html[^>]*\slang="([^"]+)"/.exec(html)?.[1]
}

/** The page's hreflang alternates: language -> path. */
function alternatesOf(html: string): Map<string, string> {
  const alternates = new Map<string, string>()
  for (const [tag] of html.matchAll(/<link\b[^>]*>/g)) {
    if (!/rel="alternate"/.test(tag)) continue
    const hreflang = /hreflang="([^"]+)"/.exec(tag)?.[1]
    const href = /href="([^"]+)"/.exec(tag)?.[1]
    if (hreflang && href) alternates.set(hreflang, new URL(decodeEntities(href), origin).pathname)
  }
  return alternates
}

/** The words of a text, lower case, without figures. */
function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}']+/u)
    .filter(Boolean)
}

/** A text that is a name, a term, a figure, an address or a short label the languages share: not counted. */
function isNameLike(text: string): boolean {
  let rest = text
  for (const name of NAMES) rest = rest.split(name).join(" ")
  rest = rest.replace(/\S+@\S+|https?:\/\/\S+|\+?[\d\s().,:%–—\-/+]+/g, " ")
  return wordsOf(rest).length < 4
}

/** Catalog message ids ("template.service.overview"): one shown as text is a message missing from the page's catalog. */
const MESSAGE_IDS = Object.keys(englishMessages)

async function get(pagePath: string): Promise<{ status: number; html: string }> {
  const response = await fetch(new URL(pagePath, origin))
  return { status: response.status, html: await response.text() }
}

async function inBatches<T, R>(items: readonly T[], work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = []
  for (let i = 0; i < items.length; i += BATCH) results.push(...(await Promise.all(items.slice(i, i + BATCH).map(work))))
  return results
}

interface LocalizedPage {
  path: string
  englishPath: string
}

/** Every page live in `locale`, with its English page: the English pages' alternates, and the sitemap's addresses. */
async function pagesIn(locale: TranslationLocale, english: ReadonlyMap<string, string>): Promise<LocalizedPage[]> {
  const pages = new Map<string, string>()
  for (const [englishPath, html] of english) {
    const localized = alternatesOf(html).get(locale)
    if (localized) pages.set(localized, englishPath)
  }
  return [...pages]
    .map(([localizedPath, englishPath]) => ({ path: localizedPath, englishPath }))
    .sort((a, b) => a.path.localeCompare(b.path))
}

/** What is wrong with the page at `page.path` against its English page, one line each (empty: nothing). */
function englishLeftProblems(
  locale: TranslationLocale,
  page: { path: string; html: string; status: number },
  englishHtml: string,
): string[] {
  const problems: string[] = []
  const where = page.path
  if (page.status !== 200) return [`${where}: answered ${page.status}`]
  const lang = htmlLangOf(page.html)
  if (lang !== locale) problems.push(`${where}: <html lang="${lang ?? ""}">, not "${locale}"`)
  const title = titleOf(page.html)
  if (title === titleOf(englishHtml) && !isNameLike(title)) problems.push(`${where}: <title> is the English page's: "${title}"`)

  const blocks = mainBlocks(page.html)
  if (blocks.length === 0) problems.push(`${where}: no text in <main>`)
  const englishTexts = new Set(mainBlocks(englishHtml).map((block) => block.text))
  const counted = blocks.filter((block) => !isNameLike(block.text))
  const identical = counted.filter((block) => englishTexts.has(block.text) && block.lang !== "en")
  if (counted.length > 0 && identical.length / counted.length > MAX_IDENTICAL_SHARE) {
    problems.push(
      `${where}: ${identical.length} of ${counted.length} text blocks are the English page's: ${identical
        .slice(0, 8)
        .map((block) => JSON.stringify(block.text.slice(0, 80)))
        .join(", ")}`,
    )
  }
  for (const block of blocks) {
    if (block.lang === "en") continue
    const words = wordsOf(block.text)
    const english = [...new Set(words.filter((word) => ENGLISH_FUNCTION_WORDS.has(word)))]
    if (english.length >= 2 && english.length / words.length >= 0.1) {
      problems.push(`${where}: English outside lang="en" (${english.join(", ")}): ${JSON.stringify(block.text.slice(0, 120))}`)
    }
  }
  for (const text of [title, ...blocks.map((block) => block.text)]) {
    const placeholder = /\{[A-Za-z_][\w.]*\}/.exec(text)?.[0]
    if (placeholder) problems.push(`${where}: placeholder ${placeholder} shown in ${JSON.stringify(text.slice(0, 120))}`)
    const markup = /<\/?[a-z][a-z0-9]*[\s>/]|\*\*[^*]+\*\*|\[[^\]]+\]\([^)]+\)/i.exec(text)?.[0]
    if (markup) problems.push(`${where}: markup ${JSON.stringify(markup)} shown as text in ${JSON.stringify(text.slice(0, 120))}`)
    const id = MESSAGE_IDS.find((messageId) => text.includes(messageId))
    if (id) problems.push(`${where}: the message id "${id}" shown: a message missing from the ${locale} catalog`)
  }
  return problems
}

describe("no English left on the Swedish and German pages", async () => {
  const sitemap = await (await fetch(new URL("/sitemap.xml", origin))).text()
  const sitemapPaths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(decodeEntities(loc ?? ""), origin).pathname)
  const englishPaths = sitemapPaths.filter((pagePath) => !/^\/(sv|de)(\/|$)/.test(pagePath))
  const english = new Map(
    (await inBatches(englishPaths, async (pagePath) => [pagePath, (await get(pagePath)).html] as const)).filter(([, html]) => html),
  )

  it("reads the English pages from the sitemap", () => {
    expect(englishPaths.length).toBeGreaterThan(40)
    expect(english.get("/services/translation")).toContain("<main")
  })

  it.each(TRANSLATION_LOCALES)(
    "every page live in %s: its language, its own title and text, no English, placeholder, markup or message id left",
    async (locale) => {
      const pages = await pagesIn(locale, english)
      // The seed translates every seed document, so most English pages have this language's version.
      expect(pages.length).toBeGreaterThan(englishPaths.length / 2)
      // A page the sitemap lists that no English page names as its alternate (the /sitemap page itself, say)
      // is swept as well, against the English page its own head names (x-default), if any.
      const listed = new Set(pages.map((page) => page.path))
      for (const pagePath of sitemapPaths.filter((candidate) => candidate === `/${locale}` || candidate.startsWith(`/${locale}/`))) {
        if (listed.has(pagePath)) continue
        const englishPath = alternatesOf((await get(pagePath)).html).get("x-default") ?? ""
        pages.push({ path: pagePath, englishPath })
        if (englishPath && !english.has(englishPath)) english.set(englishPath, (await get(englishPath)).html)
      }
      const problems = (
        await inBatches(pages, async (page) =>
          englishLeftProblems(locale, { path: page.path, ...(await get(page.path)) }, english.get(page.englishPath) ?? ""),
        )
      ).flat()
      expect(problems).toEqual([])
    },
    300_000,
  )
})
