/**
 * Routing follows the data (issue 37): a blog post an editor publishes in the admin is a page at once,
 * without a build: its address answers 200 with the server-rendered post, sitemap.xml and the /sitemap
 * page list it, and a visitor reaches it by a link inside the app; unpublished or trashed, it answers
 * 404 and leaves both lists. A service page published in the admin joins the services hub, and a page
 * under it links it in its breadcrumb by its short name; trashed, it leaves them and the related pages of
 * other pages, restored, it is back. On the real server with the built app, publishing through
 * publish-document as the admin does.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { FunctionsHttpError, type SupabaseClient } from "@supabase/supabase-js"
import type { Browser, BrowserContext } from "playwright-core"
import { ROUTES_BY_PATH } from "../../app/site/routes-manifest"
import { notFoundPage } from "../../app/content/utility"
import { ENGLISH_I18N } from "../../app/i18n/english"
import type { TestServer } from "../../server/testing/harness"
import { staffAccount } from "../../server/functions/staff-test-support"
import { closeContexts, headings, newContext, normalizeText, sharedBrowser, startSite, waitForPage } from "./site-under-test"

const NOT_FOUND_PAGE = notFoundPage(ENGLISH_I18N)

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

const BLOG_PATH = "/resources/blog"

interface NewPost {
  id: string
  path: string
  /** Its h1 (the title column). */
  title: string
  /** Its document title (the data's meta title), as the /sitemap page names it. */
  metaTitle: string
}

/** Creates a blog post at `path` and publishes it through publish-document, as the admin does. */
async function publishNewPost(slug: string, title: string): Promise<NewPost> {
  const path = `${BLOG_PATH}/${slug}`
  const metaTitle = `${title}: a post published after the build`
  const { data: id } = await staff.rpc("create_document", { p_collection: "blog_post", p_title: title, p_path: path }).throwOnError()
  const { data: draft } = await staff.from("document_drafts").select("revision").eq("document_id", id).single().throwOnError()
  const data = {
    meta: { title: metaTitle, description: "A post published after the build, to show that routing follows the data." },
    title,
    excerpt: "Published in the admin, live at its own address at once.",
    author: "Nordika web team",
    published: new Date().toISOString().slice(0, 10),
    tags: ["News"],
    body: [{ type: "paragraph", children: [{ type: "text", text: "No build was needed for this page." }] }],
  }
  const { error } = await staff.functions.invoke("publish-document", {
    body: { documentId: id, expectedVersion: 0, expectedRevision: (draft as { revision: number }).revision, title, path, data },
  })
  if (error instanceof FunctionsHttpError) throw new Error(`publish-document: ${await (error.context as Response).text()}`)
  expect(error).toBeNull()
  return { id: id as string, path, title, metaTitle }
}

/** Publishes `data` as a new document of `collection` at `path`, through publish-document as the admin does. */
async function publishDocument(collection: string, path: string, title: string, data: unknown): Promise<string> {
  const { data: id } = await staff.rpc("create_document", { p_collection: collection, p_title: title, p_path: path }).throwOnError()
  const { data: draft } = await staff.from("document_drafts").select("revision").eq("document_id", id).single().throwOnError()
  const { error } = await staff.functions.invoke("publish-document", {
    body: { documentId: id, expectedVersion: 0, expectedRevision: (draft as { revision: number }).revision, title, path, data },
  })
  if (error instanceof FunctionsHttpError) throw new Error(`publish-document: ${await (error.context as Response).text()}`)
  expect(error).toBeNull()
  return id as string
}

/** The published document at `path`: its kind and data, to publish a copy of as a new page of that kind. */
async function publishedDocument(path: string): Promise<{ collection: string; data: { hero: Record<string, unknown> } }> {
  const { data } = await staff.from("documents").select("collection, published_data").eq("path", path).single().throwOnError()
  const row = data as { collection: string; published_data: { hero: Record<string, unknown> } }
  return { collection: row.collection, data: row.published_data }
}

