/**
 * `npm start`: builds the site when dist-app/ is missing or older than its sources, then runs the
 * server (site + Supabase endpoints on one port, on the embedded database unless DATABASE_URL is set).
 */
import fs from "node:fs"
import path from "node:path"
import { build } from "vite"

const root = path.resolve(import.meta.dirname, "..")
const builtIndex = path.join(root, "dist-app", "index.html")

function newestMtime(dir: string): number {
  let newest = 0
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs)
  }
  return newest
}

const sourcesChanged = () =>
  Math.max(newestMtime(path.join(root, "app")), newestMtime(path.join(root, "ui"))) > fs.statSync(builtIndex).mtimeMs

if (!fs.existsSync(builtIndex) || sourcesChanged()) {
  console.log("[start] building the site (vite build)…")
  // In-process rather than through npx: no second npm start-up (and its own notices) before the site builds.
  await build({ configFile: path.join(root, "vite.config.ts"), logLevel: "warn" })
}

await import("../server/main")
