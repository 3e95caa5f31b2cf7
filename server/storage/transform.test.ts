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

  it("refuses a width past Storage's limit", async () => {
    const response = await t.fetch(`${t.url}/storage/v1/render/image/public/site-assets/${key}?width=9000`)
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ statusCode: "400", message: "width must be an integer from 1 to 2500" })
  })
})
