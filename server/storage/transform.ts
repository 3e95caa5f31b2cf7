import sharp from "sharp"
import { errors } from "./errors"

/** Storage's image transformation options (imgproxy's limits: sizes up to 2500 px, quality 20–100). */
export interface ImageTransform {
  width?: number
  height?: number
  resize: "cover" | "contain" | "fill"
  quality?: number
  format: "origin" | "webp" | "avif"
}

const MAX_IMAGE_DIMENSION_PX = 2500
/** Transformed variants kept in memory, up to this many bytes in all (least recently used go first). */
const VARIANT_CACHE_BYTES = 64 * 1024 * 1024

function readInt(params: URLSearchParams, name: string, min: number, max: number): number | undefined {
  const raw = params.get(name)
  if (raw === null || raw === "") return undefined
  const value = Number(raw)
  if (!Number.isInteger(value) || value < min || value > max)
    throw errors.invalidRequest(`${name} must be an integer from ${min} to ${max}`)
  return value
}

/** The transformation in a render URL's query (or a signed token's `transformations`). */
export function parseTransform(params: URLSearchParams): ImageTransform {
  const resize = params.get("resize") || "cover"
  if (resize !== "cover" && resize !== "contain" && resize !== "fill") throw errors.invalidRequest("resize must be cover, contain or fill")
  const format = params.get("format") || "origin"
  if (format !== "origin" && format !== "webp" && format !== "avif") throw errors.invalidRequest("format must be origin, webp or avif")
  return {
    width: readInt(params, "width", 1, MAX_IMAGE_DIMENSION_PX),
    height: readInt(params, "height", 1, MAX_IMAGE_DIMENSION_PX),
    resize,
    quality: readInt(params, "quality", 20, 100),
    format,
  }
}

/** The transformation as a query string, the form signed tokens carry. */
export function transformQuery(transform: Record<string, unknown> | undefined): string {
  const params = new URLSearchParams()
  for (const name of ["width", "height", "resize", "format", "quality"]) {
    const value = transform?.[name]
    if (value !== undefined && value !== null && value !== "") params.set(name, String(value))
  }
  return params.toString()
}

/**
 * The transformation as Storage reports it in `X-Transformations` (its ImageRenderer.applyTransformation):
 * height and width, imgproxy's resizing type when either is set, quality when asked, a format other
 * than the original's.
 */
export function transformationSegments(transform: ImageTransform): string[] {
  const segments: string[] = []
  if (transform.height) segments.push(`height:${transform.height}`)
  if (transform.width) segments.push(`width:${transform.width}`)
  if (transform.width || transform.height) segments.push(`resizing_type:${RESIZING_TYPES[transform.resize]}`)
  if (transform.quality) segments.push(`quality:${transform.quality}`)
  if (transform.format !== "origin") segments.push(`format:${transform.format}`)
  return segments
}

/** Storage's names for imgproxy's resizing types. */
const RESIZING_TYPES: Record<ImageTransform["resize"], string> = { cover: "fill", contain: "fit", fill: "force" }

/** Bytes enough to tell a raster image from anything else by its signature. */
export const IMAGE_SIGNATURE_BYTES = 16

const ascii = (bytes: Uint8Array, start: number, end: number) => String.fromCharCode(...bytes.subarray(start, end))
const HEIF_BRANDS = new Set(["avif", "avis", "heic", "heix", "hevc", "hevx", "heim", "heis", "mif1", "msf1"])

/**
 * Whether the first bytes are a raster image sharp decodes (JPEG, PNG, GIF, WebP, AVIF/HEIF, TIFF).
 * Storage hands every render to imgproxy, which goes by the content, so the stored MIME type does
 * not decide.
 */
export function isRasterImage(head: Uint8Array): boolean {
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return true
  if (ascii(head, 0, 8) === "\x89PNG\r\n\x1a\n") return true
  if (["GIF87a", "GIF89a"].includes(ascii(head, 0, 6))) return true
  if (ascii(head, 0, 4) === "RIFF" && ascii(head, 8, 12) === "WEBP") return true
  if (ascii(head, 4, 8) === "ftyp" && HEIF_BRANDS.has(ascii(head, 8, 12))) return true
  return ["II*\0", "MM\0*"].includes(ascii(head, 0, 4))
}

export interface Variant {
  body: Buffer
  contentType: string
}

const OUTPUT_TYPES: Record<string, string> = {
  jpeg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  avif: "image/avif",
  gif: "image/gif",
}

/** Resizes and re-encodes an image with sharp; the original format is kept unless webp or avif is asked for. */
export async function transformImage(input: Buffer, transform: ImageTransform): Promise<Variant> {
  // As tolerant as a browser: an image it shows (a PNG with a bad checksum, say) is resized, not refused.
  let image = sharp(input, { failOn: "none" }).rotate()
  if (transform.width || transform.height) {
    // A width alone (a srcset candidate) never enlarges: a small original is sent at its own size.
    const oneSide = !transform.width || !transform.height
    image = image.resize({ width: transform.width, height: transform.height, fit: transform.resize, withoutEnlargement: oneSide })
  }
  const quality = transform.quality ?? 80
  if (transform.format !== "origin") {
    image = transform.format === "webp" ? image.webp({ quality }) : image.avif({ quality })
  } else {
    const { format } = await sharp(input).metadata()
    if (format === "jpeg") image = image.jpeg({ quality })
    else if (format === "webp") image = image.webp({ quality })
    else if (format === "heif") image = image.avif({ quality })
  }
  const { data, info } = await image.toBuffer({ resolveWithObject: true })
  const format = info.format === "heif" ? "avif" : info.format
  return { body: data, contentType: OUTPUT_TYPES[format] ?? `image/${format}` }
}

/** Variants by object version and transformation, in memory, least recently used dropped first. */
export class VariantCache {
  private readonly entries = new Map<string, Variant>()
  private bytes = 0

  constructor(private readonly maxBytes = VARIANT_CACHE_BYTES) {}

  async get(key: string, make: () => Promise<Variant>): Promise<Variant> {
    const hit = this.entries.get(key)
    if (hit) {
      this.entries.delete(key)
      this.entries.set(key, hit)
      return hit
    }
    const variant = await make()
    if (variant.body.length <= this.maxBytes) {
      this.entries.set(key, variant)
      this.bytes += variant.body.length
      for (const [oldest, old] of this.entries) {
        if (this.bytes <= this.maxBytes) break
        this.entries.delete(oldest)
        this.bytes -= old.body.length
      }
    }
    return variant
  }
}
