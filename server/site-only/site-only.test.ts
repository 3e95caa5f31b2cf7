/**
 * The site-only mode against a stand-in for a hosted project: the whole server on one port (through a
 * TCP relay the test can cut, as when the project goes away) is the project; a site-only server on
 * another port renders against it over real HTTP, as anon, and follows its realtime. The render is a
 * stand-in for the app's server build (as in server/site/pages.test.ts): it reads the page's
 * published document from the backend it is given, as app/data/documents.ts does, and is the
 * unavailable page (503) when the read fails.
 */
import crypto from "node:crypto"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import type { AddressInfo } from "node:net"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { createAdaptorServer } from "@hono/node-server"
import { staffAccount, type StaffAccount } from "../functions/staff-test-support"
import { startTestServer, type TestServer } from "../testing/harness"
import { tcpRelay, type TcpRelay } from "../testing/tcp-relay"
import { SERVER_ENTRY_FILE } from "../site/server-entry"
import { loadSiteOnlyConfig } from "./config"
import { createSiteOnlyServer, type SiteOnlyServer } from "./server"

const TEMPLATE = '<!doctype html><html><head><title>Template</title></head><body><div id="root"></div></body></html>'

/** The page's h1 is its published document's title; 404 without one; 503 when the backend cannot be read. */
const STAND_IN_RENDER = `
let backend
export function provideSupabaseConfig(config) { backend = config }
export async function renderFeed() { return { status: 404, xml: "" } }
const page = (status, h1) => ({ kind: "page", status, html: "<h1>" + h1 + "</h1>", head: "<title>" + h1 + "</title>", hydration: "", modulePreloads: [] })
export async function renderPage(path) {
  try {
    const response = await fetch(backend.url + "/rest/v1/documents?select=title&path=eq." + encodeURIComponent(path), {
      headers: { apikey: backend.anonKey, Authorization: "Bearer " + backend.anonKey },
    })
    if (!response.ok) return page(503, "This page is unavailable")
    const [row] = await response.json()
    return row ? page(200, row.title) : page(404, "Not found")
  } catch {
    return page(503, "This page is unavailable")
  }
}
`

/** Polls `probe` until it gives what `done` wants (each answer a fresh request); the last answer when it never does. */
async function until<T>(probe: () => Promise<T>, done: (value: T) => boolean, attempts = 150): Promise<T> {
  let value = await probe()
  for (let i = 0; i < attempts && !done(value); i++) {
    await new Promise((resolve) => setTimeout(resolve, 100))
    value = await probe()
  }
  return value
}

let project: TestServer
let relay: TcpRelay
let editor: StaffAccount
let site: SiteOnlyServer
let siteUrl: string
let listener: ReturnType<typeof createAdaptorServer>
let dir: string
let doc: { id: string; path: string; title: string; version: number }

const publish = async (title: string) => {
  const { data: current } = await editor.client.from("documents").select("published_data").eq("id", doc.id).single().throwOnError()
  const { data, error } = await editor.client.functions.invoke("publish-document", {
    body: { documentId: doc.id, expectedVersion: doc.version, expectedRevision: 0, title, path: doc.path, data: current!.published_data },
  })
  expect(error).toBeNull()
  doc = { ...doc, title, version: (data as { version: number }).version }
}

const page = async (pathname = doc.path) => {
  const response = await fetch(siteUrl + pathname)
  return { status: response.status, h1: /<h1>(.*?)<\/h1>/.exec(await response.text())?.[1] }
}

