import path from "node:path"
import type { Plugin } from "vite"

/** Beside Vite's manifest: which modules each chunk holds, and how much of the chunk each one is. */
export const CHUNK_MODULES_FILE = ".vite/chunk-modules.json"

/** Chunk file name to module name to rendered length (before minification, so only the shares mean anything). */
export type ChunkModules = Record<string, Record<string, number>>

/** A package's name for a module under node_modules, or its path from the repository root. */
function moduleName(id: string, repoRoot: string): string {
  const clean = id.replace(/^\0/, "").replace(/\?.*$/, "")
  const pkg = /[\\/]node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/.exec(clean)
  if (pkg) return pkg[1].replace(/\\/g, "/")
  return path.isAbsolute(clean) ? path.relative(repoRoot, clean).split(path.sep).join("/") : clean
}

/**
 * Writes CHUNK_MODULES_FILE into the app build, so the first-load budget check (tests/first-load.test.ts)
 * can say which modules make a page's JavaScript heavy.
 */
export function chunkModules({ appRoot, repoRoot }: { appRoot: string; repoRoot: string }): Plugin {
  let enabled = false
  return {
    name: "nordika-chunk-modules",
    apply: "build",
    configResolved(config) {
      enabled = path.resolve(config.root) === appRoot && !config.build.ssr
    },
    generateBundle(_options, bundle) {
      // The server render (the ssr environment of the same build) is not served to browsers.
      if (!enabled || this.environment.name !== "client") return
      const chunks: ChunkModules = {}
      for (const output of Object.values(bundle)) {
        if (output.type !== "chunk") continue
        const modules: Record<string, number> = {}
        for (const [id, info] of Object.entries(output.modules)) {
          const name = moduleName(id, repoRoot)
          modules[name] = (modules[name] ?? 0) + info.renderedLength
        }
        chunks[output.fileName] = modules
      }
      this.emitFile({ type: "asset", fileName: CHUNK_MODULES_FILE, source: JSON.stringify(chunks) })
    },
  }
}
