import crypto from "node:crypto"
import zlib from "node:zlib"

/**
 * A baseline's seal: a PNG text chunk naming the exact bytes of a capture (Chromium's PNG) whose pixels
 * were compared with the baseline's and found the same. The same bytes again are the same pixels, so a
 * capture that matches the seal passes without being decoded or compared: two decodes and a pixelmatch
 * of every picture, most of Node's work in a story's check. The seal also holds a digest of every other
 * chunk of the file, so a baseline whose picture changed (rewritten, edited) no longer matches its seal
 * and is compared in full. A text chunk changes no pixel: a sealed baseline decodes as it did unsealed.
 */
const SEAL_KEYWORD = "nordika-capture-sha256"

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

interface Chunk {
  type: string
  /** The whole chunk: length, type, data and CRC. */
  bytes: Buffer
  data: Buffer
}

function chunksOf(png: Buffer): Chunk[] | undefined {
  if (png.length < PNG_SIGNATURE.length || !png.subarray(0, PNG_SIGNATURE.length).equals(PNG_SIGNATURE)) return undefined
  const chunks: Chunk[] = []
  let at = PNG_SIGNATURE.length
  while (at + 12 <= png.length) {
    const length = png.readUInt32BE(at)
    const end = at + 12 + length
    if (end > png.length) return undefined
    chunks.push({ type: png.toString("latin1", at + 4, at + 8), bytes: png.subarray(at, end), data: png.subarray(at + 8, at + 8 + length) })
    at = end
  }
  return at === png.length ? chunks : undefined
}

const isSeal = (chunk: Chunk) => chunk.type === "tEXt" && chunk.data.toString("latin1").startsWith(`${SEAL_KEYWORD}\0`)

const sha256 = (bytes: Buffer | Buffer[]) => {
  const hash = crypto.createHash("sha256")
  for (const part of ([] as Buffer[]).concat(bytes)) hash.update(part)
  return hash.digest("hex")
}

/** The PNG as it was before it was sealed: every chunk but the seal (the PNG itself when it has none). */
export function withoutSeal(png: Buffer): Buffer {
  const chunks = chunksOf(png)
  if (!chunks?.some(isSeal)) return png
  return Buffer.concat([PNG_SIGNATURE, ...chunks.filter((chunk) => !isSeal(chunk)).map((chunk) => chunk.bytes)])
}

/** The baseline `png` sealed with `capture`, the PNG whose pixels were found the same as its own. */
export function sealed(png: Buffer, capture: Buffer): Buffer {
  const unsealed = withoutSeal(png)
  const chunks = chunksOf(unsealed)
  if (!chunks || chunks.at(-1)?.type !== "IEND") throw new Error("A baseline to seal is not a whole PNG.")
  const text = Buffer.from(`${SEAL_KEYWORD}\0${sha256(capture)} ${sha256(chunks.map((chunk) => chunk.bytes))}`, "latin1")
  const head = Buffer.alloc(8)
  head.writeUInt32BE(text.length, 0)
  head.write("tEXt", 4, "latin1")
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(zlib.crc32(Buffer.concat([head.subarray(4), text])), 0)
  const iend = chunks.at(-1)!.bytes
  return Buffer.concat([unsealed.subarray(0, unsealed.length - iend.length), head, text, crc, iend])
}

/** Whether `baseline` is sealed with exactly the bytes of `capture`, and unchanged since it was sealed. */
export function sealMatches(baseline: Buffer, capture: Buffer): boolean {
  const chunks = chunksOf(baseline)
  const seal = chunks?.find(isSeal)
  if (!chunks || !seal) return false
  const [captureDigest, restDigest] = seal.data
    .toString("latin1")
    .slice(SEAL_KEYWORD.length + 1)
    .split(" ")
  return restDigest === sha256(chunks.filter((chunk) => chunk !== seal).map((chunk) => chunk.bytes)) && captureDigest === sha256(capture)
}
