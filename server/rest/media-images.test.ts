/**
 * Documents' images from the media library (docs/decisions/0005-media-library.md) as staff and
 * visitors meet them: supabase-js against the real server. A cover names a media row by its id;
 * publish-document refuses an id the library does not have, naming the field; visitors read the row
 * once a live document uses it; replacing the file keeps the row's id, so every document keeps its
 * image (20261130001400_media_replace_file.sql).
 */
import crypto from "node:crypto"
import sharp from "sharp"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { FunctionsHttpError, type SupabaseClient } from "@supabase/supabase-js"
import { staffAccount, type StaffAccount } from "../functions/staff-test-support"
import { startTestServer, type TestServer } from "../testing/harness"

let t: TestServer
let anon: SupabaseClient
let editor: StaffAccount
let recruiter: StaffAccount

beforeAll(async () => {
  t = await startTestServer({ http: true })
  anon = t.client()
  editor = await staffAccount(t, { role: "editor", displayName: "Edda Editor" })
  recruiter = await staffAccount(t, { role: "recruiter", displayName: "Rita Recruiter" })
})
afterAll(() => t?.close())

const image = (width: number, height: number, format: "png" | "webp") => {
  const canvas = sharp({ create: { width, height, channels: 3, background: { r: 20, g: 120, b: 200 } } })
  return (format === "png" ? canvas.png() : canvas.webp()).toBuffer()
}

/** Uploads a file into the media bucket as `who`; its facts as a row takes them. */
async function upload(who: StaffAccount, { width = 640, height = 480, format = "png" as "png" | "webp" } = {}) {
  const bytes = await image(width, height, format)
  const path = `${crypto.randomUUID()}/lighthouse.${format}`
  const mime = `image/${format}`
  const { error } = await who.client.storage.from("media").upload(path, bytes, { contentType: mime })
  expect(error).toBeNull()
  return { object_path: path, file_name: `Lighthouse.${format}`, mime_type: mime, size_bytes: bytes.length, width, height }
}

/** An image in the library, described by the editor. */
async function addImage(alt = "A lighthouse on a granite shore") {
  const file = await upload(editor)
  const { data, error } = await editor.client
    .from("media")
    .insert({ ...file, alt_text: alt })
    .select("id, object_path")
    .single()
  expect(error).toBeNull()
  return data as { id: string; object_path: string }
}

const blogPost = (extra: Record<string, unknown> = {}) => ({
  meta: { title: "Lighthouses of the north", description: "Why the coast's lights still matter." },
  title: "Lighthouses of the north",
  excerpt: "Why the coast's lights still matter.",
  author: "Edda Editor",
  published: "2026-11-30",
  tags: ["Travel"],
  body: [{ type: "paragraph", children: [{ type: "text", text: "Granite, wind and light." }] }],
  ...extra,
})

/** A new blog post, opened by the editor (version 0, draft revision 1). */
async function createPost() {
  const path = `/resources/blog/${crypto.randomUUID().slice(0, 8)}`
  const { data, error } = await editor.client.rpc("create_document", {
    p_collection: "blog_post",
    p_path: path,
    p_title: "Lighthouses of the north",
    p_data: blogPost(),
  })
  expect(error).toBeNull()
  return { id: data as string, path }
}

/** Publishes `data` as the editor through publish-document: its status and body. */
async function publish(doc: { id: string; path: string }, data: unknown) {
  const { data: body, error } = await editor.client.functions.invoke("publish-document", {
    body: { documentId: doc.id, expectedVersion: 0, expectedRevision: 1, title: "Lighthouses of the north", path: doc.path, data },
  })
  if (error instanceof FunctionsHttpError) {
    const response = error.context as Response
    return { status: response.status, body: (await response.json()) as unknown }
  }
  expect(error).toBeNull()
  return { status: 200, body: body as unknown }
}

