/**
 * The media library (20261130000500_media_library.sql) as staff and visitors meet it: supabase-js
 * against the real server, files into the public media bucket (plainly, and resumably over 6 MB),
 * then a row that describes each one.
 */
import crypto from "node:crypto"
import sharp from "sharp"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { SupabaseClient } from "@supabase/supabase-js"
import { staffAccount, type StaffAccount } from "../functions/staff-test-support"
import { startTestServer, type TestServer } from "../testing/harness"

let t: TestServer
let anon: SupabaseClient
let editor: StaffAccount
let recruiter: StaffAccount
let contributor: StaffAccount

beforeAll(async () => {
  t = await startTestServer()
  anon = t.client()
  editor = await staffAccount(t, { role: "editor", displayName: "Edda Editor" })
  recruiter = await staffAccount(t, { role: "recruiter", displayName: "Rita Recruiter" })
  contributor = await staffAccount(t, { role: "contributor", displayName: "Cora Contributor" })
})
afterAll(() => t?.close())

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 20, g: 120, b: 200 } } })
    .png()
    .toBuffer()

const objectPath = (name: string) => `${crypto.randomUUID()}/${name}`

/** Uploads a file as `who` and describes it in the library; the stored row. */
async function addImage(who: StaffAccount, { alt = "A lighthouse on a granite shore" }: { alt?: string | null } = {}) {
  const path = objectPath("lighthouse.png")
  const bytes = await png(640, 480)
  const upload = await who.client.storage.from("media").upload(path, bytes, { contentType: "image/png" })
  expect(upload.error).toBeNull()
  const { data, error } = await who.client
    .from("media")
    .insert({
      object_path: path,
      file_name: "Lighthouse.png",
      mime_type: "image/png",
      size_bytes: bytes.length,
      width: 640,
      height: 480,
      alt_text: alt,
      decorative: alt === null,
    })
    .select()
    .single()
  expect(error).toBeNull()
  return data as { id: string; object_path: string; created_by: string; updated_by: string; focal_x: number }
}

/** A live blog post whose cover is the image, written as the publish function would leave it. */
async function publishPostWith(mediaId: string, title = "Lighthouses of the north") {
  const { rows } = await t.db.query<{ id: string }>(
    `insert into public.documents (collection, path, title, published_data, published_at, version)
     values ('blog_post', $1, $2, $3, now(), 1) returning id`,
    [`/blog/${crypto.randomUUID().slice(0, 8)}`, title, JSON.stringify({ title, cover: mediaId })],
  )
  return rows[0].id
}

