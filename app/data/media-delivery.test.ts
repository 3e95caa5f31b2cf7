import { afterEach, describe, expect, it, vi } from "vitest"
import { provideSupabaseConfig } from "./config"
import { mediaImage, mediaPublicUrl, mediaSrcSet, readMediaImages } from "./media-delivery"

const PROJECT = "https://abc.supabase.co"
const photo = { object_path: "0b7c/team photo.jpg", width: 1500, height: 1000, alt_text: "The Stockholm team", focal_x: 0.4, focal_y: 0.25 }

describe("a library image on a page", () => {
  it("is addressed in the public media bucket, its path segments encoded", () => {
    expect(mediaPublicUrl(`${PROJECT}/`, photo.object_path)).toBe(`${PROJECT}/storage/v1/object/public/media/0b7c/team%20photo.jpg`)
  })

  it("offers the render endpoint's widths up to the original's, never larger", () => {
    const src = mediaPublicUrl(PROJECT, "a/b.png")
    expect(mediaSrcSet(src, 700, "webp", [320, 640, 960])).toBe(
      [320, 640, 700]
        .map((w) => `${PROJECT}/storage/v1/render/image/public/media/a/b.png?width=${w}&format=webp&quality=75 ${w}w`)
        .join(", "),
    )
    expect(
      mediaSrcSet(src, 6000, "avif", [320, 1920])
        .split(", ")
        .map((candidate) => candidate.split(" ")[1]),
    ).toEqual(["320w", "1920w"])
  })

  it("carries width, height, alt text, AVIF before WebP, and a crop centred on the focal point", () => {
    const image = mediaImage(PROJECT, photo, [640])
    expect(image).toMatchObject({ alt: "The Stockholm team", width: 1500, height: 1000, objectPosition: "40% 25%" })
    expect(image.sources.map((source) => source.type)).toEqual(["image/avif", "image/webp"])
    expect(image.sources[0].srcSet).toContain("format=avif")
  })

  it("gives a decorative image an empty alt", () => {
    expect(mediaImage(PROJECT, { ...photo, alt_text: null }).alt).toBe("")
  })
})

describe("the covers a page's entries name", () => {
  const ID = "0b5f7a4e-3c1d-4e8a-9f21-6d0c2b7e9a10"
  afterEach(() => provideSupabaseConfig(null))

  it("are read once each, as a visitor, and drawn at the cards' and the body column's widths", async () => {
    const fetch = vi.fn(async (_url: string, _init?: RequestInit) => Response.json([{ id: ID, ...photo }]))
    provideSupabaseConfig({ url: `${PROJECT}/`, anonKey: "anon-key", fetch: fetch as unknown as typeof globalThis.fetch })
    const images = await readMediaImages([ID, undefined, ID, "not-an-id"])
    expect(fetch).toHaveBeenCalledTimes(1)
    const [url, init] = fetch.mock.calls[0]
    expect(new URL(url).searchParams.get("id")).toBe(`in.(${ID})`)
    expect(init?.headers).toMatchObject({ apikey: "anon-key", Authorization: "Bearer anon-key" })
    expect(images[ID]).toMatchObject({ alt: "The Stockholm team", width: 1500, height: 1000, objectPosition: "40% 25%" })
    expect(images[ID].sources[1].srcSet.split(", ").map((candidate) => candidate.split(" ")[1])).toEqual(["400w", "800w", "1200w", "1500w"])
  })

  it("leave the page without its images when the backend refuses, and ask nothing when none is named", async () => {
    const fetch = vi.fn(async () => new Response("{}", { status: 500 }))
    provideSupabaseConfig({ url: PROJECT, anonKey: "anon-key", fetch: fetch as unknown as typeof globalThis.fetch })
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined)
    expect(await readMediaImages([ID])).toEqual({})
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("showing the page without its images"))
    warn.mockRestore()
    expect(await readMediaImages([undefined])).toEqual({})
    expect(fetch).toHaveBeenCalledTimes(1)
  })
})
