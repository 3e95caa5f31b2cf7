/**
 * The production start (`npm run serve`, or `npm start --workspace @nordika/server`): the server with
 * the site as `npm run build` left it (dist-app/ and dist-server/), never building it, so it runs on
 * an install without the dev dependencies (`npm ci --omit=dev`). Without the build it stops and says
 * what to run, rather than serving pages without their server render.
 */
import fs from "node:fs"
import path from "node:path"

const repoRoot = path.resolve(import.meta.dirname, "..")
// npm runs a workspace's scripts in the workspace's folder; the server reads .env from the repository root.
process.chdir(repoRoot)

const appDir = path.resolve(process.env.APP_DIR ?? path.join(repoRoot, "dist-app"))
const missing = [path.join(appDir, "index.html"), path.join(path.dirname(appDir), "dist-server", "entry-server.js")].filter(
  (file) => !fs.existsSync(file),
)
if (missing.length > 0) {
  console.error(
    `[serve] the built site is missing (${missing.join(", ")}): run \`npm run build\` where the dev dependencies are installed, then deploy dist-app/ and dist-server/ with the server`,
  )
  process.exit(1)
}

await import("./main")
