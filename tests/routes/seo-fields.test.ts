/**
 * The SEO fields (issue 38): a service page published with an SEO title, description, canonical
 * override and noindex is rendered by the server with those in its <title>, meta description,
 * og:* and twitter:* tags, canonical link and robots; sitemap.xml and the /sitemap page leave it out.
 * publish-document refuses a social card image that is not in the library, naming the field. On the
 * real server with the built app, publishing through publish-document as the admin does.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { FunctionsHttpError, type SupabaseClient } from "@supabase/supabase-js"
import type { TestServer } from "../../server/testing/harness"
import { staffAccount } from "../../server/functions/staff-test-support"
import { startSite } from "./site-under-test"

let site: TestServer
let staff: SupabaseClient

beforeAll(async () => {
  site = await startSite()
  staff = (await staffAccount(site, { role: "editor" })).client
}, 300_000)

afterAll(async () => {
  await site?.close()
})

const SERVICE_PATH = "/services/translation"

interface Published {
  id: string
  title: string
  version: number
  data: Record<string, unknown>
}

async function readService(): Promise<Published> {
  const { data } = await staff.from("documents").select("id,title,version,published_data").eq("path", SERVICE_PATH).single().throwOnError()
  const row = data as { id: string; title: string; version: number; published_data: Record<string, unknown> }
  return { id: row.id, title: row.title, version: row.version, data: row.published_data }
}

/** Publishes the service page with `seo` as its SEO fields; the function's answer. */
async function publishWithSeo(seo: Record<string, unknown>) {
  const service = await readService()
  const { data: draft } = await staff.from("document_drafts").select("revision").eq("document_id", service.id).maybeSingle()
  const { data: body, error } = await staff.functions.invoke("publish-document", {
    body: {
      documentId: service.id,
      expectedVersion: service.version,
      expectedRevision: (draft as { revision: number } | null)?.revision ?? 0,
      title: service.title,
      path: SERVICE_PATH,
      data: { ...service.data, seo },
    },
  })
  if (error instanceof FunctionsHttpError) {
    const response = error.context as Response
    return { status: response.status, body: (await response.json()) as unknown }
  }
  expect(error).toBeNull()
  return { status: 200, body: body as unknown }
}

/** The head tags a crawler reads in the server's HTML. */
async function headOf(path: string) {
  const html = await (await fetch(site.url + path)).text()
  const head = html.slice(0, html.indexOf("</head>"))
  const meta = (attribute: string, key: string) =>
    new RegExp(`<meta ${attribute}="${key.replace(/[.:]/g, "\\$&")}" content="([^"]*)">`).exec(head)?.[1]
  return {
    title: /<title>([^<]*)<\/title>/.exec(head)?.[1],
    description: meta("name", "description"),
    robots: meta("name", "robots"),
    canonical: /<link rel="canonical" href="([^"]*)">/.exec(head)?.[1],
    ogTitle: meta("property", "og:title"),
    ogDescription: meta("property", "og:description"),
    twitterTitle: meta("name", "twitter:title"),
  }
}

const sitemapXmlHas = async (path: string) => (await (await fetch(site.url + "/sitemap.xml")).text()).includes(`${path}</loc>`)
const sitemapPageHas = async (path: string) => {
  const html = await (await fetch(site.url + "/sitemap")).text()
  return html.slice(html.indexOf("<main"), html.indexOf("</main>")).includes(`href="${path}"`)
}

const POLL = { timeout: 10_000 }

describe("a page's SEO fields", () => {
  it("are what the server render's head says, and noindex takes the page out of both sitemaps", async () => {
    const before = await headOf(SERVICE_PATH)
    expect(before.title).toMatch(/ \| Nordika$/)
    expect(before.robots).toBeUndefined()
    expect(await sitemapXmlHas(SERVICE_PATH)).toBe(true)
    expect(await sitemapPageHas(SERVICE_PATH)).toBe(true)

    const published = await publishWithSeo({
      title: "Translation that ships on time, in 200 languages",
      description: "Certified translators, one project manager, delivery you can plan around.",
      canonical: "/services",
      noindex: true,
    })
    expect(published.status).toBe(200)

    await expect
      .poll(() => headOf(SERVICE_PATH), POLL)
      .toEqual({
        title: "Translation that ships on time, in 200 languages",
        description: "Certified translators, one project manager, delivery you can plan around.",
        robots: "noindex",
        canonical: `${site.url}/services`,
        ogTitle: "Translation that ships on time, in 200 languages",
        ogDescription: "Certified translators, one project manager, delivery you can plan around.",
        twitterTitle: "Translation that ships on time, in 200 languages",
      })
    // Still a page: it answers 200, but no sitemap lists it.
    expect((await fetch(site.url + SERVICE_PATH)).status).toBe(200)
    expect(await sitemapXmlHas(SERVICE_PATH)).toBe(false)
    expect(await sitemapPageHas(SERVICE_PATH)).toBe(false)
  })

  it("refuse a social card image that is not in the library: 400 invalid_document naming the field", async () => {
    const refused = await publishWithSeo({ ogImage: crypto.randomUUID() })
    expect(refused).toMatchObject({ status: 400, body: { error: { code: "invalid_document", field: "seo.ogImage" } } })
  })
})