describe("adding an image to the library", () => {
  it("stores the file in the public bucket and a row stamped with the editor, which visitors do not see until a page uses it", async () => {
    const image = await addImage(editor)
    expect(image).toMatchObject({ created_by: editor.id, updated_by: editor.id, focal_x: 0.5 })

    const file = await t.fetch(`${t.url}/storage/v1/object/public/media/${image.object_path}`)
    expect(file.status).toBe(200)
    expect(file.headers.get("content-type")).toBe("image/png")

    expect((await anon.from("media").select("id").eq("id", image.id)).data).toEqual([])
    await publishPostWith(image.id)
    expect((await anon.from("media").select("id, alt_text, width, height").eq("id", image.id)).data).toEqual([
      { id: image.id, alt_text: "A lighthouse on a granite shore", width: 640, height: 480 },
    ])
    // Who added it stays with staff.
    expect((await anon.from("media").select("created_by").eq("id", image.id)).error).toMatchObject({ code: "42501" })
  })

  it("serves it resized and re-encoded for a srcset through the render endpoint", async () => {
    const image = await addImage(editor)
    const response = await t.fetch(`${t.url}/storage/v1/render/image/public/media/${image.object_path}?width=320&format=webp`)
    expect(response.status).toBe(200)
    expect(response.headers.get("content-type")).toBe("image/webp")
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata()
    expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({ format: "webp", width: 320, height: 240 })
  })

  it("takes a file over 6 MB resumably (TUS) as the editor", async () => {
    const bytes = await sharp({
      create: { width: 1600, height: 1600, channels: 3, background: "#000", noise: { type: "gaussian", mean: 128, sigma: 60 } },
    })
      .png({ compressionLevel: 0 })
      .toBuffer()
    expect(bytes.length).toBeGreaterThan(6 * 1024 * 1024)
    const path = objectPath("noise.png")
    const token = (await editor.client.auth.getSession()).data.session!.access_token
    const headers = { apikey: t.anonKey, Authorization: `Bearer ${token}`, "Tus-Resumable": "1.0.0" }
    const b64 = (text: string) => Buffer.from(text).toString("base64")
    const created = await t.fetch(`${t.url}/storage/v1/upload/resumable`, {
      method: "POST",
      headers: {
        ...headers,
        "Upload-Length": String(bytes.length),
        "Upload-Metadata": `bucketName ${b64("media")},objectName ${b64(path)},contentType ${b64("image/png")}`,
      },
    })
    expect(created.status).toBe(201)
    const location = created.headers.get("location")!
    const chunk = 6 * 1024 * 1024
    for (let offset = 0; offset < bytes.length; offset += chunk) {
      const sent = await t.fetch(location, {
        method: "PATCH",
        headers: { ...headers, "Upload-Offset": String(offset), "Content-Type": "application/offset+octet-stream" },
        body: new Blob([bytes.subarray(offset, offset + chunk)]),
      })
      expect(sent.status).toBe(204)
    }
    const { error } = await editor.client.from("media").insert({
      object_path: path,
      file_name: "noise.png",
      mime_type: "image/png",
      size_bytes: bytes.length,
      width: 1600,
      height: 1600,
      decorative: true,
    })
    expect(error).toBeNull()
  })

  it("refuses an SVG file (415) and a file that is no image", async () => {
    const svg = await editor.client.storage
      .from("media")
      .upload(objectPath("logo.svg"), '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', {
        contentType: "image/svg+xml",
      })
    expect(svg.error).toMatchObject({ statusCode: "415", message: "mime type image/svg+xml is not supported" })
    const pdf = await editor.client.storage.from("media").upload(objectPath("brief.pdf"), "%PDF-1.7", { contentType: "application/pdf" })
    expect(pdf.error).toMatchObject({ statusCode: "415" })
  })

  it("refuses a row for a file that was never uploaded (23503)", async () => {
    const { error } = await editor.client.from("media").insert({
      object_path: objectPath("missing.png"),
      file_name: "missing.png",
      mime_type: "image/png",
      size_bytes: 10,
      width: 10,
      height: 10,
      alt_text: "Missing",
    })
    expect(error).toMatchObject({ code: "23503", hint: "Upload the file first, then add it to the library." })
  })

  it("refuses a recruiter both the file and the row (403)", async () => {
    const upload = await recruiter.client.storage.from("media").upload(objectPath("a.png"), await png(8, 8), { contentType: "image/png" })
    expect(upload.error).toMatchObject({ statusCode: "403" })
    const image = await addImage(editor)
    const { data } = await recruiter.client.from("media").update({ alt_text: "Changed" }).eq("id", image.id).select("id")
    expect(data).toEqual([])
  })
})