/** A server-rendered page's main content (no JavaScript). */
async function mainHtml(path: string): Promise<string> {
  const html = await (await fetch(site.url + path)).text()
  return html.slice(html.indexOf("<main"), html.indexOf("</main>"))
}

/** The breadcrumb of a server-rendered page: "label href" for a link, the label alone for the current page. */
async function breadcrumbOf(path: string): Promise<string[]> {
  const html = await (await fetch(site.url + path)).text()
  const nav = html.match(/<nav data-slot="hero-breadcrumb"[\s\S]*?<\/nav>/)?.[0] ?? ""
  return [...nav.matchAll(/<li\b[^>]*>([\s\S]*?)<\/li>/g)].map(([, item]) => {
    const href = item.match(/<a\b[^>]*href="([^"]+)"/)?.[1]
    const label = normalizeText(item.replace(/<[^>]+>/g, ""))
    return href ? `${label} ${href}` : label
  })
}

/** A page's status and h1s as a crawler gets them (no JavaScript). */
async function serverRender(path: string) {
  const response = await fetch(site.url + path, { redirect: "manual" })
  const html = await response.text()
  const h1 = [...html.matchAll(/<h1\b[^>]*>([\s\S]*?)<\/h1>/g)].map(([, inner]) => normalizeText(inner.replace(/<[^>]+>/g, "")))
  return { status: response.status, h1 }
}

/** The addresses sitemap.xml lists, with their lastmod. */
async function sitemapXml(): Promise<Map<string, string>> {
  const xml = await (await fetch(site.url + "/sitemap.xml")).text()
  return new Map(
    [...xml.matchAll(/<loc>([^<]+)<\/loc>\s*<lastmod>([^<]+)<\/lastmod>/g)].map(([, loc, lastmod]) => [
      loc.slice(site.url.length),
      lastmod,
    ]),
  )
}

/** The /sitemap page's links into the blog (its server-rendered HTML), by address, with their labels. */
async function sitemapPageLinks(): Promise<Map<string, string>> {
  const html = await (await fetch(site.url + "/sitemap")).text()
  const main = html.slice(html.indexOf("<main"), html.indexOf("</main>"))
  return new Map(
    [...main.matchAll(/<a\b[^>]*href="([^"]+)"[^>]*>([\s\S]*?)<\/a>/g)].map(([, href, label]) => [
      href,
      normalizeText(label.replace(/<[^>]+>/g, "")),
    ]),
  )
}

/** Where a post stands on the site: its status and h1, and whether the two sitemaps list it. */
async function standingOf(post: NewPost) {
  const [page, xml, links] = await Promise.all([serverRender(post.path), sitemapXml(), sitemapPageLinks()])
  return { status: page.status, h1: page.h1, inSitemapXml: xml.has(post.path), sitemapPageLabel: links.get(post.path) }
}

const POLL = { timeout: 10_000 }

