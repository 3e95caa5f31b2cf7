/**
 * Redirects (20261201000200_redirects.sql, server/site/redirects.ts) as staff and visitors meet them:
 * the real trigger on the documents and on the redirects in PGlite, supabase-js against the real
 * server, and the site's answer to a visitor's GET.
 */
import crypto from "node:crypto"
import fs from "node:fs"
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest"
import { FunctionsHttpError, type SupabaseClient } from "@supabase/supabase-js"
import { RESERVED_REDIRECT_SOURCES } from "../../app/data/redirects"
import { REDIRECTS, ROUTES, routesFile } from "../../app/site/routes-manifest"
import { staffAccount, type StaffAccount } from "../functions/staff-test-support"
import { builtAppWithoutServerRender } from "../testing/built-app"
import { startTestServer, type TestServer } from "../testing/harness"

let t: TestServer
let anon: SupabaseClient
let editor: StaffAccount
let recruiter: StaffAccount
let appDir: string

beforeAll(async () => {
  // A built app without a server render: the site answers from its routes.json and the database.
  appDir = builtAppWithoutServerRender("redirects", ["/contact"])
  t = await startTestServer({ config: { appDir } })
  anon = t.client()
  editor = await staffAccount(t, { role: "editor", displayName: "Edda Editor" })
  recruiter = await staffAccount(t, { role: "recruiter", displayName: "Rita Recruiter" })
}, 180_000)
afterAll(async () => {
  await t?.close()
  fs.rmSync(appDir, { recursive: true, force: true })
})

const slug = () => crypto.randomUUID().slice(0, 8)
const paragraph = (text: string) => ({ type: "paragraph", children: [{ type: "text", text }] })
const blogPost = (title: string) => ({
  meta: { title, description: "Why plain language travels better, and how to write it." },
  title,
  excerpt: "Why plain language travels better.",
  author: "Edda Editor",
  published: "2026-11-30",
  tags: ["Writing"],
  body: [paragraph("Short sentences translate well.")],
})

async function publish(body: Record<string, unknown>) {
  const { data, error } = await editor.client.functions.invoke("publish-document", { body })
  if (error instanceof FunctionsHttpError) {
    const response = error.context as Response
    return { status: response.status, body: (await response.json()) as { error?: { code: string } } }
  }
  expect(error).toBeNull()
  return { status: 200, body: data as { version: number } }
}

/** A blog post published at `from`, then published again at `to`: the editor's rename. */
async function publishAndRename(from: string, to: string) {
  const title = `Plain language ${slug()}`
  const { data: id, error } = await editor.client.rpc("create_document", {
    p_collection: "blog_post",
    p_path: from,
    p_title: title,
    p_data: {},
  })
  expect(error).toBeNull()
  const first = await publish({ documentId: id, expectedVersion: 0, expectedRevision: 1, title, path: from, data: blogPost(title) })
  expect(first.status).toBe(200)
  const renamed = await publish({ documentId: id, expectedVersion: 1, expectedRevision: 0, title, path: to, data: blogPost(title) })
  expect(renamed.status).toBe(200)
  return id as string
}

const rowOf = async (source: string) =>
  (
    await t.db.query<{ target: string; status: number; match: string; origin: string; hit_count: string }>(
      "select target, status, match, origin, hit_count::text from public.redirects where source = $1",
      [source],
    )
  ).rows[0]

/** Inserts a redirect as the migration's owner (the trigger runs as for anyone). */
const insertRedirect = (source: string, target: string, match = "exact") =>
  t.db.query("insert into public.redirects (source, target, match) values ($1, $2, $3)", [source, target, match])

