import { describe, expect, it } from "vitest"
import { MEDIA_MAX_BYTES, mediaFileProblem } from "./media-library"

describe("what the media library takes", () => {
  it("takes JPEG, PNG, WebP and AVIF images", () => {
    for (const type of ["image/jpeg", "image/png", "image/webp", "image/avif"])
      expect(mediaFileProblem({ name: "a", type, size: 10 })).toBeNull()
  })

  it("refuses SVG and other files, saying which formats it takes", () => {
    expect(mediaFileProblem({ name: "logo.svg", type: "image/svg+xml", size: 900 })).toBe(
      "“logo.svg” is not a JPEG, PNG, WebP or AVIF image. Save it in one of those formats.",
    )
    expect(mediaFileProblem({ name: "brief.pdf", type: "application/pdf", size: 900 })).toMatch(/^“brief\.pdf” is not a JPEG/)
  })

  it("refuses a file over 50 MB and an empty one", () => {
    expect(MEDIA_MAX_BYTES).toBe(52_428_800)
    expect(mediaFileProblem({ name: "raw.png", type: "image/png", size: 52_428_801 })).toBe(
      "“raw.png” is 50 MB; an image may be at most 50 MB.",
    )
    expect(mediaFileProblem({ name: "empty.png", type: "image/png", size: 0 })).toBe("“empty.png” is empty.")
  })
})
