import fs from "node:fs"
import { describe, expect, it } from "vitest"
import { z } from "zod"
import { BLOG_POSTS, GLOSSARY_TERMS, NEWS_ITEMS } from "../app/content/resources"
import { CASE_STUDIES } from "../app/content/case-studies"
import { OPEN_POSITIONS } from "../app/content/careers/open-positions"
import { FAQ_PAGE } from "../app/content/faq"
import { OFFICES } from "../app/content/contact/offices"
import { HOME } from "../app/content/home"
import { applyJoinEvents } from "../app/content/freelancers/apply-join-events"
import { eventChoice } from "../app/pages/lead-forms/live-choices"
import { eventChoice as eventChoiceSubmitLeadTakes } from "#shared/lead-choices"
import { ROUTES } from "../app/site/routes-manifest"
import { articleTexts, countWords } from "../app/content/reading-time"
import { COLLECTION_SCHEMAS } from "#shared/content/index"
import type { RichText } from "#shared/content/rich-text"
import { DOCUMENT_SEED_FILE, documentSeedSql, seedDocumentId, seedRows } from "./document-seed"
import { collectionSeedDocuments, eventTitle } from "./document-seed-collections"
import type { SeedDocument } from "./seed-document"
import { ICON_NAMES } from "@nordika/ui"
import type { MenuFooter, MenuHeader } from "#shared/content/menus"
import { FOOTER_COLUMNS } from "../app/content/footer"
import { MAIN_MENU, QUOTE_CTA } from "../app/content/navigation"

const docs = collectionSeedDocuments()
/** The events as the apply-and-join page's copy titles them ("21 January 2027, 15:00 CET: name"). */
const EVENT_TITLES = applyJoinEvents.sections.flatMap((section) =>
  section.id === "events" && section.kind === "steps" ? section.items.map((item) => item.title) : [],
)
const ofKind = (kind: string) => docs.filter((doc) => doc.kind === kind)

type Inline = Extract<RichText[number], { type: "paragraph" }>["children"][number]
const inlineWords = (inline: Inline) => (inline.type === "internal-link" ? (inline.label ?? "") : inline.text)

/** The words of rich text, as a reader meets them. */
const richTextWords = (text: RichText) =>
  text.flatMap((block) => (block.type === "list" ? block.items.flatMap((item) => item.map(inlineWords)) : block.children.map(inlineWords)))

describe("supabase/document-seed.sql", () => {
  it("is what the generator writes from app/content now (run `npm run gen:content-seed` when this fails)", () => {
    expect(fs.readFileSync(DOCUMENT_SEED_FILE, "utf8")).toBe(documentSeedSql())
  })

  it("names each document by a stable version-3 UUID of its kind and path, which the API's uuid checks accept", () => {
    expect(seedDocumentId("blog_post", "/resources/blog/game-lqa-bug-reports")).toBe(
      seedDocumentId("blog_post", "/resources/blog/game-lqa-bug-reports"),
    )
    const ids = seedRows().map((row) => row.id)
    expect(new Set(ids).size).toBe(ids.length)
    for (const id of ids) expect(z.uuid().safeParse(id).success, id).toBe(true)
    expect(ids.every((id) => id[14] === "3")).toBe(true)
  })
})

describe("the collections' seed documents", () => {
  it("are every entry of app/content's collections", () => {
    const count = (kind: string) => ofKind(kind).length
    expect({
      blog_post: count("blog_post"),
      news_item: count("news_item"),
      case_study: count("case_study"),
      open_position: count("open_position"),
      glossary_term: count("glossary_term"),
      faq_entry: count("faq_entry"),
      office: count("office"),
      testimonial: count("testimonial"),
      event: count("event"),
    }).toEqual({
      blog_post: BLOG_POSTS.length,
      news_item: NEWS_ITEMS.length,
      case_study: CASE_STUDIES.length,
      open_position: OPEN_POSITIONS.length,
      glossary_term: GLOSSARY_TERMS.length,
      faq_entry: FAQ_PAGE.groups.flatMap((group) => group.items).length,
      office: OFFICES.length,
      testimonial: HOME.testimonials.items.length,
      event: EVENT_TITLES.length,
    })
    expect(count("team_member")).toBe(8)
  })

  it.each(docs.map((doc) => [doc.kind, doc.path, doc] as const))("%s %s parses with its kind's schema, unchanged", (kind, _path, doc) => {
    const parsed = COLLECTION_SCHEMAS[kind as keyof typeof COLLECTION_SCHEMAS].safeParse(doc.data)
    expect(parsed.error?.issues ?? []).toEqual([])
    expect(parsed.data).toEqual(doc.data)
  })

  it("put the posts, news items and case studies at the paths of their pages today", () => {
    const pages = ROUTES.filter((route) => route.page === "article" || route.page === "case-study").map((route) => route.path)
    const paths = [...ofKind("blog_post"), ...ofKind("news_item"), ...ofKind("case_study")].map((doc) => doc.path)
    expect(paths.sort()).toEqual(pages.sort())
  })

  it("keep every word of a post's body, now as rich text", () => {
    for (const post of [...BLOG_POSTS, ...NEWS_ITEMS]) {
      const doc = docs.find((d) => d.path === post.meta.path)!
      const body = doc.data.body as RichText
      expect(countWords([post.title, post.excerpt, ...richTextWords(body)])).toBe(countWords(articleTexts(post)))
      expect(body.map((block) => block.type)).toEqual(post.body.map((block) => block.kind))
    }
  })

  it("name the events and leaders as the pages do today, and the registration form's events as the page names them", () => {
    expect(ofKind("event").map((doc) => eventTitle(doc.data as Parameters<typeof eventTitle>[0]))).toEqual(EVENT_TITLES)
    expect(ofKind("event").map((doc) => eventChoice(doc.data as Parameters<typeof eventChoice>[0]))).toEqual(EVENT_TITLES)
    expect(ofKind("event").map((doc) => eventChoiceSubmitLeadTakes(doc.data as Parameters<typeof eventChoice>[0]))).toEqual(EVENT_TITLES)
    const leaders = ofKind("team_member").map((doc) => `${doc.data.name}, ${doc.data.role}`)
    expect(leaders[0]).toBe("Karin Lindqvist, co-founder and chief executive officer")
  })
})