describe("a renamed page", () => {
  it("leaves a 301 from its old path, which the site answers with the query kept, and counts the hits", async () => {
    const from = `/resources/blog/${slug()}`
    const to = `/resources/blog/${slug()}`
    await publishAndRename(from, to)
    expect(await rowOf(from)).toEqual({ target: to, status: 301, match: "exact", origin: "auto", hit_count: "0" })

    const response = await t.fetch(`${t.url}${from}?utm_source=mail`, { redirect: "manual" })
    expect(response.status).toBe(301)
    expect(response.headers.get("location")).toBe(`${to}?utm_source=mail`)
    // A trailing slash and another case are the same address.
    const again = await t.fetch(`${t.url}${from.toUpperCase()}/`, { redirect: "manual" })
    expect(again.status).toBe(301)
    expect(again.headers.get("location")).toBe(to)

    await vi.waitFor(async () => expect((await rowOf(from))?.hit_count).toBe("2"), { timeout: 20_000, interval: 250 })
  })

  it("collapses chains: renamed twice, the first address leads straight to the last", async () => {
    const a = `/resources/blog/${slug()}`
    const b = `/resources/blog/${slug()}`
    const c = `/resources/blog/${slug()}`
    const id = await publishAndRename(a, b)
    const title = (await t.db.query<{ title: string }>("select title from public.documents where id = $1", [id])).rows[0].title
    expect((await publish({ documentId: id, expectedVersion: 2, expectedRevision: 0, title, path: c, data: blogPost(title) })).status).toBe(
      200,
    )
    expect((await rowOf(a))?.target).toBe(c)
    expect((await rowOf(b))?.target).toBe(c)
  })

  it("takes its old address back when renamed back: the page wins over the redirect", async () => {
    const a = `/resources/blog/${slug()}`
    const b = `/resources/blog/${slug()}`
    const id = await publishAndRename(a, b)
    const title = (await t.db.query<{ title: string }>("select title from public.documents where id = $1", [id])).rows[0].title
    expect((await publish({ documentId: id, expectedVersion: 2, expectedRevision: 0, title, path: a, data: blogPost(title) })).status).toBe(
      200,
    )
    expect(await rowOf(a)).toBeUndefined()
    expect((await rowOf(b))?.target).toBe(a)
  })
})

describe("the redirects' rules", () => {
  it("collapse a chain whichever way it is added (A→B then B→C, and B→C then A→B)", async () => {
    const [a, b, c] = [`/old/${slug()}`, `/old/${slug()}`, `/new/${slug()}`]
    await insertRedirect(a, b)
    await insertRedirect(b, c)
    expect((await rowOf(a))?.target).toBe(c)
    const [x, y, z] = [`/old/${slug()}`, `/old/${slug()}`, `/new/${slug()}`]
    await insertRedirect(y, z)
    await insertRedirect(x, y)
    expect((await rowOf(x))?.target).toBe(z)
  })

  it("refuse a loop with RLOOP, and a redirect to itself or into its own prefix", async () => {
    const [a, b] = [`/old/${slug()}`, `/old/${slug()}`]
    await insertRedirect(a, b)
    await expect(insertRedirect(b, a)).rejects.toMatchObject({ code: "RLOOP" })
    await expect(insertRedirect(`/old/${slug()}-x`, `/old/${slug()}-x`)).resolves.toBeDefined()
    const same = `/old/${slug()}`
    await expect(insertRedirect(same, same)).rejects.toMatchObject({ code: "23514" })
    await expect(insertRedirect(same, `${same}/under`, "prefix")).rejects.toMatchObject({ code: "23514" })
  })

  it("refuse a redirect from a live page's address", async () => {
    const from = `/resources/blog/${slug()}`
    const to = `/resources/blog/${slug()}`
    await publishAndRename(from, to)
    await expect(insertRedirect(to, "/contact")).rejects.toMatchObject({ code: "23505" })
  })
})

