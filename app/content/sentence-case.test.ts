import { describe, expect, it } from "vitest"
import { CASE_STUDIES } from "./case-studies"
import { OFFICES } from "./contact"
import { HOME } from "./home"

/**
 * Headings are in sentence case across the site. These texts are the specification's own, quoted in Title
 * Case, and stay exactly as it writes them.
 */
const SPEC_TITLE_CASE = new Set([
  "Join Our Global Team",
  "Explore Careers",
  "Discover Our Technology",
  "Request a Demo",
  "Book a Consultation",
  "Explore All Industries",
  "Frequently Asked Questions",
  "Page Not Found",
  "Free Quote",
  "Refresh Page",
  "Error Details",
  "Terms of Use",
  "Privacy Policy",
  "Cookie Preferences",
  "Copyright",
  "About Us",
  "Contact Us",
  "Technology & AI",
])

/** Names of several words that keep their capitals inside a sentence-case heading: products, events, laws, standards. */
const PROPER_NAMES = [
  ...["Leen Memory", "Leen Terms", "Leen Connect", "Leen Flow", "Leen Score", "Words for Good", "Freelancer Day"],
  ...["Simplified Technical English", "Data Protection Act", "Trados Studio", "Phrase TMS", "XTM Cloud"],
  ...[...CASE_STUDIES.map((study) => study.client), ...HOME.clientLogos.items.map((client) => client.name)],
  ...OFFICES.flatMap((office) => [office.city, office.country]),
]

/** Single words that keep their capitals: the company, its product, places and languages. */
const PROPER_NOUNS = new Set([
  ...[
    "Nordika",
    "Leen",
    "Lokalise",
    "Crowdin",
    "Nordic",
    "Nordics",
    "Europe",
    "European",
    "Central",
    "Americas",
    "English",
    "German",
    "Swedish",
  ],
  ...["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"],
])

/** Words that stay lower case inside a Title Case heading too, so they tell nothing. */
const MINOR_WORDS = new Set(["a", "an", "and", "as", "at", "by", "for", "from", "in", "of", "on", "or", "the", "to", "vs", "with", "&"])

/**
 * Whether a heading is set in Title Case: past its first word (and the first word after a colon), every
 * word that could be lower case is capitalised, and at least one of them is not a proper noun.
 */
export function isTitleCased(text: string): boolean {
  const plain = PROPER_NAMES.reduce((rest, name) => rest.replaceAll(name, "Name"), text)
  const words = plain
    .replace(/[“”"'(),.?!]/g, " ")
    .split(/\s+/)
    .filter(Boolean)
  const inner = words.filter((word, index) => index > 0 && !words[index - 1].endsWith(":") && !MINOR_WORDS.has(word.toLowerCase()))
  // A word that could be lower case: it has small letters and is not an acronym ("ICFs") or an inner-capital name ("eDiscovery").
  const casable = inner.filter((word) => /^\p{L}/u.test(word) && /\p{Ll}/u.test(word) && !/^\p{Lu}{2,}s$/u.test(word))
  if (casable.length === 0 || casable.some((word) => /^\p{Ll}/u.test(word))) return false
  return casable.some((word) => word !== "Name" && !PROPER_NOUNS.has(word.replace(/[:;]$/, "")))
}

/** Every heading-like text of the content: headings, card and group titles, menu and footer link texts. */
function headingsIn(value: unknown, path: string, found: Array<{ path: string; text: string }>) {
  if (Array.isArray(value)) {
    value.forEach((item, index) => headingsIn(item, `${path}[${index}]`, found))
    return
  }
  if (!value || typeof value !== "object") return
  const record = value as Record<string, unknown>
  for (const [key, child] of Object.entries(record)) {
    const here = `${path}.${key}`
    if (typeof child === "string") {
      const isHeading =
        key === "heading" ||
        (key === "title" && !path.endsWith(".meta")) ||
        (key === "label" && record.kind === "feature") ||
        (key === "text" && (record.kind === "heading" || "href" in record))
      if (isHeading) found.push({ path: here, text: child })
    } else headingsIn(child, here, found)
  }
}

const CONTENT_MODULES = import.meta.glob<Record<string, unknown>>(["./**/*.ts", "!./**/*.test.ts"], { eager: true })

describe("headings in sentence case", () => {
  it("tells Title Case from sentence case", () => {
    expect(isTitleCased("Our History")).toBe(true)
    expect(isTitleCased("Software & App Localization")).toBe(true)
    expect(isTitleCased("Meet the Leadership Team")).toBe(true)
    expect(isTitleCased("Our history")).toBe(false)
    expect(isTitleCased("Contact Nordika")).toBe(false)
    expect(isTitleCased("Leen: the platform that remembers")).toBe(false)
    expect(isTitleCased("2009: Founded in Stockholm")).toBe(false)
    expect(isTitleCased("Machine translation post-editing (MTPE)")).toBe(false)
    expect(isTitleCased("Translation")).toBe(false)
  })

  it("sets every heading, card title, group title and menu entry of the content in sentence case, but the specification's own texts", () => {
    const found: Array<{ path: string; text: string }> = []
    for (const [file, exports] of Object.entries(CONTENT_MODULES)) headingsIn(exports, file, found)
    expect(found.length).toBeGreaterThan(1000)
    const titleCased = found.filter(({ text }) => !SPEC_TITLE_CASE.has(text) && isTitleCased(text))
    expect(titleCased.map(({ path, text }) => `${text}  (${path})`)).toEqual([])
  })
})