describe("a blog post published in the admin", () => {
  it("is a page at once: 200 with its h1 in the server's HTML, in sitemap.xml and on the /sitemap page; unpublished, 404 and gone from both", async () => {
    const post = await publishNewPost("routing-follows-the-data", "Routing follows the data")
    expect(ROUTES_BY_PATH.has(post.path)).toBe(false)
    await expect
      .poll(() => standingOf(post), POLL)
      .toEqual({ status: 200, h1: [post.title], inSitemapXml: true, sitemapPageLabel: post.metaTitle })
    expect((await sitemapXml()).get(post.path)).toBe(new Date().toISOString().slice(0, 10))

    const { error } = await staff.rpc("unpublish_document", { p_id: post.id })
    expect(error).toBeNull()
    await expect.poll(async () => (await standingOf(post)).status, POLL).toBe(404)
    expect(await standingOf(post)).toMatchObject({ status: 404, inSitemapXml: false, sitemapPageLabel: undefined })
  })

  it("trashed, answers 404 and leaves sitemap.xml and the /sitemap page", async () => {
    const post = await publishNewPost("a-post-for-the-trash", "A post for the trash")
    await expect.poll(async () => (await standingOf(post)).status, POLL).toBe(200)
    const { error } = await staff.rpc("trash_document", { p_id: post.id })
    expect(error).toBeNull()
    await expect.poll(async () => (await standingOf(post)).status, POLL).toBe(404)
    expect(await standingOf(post)).toMatchObject({ status: 404, inSitemapXml: false, sitemapPageLabel: undefined })
  })

  it("is reached from the blog's listing by a link inside the app (no reload), and shows the post, not the not-found page", async () => {
    const post = await publishNewPost("reached-inside-the-app", "Reached inside the app")
    await expect.poll(async () => (await (await fetch(site.url + BLOG_PATH)).text()).includes(`href="${post.path}"`), POLL).toBe(true)
    const page = await context.newPage()
    try {
      await page.goto(site.url + BLOG_PATH, { waitUntil: "domcontentloaded" })
      await waitForPage(page, ROUTES_BY_PATH.get(BLOG_PATH)!.title)
      // A full load would lose this mark: the post must come from a navigation inside the app.
      await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true))
      await page.locator(`main a[href="${post.path}"]`).first().click()
      await waitForPage(page, post.metaTitle)
      expect({
        path: new URL(page.url()).pathname,
        h1: await headings(page),
        sameDocument: await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
      }).toEqual({ path: post.path, h1: [post.title], sameDocument: true })
    } finally {
      await page.close()
    }
  })
})

describe("a service page published in the admin", () => {
  const SERVICE_PATH = "/services/routing-follows-the-data"
  const CHILD_PATH = `${SERVICE_PATH}/pricing`

  it("joins the services hub's list of services, and a page under it links it in its breadcrumb by its short name, without a build", async () => {
    const service = await publishedDocument("/services/dtp")
    await publishDocument(service.collection, SERVICE_PATH, "Data Routing Services", {
      ...service.data,
      hero: { ...service.data.hero, eyebrow: "Data routing" },
    })
    const content = await publishedDocument("/about/mission")
    await publishDocument(content.collection, CHILD_PATH, "Data Routing Pricing", {
      ...content.data,
      hero: { ...content.data.hero, eyebrow: "Pricing" },
    })
    expect(ROUTES_BY_PATH.has(SERVICE_PATH)).toBe(false)

    await expect.poll(async () => (await mainHtml("/services")).includes(`href="${SERVICE_PATH}"`), POLL).toBe(true)
    expect(await breadcrumbOf(SERVICE_PATH)).toEqual(["Home /", "Services /services", "Data routing"])
    expect(await breadcrumbOf(CHILD_PATH)).toEqual(["Home /", "Services /services", `Data routing ${SERVICE_PATH}`, "Pricing"])
  })

  it("trashed, leaves the services hub, the related pages of other pages and its pages' breadcrumbs; restored, it is back", async () => {
    const { data: dtp } = await staff.from("documents").select("id").eq("path", "/services/dtp").single().throwOnError()
    const standing = async () => ({
      inHub: (await mainHtml("/services")).includes('href="/services/dtp"'),
      relatedOfFoodBeverage: (await mainHtml("/industries/food-beverage")).includes('href="/services/dtp"'),
    })
    expect(await standing()).toEqual({ inHub: true, relatedOfFoodBeverage: true })

    // Other pages link to it: the admin asks, and the editor trashes it all the same.
    const { error } = await staff.rpc("trash_document", { p_id: (dtp as { id: string }).id, p_force: true })
    expect(error).toBeNull()
    await expect.poll(standing, POLL).toEqual({ inHub: false, relatedOfFoodBeverage: false })

    expect((await staff.rpc("restore_document", { p_id: (dtp as { id: string }).id })).error).toBeNull()
    await expect.poll(standing, POLL).toEqual({ inHub: true, relatedOfFoodBeverage: true })
  })
})

