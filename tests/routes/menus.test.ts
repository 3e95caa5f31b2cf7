/**
 * The header menu and the footer rendered from their published documents (issue 38, kinds menu_header
 * and menu_footer) on the real server with the built app: a published change is in the next server
 * render of a page of every page kind (the header's entries and the footer's links in the HTML, the
 * panels' link cards in the hand-over the browser takes the page over with, so it fetches nothing more),
 * and a link to a page that is renamed follows it, since the menus store pages by document id.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { FunctionsHttpError, type SupabaseClient } from "@supabase/supabase-js"
import { ROUTES } from "../../app/site/routes-manifest"
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

interface StaffDocument {
  id: string
  title: string
  path: string
  version: number
  published_data: Record<string, unknown>
}

async function readDocument(column: "path" | "collection", value: string): Promise<StaffDocument> {
  const { data } = await staff
    .from("documents")
    .select("id, title, path, version, published_data")
    .eq(column, value)
    .single()
    .throwOnError()
  return data as StaffDocument
}

async function publish(doc: StaffDocument, data: unknown, path = doc.path) {
  const { error } = await staff.functions.invoke("publish-document", {
    body: { documentId: doc.id, expectedVersion: doc.version, expectedRevision: 0, title: doc.title, path, data },
  })
  if (error instanceof FunctionsHttpError) throw new Error(`publish-document: ${await (error.context as Response).text()}`)
  expect(error).toBeNull()
}

/** The server's HTML of `path`: the header's and the footer's markup, and the hand-over's JSON. */
async function serverRender(path: string) {
  const response = await fetch(site.url + path)
  const html = await response.text()
  const part = (slot: string, end: string) => {
    const start = html.indexOf(`data-slot="${slot}"`)
    return start < 0 ? "" : html.slice(start, html.indexOf(end, start))
  }
  return {
    status: response.status,
    header: part("site-header", "</header>").replace(/&amp;/g, "&"),
    footer: part("site-footer", "</footer>").replace(/&amp;/g, "&"),
    handOver: /<script[^>]*id="nordika-hydration"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "",
  }
}

/** One live page of each page kind, as the build's route table lists them. */
const ONE_PAGE_PER_KIND = [...new Map(ROUTES.filter((route) => !route.canonical).map((route) => [route.page, route.path])).values()]

type Header = { entries: { title: string; groups: { links: { title: string }[] }[] }[] }
type Footer = { columns: { title: string; links: { text: string }[] }[] }

describe("the menus in the server's HTML", () => {
  it("follow a published change on a page of every page kind: the header's entries, its panels' link cards, the footer's links", async () => {
    expect(ONE_PAGE_PER_KIND.length).toBeGreaterThanOrEqual(10)
    const header = await readDocument("collection", "menu_header")
    const footer = await readDocument("collection", "menu_footer")
    const before = await serverRender(ONE_PAGE_PER_KIND[0])
    expect(before.header).toContain("Industries")
    expect(before.header).not.toContain("Sectors we serve")

    const headerData = structuredClone(header.published_data) as unknown as Header
    headerData.entries[2].title = "Sectors we serve"
    headerData.entries[1].groups[0].links[0].title = "Human translation, reviewed"
    const footerData = structuredClone(footer.published_data) as unknown as Footer
    footerData.columns[0].title = "The company"
    footerData.columns[0].links[0].text = "Who we are, in short"
    await publish(header, headerData)
    await publish(footer, footerData)

    for (const path of ONE_PAGE_PER_KIND) {
      const render = await serverRender(path)
      expect(render.status, path).toBe(200)
      expect(render.header, path).toContain("Sectors we serve")
      expect(render.header, path).not.toContain(">Industries<")
      expect(render.handOver, path).toContain("Human translation, reviewed")
      expect(render.footer, path).toContain("The company")
      expect(render.footer, path).toContain("Who we are, in short")
    }
  })

  it("draws a menu link to a renamed page at the page's new path", async () => {
    const page = await readDocument("path", "/services/voice-over")
    await publish(page, page.published_data, "/services/voice-overs")
    const render = await serverRender("/")
    expect(render.footer).toMatch(/href="\/services\/voice-overs"[^>]*>Voice-over</)
    const menus = JSON.stringify(
      (JSON.parse(render.handOver) as { router: { loaderData: { site: { menus: unknown } } } }).router.loaderData.site.menus,
    )
    expect(menus).toContain('"href":"/services/voice-overs"')
    expect(menus).not.toContain('"href":"/services/voice-over"')
  })
})
