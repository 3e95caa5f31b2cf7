import sharp from "sharp"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { SupabaseClient } from "@supabase/supabase-js"
import { startTestServer, type TestServer } from "../testing/harness"

// storage-js's types name only "origin"; it passes any format through, and Storage encodes webp and avif.
const WEBP = "webp" as never
const AVIF = "avif" as never

describe("image transformation through supabase-js", () => {
  let t: TestServer
  let service: SupabaseClient
  const key = "transform/photo.png"

  const metadataOf = async (response: Response) => sharp(Buffer.from(await response.arrayBuffer())).metadata()

  beforeAll(async () => {
    t = await startTestServer()
    service = t.client({ key: t.serviceRoleKey })
    const photo = await sharp({ create: { width: 400, height: 300, channels: 3, background: "#1554c0" } })
      .png()
      .toBuffer()
    const { error } = await service.storage.from("site-assets").upload(key, photo, { contentType: "image/png", upsert: true })
    expect(error).toBeNull()
  })
  afterAll(async () => {
    await t?.close()
  })

  it("resizes a public image to cover the box and re-encodes it as webp (getPublicUrl)", async () => {
    const { publicUrl } = service.storage
      .from("site-assets")
      .getPublicUrl(key, { transform: { width: 100, height: 100, resize: "cover", format: WEBP } }).data
    expect(publicUrl).toContain("/render/image/public/")
    const response = await t.fetch(publicUrl)
    expect(response.status).toBe(200)
    expect(response.headers.get("content-type")).toBe("image/webp")
    expect(await metadataOf(response)).toMatchObject({ width: 100, height: 100, format: WEBP })
  })

  it("keeps the original format and fits inside the box with contain (createSignedUrl)", async () => {
    const { data, error } = await service.storage
      .from("site-assets")
      .createSignedUrl(key, 60, { transform: { width: 100, height: 100, resize: "contain" } })
    expect(error).toBeNull()
    expect(data!.signedUrl).toContain("/render/image/sign/")
    const response = await t.fetch(data!.signedUrl)
    expect(response.status).toBe(200)
    expect(await metadataOf(response)).toMatchObject({ width: 100, height: 100, format: "png" })
  })

  it("stretches with fill and encodes avif for an authenticated download", async () => {
    const { data, error } = await service.storage
      .from("site-assets")
      .download(key, { transform: { width: 80, height: 20, resize: "fill", format: AVIF, quality: 50 } })
    expect(error).toBeNull()
    const metadata = await sharp(Buffer.from(await data!.arrayBuffer())).metadata()
    expect(metadata).toMatchObject({ width: 80, height: 20, format: "heif" })
  })

  it("scales by width alone, keeping the aspect ratio, and answers the same bytes again from its cache", async () => {
    const url = `${t.url}/storage/v1/render/image/public/site-assets/${key}?width=200`
    const first = Buffer.from(await (await t.fetch(url)).arrayBuffer())
    expect(await sharp(first).metadata()).toMatchObject({ width: 200, height: 150 })
    expect(Buffer.from(await (await t.fetch(url)).arrayBuffer()).equals(first)).toBe(true)
  })

  describe("X-Transformations, the header Storage answers a render with", () => {
    // storage-js's own test: createSignedUrl(…, { transform: { width: 200, height: 200, quality: 60 } })
    // answers "x-transformations: height:200,width:200,resizing_type:fill,quality:60".
    it("names what a signed URL's transformation did, in Storage's words", async () => {
      const { data } = await service.storage
        .from("site-assets")
        .createSignedUrl(key, 60, { transform: { width: 200, height: 200, quality: 60 } })
      const response = await t.fetch(data!.signedUrl)
      expect(response.status).toBe(200)
      expect(response.headers.get("x-transformations")).toBe("height:200,width:200,resizing_type:fill,quality:60")
    })

    it("names imgproxy's resizing type for contain and fill, and a format other than the original", async () => {
      const render = (query: string) => t.fetch(`${t.url}/storage/v1/render/image/public/site-assets/${key}?${query}`)
      expect((await render("width=50&height=40&resize=contain")).headers.get("x-transformations")).toBe(
        "height:40,width:50,resizing_type:fit",
      )
      expect((await render("width=50&resize=fill&format=webp")).headers.get("x-transformations")).toBe(
        "width:50,resizing_type:force,format:webp",
      )
      const untouched = await render("quality=")
      expect(untouched.status).toBe(200)
      expect(untouched.headers.get("x-transformations")).toBeNull()
    })
  })

  describe("by the content, not the stored type, as imgproxy decides", () => {
    const bucket = "render-any-type"
    beforeAll(async () => {
      expect((await service.storage.createBucket(bucket, { public: true })).error).toBeNull()
    })

    it("transforms an image stored as application/octet-stream, or as supabase-js's default text/plain", async () => {
      const photo = await sharp({ create: { width: 400, height: 300, channels: 3, background: "#c01515" } })
        .jpeg()
        .toBuffer()
      await service.storage.from(bucket).upload("octet.bin", photo, { contentType: "application/octet-stream" })
      await service.storage.from(bucket).upload("untyped", photo)
      for (const name of ["octet.bin", "untyped"]) {
        const response = await t.fetch(`${t.url}/storage/v1/render/image/public/${bucket}/${name}?width=100`)
        expect(response.status).toBe(200)
        expect(response.headers.get("content-type")).toBe("image/jpeg")
        expect(response.headers.get("x-transformations")).toBe("width:100,resizing_type:fill")
        expect(await metadataOf(response)).toMatchObject({ width: 100, height: 75, format: "jpeg" })
      }
    })

    it("serves bytes that only claim to be an image as they are, with their stored type and no transformation", async () => {
      await service.storage.from(bucket).upload("fake.png", "not an image at all", { contentType: "image/png" })
      const response = await t.fetch(`${t.url}/storage/v1/render/image/public/${bucket}/fake.png?width=100`)
      expect(response.status).toBe(200)
      expect(response.headers.get("x-transformations")).toBeNull()
      expect(await response.text()).toBe("not an image at all")
    })
  })

  it("refuses a width past Storage's limit", async () => {
    const response = await t.fetch(`${t.url}/storage/v1/render/image/public/site-assets/${key}?width=9000`)
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ statusCode: "400", message: "width must be an integer from 1 to 2500" })
  })
})
