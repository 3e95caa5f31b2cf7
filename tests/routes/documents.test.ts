/**
 * Pages rendered from their published documents (issue 37, slices C1 and C2: the service, industry and
 * content family's pages, and the collection entries a content page lists), on the real
 * server with the built app: what publish-document publishes is in the next server render, an
 * unpublished page answers 404, and a document that cannot be read answers 503 with a page that says
 * so, in the server's HTML and on a navigation in the browser alike.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { FunctionsHttpError, type SupabaseClient } from "@supabase/supabase-js"
import type { Browser, BrowserContext, Page } from "playwright-core"
import { NOT_FOUND_PAGE, PAGE_UNAVAILABLE } from "../../app/content/utility"
import { ROUTES_BY_PATH } from "../../app/site/routes-manifest"
import type { TestServer } from "../../server/testing/harness"
import { staffAccount } from "../../server/functions/staff-test-support"
import { closeContexts, headings, newContext, normalizeText, sharedBrowser, startSite, waitForPage } from "./site-under-test"

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
async function publish(doc: StaffDocument, data: unknown) {
  const { error } = await staff.functions.invoke("publish-document", {
    body: { documentId: doc.id, expectedVersion: doc.version, expectedRevision: 0, title: doc.title, path: doc.path, data },
  })
  if (error instanceof FunctionsHttpError) throw new Error(`publish-document: ${await (error.context as Response).text()}`)
  expect(error).toBeNull()
}

/**
 * Goes to `path` inside the app, as a visitor following a link does, from the /sitemap page (which
 * links every page): the page's loader then runs in the browser, against the backend over HTTP.
 */
async function navigateInApp(page: Page, path: string) {
  await page.goto(site.url + "/sitemap", { waitUntil: "domcontentloaded" })
  await waitForPage(page, ROUTES_BY_PATH.get("/sitemap")!.title)
  await page.locator(`main a[href="${path}"]`).first().click()
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

    const { error } = await staff.rpc("unpublish_document", { p_id: doc.id })
    expect(error).toBeNull()
    await expect.poll(async () => (await serverRender(path)).status, { timeout: 10_000 }).toBe(404)
    const gone = await serverRender(path)
    expect(gone.h1).toEqual([NOT_FOUND_PAGE.heading])
    expect(gone.text).not.toContain(newParagraph)

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

describe("a page whose document cannot be shown", () => {
  it.each([
    // Not rendered before in this file. Written past publish-document, as a schema changed since a publish would leave it.
    { kind: "page:service", path: "/services/transcription" },
    { kind: "page:industry", path: "/industries/agriculture" },
    { kind: "page:about", path: "/about/values" },
    { kind: "page:content", path: "/sustainability" },
    { kind: "page:contact", path: "/contact" },
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