describe("a contributor in the library (20261203000200_review_decisions_and_contributor_media.sql)", () => {
  it("uploads an image, describes it and replaces its file; the row is stamped with the contributor", async () => {
    const image = await addImage(contributor, { alt: "A ferry in the archipelago" })
    expect(image).toMatchObject({ created_by: contributor.id, updated_by: contributor.id })
    const described = await contributor.client
      .from("media")
      .update({ alt_text: "A white ferry between granite islands" })
      .eq("id", image.id)
      .select("alt_text")
    expect({ error: described.error, data: described.data }).toEqual({
      error: null,
      data: [{ alt_text: "A white ferry between granite islands" }],
    })
    const replaced = await contributor.client.storage
      .from("media")
      .update(image.object_path, await png(640, 480), { contentType: "image/png" })
    expect(replaced.error).toBeNull()
  })

  it("picks any image of the library, an editor's too, for a draft", async () => {
    const editors = await addImage(editor)
    const { data, error } = await contributor.client.from("media").select("id, alt_text, created_by").eq("id", editors.id)
    expect({ error, data }).toEqual({
      error: null,
      data: [{ id: editors.id, alt_text: "A lighthouse on a granite shore", created_by: editor.id }],
    })
  })

  it("changes nothing of an image someone else added: not its description (0 rows), not its file (403)", async () => {
    const editors = await addImage(editor)
    const described = await contributor.client.from("media").update({ alt_text: "Mine now" }).eq("id", editors.id).select("id")
    expect({ error: described.error, data: described.data }).toEqual({ error: null, data: [] })
    const replaced = await contributor.client.storage
      .from("media")
      .update(editors.object_path, await png(8, 8), { contentType: "image/png" })
    expect(replaced.error).toMatchObject({ statusCode: "403", message: "new row violates row-level security policy" })
    const { rows } = await t.db.query<{ alt_text: string; size: string }>(
      `select m.alt_text, o.metadata ->> 'size' as size from public.media m
       join storage.objects o on o.bucket_id = 'media' and o.name = m.object_path where m.id = $1`,
      [editors.id],
    )
    expect(rows).toEqual([{ alt_text: "A lighthouse on a granite shore", size: String((await png(640, 480)).length) }])
  })

  it("sees where its image is used: the documents it edits or visitors see, not a recruiter's draft", async () => {
    const image = await addImage(contributor)
    await publishPostWith(image.id, "Ferries of the archipelago")
    await t.db.query(
      `insert into public.documents (collection, path, title, published_data, published_at, version, unpublished_at)
       values ('open_position', $1, 'Ferry captain', $2, now(), 1, now())`,
      [`/careers/${crypto.randomUUID().slice(0, 8)}`, JSON.stringify({ title: "Ferry captain", image: image.id })],
    )
    const asContributor = await contributor.client.rpc("media_usage", { p_media: image.id })
    expect({ error: asContributor.error, titles: (asContributor.data as { title: string }[]).map((row) => row.title) }).toEqual({
      error: null,
      titles: ["Ferries of the archipelago"],
    })
    const asEditor = await editor.client.rpc("media_usage", { p_media: image.id })
    expect((asEditor.data as { title: string }[]).map((row) => row.title)).toEqual(["Ferries of the archipelago", "Ferry captain"])
  })

  it("removes no image, not even its own (0 rows), nor a file (0 objects)", async () => {
    const own = await addImage(contributor)
    const removed = await contributor.client.from("media").delete().eq("id", own.id).select("id")
    expect({ error: removed.error, data: removed.data }).toEqual({ error: null, data: [] })
    const files = await contributor.client.storage.from("media").remove([own.object_path])
    expect({ error: files.error, data: files.data }).toEqual({ error: null, data: [] })
    const { rows } = await t.db.query("select id from public.media where id = $1", [own.id])
    expect(rows).toEqual([{ id: own.id }])
  })
})

describe("the alt text or decorative check", () => {
  const insert = async (change: { alt_text: string | null; decorative: boolean }) => {
    const path = objectPath("check.png")
    expect((await editor.client.storage.from("media").upload(path, await png(4, 4), { contentType: "image/png" })).error).toBeNull()
    return editor.client
      .from("media")
      .insert({ object_path: path, file_name: "check.png", mime_type: "image/png", size_bytes: 60, width: 4, height: 4, ...change })
  }

  it("refuses an image with neither alt text nor the decorative mark (23514)", async () => {
    expect((await insert({ alt_text: null, decorative: false })).error).toMatchObject({
      code: "23514",
      message: expect.stringContaining("media_alt_text_or_decorative"),
    })
  })

  it("refuses alt text on an image marked decorative, and blank alt text", async () => {
    expect((await insert({ alt_text: "A chart", decorative: true })).error).toMatchObject({ code: "23514" })
    expect((await insert({ alt_text: "   ", decorative: false })).error).toMatchObject({
      code: "23514",
      message: expect.stringContaining("media_alt_text_present"),
    })
  })

  it("takes either alone, and an edit that switches between them", async () => {
    expect((await insert({ alt_text: null, decorative: true })).error).toBeNull()
    const image = await addImage(editor)
    const switched = await editor.client.from("media").update({ alt_text: null, decorative: true }).eq("id", image.id).select("decorative")
    expect(switched).toMatchObject({ error: null, data: [{ decorative: true }] })
  })

  it("keeps the focal point inside the image (0 to 1)", async () => {
    const image = await addImage(editor)
    expect((await editor.client.from("media").update({ focal_x: 1.2 }).eq("id", image.id)).error).toMatchObject({ code: "23514" })
    const moved = await editor.client.from("media").update({ focal_x: 0.2, focal_y: 0.75 }).eq("id", image.id).select("focal_x, focal_y")
    expect(moved.data).toEqual([{ focal_x: 0.2, focal_y: 0.75 }])
  })
})