beforeAll(async () => {
  project = await startTestServer({ http: true })
  relay = await tcpRelay(Number(new URL(project.url).port))
  editor = await staffAccount(project, { role: "editor" })
  const postPath = `/blog/site-only-${crypto.randomBytes(3).toString("hex")}`
  const data = {
    meta: { title: "Before", description: "A post the site-only server renders." },
    title: "Before",
    excerpt: "A post.",
    author: "Edda Editor",
    published: "2026-11-30",
    tags: ["Writing"],
    body: [{ type: "paragraph", children: [{ type: "text", text: "Short sentences translate well." }] }],
  }
  const created = await editor.client.rpc("create_document", {
    p_collection: "blog_post",
    p_path: postPath,
    p_title: "Before",
    p_data: data,
  })
  expect(created.error).toBeNull()
  doc = { id: created.data as string, path: postPath, title: "Before", version: 0 }
  const first = await editor.client.functions.invoke("publish-document", {
    body: { documentId: doc.id, expectedVersion: 0, expectedRevision: 1, title: "Before", path: postPath, data },
  })
  expect(first.error).toBeNull()
  doc.version = (first.data as { version: number }).version

  dir = fs.mkdtempSync(path.join(os.tmpdir(), "nordika-site-only-"))
  fs.mkdirSync(path.join(dir, "dist-app"))
  fs.mkdirSync(path.join(dir, "dist-server"))
  fs.writeFileSync(path.join(dir, "dist-app", "index.html"), TEMPLATE)
  // The post is a public page of the build's route table, so its render is kept.
  fs.writeFileSync(path.join(dir, "dist-app", "routes.json"), JSON.stringify({ paths: [postPath], pages: [postPath] }))
  fs.writeFileSync(path.join(dir, "dist-server", SERVER_ENTRY_FILE), STAND_IN_RENDER)

  const config = loadSiteOnlyConfig({
    SUPABASE_URL: relay.url,
    SUPABASE_ANON_KEY: project.anonKey,
    APP_DIR: path.join(dir, "dist-app"),
    SITE_URL: "http://www.nordika.test",
    PORT: "0",
  })
  site = createSiteOnlyServer(config, { quiet: true })
  listener = createAdaptorServer({ fetch: site.fetch, hostname: "127.0.0.1" })
  await new Promise<void>((resolve) => listener.listen(0, "127.0.0.1", () => resolve()))
  siteUrl = `http://127.0.0.1:${(listener.address() as AddressInfo).port}`
}, 120_000)

afterAll(async () => {
  await site?.close()
  await new Promise((resolve) => listener?.close(resolve))
  await relay?.cut()
  await project?.close()
  if (dir) fs.rmSync(dir, { recursive: true, force: true })
})

describe("a site-only server", () => {
  it("serves the project's published page, rendered as anon over HTTP", async () => {
    expect(await page()).toEqual({ status: 200, h1: "Before" })
    expect(await page("/blog/no-such-post")).toEqual({ status: 404, h1: "Not found" })
  })

  it("serves none of Supabase's APIs: the browser is sent to the project with its anon key only", async () => {
    for (const [method, pathname] of [
      ["GET", "/rest/v1/documents?select=title"],
      ["GET", "/auth/v1/settings"],
      ["GET", "/storage/v1/bucket"],
      ["POST", "/functions/v1/publish-document"],
      ["GET", "/realtime/v1/api/health"],
    ]) {
      const response = await fetch(siteUrl + pathname, { method, headers: { apikey: project.anonKey } })
      expect({ pathname, status: response.status }).toEqual({ pathname, status: 404 })
    }
    const config = await (await fetch(`${siteUrl}/config.js`)).text()
    expect(config).toBe(
      `window.__NORDIKA_CONFIG__ = ${JSON.stringify({ supabaseUrl: relay.url, supabaseAnonKey: project.anonKey, realtime: true, hostedProject: true })};\n`,
    )
    expect(config).not.toContain(project.serviceRoleKey)
    const policy = (await fetch(siteUrl + doc.path)).headers.get("content-security-policy")
    expect(policy).toContain(`connect-src 'self' ${relay.url} ${relay.url.replace("http:", "ws:")};`)
    expect(policy).toContain(`img-src 'self' data: blob: https://images.unsplash.com ${relay.url};`)
  })

  it("shows a publish on the project at the next request after its realtime says so, an unpublish too", async () => {
    expect(await until(async () => site.isFollowing(), Boolean)).toBe(true)
    // Rendered once and kept.
    expect(await page()).toEqual({ status: 200, h1: "Before" })
    await publish("After the publish")
    expect(await until(page, (answer) => answer.h1 === "After the publish")).toEqual({ status: 200, h1: "After the publish" })
    // Anon never hears of a row leaving its view as a postgres change; the broadcast says it.
    const { error } = await editor.client.rpc("unpublish_document", { p_id: doc.id, p_force: true })
    expect(error).toBeNull()
    expect(await until(page, (answer) => answer.status === 404)).toEqual({ status: 404, h1: "Not found" })
  })

  it("answers the unavailable page while the project is gone, and follows it again once it is back", { timeout: 120_000 }, async () => {
    await publish("Back on the site")
    expect(await until(page, (answer) => answer.h1 === "Back on the site")).toEqual({ status: 200, h1: "Back on the site" })
    await relay.cut()
    expect(await until(page, (answer) => answer.status === 503, 600)).toEqual({ status: 503, h1: "This page is unavailable" })
    await relay.join()
    // supabase-js rejoins with its back-off (up to 10 s between tries).
    expect(await until(async () => site.isFollowing(), Boolean, 600)).toBe(true)
    expect(await page()).toEqual({ status: 200, h1: "Back on the site" })
    await publish("After the return")
    expect(await until(page, (answer) => answer.h1 === "After the return")).toEqual({ status: 200, h1: "After the return" })
  })
})