describe("a redirect from an address of the app itself", () => {
  it("is refused with RCODE, a message naming the address and a hint, for every code route of the build that is no document", async () => {
    // The build's routes.json: the paths it serves, less the pages (documents) and the spec's fixed redirects.
    const pages = new Set(ROUTES.filter((route) => route.canonical === undefined).map((route) => route.path))
    const codeRoutes = routesFile().paths.filter((path) => !pages.has(path) && !(path in REDIRECTS))
    expect(codeRoutes.sort()).toEqual([...RESERVED_REDIRECT_SOURCES].sort())
    for (const source of codeRoutes) {
      const { error } = await editor.client.from("redirects").insert({ source, target: "/contact" })
      expect(error).toMatchObject({
        code: "RCODE",
        message: `${source} is an address of the app itself (the sign-in pages, the admin area, the API or a service's alias): a redirect from it would hide that page`,
        hint: "Redirect from an old address of a page instead.",
      })
    }
  })

  it("is refused for the admin area and the API, the prefixes and everything under them, exact or prefix, added or changed", async () => {
    for (const source of ["/admin", "/admin/users", "/api", "/api/v1/leads"]) {
      for (const match of ["exact", "prefix"]) {
        const { error } = await editor.client.from("redirects").insert({ source, target: "/contact", match })
        expect(error?.code, `${source} (${match})`).toBe("RCODE")
      }
    }
    const { data } = await editor.client
      .from("redirects")
      .insert({ source: `/old/${slug()}`, target: "/contact" })
      .select("id")
      .single()
    const { error } = await editor.client
      .from("redirects")
      .update({ source: "/login" })
      .eq("id", (data as { id: string }).id)
    expect(error).toMatchObject({ code: "RCODE" })
  })

  it("is allowed from an address that only starts like one (/administration, /apis-old, /login-help)", async () => {
    for (const source of ["/administration", "/apis-old", "/login-help"]) {
      const { error } = await editor.client.from("redirects").insert({ source, target: "/contact" })
      expect(error, source).toBeNull()
    }
  })
})

describe("staff and visitors", () => {
  it("an editor adds a prefix redirect; the site keeps the rest of the path and the status", async () => {
    const source = `/legacy-${slug()}`
    const { error } = await editor.client.from("redirects").insert({ source, target: "/resources/blog", status: 302, match: "prefix" })
    expect(error).toBeNull()
    const response = await t.fetch(`${t.url}${source}/2019/old-post.html?page=2`, { redirect: "manual" })
    expect(response.status).toBe(302)
    expect(response.headers.get("location")).toBe("/resources/blog/2019/old-post.html?page=2")
    const outside = await t.fetch(`${t.url}${source}x/post`, { redirect: "manual" })
    expect(outside.status).toBe(404)
  })

  it("visitors read where redirects lead, never their counts or authors; a recruiter writes none", async () => {
    const { data, error } = await anon.from("redirects").select("source, target, status, match").eq("source", "/about")
    expect(error).toBeNull()
    expect(data).toEqual([{ source: "/about", target: "/about/who-we-are", status: 301, match: "exact" }])
    const counts = await anon.from("redirects").select("hit_count")
    expect(counts.error?.code).toBe("42501")
    const written = await recruiter.client.from("redirects").insert({ source: `/r-${slug()}`, target: "/contact" })
    expect(written.error?.code).toBe("42501")
  })

  it("the spec's fixed redirects are locked: an editor changes and removes none", async () => {
    // Row level security leaves them out: the writes touch no row.
    expect((await editor.client.from("redirects").update({ target: "/contact" }).eq("source", "/about")).error).toBeNull()
    expect((await editor.client.from("redirects").delete().eq("source", "/industries/marketing-retail")).error).toBeNull()
    expect((await rowOf("/about"))?.target).toBe("/about/who-we-are")
    expect((await rowOf("/industries/marketing-retail"))?.target).toBe("/industries/marketing-advertising")
  })

  it("the overview shows staff the counts and whether the target is still a page", async () => {
    const source = `/gone-${slug()}`
    await editor.client.from("redirects").insert({ source, target: `/nowhere-${slug()}` })
    const { data, error } = await editor.client.rpc("redirect_overview")
    expect(error).toBeNull()
    const rows = data as { source: string; origin: string; target_is_page: boolean; created_by_name: string }[]
    expect(rows.find((row) => row.source === source)).toMatchObject({
      origin: "manual",
      target_is_page: false,
      created_by_name: "Edda Editor",
    })
    expect((await anon.rpc("redirect_overview")).error?.code).toBe("42501")
  })

  it("hits are bounded per call: at most 100 sources", async () => {
    const tooMany = Object.fromEntries(Array.from({ length: 101 }, (_, i) => [`/x${i}`, 1]))
    expect((await anon.rpc("record_redirect_hits", { p_hits: tooMany })).error?.code).toBe("22023")
    const { error } = await anon.rpc("record_redirect_hits", { p_hits: { "/about": 5_000 } })
    expect(error).toBeNull()
    expect(Number((await rowOf("/about"))?.hit_count)).toBeLessThanOrEqual(1000)
  })
})
