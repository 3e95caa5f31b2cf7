import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { SupabaseClient } from "@supabase/supabase-js"
import { startTestServer, type TestServer } from "../testing/harness"

/** A few bytes that start like a PNG; storage never looks inside. */
const png = (fill = 1, size = 64) => {
  const bytes = new Uint8Array(size).fill(fill)
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
  return bytes
}
const pngBlob = (fill = 1, size = 64) => new Blob([png(fill, size)], { type: "image/png" })

/** What storage answers to POST /bucket/{id}/empty: the deletion is queued on hosted. */
const QUEUED = "Empty bucket has been queued. Completion may take up to an hour."

function expectStorageError(error: unknown, statusCode: string, message: string | RegExp) {
  expect(error).toBeTruthy()
  const e = error as { status: number; statusCode: string; message: string }
  expect(e.statusCode).toBe(statusCode)
  if (typeof message === "string") expect(e.message).toBe(message)
  else expect(e.message).toMatch(message)
  expect(e.status).toBe(Number(statusCode) >= 500 ? 500 : 400)
}

describe.each([
  { transport: "in-process", http: false },
  { transport: "HTTP", http: true },
])("storage through supabase-js ($transport)", ({ http }) => {
  let t: TestServer
  let service: SupabaseClient
  let anon: SupabaseClient
  let editor: SupabaseClient
  let admin: SupabaseClient
  let member: SupabaseClient
  const storageUrl = () => `${t.url}/storage/v1`

  beforeAll(async () => {
    t = await startTestServer({ http })
    service = t.client({ key: t.serviceRoleKey })
    anon = t.client()
    editor = t.client({ accessToken: await t.userToken({ staffRole: "editor" }) })
    admin = t.client({ accessToken: await t.userToken({ staffRole: "admin" }) })
    member = t.client({ accessToken: await t.userToken() })
  })
  afterAll(async () => {
    await t?.close()
  })

  /** Raw requests with the apikey supabase-js sends, in-process or over the socket like the clients (get() sends none). */
  const raw = (path: string, init: RequestInit = {}) => {
    const keyed = { ...init, headers: { apikey: t.anonKey, ...(init.headers as Record<string, string>) } }
    return http ? fetch(`${storageUrl()}${path}`, keyed) : t.fetch(`${storageUrl()}${path}`, keyed)
  }
  const get = (url: string, init?: RequestInit) => (http ? fetch(url, init) : t.fetch(url, init))

  describe("buckets", () => {
    it("lists the buckets the migrations create, with their limits, for the service role", async () => {
      const { data, error } = await service.storage.listBuckets()
      expect(error).toBeNull()
      const byId = Object.fromEntries(data!.map((b) => [b.id, b]))
      expect(byId["site-assets"]).toMatchObject({ name: "site-assets", public: true, file_size_limit: 5242880 })
      expect(byId["site-assets"].allowed_mime_types).toContain("image/png")
      expect(byId.uploads).toMatchObject({ public: false })
      expect(byId.uploads.allowed_mime_types).toContain("application/pdf")
    })

    it("creates, reads, updates, empties and deletes a bucket with the service role", async () => {
      expect(await service.storage.createBucket("scratch", { public: false, fileSizeLimit: "1MB", allowedMimeTypes: ["text/*"] })).toEqual({
        data: { name: "scratch" },
        error: null,
      })
      const { data: bucket } = await service.storage.getBucket("scratch")
      expect(bucket).toMatchObject({
        id: "scratch",
        name: "scratch",
        public: false,
        file_size_limit: 1_000_000,
        allowed_mime_types: ["text/*"],
      })

      expect((await service.storage.updateBucket("scratch", { public: true, fileSizeLimit: 2048 })).data).toEqual({
        message: "Successfully updated",
      })
      expect((await service.storage.getBucket("scratch")).data).toMatchObject({
        public: true,
        file_size_limit: 2048,
        allowed_mime_types: ["text/*"],
      })

      await service.storage.from("scratch").upload("a.txt", "hello")
      const blocked = await service.storage.deleteBucket("scratch")
      expectStorageError(blocked.error, "409", "The bucket you tried to delete is not empty")

      expect(await service.storage.emptyBucket("scratch")).toEqual({ data: { message: QUEUED }, error: null })
      expect((await service.storage.from("scratch").list()).data).toEqual([])
      expect((await service.storage.deleteBucket("scratch")).data).toEqual({ message: "Successfully deleted" })
      expectStorageError((await service.storage.getBucket("scratch")).error, "404", "Bucket not found")
    })

    it("answers a duplicate bucket with 409 and a bad name with 400", async () => {
      expectStorageError((await service.storage.createBucket("uploads")).error, "409", "The resource already exists")
      expectStorageError((await service.storage.createBucket("..")).error, "400", /Bucket name invalid/)
      expectStorageError(
        (await service.storage.createBucket("ok-name", { public: false, allowedMimeTypes: ["not a type"] })).error,
        "400",
        /allowed_mime_types/,
      )
    })

    it("lets RLS on storage.buckets decide: anon can neither create nor see buckets", async () => {
      expectStorageError((await anon.storage.createBucket("mine")).error, "403", "new row violates row-level security policy")
      expect((await anon.storage.listBuckets()).data).toEqual([])
      expectStorageError((await anon.storage.getBucket("uploads")).error, "404", "Bucket not found")
    })
  })

  describe("site-assets: public images that staff manage", () => {
    it("lets an editor upload an image as a Blob (multipart) and as bytes (raw body)", async () => {
      const blob = await editor.storage.from("site-assets").upload("logos/header.png", pngBlob(1))
      expect(blob.error).toBeNull()
      expect(blob.data).toMatchObject({ path: "logos/header.png", fullPath: "site-assets/logos/header.png" })
      expect(blob.data!.id).toMatch(/^[0-9a-f-]{36}$/)

      const bytes = await admin.storage.from("site-assets").upload("logos/footer.png", png(2), { contentType: "image/png" })
      expect(bytes.error).toBeNull()
    })

    it("lets anyone read them, through download() and the public URL", async () => {
      await editor.storage.from("site-assets").upload("read/me.png", pngBlob(3))
      const { data, error } = await anon.storage.from("site-assets").download("read/me.png")
      expect(error).toBeNull()
      expect(new Uint8Array(await data!.arrayBuffer())).toEqual(png(3))

      const { publicUrl } = anon.storage.from("site-assets").getPublicUrl("read/me.png").data
      expect(publicUrl).toBe(`${storageUrl()}/object/public/site-assets/read/me.png`)
      const res = await get(publicUrl)
      expect(res.status).toBe(200)
      expect(res.headers.get("content-type")).toBe("image/png")
      expect(new Uint8Array(await res.arrayBuffer())).toEqual(png(3))
    })

    it("refuses uploads from anon and from signed-in users who are not staff", async () => {
      for (const client of [anon, member]) {
        const { error } = await client.storage.from("site-assets").upload("evil.png", pngBlob())
        expectStorageError(error, "403", "new row violates row-level security policy")
      }
      expect((await service.storage.from("site-assets").exists("evil.png")).data).toBe(false)
    })

    it("refuses a file that is not an image with storage's invalid_mime_type error", async () => {
      const { error } = await editor.storage.from("site-assets").upload("notes.txt", "plain text")
      expectStorageError(error, "415", "mime type text/plain;charset=UTF-8 is not supported")
      const html = await editor.storage.from("site-assets").upload("page.png", new Blob(["<p>"], { type: "text/html" }))
      expectStorageError(html.error, "415", "mime type text/html is not supported")
    })

    it("refuses a file over the bucket's 5 MB limit", async () => {
      const big = new Uint8Array(5 * 1024 * 1024 + 1)
      const raw = await editor.storage.from("site-assets").upload("big.png", big, { contentType: "image/png" })
      expectStorageError(raw.error, "413", "The object exceeded the maximum allowed size")
      const multipart = await editor.storage.from("site-assets").upload("big.png", new Blob([big], { type: "image/png" }))
      expectStorageError(multipart.error, "413", "The object exceeded the maximum allowed size")
      expect((await service.storage.from("site-assets").exists("big.png")).data).toBe(false)
    })

    it("does not overwrite without upsert (409), and replaces with upsert or update()", async () => {
      const bucket = editor.storage.from("site-assets")
      expect((await bucket.upload("swap.png", pngBlob(4))).error).toBeNull()
      expectStorageError((await bucket.upload("swap.png", pngBlob(5))).error, "409", "The resource already exists")

      expect((await bucket.upload("swap.png", pngBlob(6), { upsert: true })).error).toBeNull()
      expect(new Uint8Array(await (await bucket.download("swap.png")).data!.arrayBuffer())).toEqual(png(6))

      expect((await bucket.update("swap.png", pngBlob(7))).error).toBeNull()
      expect(new Uint8Array(await (await bucket.download("swap.png")).data!.arrayBuffer())).toEqual(png(7))
    })
  })

  describe("uploads: anyone may upload, only staff read", () => {
    it("accepts anon uploads of the types the lead forms send", async () => {
      const { error } = await anon.storage.from("uploads").upload("forms/cv.pdf", new Blob(["%PDF-1.7"], { type: "application/pdf" }))
      expect(error).toBeNull()
    })

    it("hides them from anon and from non-staff users", async () => {
      await anon.storage.from("uploads").upload("forms/hidden.txt", "secret")
      for (const client of [anon, member]) {
        expectStorageError((await client.storage.from("uploads").download("forms/hidden.txt")).error, "404", "Object not found")
        expect((await client.storage.from("uploads").list("forms")).data).toEqual([])
        expectStorageError((await client.storage.from("uploads").createSignedUrl("forms/hidden.txt", 60)).error, "404", "Object not found")
        expect((await client.storage.from("uploads").remove(["forms/hidden.txt"])).data).toEqual([])
      }
      const publicRoute = await get(`${storageUrl()}/object/public/uploads/forms/hidden.txt`)
      expect(publicRoute.status).toBe(400)
      expect(await publicRoute.json()).toMatchObject({ statusCode: "404", error: "Bucket not found", message: "Bucket not found" })
    })

    it("lets admins read and list a file no lead has claimed, and hides it from editors", async () => {
      await anon.storage.from("uploads").upload("forms/letter.txt", "dear staff")
      const { data } = await admin.storage.from("uploads").download("forms/letter.txt")
      expect(await data!.text()).toBe("dear staff")
      expect((await admin.storage.from("uploads").list("forms")).data!.map((f) => f.name)).toContain("letter.txt")
      // Editors read a visitor's file only through a lead of a type they work (the RLS matrix's lead_files rows).
      expectStorageError((await editor.storage.from("uploads").download("forms/letter.txt")).error, "404", "Object not found")
      expect((await editor.storage.from("uploads").list("forms")).data!.map((f) => f.name)).not.toContain("letter.txt")
    })
  })

  describe("who an object is recorded as uploaded by", () => {
    const recorded = async (bucket: string, name: string) =>
      (
        await t.db.query<{ owner: string | null; owner_id: string | null }>(
          "select owner, owner_id from storage.objects where bucket_id = $1 and name = $2",
          [bucket, name],
        )
      ).rows[0]
    const uploadAs = async (accessToken: string | undefined, name: string) => {
      const client = accessToken ? t.client({ accessToken }) : anon
      expect((await client.storage.from("uploads").upload(name, "owned")).error).toBeNull()
      return recorded("uploads", name)
    }

    it("is the signed-in user (owner and owner_id), a sub that is not a UUID in owner_id alone, and nobody for anon", async () => {
      const id = crypto.randomUUID()
      expect(await uploadAs(await t.userToken({ sub: id }), "owners/user.txt")).toEqual({ owner: id, owner_id: id })
      for (const sub of ["partner-42", `${id}-eu`, `eu-${id}`]) {
        const token = await t.signJwt({ role: "authenticated", sub })
        expect(await uploadAs(token, `owners/${sub}.txt`)).toEqual({ owner: null, owner_id: sub })
      }
      expect(await uploadAs(await t.signJwt({ role: "authenticated", sub: "" }), "owners/empty-sub.txt")).toEqual({
        owner: null,
        owner_id: null,
      })
      expect(await uploadAs(await t.signJwt({ role: "authenticated", sub: 42 as unknown as string }), "owners/number-sub.txt")).toEqual({
        owner: null,
        owner_id: null,
      })
      expect(await uploadAs(undefined, "owners/anon.txt")).toEqual({ owner: null, owner_id: null })
    })

    it("is the user who asked for a signed upload URL, not whoever uploads through it", async () => {
      const id = crypto.randomUUID()
      const staff = t.client({ accessToken: await t.userToken({ sub: id, staffRole: "editor" }) })
      const { data } = await staff.storage.from("site-assets").createSignedUploadUrl("owners/signed.png")
      expect((await anon.storage.from("site-assets").uploadToSignedUrl("owners/signed.png", data!.token, pngBlob(7))).error).toBeNull()
      expect(await recorded("site-assets", "owners/signed.png")).toEqual({ owner: id, owner_id: id })
    })
  })

  describe("downloads", () => {
    beforeAll(async () => {
      await editor.storage.from("site-assets").upload("dl/photo.png", pngBlob(9, 100), { cacheControl: "60" })
      await editor.storage.from("site-assets").upload("dl/default.png", pngBlob(9, 10))
    })

    it("sends the stored Content-Type, Cache-Control, ETag and Last-Modified", async () => {
      const res = await raw("/object/public/site-assets/dl/photo.png")
      expect(res.status).toBe(200)
      expect(res.headers.get("content-type")).toBe("image/png")
      expect(res.headers.get("content-length")).toBe("100")
      expect(res.headers.get("cache-control")).toBe("max-age=60")
      expect(res.headers.get("etag")).toMatch(/^"[0-9a-f]{32}"$/)
      expect(new Date(res.headers.get("last-modified")!).getTime()).not.toBeNaN()
      await res.arrayBuffer()
      const defaults = await raw("/object/public/site-assets/dl/default.png")
      expect(defaults.headers.get("cache-control")).toBe("max-age=3600")
      await defaults.arrayBuffer()
    })

    it("answers 304 to a matching If-None-Match", async () => {
      const first = await raw("/object/public/site-assets/dl/photo.png")
      const etag = first.headers.get("etag")!
      await first.arrayBuffer()
      const again = await raw("/object/public/site-assets/dl/photo.png", { headers: { "If-None-Match": etag } })
      expect(again.status).toBe(304)
      expect(again.headers.get("etag")).toBe(etag)
    })

    it("serves byte ranges with 206 and refuses unsatisfiable ones with 416", async () => {
      const part = await raw("/object/public/site-assets/dl/photo.png", { headers: { Range: "bytes=0-7" } })
      expect(part.status).toBe(206)
      expect(part.headers.get("content-range")).toBe("bytes 0-7/100")
      expect(new Uint8Array(await part.arrayBuffer())).toEqual(png(9).slice(0, 8))
      const none = await raw("/object/public/site-assets/dl/photo.png", { headers: { Range: "bytes=500-" } })
      expect(none.status).toBe(416)
      expect(await none.json()).toMatchObject({ statusCode: "416", error: "InvalidRange" })
    })

    it("adds Content-Disposition for ?download, with the given name or the file's", async () => {
      const own = anon.storage.from("site-assets").getPublicUrl("dl/photo.png", { download: true }).data.publicUrl
      const ownRes = await get(own)
      expect(ownRes.headers.get("content-disposition")).toMatch(/^attachment; filename="photo.png"/)
      await ownRes.arrayBuffer()
      const named = anon.storage.from("site-assets").getPublicUrl("dl/photo.png", { download: "Logo 2026.png" }).data.publicUrl
      const namedRes = await get(named)
      expect(namedRes.headers.get("content-disposition")).toContain(`filename*=UTF-8''Logo%202026.png`)
      await namedRes.arrayBuffer()
    })

    it("reports existence and info", async () => {
      expect(await anon.storage.from("site-assets").exists("dl/photo.png")).toEqual({ data: true, error: null })
      expect((await anon.storage.from("site-assets").exists("dl/nothing.png")).data).toBe(false)
      const { data, error } = await anon.storage.from("site-assets").info("dl/photo.png")
      expect(error).toBeNull()
      expect(data).toMatchObject({
        name: "dl/photo.png",
        bucketId: "site-assets",
        size: 100,
        contentType: "image/png",
        cacheControl: "max-age=60",
      })
      expect(data!.etag).toMatch(/^"[0-9a-f]{32}"$/)
    })

    it("answers a missing object with storage's not_found shape", async () => {
      const res = await raw("/object/public/site-assets/dl/missing.png")
      expect(res.status).toBe(400)
      expect(await res.json()).toEqual({ statusCode: "404", code: "NoSuchKey", error: "not_found", message: "Object not found" })
    })
  })

  describe("list", () => {
    beforeAll(async () => {
      const bucket = service.storage.from("uploads")
      for (const key of ["lst/b.txt", "lst/a.txt", "lst/C.txt", "lst/sub/x.txt", "lst/sub/deeper/y.txt", "lst/zsub/z.txt", "lst/a_b.txt"]) {
        await bucket.upload(key, key)
      }
    })

    it("defaults to limit 100, offset 0, folders first and names ascending", async () => {
      const { data, error } = await admin.storage.from("uploads").list("lst")
      expect(error).toBeNull()
      expect(data!.map((f) => f.name)).toEqual(["sub", "zsub", "C.txt", "a.txt", "a_b.txt", "b.txt"])
      expect(data![0]).toEqual({ name: "sub", id: null, updated_at: null, created_at: null, last_accessed_at: null, metadata: null })
      expect(data![2].id).toMatch(/^[0-9a-f-]{36}$/)
      expect(data![2].metadata).toMatchObject({ size: 9, mimetype: "text/plain;charset=UTF-8" })
    })

    it("pages with limit and offset over folders and files together", async () => {
      const page = await admin.storage.from("uploads").list("lst", { limit: 2, offset: 1 })
      expect(page.data!.map((f) => f.name)).toEqual(["zsub", "C.txt"])
    })

    it("sorts descending and searches by a case-insensitive prefix of the name", async () => {
      const desc = await admin.storage.from("uploads").list("lst", { sortBy: { column: "name", order: "desc" } })
      expect(desc.data!.map((f) => f.name)).toEqual(["zsub", "sub", "b.txt", "a_b.txt", "a.txt", "C.txt"])
      const search = await admin.storage.from("uploads").list("lst", { search: "A_" })
      expect(search.data!.map((f) => f.name)).toEqual(["a_b.txt"])
    })

    it("lists the bucket root and nested folders", async () => {
      expect((await admin.storage.from("uploads").list()).data!.map((f) => f.name)).toContain("lst")
      expect((await admin.storage.from("uploads").list("lst/sub/")).data!.map((f) => f.name)).toEqual(["deeper", "x.txt"])
    })

    it("rejects an unknown sort column", async () => {
      const { error } = await admin.storage.from("uploads").list("lst", { sortBy: { column: "size" as never, order: "asc" } })
      expectStorageError(error, "400", /sortBy.column/)
    })
  })

  describe("listV2: a cursor over keys in byte order", () => {
    beforeAll(async () => {
      const bucket = service.storage.from("uploads")
      for (const key of ["b.txt", "a.txt", "C.txt", "sub/x.txt", "sub/deeper/y.txt", "zsub/z.txt", "a_b.txt"])
        await bucket.upload(`lv2/${key}`, key)
    })

    it("folds keys below the next slash into folders: the full path with a slash as name, the segment without one as key", async () => {
      const { data, error } = await admin.storage.from("uploads").listV2({ prefix: "lv2/", with_delimiter: true })
      expect(error).toBeNull()
      expect(data!.hasNext).toBe(false)
      // Storage's search_v2 answers `split_part(name, '/', levels) AS key`; listObjectsV2 adds the delimiter to a folder's name.
      const folder = { id: null, updated_at: null, created_at: null, last_accessed_at: null, metadata: null }
      expect(data!.folders).toEqual([
        { ...folder, key: "sub", name: "lv2/sub/" },
        { ...folder, key: "zsub", name: "lv2/zsub/" },
      ])
      expect(data!.objects.map((o) => [o.key, o.name])).toEqual([
        ["C.txt", "lv2/C.txt"],
        ["a.txt", "lv2/a.txt"],
        ["a_b.txt", "lv2/a_b.txt"],
        ["b.txt", "lv2/b.txt"],
      ])
      const root = await admin.storage.from("uploads").listV2({ prefix: "lv", with_delimiter: true })
      expect(root.data!.folders.map((f) => [f.key, f.name])).toEqual([["lv2", "lv2/"]])
      expect(Object.keys(data!.objects[0]).sort()).toEqual([
        "created_at",
        "id",
        "key",
        "last_accessed_at",
        "metadata",
        "name",
        "updated_at",
      ])
      expect(data!.objects[0].metadata).toMatchObject({ size: "C.txt".length })
    })

    it("lists every key under the prefix without the delimiter, page by page through nextCursor", async () => {
      const seen: string[] = []
      let cursor: string | undefined
      for (let pages = 0; pages < 10; pages++) {
        const { data, error } = await admin.storage.from("uploads").listV2({ prefix: "lv2/", limit: 3, cursor })
        expect(error).toBeNull()
        // Without the delimiter storage reads the rows themselves: no key.
        expect(data!.objects.every((o) => !("key" in o))).toBe(true)
        seen.push(...data!.objects.map((o) => o.name))
        if (!data!.hasNext) break
        cursor = data!.nextCursor
        expect(cursor).toEqual(expect.any(String))
      }
      expect(seen).toEqual([
        "lv2/C.txt",
        "lv2/a.txt",
        "lv2/a_b.txt",
        "lv2/b.txt",
        "lv2/sub/deeper/y.txt",
        "lv2/sub/x.txt",
        "lv2/zsub/z.txt",
      ])
    })

    it("sorts descending, and shows a caller only what its SELECT policies let it see", async () => {
      const desc = await admin.storage
        .from("uploads")
        .listV2({ prefix: "lv2/", with_delimiter: true, sortBy: { column: "name", order: "desc" } })
      expect([...desc.data!.folders.map((f) => f.name), ...desc.data!.objects.map((o) => o.name)]).toEqual([
        "lv2/zsub/",
        "lv2/sub/",
        "lv2/b.txt",
        "lv2/a_b.txt",
        "lv2/a.txt",
        "lv2/C.txt",
      ])
      expect(await anon.storage.from("uploads").listV2({ prefix: "lv2/" })).toMatchObject({
        data: { hasNext: false, folders: [], objects: [] },
      })
    })

    it("refuses a cursor it did not issue", async () => {
      const { error } = await admin.storage.from("uploads").listV2({ prefix: "lv2/", cursor: Buffer.from("nonsense").toString("base64") })
      expectStorageError(error, "400", /continuation token/)
    })
  })

  describe("remove, move and copy", () => {
    it("removes exact keys and returns the removed rows; unknown keys are left out", async () => {
      const bucket = editor.storage.from("site-assets")
      await bucket.upload("rm/one.png", pngBlob())
      await bucket.upload("rm/two.png", pngBlob())
      const { data, error } = await bucket.remove(["rm/one.png", "rm/two.png", "rm/none.png", "rm"])
      expect(error).toBeNull()
      expect(data!.map((o) => o.name).sort()).toEqual(["rm/one.png", "rm/two.png"])
      expect((await bucket.exists("rm/one.png")).data).toBe(false)
    })

    it("keeps anon from removing public assets", async () => {
      await editor.storage.from("site-assets").upload("rm/keep.png", pngBlob())
      expect((await anon.storage.from("site-assets").remove(["rm/keep.png"])).data).toEqual([])
      expect((await anon.storage.from("site-assets").exists("rm/keep.png")).data).toBe(true)
    })

    it("moves an object within a bucket and across buckets", async () => {
      const bucket = editor.storage.from("site-assets")
      await bucket.upload("mv/from.png", pngBlob(11))
      expect((await bucket.move("mv/from.png", "mv/to.png")).data).toMatchObject({ message: "Successfully moved" })
      expect((await bucket.exists("mv/from.png")).data).toBe(false)
      expect(new Uint8Array(await (await bucket.download("mv/to.png")).data!.arrayBuffer())).toEqual(png(11))

      const across = await service.storage.from("site-assets").move("mv/to.png", "moved/to.png", { destinationBucket: "uploads" })
      expect(across.error).toBeNull()
      expect(new Uint8Array(await (await admin.storage.from("uploads").download("moved/to.png")).data!.arrayBuffer())).toEqual(png(11))
    })

    it("refuses to move over an existing object or from a missing one", async () => {
      const bucket = editor.storage.from("site-assets")
      await bucket.upload("mv/x.png", pngBlob())
      await bucket.upload("mv/y.png", pngBlob())
      expectStorageError((await bucket.move("mv/x.png", "mv/y.png")).error, "409", "The resource already exists")
      expectStorageError((await bucket.move("mv/nope.png", "mv/z.png")).error, "404", "Object not found")
    })

    it("copies an object, keeping the source", async () => {
      const bucket = editor.storage.from("site-assets")
      await bucket.upload("cp/src.png", pngBlob(12), { metadata: { alt: "Logo" } })
      expect((await bucket.copy("cp/src.png", "cp/dst.png")).data).toEqual({ path: "site-assets/cp/dst.png" })
      expect(new Uint8Array(await (await bucket.download("cp/dst.png")).data!.arrayBuffer())).toEqual(png(12))
      expect((await bucket.exists("cp/src.png")).data).toBe(true)
      expect((await bucket.info("cp/dst.png")).data!.metadata).toEqual({ alt: "Logo" })
    })

    it("keeps anon from moving or copying public assets", async () => {
      await editor.storage.from("site-assets").upload("cp/guarded.png", pngBlob())
      expectStorageError((await anon.storage.from("site-assets").move("cp/guarded.png", "cp/stolen.png")).error, "404", "Object not found")
      expectStorageError(
        (await anon.storage.from("site-assets").copy("cp/guarded.png", "cp/stolen.png")).error,
        "403",
        "new row violates row-level security policy",
      )
    })
  })

  describe("signed URLs", () => {
    beforeAll(async () => {
      await anon.storage.from("uploads").upload("signed/doc.txt", "signed content")
    })

    it("lets staff hand out a download URL that works without a session", async () => {
      const { data, error } = await admin.storage.from("uploads").createSignedUrl("signed/doc.txt", 60)
      expect(error).toBeNull()
      expect(data!.signedUrl).toMatch(new RegExp(`^${storageUrl()}/object/sign/uploads/signed/doc.txt\\?token=`))
      const res = await get(data!.signedUrl)
      expect(res.status).toBe(200)
      expect(await res.text()).toBe("signed content")
    })

    it("signs several paths at once, reporting the missing ones", async () => {
      const { data } = await admin.storage.from("uploads").createSignedUrls(["signed/doc.txt", "signed/none.txt"], 60, { download: true })
      expect(data![0]).toMatchObject({ path: "signed/doc.txt", error: null })
      expect(data![0].signedUrl).toContain("&download=")
      expect(data![1]).toEqual({
        path: "signed/none.txt",
        error: "Either the object does not exist or you do not have access to it",
        signedURL: null,
        signedUrl: null,
      })
      const res = await get(data![0].signedUrl!)
      expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="doc.txt"/)
      await res.arrayBuffer()
    })

    it("refuses a token for another object, a forged token and an expired token", async () => {
      const { data } = await admin.storage.from("uploads").createSignedUrl("signed/doc.txt", 60)
      const token = new URL(data!.signedUrl).searchParams.get("token")!
      await anon.storage.from("uploads").upload("signed/other.txt", "other")
      const other = await raw(`/object/sign/uploads/signed/other.txt?token=${token}`)
      expect(await other.json()).toMatchObject({ statusCode: "400", error: "InvalidSignature" })

      const forged = await raw(`/object/sign/uploads/signed/doc.txt?token=${await t.signJwt({ role: "anon" }, 60)}`)
      expect(await forged.json()).toMatchObject({ statusCode: "400", error: "InvalidSignature" })

      const expiredToken = await t.signJwt({ url: "uploads/signed/doc.txt", scope: "download", exp: Math.floor(Date.now() / 1000) - 10 })
      const expired = await raw(`/object/sign/uploads/signed/doc.txt?token=${expiredToken}`)
      expect(expired.status).toBe(400)
      expect(await expired.json()).toMatchObject({ statusCode: "400", error: "ExpiredToken", message: "The provided token has expired." })
    })

    it("lets staff create a signed upload URL that anyone can then upload through", async () => {
      const { data, error } = await editor.storage.from("site-assets").createSignedUploadUrl("signed/up.png")
      expect(error).toBeNull()
      const uploaded = await anon.storage.from("site-assets").uploadToSignedUrl("signed/up.png", data!.token, pngBlob(13))
      expect(uploaded.error).toBeNull()
      expect(uploaded.data).toMatchObject({ path: "signed/up.png", fullPath: "site-assets/signed/up.png" })
      expect(new Uint8Array(await (await anon.storage.from("site-assets").download("signed/up.png")).data!.arrayBuffer())).toEqual(png(13))
      // The bucket's MIME rule still applies to signed uploads.
      const { data: again } = await editor.storage.from("site-assets").createSignedUploadUrl("signed/up.txt")
      expectStorageError(
        (await anon.storage.from("site-assets").uploadToSignedUrl("signed/up.txt", again!.token, "text")).error,
        "415",
        /not supported/,
      )
    })

    it("does not give anon a signed upload URL for site-assets", async () => {
      expectStorageError(
        (await anon.storage.from("site-assets").createSignedUploadUrl("signed/nope.png")).error,
        "403",
        "new row violates row-level security policy",
      )
    })
  })

  describe("path tricks in keys", () => {
    const uploadAsService = (path: string) =>
      raw(path, { method: "POST", headers: { Authorization: `Bearer ${t.serviceRoleKey}`, "Content-Type": "text/plain" }, body: "x" })

    it.each([
      ["encoded parent segments", "/object/uploads/..%2F..%2F..%2Fetc%2Fpasswd"],
      ["double-encoded parent segments", "/object/uploads/%252e%252e/%252e%252e/x"],
      ["an encoded backslash", "/object/uploads/..%5C..%5Cx"],
      ["an encoded absolute path", "/object/uploads/%2Fetc%2Fpasswd"],
      ["a malformed escape", "/object/uploads/%E0%A4%A"],
      ["an overlong key", `/object/uploads/${"a/".repeat(600)}x`],
      ["an empty key", "/object/uploads/"],
    ])("answers 400 InvalidKey for %s and writes nothing", async (_, path) => {
      const res = await uploadAsService(path)
      expect(res.status).toBe(400)
      const body = await res.json()
      expect(body).toMatchObject({ statusCode: "400", error: "Invalid Input" })
      expect(body.message).toMatch(/^Invalid key/)
    })

    it("answers 400 for an encoded NUL anywhere in the URL before reading the key, and writes nothing", async () => {
      const res = await uploadAsService("/object/uploads/a%00b")
      expect(res.status).toBe(400)
      expect(await res.json()).toMatchObject({
        statusCode: "400",
        error: "Invalid Input",
        message: "The request URL contains a NUL character",
      })
      expect((await service.storage.from("uploads").list()).data!.map((f) => f.name)).not.toContain("a\u0000b")
    })

    it("refuses tricks in downloads, signed URLs and bucket names too", async () => {
      for (const path of [
        "/object/public/site-assets/..%2F..%2Fjwt-secret",
        "/object/sign/uploads/%2e%2e%2Fx?token=t",
        "/object/public/..%2F..%2F/x",
        "/object/info/uploads/a%5Cb",
      ]) {
        const res = await raw(path)
        expect(res.status, path).toBe(400)
        expect((await res.json()).error, path).toBe("Invalid Input")
      }
    })

    it("refuses tricks in move, copy and list bodies", async () => {
      const { error } = await service.storage.from("uploads").move("signed/doc.txt", "../../escaped.txt")
      expectStorageError(error, "400", /Invalid key/)
      const copy = await service.storage.from("uploads").copy("signed/doc.txt", "a\\b")
      expectStorageError(copy.error, "400", /Invalid key/)
    })
  })

  describe("answers as Supabase Storage does", () => {
    const accessDenied = (message: string) => ({ statusCode: "403", code: "AccessDenied", error: "Unauthorized", message })

    it("answers a request without a token where storage needs one with its JWT error, never as anon", async () => {
      for (const [path, init] of [
        ["/bucket", {}],
        ["/object/list/site-assets", { method: "POST", headers: { "Content-Type": "application/json" }, body: "{}" }],
        ["/object/uploads/forms/no-token.txt", { method: "POST", headers: { "Content-Type": "text/plain" }, body: "x" }],
        ["/object/authenticated/site-assets/dl/photo.png", {}],
        ["/bucket", { headers: { Authorization: "Basic dXNlcjpwYXNz" } }],
      ] as [string, RequestInit][]) {
        const res = await raw(path, init)
        expect([path, res.status, await res.json()]).toEqual([path, 400, accessDenied("Invalid Compact JWS")])
      }
      const forged = await raw("/bucket", { headers: { Authorization: `Bearer ${await t.signJwt({ role: "service_role" }, 60)}x` } })
      expect(await forged.json()).toEqual(accessDenied("signature verification failed"))
    })

    it("serves GET /object/{bucket}/… and its info without a token only from a public bucket, as storage's allowInvalidJwt routes", async () => {
      await service.storage.from("site-assets").upload("jwt/open.png", pngBlob(3), { upsert: true })
      await service.storage.from("uploads").upload("jwt/closed.txt", "secret", { upsert: true })
      expect((await raw("/object/site-assets/jwt/open.png")).status).toBe(200)
      expect((await raw("/object/site-assets/jwt/open.png", { headers: { Authorization: "Bearer not.a.jwt" } })).status).toBe(200)
      expect(await (await raw("/object/info/site-assets/jwt/open.png")).json()).toMatchObject({ name: "jwt/open.png", size: 64 })
      const closed = await raw("/object/uploads/jwt/closed.txt")
      expect([closed.status, await closed.json()]).toEqual([
        400,
        { statusCode: "404", code: "NoSuchBucket", error: "Bucket not found", message: "Bucket not found" },
      ])
      const staff = await admin.storage.from("uploads").download("jwt/closed.txt")
      expect(await staff.data?.text()).toBe("secret")
    })

    it("gives buckets exactly storage's fields: getBucket's columns, and the type in listBuckets", async () => {
      const fields = ["allowed_mime_types", "created_at", "file_size_limit", "id", "name", "owner", "public", "updated_at"]
      const { data: one } = await service.storage.getBucket("site-assets")
      expect(Object.keys(one!).sort()).toEqual(fields)
      const { data: all } = await service.storage.listBuckets()
      for (const bucket of all!) expect(Object.keys(bucket).sort()).toEqual([...fields, "type"].sort())
      expect(all!.find((b) => b.id === "uploads")).toMatchObject({ type: "STANDARD", owner: "" })
    })

    it("empties a bucket as storage: NoSuchBucket when the caller cannot see it, AccessDenied naming what it may not delete", async () => {
      expectStorageError((await member.storage.emptyBucket("uploads")).error, "404", "Bucket not found")
      expectStorageError((await service.storage.emptyBucket("no-such-bucket")).error, "404", "Bucket not found")

      await service.storage.createBucket("read-only", { public: false })
      await service.storage.from("read-only").upload("kept.txt", "stays")
      await t.db.exec(`
        create policy "read-only bucket visible" on storage.buckets for select to authenticated using (id = 'read-only');
        create policy "read-only objects visible" on storage.objects for select to authenticated using (bucket_id = 'read-only');`)
      const refused = await member.storage.emptyBucket("read-only")
      expectStorageError(refused.error, "403", "Cannot delete: kept.txt, you may have SELECT but not DELETE permissions")
      expect((await service.storage.from("read-only").list()).data!.map((f) => f.name)).toEqual(["kept.txt"])

      expect(await service.storage.emptyBucket("read-only")).toEqual({ data: { message: QUEUED }, error: null })
      expect((await service.storage.from("read-only").list()).data).toEqual([])
    })

    it("answers emptying an already empty bucket with storage's own message, as for a full one", async () => {
      await service.storage.createBucket("never-filled", { public: false })
      expect(await service.storage.emptyBucket("never-filled")).toEqual({
        data: { message: "Empty bucket has been queued. Completion may take up to an hour." },
        error: null,
      })
    })
  })

  describe("malformed requests", () => {
    it("answers bad JSON, bad tokens and unknown routes in storage's shape, never 500", async () => {
      const badJson = await raw("/object/list/uploads", {
        method: "POST",
        headers: { Authorization: `Bearer ${t.serviceRoleKey}`, "Content-Type": "application/json" },
        body: "{nope",
      })
      expect(badJson.status).toBe(400)
      expect(await badJson.json()).toMatchObject({ statusCode: "400" })

      const badJwt = await raw("/bucket", { headers: { Authorization: "Bearer not.a.jwt" } })
      expect(badJwt.status).toBe(400)
      expect(await badJwt.json()).toMatchObject({ statusCode: "403", error: "Unauthorized" })

      const expired = await raw("/bucket", { headers: { Authorization: `Bearer ${await t.userToken({ expiresInSeconds: -10 })}` } })
      expect(await expired.json()).toMatchObject({
        statusCode: "403",
        error: "Unauthorized",
        message: '"exp" claim timestamp check failed',
      })

      const unknown = await raw("/nothing/here")
      expect(unknown.status).toBe(404)
      expect(await unknown.json()).toMatchObject({ statusCode: "404" })

      const badList = await raw("/object/list/uploads", {
        method: "POST",
        headers: { Authorization: `Bearer ${t.serviceRoleKey}`, "Content-Type": "application/json" },
        body: '{"limit":"lots"}',
      })
      expect(await badList.json()).toMatchObject({ statusCode: "400", message: /limit/ })
    })
  })
})
