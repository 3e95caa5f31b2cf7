/**
 * `npm start`: builds the site (the browser's dist-app/ and the server render's dist-server/) when
 * either is missing or older than its sources, then runs the server (site + Supabase endpoints on one
 * port, on the embedded database unless DATABASE_URL is set).
 */
import fs from "node:fs"
import path from "node:path"
import { createBuilder } from "vite"

const root = path.resolve(import.meta.dirname, "..")
const builtIndex = path.join(root, "dist-app", "index.html")
const builtServerEntry = path.join(root, "dist-server", "entry-server.js")

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

if (!fs.existsSync(builtIndex) || !fs.existsSync(builtServerEntry) || sourcesChanged()) {
  console.log("[start] building the site (vite build)…")
  // In-process rather than through npx: no second npm start-up (and its own notices) before the site builds.
  const builder = await createBuilder({ configFile: path.join(root, "vite.config.ts"), logLevel: "warn" })
  await builder.buildApp()
}

await import("../server/main")
