import pixelmatch from "pixelmatch"
import sharp from "sharp"

/** An image as raw RGBA, four bytes per pixel. */
export interface RgbaImage {
  width: number
  height: number
  data: Buffer
}

export interface VisualTolerance {
  /** pixelmatch's per-pixel colour threshold (0 to 1, in YIQ space); anti-aliased pixels are ignored besides. */
  pixelThreshold: number
  /** At most this many pixels may differ beyond the threshold... */
  maxDiffPixels: number
  /** ...and at most this share of the picture. The smaller of the two limits applies. */
  maxDiffRatio: number
}

/**
 * How different two captures of the same story may be and still count as the same picture.
 * Measured on this repository's stories (tests/visual/README.md): two runs of an unchanged story differ
 * in 0 pixels, while a 4 px padding change on a button moves more than 500. A one-shade change of a
 * colour token passes at this threshold.
 */
export const VISUAL_TOLERANCE: VisualTolerance = { pixelThreshold: 0.1, maxDiffPixels: 50, maxDiffRatio: 0.0002 }

export async function decodePng(png: Buffer): Promise<RgbaImage> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true })
  return { width: info.width, height: info.height, data }
}

export type ImageComparison =
  | { same: true; diffPixels: number }
  | { same: false; reason: "size"; message: string }
  | { same: false; reason: "pixels"; diffPixels: number; message: string; diff: RgbaImage }

/** Compares a capture with its baseline, pixel by pixel, within VISUAL_TOLERANCE. */
export function compareImages(expected: RgbaImage, actual: RgbaImage, tolerance: VisualTolerance = VISUAL_TOLERANCE): ImageComparison {
  if (expected.width !== actual.width || expected.height !== actual.height) {
    return {
      same: false,
      reason: "size",
      message: `the picture is ${actual.width}×${actual.height} px, the baseline ${expected.width}×${expected.height} px`,
    }
  }
  if (expected.data.equals(actual.data)) return { same: true, diffPixels: 0 }
  const { width, height } = actual
  const diff = Buffer.alloc(width * height * 4)
  const diffPixels = pixelmatch(expected.data, actual.data, diff, width, height, {
    threshold: tolerance.pixelThreshold,
    includeAA: false,
    alpha: 0.2,
  })
  const allowed = Math.min(tolerance.maxDiffPixels, Math.floor(width * height * tolerance.maxDiffRatio))
  if (diffPixels <= allowed) return { same: true, diffPixels }
  const share = ((diffPixels / (width * height)) * 100).toFixed(2)
  return {
    same: false,
    reason: "pixels",
    diffPixels,
    message: `${diffPixels} pixels differ (${share}% of ${width}×${height}; at most ${allowed} may)`,
    diff: { width, height, data: diff },
  }
}

/**
 * A picture is nearly one colour when fewer than 100 of its pixels, or under 0.02% of them, differ
 * from its commonest colour: a story that drew nothing (a failed render, content not yet shown). The
 * sparest real baselines here, a 16 px icon and a spinner on a blank page, have 145 and 673 such pixels.
 */
const NEARLY_ONE_COLOUR = { maxOtherPixels: 100, maxOtherRatio: 0.0002 } as const

/** Whether `image` is nearly one colour (see NEARLY_ONE_COLOUR). */
export function isNearlyOneColour(image: RgbaImage): boolean {
  const pixels = new Uint32Array(image.data.buffer, image.data.byteOffset, image.width * image.height)
  const counts = new Map<number, number>()
  let commonest = 0
  for (const pixel of pixels) {
    const count = (counts.get(pixel) ?? 0) + 1
    counts.set(pixel, count)
    if (count > commonest) commonest = count
  }
  const others = pixels.length - commonest
  return others < NEARLY_ONE_COLOUR.maxOtherPixels || others < pixels.length * NEARLY_ONE_COLOUR.maxOtherRatio
}

/**
 * The PNG a baseline is stored as: a 256-colour palette when that loses nothing the comparison could
 * see (most stories are flat UI), otherwise full colour. Both at the highest zlib level.
 */
export async function encodeBaseline(image: RgbaImage): Promise<Buffer> {
  const raw = { raw: { width: image.width, height: image.height, channels: 4 as const } }
  const palette = await sharp(image.data, raw).png({ palette: true, quality: 100, dither: 0, effort: 7, compressionLevel: 9 }).toBuffer()
  const strict: VisualTolerance = { ...VISUAL_TOLERANCE, pixelThreshold: VISUAL_TOLERANCE.pixelThreshold / 2, maxDiffPixels: 0 }
  if (compareImages(image, await decodePng(palette), strict).same) return palette
  return sharp(image.data, raw).png({ compressionLevel: 9, adaptiveFiltering: true }).toBuffer()
}

export function encodePng(image: RgbaImage): Promise<Buffer> {
  return sharp(image.data, { raw: { width: image.width, height: image.height, channels: 4 } })
    .png({ compressionLevel: 6 })
    .toBuffer()
}
