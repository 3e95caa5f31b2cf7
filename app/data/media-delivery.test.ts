import { describe, expect, it } from "vitest"
import { mediaImage, mediaPublicUrl, mediaSrcSet } from "./media-delivery"

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