describe("a related page's card", () => {
  /** The titles of the related-page cards of a server-rendered page, by address. */
  async function relatedCards(path: string): Promise<Map<string, string>> {
    const html = await (await fetch(site.url + path)).text()
    const related = html.slice(html.indexOf('id="related"'))
    const section = related.slice(0, related.indexOf("</section>"))
    return new Map(
      [...section.matchAll(/<a\b[^>]*href="([^"]+)"[^>]*>([\s\S]*?)<\/a>/g)].map(([, href, inner]) => [
        href,
        normalizeText((inner.match(/data-slot="link-card-title"[^>]*>([\s\S]*?)<\/h\d>/)?.[1] ?? inner).replace(/<[^>]+>/g, "")),
      ]),
    )
  }

  it("is titled with the target document's title, and follows it when the target is published under a new title, without a build", async () => {
    const { data } = await staff
      .from("documents")
      .select("id, title, version, published_data")
      .eq("path", "/services/dtp")
      .single()
      .throwOnError()
    const dtp = data as { id: string; title: string; version: number; published_data: unknown }
    // Not the slug's words ("DTP"): the document's own title.
    expect((await relatedCards("/industries/food-beverage")).get("/services/dtp")).toBe(dtp.title)

    const retitled = "Desktop Publishing in Every Script"
    const { error } = await staff.functions.invoke("publish-document", {
      body: {
        documentId: dtp.id,
        expectedVersion: dtp.version,
        expectedRevision: 0,
        title: retitled,
        path: "/services/dtp",
        data: dtp.published_data,
      },
    })
    if (error instanceof FunctionsHttpError) throw new Error(`publish-document: ${await (error.context as Response).text()}`)
    await expect.poll(async () => (await relatedCards("/industries/food-beverage")).get("/services/dtp"), POLL).toBe(retitled)
  })
})

describe("a visitor at a path with no page", () => {
  const LATER_POST = "/resources/blog/published-while-you-look"

  it("asks for it once while moving between missing pages, and reaches it once a page that links it has loaded after its publish", async () => {
    const page = await context.newPage()
    const asked: string[] = []
    page.on("request", (request) => {
      const url = new URL(request.url())
      // The route question (app/site/site-routes.ts), not the post's own read once it is a page.
      const routeQuestion = url.searchParams.get("select")?.includes("lists:published_data->>lists")
      if (url.pathname === "/rest/v1/documents" && routeQuestion && url.searchParams.get("path") === `eq.${LATER_POST}`)
        asked.push(url.href)
    })
    /** A navigation inside the app, as a link's (React Router follows the history). */
    const goInApp = (path: string) =>
      page.evaluate((to) => {
        window.history.pushState(null, "", to)
        window.dispatchEvent(new PopStateEvent("popstate"))
      }, path)
    try {
      await page.goto(site.url + BLOG_PATH, { waitUntil: "domcontentloaded" })
      await waitForPage(page, ROUTES_BY_PATH.get(BLOG_PATH)!.title)

      await goInApp(LATER_POST)
      await waitForPage(page, NOT_FOUND_PAGE.meta.title)
      await goInApp("/resources/blog/not-a-post-either")
      await waitForPage(page, NOT_FOUND_PAGE.meta.title)
      await page.goBack()
      await page.waitForURL(site.url + LATER_POST)
      await waitForPage(page, NOT_FOUND_PAGE.meta.title)
      expect(asked).toHaveLength(1)

      const post = await publishNewPost("published-while-you-look", "Published while you look")
      await goInApp(BLOG_PATH)
      await waitForPage(page, ROUTES_BY_PATH.get(BLOG_PATH)!.title)
      await page.locator(`main a[href="${post.path}"]`).first().click()
      await waitForPage(page, post.metaTitle)
      expect({ path: new URL(page.url()).pathname, h1: await headings(page), asked: asked.length }).toEqual({
        path: post.path,
        h1: [post.title],
        asked: 2,
      })
    } finally {
      await page.close()
    }
  })
})
