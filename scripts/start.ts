/**
 * `npm start`: builds the site when dist-app/ is missing or older than its sources, then runs the
 * server (site + Supabase endpoints on one port, on the embedded database unless DATABASE_URL is set).
 */
import { execSync } from "node:child_process"
import fs from "node:fs"
import path from "node:path"

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
  execSync("npx vite build --logLevel warn", { cwd: root, stdio: "inherit" })
}

await import("../server/main")
