import sharp from "sharp"
import { describe, expect, it } from "vitest"
import { sealed, sealMatches, withoutSeal } from "./capture-seal"
import { decodePng } from "./compare"

/** A PNG of a small picture: a grey square on white, `shade` its grey. */
function png(shade = 90, compressionLevel = 6): Promise<Buffer> {
  const width = 40
  const height = 30
  const data = Buffer.alloc(width * height * 4, 255)
  for (let y = 5; y < 20; y++) for (let x = 5; x < 20; x++) data.fill(shade, (y * width + x) * 4, (y * width + x) * 4 + 3)
  return sharp(data, { raw: { width, height, channels: 4 } })
    .png({ compressionLevel })
    .toBuffer()
}

describe("a baseline sealed with the capture it matched", () => {
  it("decodes to the very pixels it had unsealed, and unseals to its very bytes", async () => {
    const baseline = await png(90, 9)
    const baselineSealed = sealed(baseline, await png())
    expect(baselineSealed.equals(baseline)).toBe(false)
    expect(await decodePng(baselineSealed)).toEqual(await decodePng(baseline))
    expect(withoutSeal(baselineSealed).equals(baseline)).toBe(true)
    expect(withoutSeal(baseline).equals(baseline)).toBe(true)
  })

  it("matches the bytes of that capture only", async () => {
    const capture = await png()
    const baselineSealed = sealed(await png(90, 9), capture)
    expect(sealMatches(baselineSealed, capture)).toBe(true)
    expect(sealMatches(baselineSealed, Buffer.from(capture))).toBe(true)
    // The same pixels in other bytes, and other pixels: both are compared in full.
    expect(sealMatches(baselineSealed, await png(90, 1))).toBe(false)
    expect(sealMatches(baselineSealed, await png(91))).toBe(false)
  })

  it("matches nothing once its picture is changed, or when it was never sealed", async () => {
    const capture = await png()
    const baselineSealed = sealed(await png(90, 9), capture)
    const other = await png(20, 9)
    // Another picture's pixel data with the old seal kept (an edited baseline, say).
    const edited = Buffer.concat([
      other.subarray(0, other.length - 12),
      baselineSealed.subarray(baselineSealed.length - 12 - sealLength(baselineSealed)),
    ])
    expect(edited.subarray(edited.length - 12).toString("latin1", 4, 8)).toBe("IEND")
    expect(sealMatches(edited, capture)).toBe(false)
    expect(sealMatches(await png(90, 9), capture)).toBe(false)
    expect(sealMatches(Buffer.from("not a png"), capture)).toBe(false)
  })

  it("is sealed again, not twice, with a later capture", async () => {
    const first = await png()
    const later = await png(90, 1)
    const resealed = sealed(sealed(await png(90, 9), first), later)
    expect(sealMatches(resealed, later)).toBe(true)
    expect(sealMatches(resealed, first)).toBe(false)
    expect(resealed.length).toBe(sealed(await png(90, 9), later).length)
  })
})

/** The length of the seal chunk, which sits right before IEND. */
function sealLength(png: Buffer): number {
  return png.length - withoutSeal(png).length
}
