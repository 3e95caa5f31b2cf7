import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest"
import { sitePages, type SiteRendering } from "./pages"
import { SERVER_ENTRY_FILE } from "./server-entry"

const TEMPLATE = '<!doctype html><html><head><script>boot()</script><title>Template</title></head><body><div id="root"></div></body></html>'

/** A stand-in for the server render's build: numbers its renders, and shows the backend it was given. */
const fakeEntry = (version: string) => `
let backend
let renders = 0
export function provideSupabaseConfig(config) { backend = config }
export async function renderPage(path, { origin, source }) {
  renders++
  if (path.startsWith("/boom")) throw new Error("the render failed")
  if (path === "/old") return { kind: "redirect", status: 301, location: "/new" }
  if (path === "/login") return { kind: "client-only", reason: "a staff page" }
  return {
    kind: "page",
    status: path === "/missing" ? 404 : 200,
    html: "<h1>" + path + " ${version} render " + renders + " key " + backend?.anonKey + " " + origin + " " + source + "</h1>",
    head: "<title>" + path + "</title>",
    hydration: "",
    modulePreloads: [],
  }
}
`

describe("the site's pages", () => {
  let dir: string
  let appDir: string
  let serverDir: string
  const pagesOf = (rendering: SiteRendering = "server") =>
    sitePages({
      appDir,
      serverDir,
      rendering,
      origin: () => "https://site.test",
      backend: () => ({ url: "https://site.test", anonKey: "anon" }),
    })
  /** The answer with its body as text. */
  const answer = async (pages: ReturnType<typeof sitePages>, path: string, shellStatus = 200) => {
    const answered = await pages.answer(path, { shellStatus })
    if (!answered) return answered
    const { body, ...rest } = answered
    return { ...rest, html: Buffer.from(body).toString("utf8") }
  }

  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "nordika-pages-"))
    appDir = path.join(dir, "dist-app")
    serverDir = path.join(dir, "dist-server")
    fs.mkdirSync(appDir)
    fs.mkdirSync(serverDir)
    fs.writeFileSync(path.join(appDir, "index.html"), TEMPLATE)
    fs.writeFileSync(path.join(serverDir, SERVER_ENTRY_FILE), fakeEntry("v1"))
  })
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

  it("are rendered into the template with the render's status, from the backend given, and kept per path", async () => {
    const pages = pagesOf()
    const first = await answer(pages, "/services")
    expect(first?.status).toBe(200)
    expect(first?.html).toContain('<div id="root"><h1>/services v1 render 1 key anon https://site.test server</h1></div>')
    expect(first?.html).toContain("<title>/services</title>")
    expect(first?.html).toContain("<script>boot()</script>")
    expect((await answer(pages, "/services"))?.html).toContain("render 1")
    expect((await answer(pages, "/missing"))?.status).toBe(404)
  })

  it("answer a kept page with the same document every time, its template's inline script allowed by hash", async () => {
    const pages = pagesOf()
    const first = await answer(pages, "/same")
    const second = await answer(pages, "/same")
    expect(second?.html).toBe(first?.html)
    // Encoded once: the very same bytes.
    const [one, two] = [await pages.answer("/same", { shellStatus: 200 }), await pages.answer("/same", { shellStatus: 200 })]
    expect(two?.body).toBe(one?.body)
    expect(first?.inlineScripts).toEqual(["'sha256-MeZS89WlF0u+o0hCvHTBt4q1WHU+U+sJKgbdRUc36mY='"])
    expect(second?.inlineScripts).toEqual(first?.inlineScripts)
    expect((await answer(pages, "/login"))?.inlineScripts).toEqual(first?.inlineScripts)
  })

  it("are rendered again once the cache is cleared (staff changed the content)", async () => {
    const pages = pagesOf()
    expect((await answer(pages, "/a"))?.html).toContain("/a v1")
    const before = (await answer(pages, "/a"))!.html
    pages.cache.clear()
    const after = (await answer(pages, "/a"))!.html
    expect(after).not.toBe(before)
  })

  it("share one render between the requests that wait for it", async () => {
    const pages = pagesOf()
    const [one, two] = await Promise.all([answer(pages, "/together"), answer(pages, "/together")])
    expect(one?.html).toBe(two?.html)
  })

  it("answer a redirect the render asks for, and the client-only shell for staff pages", async () => {
    const pages = pagesOf()
    expect(await answer(pages, "/old")).toEqual({ status: 301, html: "", location: "/new", inlineScripts: [] })
    const login = await answer(pages, "/login")
    expect(login?.status).toBe(200)
    expect(login?.html).toBe(TEMPLATE)
  })

  it("answer the client-only shell, never a 500, when the render fails", async () => {
    const pages = pagesOf()
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined)
    try {
      const failed = await answer(pages, "/boom", 404)
      expect(failed?.status).toBe(404)
      expect(failed?.html).toContain('<div id="root"></div>')
      expect(error).toHaveBeenCalledWith(expect.stringContaining("rendering /boom failed"), expect.any(Error))
    } finally {
      error.mockRestore()
    }
  })

  it("answer the client-only shell for every page in SPA mode (SITE_RENDERING=spa)", async () => {
    const shell = await answer(pagesOf("spa"), "/services")
    expect(shell?.html).toBe(TEMPLATE)
  })

  it("load a new server build when one replaces the old, and drop the old renders", async () => {
    const pages = pagesOf()
    expect((await answer(pages, "/reload"))?.html).toContain("/reload v1")
    const file = path.join(serverDir, SERVER_ENTRY_FILE)
    fs.writeFileSync(file, fakeEntry("v2"))
    const later = new Date(Date.now() + 5000)
    fs.utimesSync(file, later, later)
    expect((await answer(pages, "/reload"))?.html).toContain("/reload v2")
  })

  it("answer the client-only shell while there is no server build, and nothing without an app build", async () => {
    const bare = sitePages({ appDir, serverDir: path.join(dir, "none"), rendering: "server", origin: () => "", backend: () => null })
    expect((await answer(bare, "/services"))?.html).toContain('<div id="root"></div>')
    const unbuilt = sitePages({ appDir: path.join(dir, "none"), serverDir, rendering: "server", origin: () => "", backend: () => null })
    expect(await answer(unbuilt, "/services")).toBeUndefined()
  })
})
