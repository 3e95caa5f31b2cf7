import { promisify } from "node:util"
import zlib from "node:zlib"
import mime from "mime-types"

/** The encodings the site sends, in the server's order of preference at equal quality. */
export const CONTENT_ENCODINGS = ["br", "gzip"] as const
export type ContentEncoding = (typeof CONTENT_ENCODINGS)[number]

/** Below this size an encoded body saves less than its overhead (headers, a round of decompression). */
export const COMPRESSION_THRESHOLD_BYTES = 1024

/** Text formats; images, fonts (woff2 is compressed already), archives, PDF and media are not. */
const COMPRESSIBLE_TYPE =
  /^(text\/|image\/svg\+xml|font\/(ttf|otf)|application\/(javascript|json|xml|wasm|x-javascript|ld\+json|manifest\+json|[\w.-]+\+(json|xml)))/i

/** Whether a body of this Content-Type is worth compressing. */
export function isCompressibleType(contentType: string | null | undefined): boolean {
  return !!contentType && COMPRESSIBLE_TYPE.test(contentType.trim())
}

/** Whether a file is worth compressing, by the type of its extension (the same rule as for responses). */
export function isCompressibleFile(fileName: string): boolean {
  return isCompressibleType(mime.lookup(fileName) || undefined)
}

/**
 * The encoding to answer an Accept-Encoding header with: the acceptable one with the highest q-value
 * (brotli before gzip at equal q), or null for the identity (no header, `identity`, or only q=0).
 */
export function negotiateEncoding(acceptEncoding: string | null | undefined): ContentEncoding | null {
  if (!acceptEncoding) return null
  const quality = new Map<string, number>()
  for (const part of acceptEncoding.split(",")) {
    const [token, ...params] = part.trim().toLowerCase().split(";")
    if (!token) continue
    const q = params.map((param) => /^\s*q\s*=\s*([\d.]+)\s*$/.exec(param)).find(Boolean)
    const value = q ? Number(q[1]) : 1
    quality.set(token.trim(), Number.isFinite(value) ? value : 0)
  }
  const qualityOf = (encoding: ContentEncoding) =>
    quality.get(encoding) ?? (encoding === "gzip" ? quality.get("x-gzip") : undefined) ?? quality.get("*") ?? 0
  let best: ContentEncoding | null = null
  for (const encoding of CONTENT_ENCODINGS) {
    if (qualityOf(encoding) > 0 && (best === null || qualityOf(encoding) > qualityOf(best))) best = encoding
  }
  return best
}

/** How hard to compress: `static` once at build time, `dynamic` while a visitor waits. */
export type CompressionEffort = "static" | "dynamic"

const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)

/**
 * Brotli's quality at build time: 10 is within 2% of 11's size in a third of its time (11 would add
 * half a minute to every build of the app on a busy CI machine).
 */
const STATIC_BROTLI_QUALITY = 10

/**
 * Compresses `body` off the main thread. At build time the ratio is worth seconds; on a request,
 * brotli 5 and gzip 6 keep most of the gain at a small fraction of the time.
 */
export async function compress(body: Uint8Array, encoding: ContentEncoding, effort: CompressionEffort): Promise<Uint8Array<ArrayBuffer>> {
  if (encoding === "gzip") return gzip(body, { level: effort === "static" ? zlib.constants.Z_BEST_COMPRESSION : 6 })
  return brotli(body, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: effort === "static" ? STATIC_BROTLI_QUALITY : 5,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
    },
  })
}
