import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { SupabaseClient } from "@supabase/supabase-js"
import { startTestServer, type TestServer } from "../testing/harness"

/** What the quote and contact forms accept: documents, subtitles, CAT files, archives, images, audio and video. */
const LEAD_FORM_TYPES = [
  "application/pdf",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  "application/vnd.openxmlformats-officedocument.presentationml.presentation",
  "text/plain",
  "text/csv",
  "text/html",
  "application/xliff+xml",
  "application/x-xliff+xml",
  "application/x-subrip",
  "application/vnd.adobe.indesign-idml-package",
  "application/zip",
  "application/x-zip-compressed",
  "image/png",
  "image/jpeg",
  "image/webp",
  "audio/mpeg",
  "audio/mp4",
  "audio/wav",
  "audio/x-wav",
  "audio/webm",
  "video/mp4",
  "video/mpeg",
  "video/webm",
  "application/octet-stream",
]

const HTML_PAGE = "<!doctype html><script>fetch('/auth/v1/user')</script>"
const SVG_WITH_SCRIPT = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>'

let t: TestServer
let service: SupabaseClient
let anon: SupabaseClient
let editor: SupabaseClient
beforeAll(async () => {
  t = await startTestServer()
  service = t.client({ key: t.serviceRoleKey })
  anon = t.client()
  editor = t.client({ accessToken: await t.userToken({ staffRole: "editor" }) })
  // A public bucket that takes any type, and a private one for images only: neither is "public images".
  expect((await service.storage.createBucket("public-any", { public: true })).error).toBeNull()
  expect((await service.storage.createBucket("private-images", { public: false, allowedMimeTypes: ["image/*"] })).error).toBeNull()
})
afterAll(async () => {
  await t?.close()
})

const storage = (path: string, init: RequestInit = {}) =>
  t.fetch(`${t.url}/storage/v1${path}`, { ...init, headers: { apikey: t.anonKey, ...(init.headers as Record<string, string>) } })
const asService = () => ({ Authorization: `Bearer ${t.serviceRoleKey}` })

function expectSandboxed(res: Response) {
  expect(res.headers.get("x-content-type-options")).toBe("nosniff")
  expect(res.headers.get("content-security-policy")).toBe("default-src 'none'; sandbox")
}

describe("stored files are never active content on the site's origin", () => {
  it("serves an HTML file uploaded by anyone as a sandboxed attachment, however it is fetched", async () => {
    expect((await anon.storage.from("uploads").upload("forms/page.html", new Blob([HTML_PAGE], { type: "text/html" }))).error).toBeNull()
    const bearer = asService()
    const signed = (await service.storage.from("uploads").createSignedUrl("forms/page.html", 60)).data!.signedUrl
    for (const res of [
      await storage("/object/authenticated/uploads/forms/page.html", { headers: bearer }),
      await storage("/object/uploads/forms/page.html", { headers: bearer }),
      await t.fetch(signed),
    ]) {
      expect(res.status).toBe(200)
      expect(res.headers.get("content-type")).toBe("text/html")
      expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="page.html"/)
      expectSandboxed(res)
      expect(await res.text()).toBe(HTML_PAGE)
    }
  })

  it("shows an SVG in the public images bucket inline, under the sandboxing policy", async () => {
    const svg = new Blob([SVG_WITH_SCRIPT], { type: "image/svg+xml" })
    expect((await editor.storage.from("site-assets").upload("logo.svg", svg)).error).toBeNull()
    const res = await t.fetch(anon.storage.from("site-assets").getPublicUrl("logo.svg").data.publicUrl)
    expect(res.status).toBe(200)
    expect(res.headers.get("content-type")).toBe("image/svg+xml")
    expect(res.headers.get("content-disposition")).toBeNull()
    expectSandboxed(res)
  })

  it("serves SVG, XML and JavaScript from any other bucket as attachments", async () => {
    const files: [bucket: string, key: string, type: string, body: string][] = [
      ["public-any", "x.svg", "image/svg+xml", SVG_WITH_SCRIPT],
      ["public-any", "feed.xml", "application/atom+xml", "<feed/>"],
      ["public-any", "x.xhtml", "application/xhtml+xml", "<html/>"],
      ["public-any", "app.js", "text/javascript; charset=utf-8", "alert(1)"],
      ["public-any", "page.htm", "TEXT/HTML", HTML_PAGE],
      ["private-images", "x.svg", "image/svg+xml", SVG_WITH_SCRIPT],
    ]
    for (const [bucket, key, type, body] of files) {
      const upload = await storage(`/object/${bucket}/${key}`, { method: "POST", headers: { ...asService(), "Content-Type": type }, body })
      expect(upload.status, `${bucket}/${key}`).toBe(200)
      const res =
        bucket === "public-any"
          ? await storage(`/object/public/${bucket}/${key}`)
          : await t.fetch((await service.storage.from(bucket).createSignedUrl(key, 60)).data!.signedUrl)
      expect(res.headers.get("content-disposition"), `${bucket}/${key}`).toMatch(/^attachment; /)
      expectSandboxed(res)
    }
  })

  it("sends nosniff and the sandboxing policy with images, ranges, HEAD and 304 too", async () => {
    const png = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3, 4])], { type: "image/png" })
    expect((await editor.storage.from("site-assets").upload("px.png", png)).error).toBeNull()
    const path = "/object/public/site-assets/px.png"
    const full = await storage(path)
    expect(full.headers.get("content-disposition")).toBeNull()
    expectSandboxed(full)
    expectSandboxed(await storage(path, { headers: { Range: "bytes=0-1" } }))
    expectSandboxed(await storage(path, { method: "HEAD" }))
    expectSandboxed(await storage(path, { headers: { "If-None-Match": full.headers.get("etag")! } }))
  })
})