describe("where an image is used, and removing it", () => {
  it("names the documents that use it, and keeps it while they do", async () => {
    const image = await addImage(editor)
    const postId = await publishPostWith(image.id, "Northern lights")
    const usage = await editor.client.rpc("media_usage", { p_media: image.id })
    expect(usage.data).toEqual([expect.objectContaining({ id: postId, title: "Northern lights", live: true })])

    const refused = await editor.client.from("media").delete().eq("id", image.id).select("id")
    expect(refused).toMatchObject({ error: null, data: [] })
    // Not even the service role removes it: 23503 names the post.
    const service = t.client({ key: t.serviceRoleKey })
    const forced = await service.from("media").delete().eq("id", image.id)
    expect(forced.error).toMatchObject({ code: "23503", message: expect.stringContaining('"Northern lights"') })

    await t.db.query("update public.documents set deleted_at = now() where id = $1", [postId])
    const removed = await editor.client.from("media").delete().eq("id", image.id).select("id")
    expect(removed.data).toEqual([{ id: image.id }])
  })

  it("counts a saved draft as a use", async () => {
    const image = await addImage(editor)
    const { rows } = await t.db.query<{ id: string }>(
      `insert into public.documents (collection, path, title) values ('blog_post', $1, 'Draft with an image') returning id`,
      [`/blog/${crypto.randomUUID().slice(0, 8)}`],
    )
    await t.db.query(
      "insert into public.document_drafts (document_id, title, path, data) select id, title, path, $2 from public.documents where id = $1",
      [rows[0].id, JSON.stringify({ body: [{ type: "image", media: image.id }] })],
    )
    const usage = await editor.client.rpc("media_usage", { p_media: image.id })
    expect(usage.data).toEqual([expect.objectContaining({ id: rows[0].id, live: false })])
    // Visitors still do not see it: no live page shows it.
    expect((await anon.from("media").select("id").eq("id", image.id)).data).toEqual([])
  })

  it("refuses the usage list to anyone but website staff (42501)", async () => {
    const image = await addImage(editor)
    expect((await recruiter.client.rpc("media_usage", { p_media: image.id })).error).toMatchObject({ code: "42501" })
    expect((await anon.rpc("media_usage", { p_media: image.id })).error).toMatchObject({ code: "42501" })
  })
})

describe("the audit log", () => {
  it("records adding, describing and removing an image with the editor", async () => {
    const image = await addImage(editor)
    await editor.client.from("media").update({ alt_text: "A lighthouse at dusk" }).eq("id", image.id)
    await editor.client.from("media").delete().eq("id", image.id)
    const { rows } = await t.db.query<{ action: string; actor_id: string; actor_role: string; target_label: string }>(
      "select action, actor_id, actor_role, target_label from public.audit_log where target_type = 'media' and target_id = $1 order by id",
      [image.id],
    )
    expect(rows).toEqual(
      ["insert", "update", "delete"].map((action) => ({
        action,
        actor_id: editor.id,
        actor_role: "editor",
        target_label: "Lighthouse.png",
      })),
    )
  })
})
