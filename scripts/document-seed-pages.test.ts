import fs from "node:fs"
import path from "node:path"
import { describe, expect, it } from "vitest"
import { ICON_NAMES } from "@nordika/ui"
import { ROUTES, type PageKind } from "../app/site/routes-manifest"
import { SERVICES_BY_SLUG } from "../app/content/services"
import { INDUSTRY_PAGES_BY_PATH } from "../app/content/industries"
import { LEGAL_PAGES_BY_PATH } from "../app/content/legal"
import { ABOUT_PAGES } from "../app/content/about"
import { HOME } from "../app/content/home"
import { DOCUMENT_PATH, DOCUMENT_SCHEMAS } from "#shared/content/index"
import { PAGE_SCHEMAS } from "#shared/content/pages/index"
import { pageSeedDocuments } from "./document-seed-pages"
import { richTextFromParagraphs } from "./rich-text-from-paragraphs"

const documents = pageSeedDocuments()
const byPath = new Map(documents.map((document) => [document.path, document]))
const migrationsDir = path.resolve(import.meta.dirname, "../supabase/migrations")

/** The kinds the migrations insert into public.document_kinds. */
function documentKindsOfMigrations(): string[] {
  return fs
    .readdirSync(migrationsDir)
    .map((file) => fs.readFileSync(path.join(migrationsDir, file), "utf8"))
    .flatMap((sql) => [...sql.matchAll(/insert into public\.document_kinds[^;]*;/g)])
    .flatMap(([insert]) => [...insert.matchAll(/\('([a-z:_]+)', '/g)].map((match) => match[1]))
}

/**
 * Routes of the manifest that are not page documents, and why: the entries of collections (their
 * documents are the collections' seed), and the technology aliases, which show a service page
 * whose document is at its canonical path.
 */
const NOT_PAGE_DOCUMENTS: Readonly<Partial<Record<PageKind, string>>> = {
  "case-study": "a case_study document",
  article: "a blog_post or news_item document",
}
const isAlias = (route: (typeof ROUTES)[number]) => route.canonical !== undefined

/** The page kind each of the route manifest's page modules renders. */
const KIND_OF_ROUTE: Readonly<Partial<Record<PageKind, readonly string[]>>> = {
  home: ["page:home"],
  service: ["page:service"],
  industry: ["page:industry"],
  legal: ["page:legal"],
  faq: ["page:faq"],
  content: ["page:content", "page:about", "page:careers"],
  contact: ["page:contact", "page:listing"],
  "case-studies": ["page:listing"],
  blog: ["page:listing"],
  news: ["page:listing"],
  glossary: ["page:listing"],
  "open-positions": ["page:listing"],
  sitemap: ["page:listing"],
}

describe("the pages' seed documents", () => {
  it.each(documents.map((document) => [document.path, document] as const))(
    "%s passes its kind's schema and keeps every field",
    (_, document) => {
      const parsed = PAGE_SCHEMAS[document.kind as keyof typeof PAGE_SCHEMAS].safeParse(document.data)
      expect(parsed.error?.issues ?? []).toEqual([])
      // Nothing the page says is dropped as an unknown field, and nothing needs trimming.
      expect(parsed.data).toEqual(document.data)
    },
  )

  it("are of kinds the database lists, each with its schema in the registry publish-document checks with", () => {
    const kinds = documentKindsOfMigrations()
    for (const kind of new Set(documents.map((document) => document.kind))) {
      expect(kinds).toContain(kind)
      expect(DOCUMENT_SCHEMAS[kind]).toBe(PAGE_SCHEMAS[kind as keyof typeof PAGE_SCHEMAS])
    }
    expect(kinds.filter((kind) => kind.startsWith("page:")).sort()).toEqual(Object.keys(PAGE_SCHEMAS).sort())
  })

  it("name only icons the design system draws", () => {
    const icons = new Set<unknown>()
    const collect = (value: unknown): void => {
      if (Array.isArray(value)) return value.forEach(collect)
      if (!value || typeof value !== "object") return
      for (const [key, field] of Object.entries(value)) {
        if (key === "icon") icons.add(field)
        else collect(field)
      }
    }
    documents.forEach((document) => collect(document.data))
    expect(icons.size).toBeGreaterThan(10)
    expect([...icons].filter((icon) => !(ICON_NAMES as readonly unknown[]).includes(icon))).toEqual([])
  })

  it("have paths and titles the documents table accepts, each path once", () => {
    for (const document of documents) {
      expect(document.path, document.path).toMatch(DOCUMENT_PATH)
      expect(document.title.trim().length, document.path).toBeGreaterThan(0)
      expect(document.title.length, document.path).toBeLessThanOrEqual(200)
    }
    expect(byPath.size).toBe(documents.length)
  })

  it("give every content page of the route manifest exactly one document, of the kind its page module renders", () => {
    const pageRoutes = ROUTES.filter((route) => !(route.page in NOT_PAGE_DOCUMENTS) && !isAlias(route))
    expect(documents.map((document) => document.path).sort()).toEqual(pageRoutes.map((route) => route.path).sort())
    for (const route of pageRoutes) {
      const document = byPath.get(route.path)!
      expect(KIND_OF_ROUTE[route.page], route.path).toContain(document.kind)
      expect(document.title, route.path).toBe(route.title)
    }
  })

  it("leave out only the collections' entries and the technology aliases", () => {
    const left = ROUTES.filter((route) => !byPath.has(route.path))
    expect(new Set(left.filter((route) => !isAlias(route)).map((route) => route.page))).toEqual(new Set(["case-study", "article"]))
    expect(left.filter(isAlias).map((route) => route.path)).toEqual([
      "/technology/ai-solutions",
      "/technology/apis-connectors",
      "/technology/international-seo",
    ])
    for (const alias of left.filter(isAlias)) expect(byPath.get(alias.canonical!)?.kind).toBe("page:service")
  })

  it("carry the pages' prose as rich text, paragraph by paragraph", () => {
    const translation = SERVICES_BY_SLUG.translation
    expect(byPath.get("/services/translation")!.data.overview).toEqual(richTextFromParagraphs(translation.overview))
    const legal = INDUSTRY_PAGES_BY_PATH["/industries/legal"]
    expect(byPath.get("/industries/legal")!.data.overview).toEqual(richTextFromParagraphs(legal.overview))
    const privacy = LEGAL_PAGES_BY_PATH["/privacy-policy"]
    expect(byPath.get("/privacy-policy")!.data.sections).toEqual(
      privacy.sections.map((section) => ({ id: section.id, heading: section.heading, body: richTextFromParagraphs(section.paragraphs) })),
    )
    const history = ABOUT_PAGES["/about/history"]
    const firstText = history.sections.find((section) => section.kind === "text" && "paragraphs" in section)!
    if (!("paragraphs" in firstText)) throw new Error("/about/history has no text section of paragraphs")
    expect((byPath.get("/about/history")!.data.sections as unknown[])[history.sections.indexOf(firstText)]).toEqual({
      kind: "text",
      ...(firstText.id ? { id: firstText.id } : {}),
      heading: firstText.heading,
      body: richTextFromParagraphs(firstText.paragraphs),
    })
  })

  it("leave the home page's staff-edited sections and its logos to their tables: each word has one home", () => {
    expect(Object.keys(byPath.get("/")!.data).sort()).toEqual([
      "clientLogos",
      "cta",
      "description",
      "industries",
      "technology",
      "whyNordika",
    ])
  })

  it("keep a listed collection's headings, not its entries", () => {
    const home = byPath.get("/")!.data
    expect(home.clientLogos).toEqual({ heading: HOME.clientLogos.heading })

    const team = byPath.get("/about/team")!.data.sections as Array<Record<string, unknown>>
    expect(team.find((section) => section.id === "leadership")).toEqual({
      kind: "collection",
      id: "leadership",
      heading: "Leadership team",
      of: "team_member",
    })
    const events = byPath.get("/freelancers/apply-join-events")!.data.sections as Array<Record<string, unknown>>
    expect(events.find((section) => section.id === "events")).toMatchObject({
      kind: "collection",
      of: "event",
      heading: "Events and webinars in 2027",
    })

    const faq = byPath.get("/faq")!.data.groups as Array<Record<string, unknown>>
    expect(faq.every((group) => !("items" in group))).toBe(true)

    expect(byPath.get("/resources/blog")!.data).toMatchObject({
      lists: "blog_post",
      hero: { panel: { kind: "latest", of: "blog_post", label: "Latest article", linkLabel: "Read the article" } },
    })
    expect(byPath.get("/resources")!.data).toMatchObject({ hero: { panel: { kind: "latest", of: "blog_post" } } })
    expect(byPath.get("/case-studies")!.data).toMatchObject({ lists: "case_study", hero: { panel: { kind: "latest", of: "case_study" } } })
    expect(byPath.get("/resources/news")!.data).toMatchObject({ lists: "news_item", hero: { panel: { kind: "latest", of: "news_item" } } })
    expect(byPath.get("/careers/open-positions")!.data.lists).toBe("open_position")
    expect(byPath.get("/contact/global-offices")!.data.lists).toBe("office")
    expect(byPath.get("/sitemap")!.data.lists).toBe("pages")
  })
})

describe("richTextFromParagraphs", () => {
  it("makes each paragraph a paragraph block of plain text", () => {
    expect(richTextFromParagraphs(["One.", "Two {email:general}."])).toEqual([
      { type: "paragraph", children: [{ type: "text", text: "One." }] },
      { type: "paragraph", children: [{ type: "text", text: "Two {email:general}." }] },
    ])
  })
})
