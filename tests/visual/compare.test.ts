import { describe, expect, it } from "vitest"
import { compareImages, decodePng, encodeBaseline, isNearlyOneColour, VISUAL_TOLERANCE, type RgbaImage } from "./compare"

/** A white card with a blue button and a line of grey "text" strokes, like a small story. */
function story({ width = 320, height = 200, button = [21, 84, 192], buttonTop = 120 } = {}): RgbaImage {
  const data = Buffer.alloc(width * height * 4, 255)
  const paint = (x0: number, y0: number, w: number, h: number, [r, g, b]: number[]) => {
    for (let y = y0; y < y0 + h; y++)
      for (let x = x0; x < x0 + w; x++) {
        const i = (y * width + x) * 4
        data[i] = r
        data[i + 1] = g
        data[i + 2] = b
      }
  }
  for (let x = 24; x < 280; x += 6) paint(x, 40, 4, 12, [60, 60, 60])
  paint(24, buttonTop, 120, 40, button)
  return { width, height, data }
}

describe("comparing a story's capture with its baseline", () => {
  it("accepts an identical capture", () => {
    expect(compareImages(story(), story())).toEqual({ same: true, diffPixels: 0 })
  })

  it("accepts a few pixels of rendering noise", () => {
    const noisy = story()
    for (const i of [1000, 5000, 9000]) noisy.data[i * 4] -= 40
    expect(compareImages(story(), noisy).same).toBe(true)
  })

  it("refuses a changed colour", () => {
    const result = compareImages(story(), story({ button: [180, 30, 40] }))
    expect(result).toMatchObject({ same: false, reason: "pixels" })
    expect(result.same === false && result.reason === "pixels" && result.diffPixels).toBeGreaterThan(VISUAL_TOLERANCE.maxDiffPixels)
  })

  it("refuses a moved element (a changed padding)", () => {
    const result = compareImages(story(), story({ buttonTop: 124 }))
    expect(result).toMatchObject({ same: false, reason: "pixels" })
    expect(result.same === false && result.message).toMatch(/^\d+ pixels differ/)
  })

  it("refuses a capture of another size, saying both sizes", () => {
    expect(compareImages(story(), story({ height: 240 }))).toEqual({
      same: false,
      reason: "size",
      message: "the picture is 320×240 px, the baseline 320×200 px",
    })
  })

  it("stores a baseline that compares as the same picture", async () => {
    const image = story()
    const stored = await decodePng(await encodeBaseline(image))
    expect(compareImages(image, stored).same).toBe(true)
  })
})

describe("a picture of nearly one colour (a story that drew nothing)", () => {
  const blank = (width: number, height: number) => ({ width, height, data: Buffer.alloc(width * height * 4, 255) })
  const withDots = (image: RgbaImage, count: number) => {
    for (let i = 0; i < count; i++) image.data.writeUInt32BE(0x202020ff, i * 4 * 7)
    return image
  }

  it("is a blank capture, or one with fewer than 100 pixels of another colour", () => {
    expect(isNearlyOneColour(blank(1440, 40))).toBe(true)
    expect(isNearlyOneColour(withDots(blank(1440, 40), 99))).toBe(true)
    expect(isNearlyOneColour(withDots(blank(1440, 40), 100))).toBe(false)
  })

  it("is a page of which under 0.02% differs from its commonest colour", () => {
    // 1440 × 1600 px: 0.02% is 460.8 pixels.
    expect(isNearlyOneColour(withDots(blank(1440, 1600), 460))).toBe(true)
    expect(isNearlyOneColour(withDots(blank(1440, 1600), 461))).toBe(false)
  })

  it("is not a story's picture", () => {
    expect(isNearlyOneColour(story())).toBe(false)
  })
})
