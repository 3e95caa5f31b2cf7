import { describe, expect, it } from "vitest"
import { RESPONSIVE_IMAGE_QUALITY, renderEndpointResizer, responsiveSrcSet, type ImageResizer } from "./responsive-image"

const storage = renderEndpointResizer({ sourcePath: "/storage/v1/object/public/", renderPath: "/storage/v1/render/image/public/" })

describe("renderEndpointResizer", () => {
  it("points a public object at the render endpoint of the same host, with width, format and quality", () => {
    expect(storage("https://nordika.example/storage/v1/object/public/site-assets/hero/team.jpg", 640, "avif")).toBe(
      `https://nordika.example/storage/v1/render/image/public/site-assets/hero/team.jpg?width=640&format=avif&quality=${RESPONSIVE_IMAGE_QUALITY}`,
    )
  })

  it("keeps a relative address relative and the query it already has", () => {
    expect(storage("/storage/v1/object/public/site-assets/logo.png?v=3", 320, "webp")).toBe(
      `/storage/v1/render/image/public/site-assets/logo.png?v=3&width=320&format=webp&quality=${RESPONSIVE_IMAGE_QUALITY}`,
    )
  })

  it("resizes raster images only, from that path only", () => {
    for (const src of [
      "https://nordika.example/storage/v1/object/public/site-assets/logo.svg",
      "https://nordika.example/storage/v1/object/sign/site-assets/team.jpg?token=x",
      "https://images.unsplash.com/photo-1?w=800",
      "/assets/menu/fjord.svg",
      "data:image/png;base64,iVBORw0KGgo=",
      "/storage/v1/object/public/site-assets/notes",
    ]) {
      expect(storage(src, 640, "webp"), src).toBeNull()
    }
  })
})

describe("responsiveSrcSet", () => {
  const byWidth: ImageResizer = (src, width, format) => `${src}?w=${width}&f=${format}`

  it("offers each standard width below the widest, then the widest itself", () => {
    expect(responsiveSrcSet("/a.jpg", byWidth, "webp", 1000)).toBe(
      "/a.jpg?w=320&f=webp 320w, /a.jpg?w=480&f=webp 480w, /a.jpg?w=640&f=webp 640w, /a.jpg?w=960&f=webp 960w, /a.jpg?w=1000&f=webp 1000w",
    )
  })

  it("offers a single copy for a small image", () => {
    expect(responsiveSrcSet("/logo.png", byWidth, "avif", 300)).toBe("/logo.png?w=300&f=avif 300w")
  })

  it("gives nothing when the resizer cannot resize the address", () => {
    expect(responsiveSrcSet("/logo.svg", () => null, "avif", 1200)).toBeUndefined()
  })
})