describe("the generator", () => {
  const office = ofKind("office")[0]
  const source = (...extra: SeedDocument[]) => [() => extra]

  it("refuses an entry that breaks its kind's schema, naming the entry and the field", () => {
    const broken = { ...office, path: "/contact/global-offices/atlantis", title: "Atlantis", data: { ...office.data, phone: "ask around" } }
    expect(() => seedRows(source(broken))).toThrow(
      '1 invalid entries:\noffice /contact/global-offices/atlantis ("Atlantis"): phone: Write the number in international form, such as +46 8 120 345 00.',
    )
  })

  it("refuses two documents at one path, a kind without a schema and a path the table would refuse", () => {
    expect(() => seedRows(source(office, { ...office, title: "Twin" }))).toThrow("another seed document has this path")
    expect(() => seedRows(source({ ...office, kind: "brochure" }))).toThrow("the kind brochure has no schema")
    expect(() => seedRows(source({ ...office, path: "/Contact/Stockholm" }))).toThrow("the path is not one the documents table takes")
  })

  it("takes every source it is given, in order", () => {
    const other = { ...office, path: "/contact/global-offices/other", title: "Other" }
    expect(seedRows([() => [office], () => [other]]).map((row) => row.path)).toEqual([office.path, other.path])
  })
})

describe("the menus' seed documents", () => {
  const rows = seedRows()
  const header = rows.find((row) => row.kind === "menu_header")!
  const footer = rows.find((row) => row.kind === "menu_footer")!
  const idOf = (path: string) => rows.find((row) => row.path === path && !row.kind.startsWith("menu_"))?.id

  it("are app/content's header menu and footer, one document each at the menus' paths", () => {
    expect(rows.filter((row) => row.kind.startsWith("menu_")).map((row) => [row.kind, row.path])).toEqual([
      ["menu_header", "/menus/header"],
      ["menu_footer", "/menus/footer"],
    ])
    const data = header.data as MenuHeader
    expect(data.entries.map((entry) => entry.title)).toEqual(MAIN_MENU.map((item) => item.title))
    expect(data.entries[0].groups.map((group) => group.links.map((link) => link.title))).toEqual(
      MAIN_MENU[0].subItems!.map((group) => group.links.map((link) => link.text)),
    )
    expect(data.quote.label).toBe(QUOTE_CTA.label)
    expect((footer.data as MenuFooter).columns.map((column) => column.title)).toEqual(FOOTER_COLUMNS.map((column) => column.title))
  })

  it("link to the pages that are documents by their ids, and keep a path only for pages that are code", () => {
    const data = header.data as MenuHeader
    expect(data.entries[1].groups[0].links[0]).toMatchObject({
      title: "Translation",
      page: { type: "internal-link", documentId: idOf("/services/translation") },
    })
    const paths = JSON.stringify([header.data, footer.data]).match(/"path":"[^"]+"/g) ?? []
    for (const path of paths) expect(idOf(JSON.parse(`{${path}}`).path), path).toBeUndefined()
    const pageIds = JSON.stringify([header.data, footer.data]).match(/"documentId":"[^"]+"/g) ?? []
    expect(pageIds.length).toBeGreaterThan(60)
    for (const id of pageIds)
      expect(
        rows.some((row) => row.id === JSON.parse(`{${id}}`).documentId),
        id,
      ).toBe(true)
  })

  it("name only icons of the site's icon set", () => {
    const icons = JSON.stringify(header.data).match(/"icon":"[^"]+"/g) ?? []
    expect(icons.length).toBeGreaterThan(50)
    for (const icon of icons) expect(ICON_NAMES as readonly string[], icon).toContain(JSON.parse(`{${icon}}`).icon)
  })
})