describe("a document's image field", () => {
  it("refuses to publish a cover that is not in the library: 400 invalid_document naming the field, and nothing is published", async () => {
    const doc = await createPost()
    const outcome = await publish(doc, blogPost({ coverImage: crypto.randomUUID() }))
    expect(outcome).toEqual({
      status: 400,
      body: {
        error: {
          code: "invalid_document",
          field: "coverImage",
          message: "This image is not in the media library. Choose another one.",
        },
      },
    })
    const { rows } = await t.db.query("select version, published_data from public.documents where id = $1", [doc.id])
    expect(rows).toEqual([{ version: 0, published_data: null }])
  })

  it("refuses a cover that is no media id (a bare address) with the schema's message", async () => {
    const doc = await createPost()
    const outcome = await publish(doc, blogPost({ coverImage: "https://example.com/lighthouse.jpg" }))
    expect(outcome).toEqual({
      status: 400,
      body: { error: { code: "invalid_document", field: "coverImage", message: "Choose an image from the media library." } },
    })
  })

  it("publishes a library cover, after which visitors read what drawing it needs (and not before)", async () => {
    const cover = await addImage()
    expect((await anon.from("media").select("id").eq("id", cover.id)).data).toEqual([])

    const doc = await createPost()
    expect(await publish(doc, blogPost({ coverImage: cover.id }))).toEqual({ status: 200, body: { version: 1 } })

    const read = await anon
      .from("media")
      .select("id, object_path, width, height, alt_text, decorative, focal_x, focal_y")
      .eq("id", cover.id)
    expect(read).toMatchObject({
      error: null,
      data: [
        {
          id: cover.id,
          object_path: cover.object_path,
          width: 640,
          height: 480,
          alt_text: "A lighthouse on a granite shore",
          decorative: false,
          focal_x: 0.5,
          focal_y: 0.5,
        },
      ],
    })
  })
})

describe("replacing an image's file", () => {
  it("keeps the row's id, alt text and focal point, so the published post shows the new file; audited as the editor", async () => {
    const cover = await addImage()
    await editor.client.from("media").update({ focal_x: 0.25 }).eq("id", cover.id)
    const doc = await createPost()
    expect((await publish(doc, blogPost({ coverImage: cover.id }))).status).toBe(200)

    const file = await upload(editor, { width: 1200, height: 900, format: "webp" })
    const replaced = await editor.client
      .from("media")
      .update(file)
      .eq("id", cover.id)
      .select("id, object_path, mime_type, width, height, alt_text, focal_x")
    expect(replaced).toMatchObject({
      error: null,
      data: [
        {
          id: cover.id,
          object_path: file.object_path,
          mime_type: "image/webp",
          width: 1200,
          height: 900,
          alt_text: "A lighthouse on a granite shore",
          focal_x: 0.25,
        },
      ],
    })

    // The post still names the same id; visitors now read the new file's facts.
    const post = await anon.from("documents").select("published_data").eq("id", doc.id).single()
    expect((post.data as { published_data: { coverImage: string } }).published_data.coverImage).toBe(cover.id)
    const seen = await anon.from("media").select("object_path, width, height").eq("id", cover.id)
    expect(seen.data).toEqual([{ object_path: file.object_path, width: 1200, height: 900 }])

    const { rows } = await t.db.query<{ action: string; actor_id: string; actor_role: string }>(
      "select action, actor_id, actor_role from public.audit_log where target_type = 'media' and target_id = $1 order by id desc limit 1",
      [cover.id],
    )
    expect(rows).toEqual([{ action: "update", actor_id: editor.id, actor_role: "editor" }])
  })

  it("refuses a new size or type without a new file (22023)", async () => {
    const cover = await addImage()
    const refused = await editor.client.from("media").update({ width: 4000, height: 3000 }).eq("id", cover.id)
    expect(refused.error).toMatchObject({ code: "22023" })
  })

  it("refuses facts storage did not record for the new file (22023), and a file that is not in the bucket (23503)", async () => {
    const cover = await addImage()
    const file = await upload(editor)
    const wrongType = await editor.client
      .from("media")
      .update({ ...file, mime_type: "image/jpeg" })
      .eq("id", cover.id)
    expect(wrongType.error).toMatchObject({ code: "22023" })
    const wrongSize = await editor.client
      .from("media")
      .update({ ...file, size_bytes: file.size_bytes + 1 })
      .eq("id", cover.id)
    expect(wrongSize.error).toMatchObject({ code: "22023" })
    const missing = await editor.client
      .from("media")
      .update({ ...file, object_path: `${crypto.randomUUID()}/never-uploaded.png` })
      .eq("id", cover.id)
    expect(missing.error).toMatchObject({ code: "23503" })
  })

  it("is not for a recruiter: the row is left as it was", async () => {
    const cover = await addImage()
    const file = await upload(editor)
    const refused = await recruiter.client.from("media").update(file).eq("id", cover.id).select("id")
    expect(refused).toMatchObject({ error: null, data: [] })
    const { rows } = await t.db.query("select object_path from public.media where id = $1", [cover.id])
    expect(rows).toEqual([{ object_path: cover.object_path }])
  })
})
