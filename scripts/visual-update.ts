/**
 * `npm run test:visual:update`: runs every story in the light and the dark theme with VISUAL_UPDATE=1,
 * which writes a baseline for each story that has none and rewrites each one that no longer matches
 * (tests/visual/story-screenshot-command.ts). Matching baselines are left byte for byte as they are, so
 * the commit shows only the pictures that changed.
 *
 * After a full, passing run, baselines no story produced (renamed or deleted stories, stories that
 * opted out) are removed. Arguments are handed to Vitest (`npm run test:visual:update -- stories/button.stories.tsx`);
 * a run limited that way removes nothing.
 */
import { spawnSync } from "node:child_process"
import fs from "node:fs"
import path from "node:path"
import { BASELINES_DIR } from "../tests/visual/story-screenshot-command"

const filters = process.argv.slice(2)
const startedMs = Date.now()
const vitest = path.resolve(import.meta.dirname, "..", "node_modules", ".bin", "vitest")
const run = spawnSync(vitest, ["run", "--project", "stories", ...filters], {
  stdio: "inherit",
  env: { ...process.env, VISUAL_UPDATE: "1" },
})
if (run.status !== 0) {
  console.error("\nSome stories failed (see above), so no baseline was removed. Fix them and run this again.")
  process.exit(run.status ?? 1)
}

const baselines = fs
  .readdirSync(BASELINES_DIR, { recursive: true, encoding: "utf8" })
  .filter((file) => file.endsWith(".png"))
  .map((file) => path.join(BASELINES_DIR, file))
// Every baseline a story produced in this run was written or touched during it.
const stale = baselines.filter((file) => fs.statSync(file).mtimeMs < startedMs)
if (filters.length === 0) for (const file of stale) fs.rmSync(file)

const sizeMb = baselines.filter((file) => fs.existsSync(file)).reduce((sum, file) => sum + fs.statSync(file).size, 0) / 1024 / 1024
console.log(
  `\nVisual baselines: ${baselines.length - (filters.length ? 0 : stale.length)} in tests/visual/baselines (${sizeMb.toFixed(1)} MB)` +
    (filters.length ? "." : `, ${stale.length} of stories that no longer exist removed.`) +
    " Review them with `git status tests/visual/baselines` and commit them.",
)
