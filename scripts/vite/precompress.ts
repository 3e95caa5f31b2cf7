import fs from "node:fs"
import path from "node:path"
import type { Plugin } from "vite"
import { COMPRESSION_THRESHOLD_BYTES, CONTENT_ENCODINGS, compress, isCompressibleFile } from "../../server/site/content-encoding.ts"

/** The file a precompressed sibling of each encoding is written to (what server/site/routes.ts serves). */
const PRECOMPRESSED_SUFFIX = { br: ".br", gzip: ".gz" } as const

/**
 * Writes a brotli (`.br`) and a gzip (`.gz`) sibling of every compressible file the build emitted,
 * at the highest settings, so the server sends them without compressing on each request. Source maps
 * are left out: only developer tools fetch them, and the server compresses them on demand.
 */
export function precompress({ appRoot }: { appRoot: string }): Plugin {
  let outDir = ""
  let enabled = false
  return {
    name: "nordika-precompress",
    apply: "build",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir)
      // Storybook builds with this config too; only the app's own client build is served by the server.
      enabled = path.resolve(config.root) === appRoot && config.build.write !== false && !config.build.ssr
    },
    async closeBundle() {
      // The server render (the ssr environment of the same build) is not served to browsers.
      if (!enabled || this.environment.name !== "client" || !fs.existsSync(outDir)) return
      const files = listFiles(outDir).filter((file) => !file.endsWith(".map") && isCompressibleFile(file))
      await Promise.all(files.map(precompressFile))
    },
  }
}

async function precompressFile(file: string) {
  const body = fs.readFileSync(file)
  if (body.byteLength < COMPRESSION_THRESHOLD_BYTES) return
  await Promise.all(
    CONTENT_ENCODINGS.map(async (encoding) => {
      const encoded = await compress(body, encoding, "static")
      if (encoded.byteLength < body.byteLength) fs.writeFileSync(file + PRECOMPRESSED_SUFFIX[encoding], encoded)
    }),
  )
}

/** Every file under `dir`, outside dot folders (the build's .vite/ metadata is not served). */
function listFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name.startsWith(".")) return []
    const full = path.join(dir, entry.name)
    return entry.isDirectory() ? listFiles(full) : [full]
  })
}
