/**
 * Pages rendered from their published documents (issue 37, slices C1 to C3: the service, industry and
 * content family's pages, the collection entries a content page lists, the listing pages, the blog
 * posts', news items' and case studies' own pages, and the blog's and news' RSS feeds), on the real
 * server with the built app: what publish-document publishes is in the next server render, an
 * unpublished page answers 404, and a document that cannot be read answers 503 with a page that says
 * so, in the server's HTML and on a navigation in the browser alike.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { FunctionsHttpError, type SupabaseClient } from "@supabase/supabase-js"
import type { Browser, BrowserContext, Page } from "playwright-core"
import { notFoundPage, pageUnavailablePage } from "../../app/content/utility"
import { ENGLISH_I18N } from "../../app/i18n/english"
import { ROUTES_BY_PATH } from "../../app/site/routes-manifest"
import type { TestServer } from "../../server/testing/harness"
import { staffAccount } from "../../server/functions/staff-test-support"
import { closeContexts, headings, newContext, normalizeText, sharedBrowser, startSite, waitForPage } from "./site-under-test"

const NOT_FOUND_PAGE = notFoundPage(ENGLISH_I18N)
const PAGE_UNAVAILABLE = pageUnavailablePage(ENGLISH_I18N)

let site: TestServer
let staff: SupabaseClient
let browser: Browser
let context: BrowserContext

beforeAll(async () => {
  ;[site, browser] = await Promise.all([startSite(), sharedBrowser()])
  context = await newContext(browser)
  // A real signed-in editor: publish-document asks the auth server who calls it.
  staff = (await staffAccount(site, { role: "editor" })).client
}, 300_000)

afterAll(async () => {
  await closeContexts(browser)
  await site?.close()
})

/** The page's text as a crawler reads it (no JavaScript), with its status and h1. */
async function serverRender(path: string) {
  const response = await fetch(site.url + path, { redirect: "manual" })
  const html = await response.text()
  // Tags are dropped between inline runs (an h1's spans) and a space is put between blocks (paragraphs).
  const text = (markup: string) =>
    normalizeText(
      markup
        .replace(/<script[\s\S]*?<\/script>/g, "")
        .replace(/<\/(p|li|h\d|div|section)>/g, " ")
        .replace(/<[^>]+>/g, "")
        .replace(/&#x27;/g, "'")
        .replace(/&quot;/g, '"')
        .replace(/&amp;/g, "&"),
    )
  const body = html.slice(html.indexOf("<body"))
  return {
    status: response.status,
    h1: [...body.matchAll(/<h1\b[^>]*>([\s\S]*?)<\/h1>/g)].map(([, inner]) => text(inner)),
    text: text(body),
    html: body,
  }
}

type RichTextBlocks = Array<{ type: string; children: Array<{ type: string; text?: string }> }>
type DocumentData = Record<string, unknown>

interface StaffDocument {
  id: string
  title: string
  path: string
  version: number
  published_data: DocumentData
}

async function readDocument(path: string): Promise<StaffDocument> {
  const { data } = await staff.from("documents").select("id, title, path, version, published_data").eq("path", path).single().throwOnError()
  return data as StaffDocument
}

/** Publishes `data` as the document's next version through publish-document, as the admin does. */
async function publish(doc: StaffDocument, data: unknown, expectedRevision = 0) {
  const { error } = await staff.functions.invoke("publish-document", {
    body: { documentId: doc.id, expectedVersion: doc.version, expectedRevision, title: doc.title, path: doc.path, data },
  })
  if (error instanceof FunctionsHttpError) throw new Error(`publish-document: ${await (error.context as Response).text()}`)
  expect(error).toBeNull()
}

/**
 * Goes to `path` inside the app (a history navigation, no reload), from the not-found page, which
 * reads no document and so is there whatever the documents' state (the /sitemap page lists live pages
 * only): the page's loader then runs in the browser, against the backend over HTTP.
 */
async function navigateInApp(page: Page, path: string) {
  await page.goto(site.url + "/no-such-page-here", { waitUntil: "domcontentloaded" })
  await waitForPage(page, NOT_FOUND_PAGE.meta.title)
  await page.evaluate((target) => {
    window.history.pushState(null, "", target)
    window.dispatchEvent(new PopStateEvent("popstate"))
  }, path)
}

/** A text of a document's data that its page shows, and the data with that text replaced. */
interface EditedText {
  text(data: DocumentData): string
  replaced(data: DocumentData, text: string): DocumentData
}

const firstParagraph = (blocks: RichTextBlocks) => blocks[0].children.map((child) => child.text ?? "").join("")
const withFirstParagraph = (blocks: RichTextBlocks, text: string) => [
  { type: "paragraph", children: [{ type: "text", text }] },
  ...blocks.slice(1),
]

/** The first paragraph of the overview (service and industry pages). */
const OVERVIEW: EditedText = {
  text: (data) => firstParagraph(data.overview as RichTextBlocks),
  replaced: (data, text) => ({ ...data, overview: withFirstParagraph(data.overview as RichTextBlocks, text) }),
}

type StoredSection = { kind: string; body?: RichTextBlocks }
const firstTextSection = (data: DocumentData) => (data.sections as StoredSection[]).findIndex((section) => section.kind === "text")

/** The first paragraph of the first text section (the content family's pages). */
const TEXT_SECTION: EditedText = {
  text: (data) => firstParagraph((data.sections as StoredSection[])[firstTextSection(data)].body!),
  replaced: (data, text) => ({
    ...data,
    sections: (data.sections as StoredSection[]).map((section, index) =>
      index === firstTextSection(data) ? { ...section, body: withFirstParagraph(section.body!, text) } : section,
    ),
  }),
}

/** The hero's introduction (a contact page has no text section). */
const HERO_INTRO: EditedText = {
  text: (data) => (data.hero as { intro: string }).intro,
  replaced: (data, text) => ({ ...data, hero: { ...(data.hero as object), intro: text } }),
}

/** The first paragraph of an article's body (blog posts, news items). */
const ARTICLE_BODY: EditedText = {
  text: (data) => firstParagraph(data.body as RichTextBlocks),
  replaced: (data, text) => ({ ...data, body: withFirstParagraph(data.body as RichTextBlocks, text) }),
}

/** The first paragraph of a case study's challenge. */
const CASE_STUDY_CHALLENGE: EditedText = {
  text: (data) => firstParagraph(data.challenge as RichTextBlocks),
  replaced: (data, text) => ({ ...data, challenge: withFirstParagraph(data.challenge as RichTextBlocks, text) }),
}

type StoredLegalSection = { body: RichTextBlocks }

/** The first paragraph of the first section (legal pages). */
const LEGAL_SECTION: EditedText = {
  text: (data) => firstParagraph((data.sections as StoredLegalSection[])[0].body),
  replaced: (data, text) => ({
    ...data,
    sections: (data.sections as StoredLegalSection[]).map((section, index) =>
      index === 0 ? { ...section, body: withFirstParagraph(section.body, text) } : section,
    ),
  }),
}

/** One page of each kind rendered from its documents (the content family's kinds one each). */
const PAGES_OF_EACH_KIND = [
  { kind: "a service page", path: "/services/translation", edited: OVERVIEW },
  { kind: "an industry page", path: "/industries/gaming", edited: OVERVIEW },
  { kind: "an about page (page:about)", path: "/about/history", edited: TEXT_SECTION },
  { kind: "a careers page (page:careers)", path: "/careers/life-at-nordika", edited: TEXT_SECTION },
  { kind: "a free-form page (page:content)", path: "/technology", edited: TEXT_SECTION },
  { kind: "a contact page (page:contact)", path: "/contact/book-consultation", edited: HERO_INTRO },
  { kind: "a listing page (page:listing)", path: "/careers/open-positions", edited: HERO_INTRO },
  { kind: "a news item's page (news_item)", path: "/resources/news/iso-27001-2022-recertification", edited: ARTICLE_BODY },
  { kind: "a case study's page (case_study)", path: "/case-studies/glimmerfjord-games-simultaneous-launch", edited: CASE_STUDY_CHALLENGE },
  { kind: "a legal page (page:legal)", path: "/privacy-policy", edited: LEGAL_SECTION },
  { kind: "the FAQ page (page:faq)", path: "/faq", edited: HERO_INTRO },
  { kind: "the Leen AI page (page:content, once a content section)", path: "/technology/leen", edited: TEXT_SECTION },
]

describe.each(PAGES_OF_EACH_KIND)("$kind, rendered from its published document", ({ path, edited }) => {
  it("shows a paragraph published through publish-document in the next server render, the old one gone; unpublished, it answers 404", async () => {
    const doc = await readDocument(path)
    const oldParagraph = edited.text(doc.published_data)
    const before = await serverRender(path)
    expect(before.status).toBe(200)
    expect(before.text).toContain(normalizeText(oldParagraph))

    const newParagraph = "Published a moment ago through publish-document, and rendered by the next request."
    await publish(doc, edited.replaced(doc.published_data, newParagraph))
    // The server hears of the commit through a NOTIFY: on PostgreSQL that is another connection, so it may take a moment.
    await expect.poll(async () => (await serverRender(path)).text.includes(newParagraph), { timeout: 10_000 }).toBe(true)
    expect((await serverRender(path)).text).not.toContain(normalizeText(oldParagraph))

    // The header menu and the footer link to most pages, so the unpublish is confirmed past the warning
    // that names them (the warning itself: the documents-lists e2e journey).
    const { error } = await staff.rpc("unpublish_document", { p_id: doc.id, p_force: true })
    expect(error).toBeNull()
    await expect.poll(async () => (await serverRender(path)).status, { timeout: 10_000 }).toBe(404)
    const gone = await serverRender(path)
    expect(gone.h1).toEqual([NOT_FOUND_PAGE.heading])
    expect(gone.text).not.toContain(newParagraph)
    // The menus leave out a link to a page that is not live.
    expect(gone.html).not.toContain(`href="${path}"`)

    const page = await context.newPage()
    try {
      await navigateInApp(page, path)
      await waitForPage(page, NOT_FOUND_PAGE.meta.title)
      expect(await headings(page)).toEqual([NOT_FOUND_PAGE.heading])
    } finally {
      await page.close()
    }
    // Published again as it was, for the tests below that read the page (the FAQ's questions).
    await publish(await readDocument(path), doc.published_data)
  })
})

describe("a content page that lists a collection", () => {
  it("shows an entry's change published through publish-document in the next server render, and leaves out an unpublished entry", async () => {
    const path = "/about/team"
    const member = await readDocument("/about/team/karin-lindqvist")
    const oldBio = (member.published_data as { bio: string }).bio
    expect((await serverRender(path)).text).toContain(normalizeText(oldBio))

    const newBio = "Karin's biography, published a moment ago through publish-document."
    await publish(member, { ...member.published_data, bio: newBio })
    await expect.poll(async () => (await serverRender(path)).text.includes(newBio), { timeout: 10_000 }).toBe(true)
    expect((await serverRender(path)).text).not.toContain(normalizeText(oldBio))

    const { error } = await staff.rpc("unpublish_document", { p_id: member.id })
    expect(error).toBeNull()
    await expect.poll(async () => (await serverRender(path)).text.includes("Karin Lindqvist"), { timeout: 10_000 }).toBe(false)
    const without = await serverRender(path)
    expect(without.status).toBe(200)
    expect(without.text).toContain("Mikael Sandberg, co-founder and chief technology officer")
  })
})

/** A feed as a feed reader reads it: its answer's status and type, and the XML parsed by Chromium (a parse error fails). */
async function readFeed(path: string) {
  const response = await fetch(site.url + path)
  const xml = await response.text()
  const page = await context.newPage()
  try {
    const parsed = await page.evaluate((text) => {
      const feed = new DOMParser().parseFromString(text, "application/xml")
      const error = feed.querySelector("parsererror")
      if (error) throw new Error(`The feed is not XML: ${error.textContent}`)
      const child = (parent: Element, name: string) => parent.getElementsByTagName(name)[0]?.textContent ?? ""
      const channel = feed.documentElement.getElementsByTagName("channel")[0]
      return {
        root: `${feed.documentElement.nodeName} ${feed.documentElement.getAttribute("version")}`,
        title: child(channel, "title"),
        items: [...channel.getElementsByTagName("item")].map((item) => ({
          title: child(item, "title"),
          link: child(item, "link"),
          published: new Date(child(item, "pubDate")).getTime(),
        })),
      }
    }, xml)
    return { status: response.status, contentType: response.headers.get("content-type"), ...parsed }
  } finally {
    await page.close()
  }
}

describe("the blog's listing and its RSS feed", () => {
  it("show a post published through publish-document, newest first with absolute links, and leave out a post unpublished", async () => {
    const listingPath = "/resources/blog"
    const feedPath = "/resources/blog/feed.xml"
    const listingHtml = await (await fetch(site.url + listingPath)).text()
    const feedLink = /<link rel="alternate" type="application\/rss\+xml" title="([^"]+)" href="([^"]+)"/.exec(listingHtml)
    expect(feedLink?.[1].replace(/&#x27;|&#39;/g, "'")).toBe("Localization Blog: Insights from Nordika's Linguists | Nordika")
    expect(feedLink?.[2]).toMatch(/^https?:\/\/[^/]+\/resources\/blog\/feed\.xml$/)

    const before = await readFeed(feedPath)
    expect({ status: before.status, type: before.contentType, root: before.root }).toEqual({
      status: 200,
      type: "application/rss+xml; charset=utf-8",
      root: "rss 2.0",
    })
    expect(before.items.length).toBeGreaterThan(1)
    for (const item of before.items) expect(item.link).toMatch(/^https?:\/\/[^/]+\/resources\/blog\/[a-z0-9-]+$/)
    expect(before.items.map((item) => item.published)).toEqual(before.items.map((item) => item.published).sort((a, b) => b - a))

    // A new post, created and published as the admin does.
    const title = "Feeds are back: follow the blog in your reader"
    const path = "/resources/blog/feeds-are-back"
    const { data: id } = await staff.rpc("create_document", { p_collection: "blog_post", p_title: title, p_path: path }).throwOnError()
    const { data: draft } = await staff.from("document_drafts").select("revision").eq("document_id", id).single().throwOnError()
    const post = {
      meta: { title: "Feeds Are Back on the Nordika Blog", description: "Follow the Nordika blog in any feed reader." },
      title,
      excerpt: "The blog and the news have RSS feeds again.",
      author: "Nordika web team",
      published: new Date().toISOString().slice(0, 10),
      tags: ["News"],
      body: [{ type: "paragraph", children: [{ type: "text", text: "Subscribe to /resources/blog/feed.xml." }] }],
    }
    await publish(await readDocument(path), post, (draft as { revision: number }).revision)
    await expect.poll(async () => (await readFeed(feedPath)).items[0]?.title, { timeout: 10_000 }).toBe(title)
    expect((await readFeed(feedPath)).items[0].link).toMatch(new RegExp(`^https?://[^/]+${path}$`))
    expect((await serverRender(listingPath)).text).toContain(title)

    // An unpublished post leaves the listing and the feed, and its page answers 404.
    const gone = await readDocument("/resources/blog/language-data-annotation-quality")
    const goneTitle = (gone.published_data as { title: string }).title
    expect((await serverRender(listingPath)).text).toContain(goneTitle)
    const { error } = await staff.rpc("unpublish_document", { p_id: gone.id })
    expect(error).toBeNull()
    await expect.poll(async () => (await readFeed(feedPath)).items.map((item) => item.title), { timeout: 10_000 }).not.toContain(goneTitle)
    const listing = await serverRender(listingPath)
    expect({ status: listing.status, hasPost: listing.text.includes(goneTitle) }).toEqual({ status: 200, hasPost: false })
    expect((await serverRender(gone.path)).status).toBe(404)
  })

  it("answers 404 for a feed of a listing that is not of articles", async () => {
    expect((await fetch(site.url + "/case-studies/feed.xml")).status).toBe(404)
  })
})

describe("the FAQ page's questions (faq_entry)", () => {
  it("shows an answer published through publish-document in the next server render and its FAQPage data, and leaves out an unpublished question", async () => {
    const path = "/faq"
    const [{ path: entryPath }] = (
      await site.db.query("select path from public.documents where collection = 'faq_entry' and title = $1", ["How is translation priced?"])
    ).rows as Array<{ path: string }>
    const entry = await readDocument(entryPath)
    const oldAnswer = firstParagraph((entry.published_data as { answer: RichTextBlocks }).answer)
    expect((await serverRender(path)).text).toContain(normalizeText(oldAnswer))

    const newAnswer = "Priced per word, published a moment ago through publish-document."
    await publish(entry, { ...entry.published_data, answer: [{ type: "paragraph", children: [{ type: "text", text: newAnswer }] }] })
    await expect.poll(async () => (await serverRender(path)).text.includes(newAnswer), { timeout: 10_000 }).toBe(true)
    expect((await serverRender(path)).text).not.toContain(normalizeText(oldAnswer))
    const html = await (await fetch(site.url + path)).text()
    const [, json] = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html) ?? []
    expect(JSON.parse(json).mainEntity).toContainEqual({
      "@type": "Question",
      name: "How is translation priced?",
      acceptedAnswer: { "@type": "Answer", text: newAnswer },
    })

    const { error } = await staff.rpc("unpublish_document", { p_id: entry.id })
    expect(error).toBeNull()
    await expect.poll(async () => (await serverRender(path)).text.includes("How is translation priced?"), { timeout: 10_000 }).toBe(false)
    const without = await serverRender(path)
    expect(without.status).toBe(200)
    expect(without.text).toContain("How do I get a quote, and how quickly will I receive it?")
  })
})

describe("internal links in an article's body, a case study's story and an FAQ answer", () => {
  /** The link to `href` with the words `words` in the server's HTML, as a crawler follows it. */
  const linkIn = (html: string, href: string, words: string) =>
    new RegExp(`<a\\b[^>]*href="${href.replace(/[/.]/g, "\\$&")}"[^>]*>${words}</a>`).test(html)
  const htmlOf = async (path: string) => (await fetch(site.url + path)).text()
  const linkTo = (documentId: string, label: string) => ({ type: "internal-link", documentId, label })
  const paragraph = (...children: unknown[]) => ({ type: "paragraph", children })

  it("are rendered by the server to the linked page's current path, follow it when it moves, and keep only their words once it is not live", async () => {
    const service = await readDocument("/services/interpretation")
    const words = "our interpreters"

    // A post whose body now links to the service page (a new post's own page needs a build until the routes come from the documents).
    const postPath = "/resources/blog/how-to-write-a-transcreation-brief"
    const post = await readDocument(postPath)
    await publish(post, {
      ...post.published_data,
      body: [paragraph({ type: "text", text: "Book " }, linkTo(service.id, words), { type: "text", text: " a day ahead." })],
    })

    // A case study's solution and an FAQ answer that link to it too.
    const studyPath = "/case-studies/stigen-games-voice-cast"
    const study = await readDocument(studyPath)
    await publish(study, { ...study.published_data, solution: [paragraph(linkTo(service.id, words))] })
    const [{ path: faqPath }] = (
      await site.db.query("select path from public.documents where collection = 'faq_entry' and title = $1", [
        "How do I get a quote, and how quickly will I receive it?",
      ])
    ).rows as Array<{ path: string }>
    const faq = await readDocument(faqPath)
    await publish(faq, { ...faq.published_data, answer: [paragraph({ type: "text", text: "Ask " }, linkTo(service.id, words))] })

    const pages = [postPath, studyPath, "/faq"]
    for (const path of pages)
      await expect.poll(async () => linkIn(await htmlOf(path), "/services/interpretation", words), { timeout: 10_000 }).toBe(true)

    // The service page moves: each link follows it, by the document's id.
    const moved = "/services/interpreting"
    await publish({ ...service, path: moved }, service.published_data)
    try {
      for (const path of pages) await expect.poll(async () => linkIn(await htmlOf(path), moved, words), { timeout: 10_000 }).toBe(true)
      expect(linkIn(await htmlOf(postPath), "/services/interpretation", words)).toBe(false)

      // Unpublished (the editor confirmed past the warning about the pages that link to it): the words stay, without a link.
      const { error } = await staff.rpc("unpublish_document", { p_id: service.id, p_force: true })
      expect(error).toBeNull()
      await expect.poll(async () => (await htmlOf(postPath)).includes(`href="${moved}"`), { timeout: 10_000 }).toBe(false)
      expect((await serverRender(postPath)).text).toContain(`Book ${words} a day ahead.`)
    } finally {
      await publish({ ...(await readDocument(moved)), path: "/services/interpretation" }, service.published_data)
    }
  })
})

describe("the open positions page's figures", () => {
  it("count the published positions, so an unpublished one leaves the count at once", async () => {
    const path = "/careers/open-positions"
    /** The figure above `label` in the hero, as the server renders it. */
    const figure = async (label: string) => {
      const match = new RegExp(`>${label}</dt><dd[^>]*>([^<]+)</dd>`).exec(await (await fetch(site.url + path)).text())
      return match?.[1]
    }
    const live = async () =>
      (
        await site.db.query(
          "select title, published_data->>'location' as location from public.documents where collection = 'open_position' and published_data is not null and unpublished_at is null and deleted_at is null",
        )
      ).rows as Array<{ title: string; location: string }>
    const before = await live()
    expect(before.length).toBeGreaterThan(1)
    expect(await figure("open roles right now")).toBe(String(before.length))
    expect(await figure("offices hiring")).toBe(String(new Set(before.map((row) => row.location)).size))

    const position = await readDocument("/careers/open-positions/language-data-specialist-singapore")
    const { error } = await staff.rpc("unpublish_document", { p_id: position.id, p_force: true })
    expect(error).toBeNull()
    try {
      await expect.poll(() => figure("open roles right now"), { timeout: 10_000 }).toBe(String(before.length - 1))
      expect((await serverRender(path)).text).not.toContain((position.published_data as { title: string }).title)
    } finally {
      await publish(await readDocument(position.path), position.published_data)
    }
  })
})

describe("a page whose document cannot be shown", () => {
  it.each([
    // Not rendered before in this file. Written past publish-document, as a schema changed since a publish would leave it.
    { kind: "page:service", path: "/services/transcription" },
    { kind: "page:industry", path: "/industries/agriculture" },
    { kind: "page:about", path: "/about/values" },
    { kind: "page:content", path: "/sustainability" },
    { kind: "page:contact", path: "/contact" },
    { kind: "page:listing", path: "/resources/glossary" },
    { kind: "blog_post", path: "/resources/blog/machine-translation-post-editing-economics", field: "title" },
    { kind: "case_study", path: "/case-studies/norrvik-industrial-technical-documentation", field: "results" },
    { kind: "page:legal", path: "/terms-of-use", field: "sections" },
    { kind: "page:faq", path: "/faq", field: "search" },
  ])(
    "answers 503 with the unavailable page when the stored $kind document no longer matches its schema (checked by the server render)",
    async ({ path, field = "hero" }: { path: string; field?: string }) => {
      const [saved] = (await site.db.query("select published_data from public.documents where path = $1", [path])).rows as Array<{
        published_data: unknown
      }>
      await site.db.query("update public.documents set published_data = published_data - $2::text where path = $1", [path, field])
      try {
        // A page rendered before in this file (the FAQ) is kept until the update's NOTIFY drops it.
        await expect.poll(async () => (await serverRender(path)).status, { timeout: 10_000 }).toBe(503)
        const broken = await serverRender(path)
        expect({ status: broken.status, h1: broken.h1 }).toEqual({ status: 503, h1: [PAGE_UNAVAILABLE.heading] })
      } finally {
        await site.db.query("update public.documents set published_data = $2 where path = $1", [path, saved.published_data])
      }
    },
  )

  it("answers 503 with the unavailable page while its document cannot be read, and renders it again once it can", async () => {
    // Not rendered before in this file, so no kept render of it can answer for the server.
    const path = "/services/dtp"
    // The anon role loses its read of documents: every read of a document fails (42501), as a broken backend's would.
    await site.db.query("revoke select on table public.documents from anon")
    try {
      const failed = await serverRender(path)
      expect({ status: failed.status, h1: failed.h1 }).toEqual({ status: 503, h1: [PAGE_UNAVAILABLE.heading] })

      const page = await context.newPage()
      try {
        await navigateInApp(page, "/services/voice-over")
        await waitForPage(page, PAGE_UNAVAILABLE.meta.title)
        expect(await headings(page)).toEqual([PAGE_UNAVAILABLE.heading])
      } finally {
        await page.close()
      }
    } finally {
      await site.db.query(
        "grant select (id, collection, path, title, published_data, published_at, version) on table public.documents to anon",
      )
    }
    // Not kept: the next visitor gets the page, with no change to the content to drop the cache.
    const back = await serverRender(path)
    expect({ status: back.status, h1: back.h1 }).toEqual({ status: 200, h1: [normalizeText(ROUTES_BY_PATH.get(path)!.heading)] })
  })
})

describe("the home page, rendered from its published document and its staff-edited sections", () => {
  it("shows a band's text published through publish-document in the next server render, the old one gone, beside the sections' text", async () => {
    const doc = await readDocument("/")
    const whyNordika = doc.published_data.whyNordika as { heading: string; intro: string }
    const before = await serverRender("/")
    expect(before.status).toBe(200)
    expect(before.text).toContain(normalizeText(whyNordika.intro))
    const [hero] = (await site.db.query("select value->>'heading' as heading from public.content_sections where key = 'home_hero'"))
      .rows as Array<{ heading: string }>
    expect(before.h1).toEqual([normalizeText(hero.heading)])

    const newIntro = "Why Nordika, published a moment ago through publish-document, and rendered by the next request."
    await publish(doc, { ...doc.published_data, whyNordika: { ...whyNordika, intro: newIntro } })
    await expect.poll(async () => (await serverRender("/")).text.includes(newIntro), { timeout: 10_000 }).toBe(true)
    const after = await serverRender("/")
    expect(after.text).not.toContain(normalizeText(whyNordika.intro))
    // The hero is the home_hero section's, not the document's: it is still there.
    expect(after.h1).toEqual([normalizeText(hero.heading)])
  })

  it("answers 503 with the unavailable page when its stored document no longer matches its schema (checked by the server render)", async () => {
    const [saved] = (await site.db.query("select published_data from public.documents where path = '/'")).rows as Array<{
      published_data: unknown
    }>
    await site.db.query("update public.documents set published_data = published_data - 'industries' where path = '/'")
    try {
      await expect.poll(async () => (await serverRender("/")).status, { timeout: 10_000 }).toBe(503)
      const broken = await serverRender("/")
      expect(broken.h1).toEqual([PAGE_UNAVAILABLE.heading])
    } finally {
      await site.db.query("update public.documents set published_data = $1 where path = '/'", [saved.published_data])
    }
    await expect.poll(async () => (await serverRender("/")).status, { timeout: 10_000 }).toBe(200)
  })
})
