/**
 * Loads a module through Vite, with the design system from its sources as the app takes it: the content's
 * modules reach @nordika/ui, whose icons import an SVG as a URL, which Node alone cannot load.
 */
import path from "node:path"
import { runnerImport } from "vite"

const root = path.resolve(import.meta.dirname, "..")

/** The module at `file` (relative to scripts/). */
export const loadThroughVite = async <T>(file: string) =>
  (
    await runnerImport<T>(path.resolve(import.meta.dirname, file), {
      configFile: false,
      logLevel: "error",
      resolve: {
        alias: [
          { find: /^@nordika\/ui$/, replacement: path.join(root, "ui/index.ts") },
          { find: /^@nordika\/ui\/(sections|templates|admin)$/, replacement: path.join(root, "ui/$1.ts") },
        ],
      },
    })
  ).module