describe("the uploads bucket's MIME list", () => {
  it("accepts what the lead forms send: documents, subtitles, CAT files, archives, images, audio and video", async () => {
    expect((await service.storage.getBucket("uploads")).data!.allowed_mime_types!.toSorted()).toEqual(LEAD_FORM_TYPES.toSorted())
    for (const type of LEAD_FORM_TYPES) {
      const { error } = await anon.storage.from("uploads").upload(`types/${type.replace("/", "_")}`, new Blob(["x"], { type }))
      expect(error, type).toBeNull()
    }
  })

  it("refuses executables, scripts and SVG with storage's invalid_mime_type error", async () => {
    for (const type of ["application/x-msdownload", "text/javascript", "image/svg+xml", "application/x-sh"]) {
      const { error } = await anon.storage.from("uploads").upload("types/refused", new Blob(["x"], { type }))
      expect(error, type).toMatchObject({ statusCode: "415", message: `mime type ${type} is not supported` })
    }
  })
})

describe("a public bucket whose MIME list admits more than images", () => {
  it("serves an SVG in it as an attachment: only a bucket of images alone shows SVG inline", async () => {
    const bucket = "public-mixed"
    const created = await service.storage.createBucket(bucket, { public: true, allowedMimeTypes: ["image/svg+xml", "text/plain"] })
    expect(created.error).toBeNull()
    const svg = new Blob([SVG_WITH_SCRIPT], { type: "image/svg+xml" })
    expect((await service.storage.from(bucket).upload("x.svg", svg)).error).toBeNull()
    const res = await t.fetch(anon.storage.from(bucket).getPublicUrl("x.svg").data.publicUrl)
    expect(res.status).toBe(200)
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="x.svg"; filename*=UTF-8''x.svg`)
    expectSandboxed(res)
  })
})

describe("a JavaScript type with a version in its name", () => {
  it("is served as an attachment like any JavaScript", async () => {
    for (const type of ["application/javascript1.5", "text/javascript1.2"]) {
      const key = `${type.replace("/", "_")}.js`
      const upload = await storage(`/object/public-any/${key}`, {
        method: "POST",
        headers: { ...asService(), "Content-Type": type },
        body: "alert(1)",
      })
      expect(upload.status, type).toBe(200)
      const res = await storage(`/object/public/public-any/${key}`)
      expect(res.headers.get("content-disposition"), type).toMatch(/^attachment; /)
      expectSandboxed(res)
    }
  })
})

describe("a stored type that is not a plain type/subtype", () => {
  it("is served as an attachment, whatever a browser would make of it", async () => {
    for (const type of ["html", "text/html/x", "text/ html", "<svg>"]) {
      const key = `odd-${encodeURIComponent(type).replaceAll("%", "")}`
      const upload = await storage(`/object/public-any/${key}`, {
        method: "POST",
        headers: { ...asService(), "Content-Type": type },
        body: HTML_PAGE,
      })
      expect(upload.status, type).toBe(200)
      const res = await storage(`/object/public/public-any/${key}`)
      expect(res.status, type).toBe(200)
      expect(res.headers.get("content-disposition"), type).toMatch(/^attachment; /)
      expectSandboxed(res)
    }
  })
})
