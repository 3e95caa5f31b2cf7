import { execFileSync } from "node:child_process"
import crypto from "node:crypto"
import fs from "node:fs"
import path from "node:path"
import type { Plugin } from "vite"

/**
 * What the site's build is made from: the app, the design system, the backend code and migrations the
 * app imports or lists, the build's own plugins and configuration, and the installed packages. Tests
 * are left out: a changed test needs no new build.
 */
const BUILD_INPUTS = [
  "app",
  "ui",
  "supabase",
  "scripts/vite",
  "scripts/brochure.ts",
  "vite.config.ts",
  "tsconfig.json",
  "package-lock.json",
]
const IS_TEST = /\.test\.tsx?$/

/** Where each build keeps its stamp: not served (the server serves neither dist-app/.vite/ nor dist-server/). */
export const BUILD_STAMP_FILES = { client: "dist-app/.vite/build-stamp.json", ssr: "dist-server/build-stamp.json" } as const

interface BuildStamp {
  /** The commit checked out at build time ("unknown" outside a git checkout). */
  commit: string
  /** A hash of every build input as it was on disk, committed or not. */
  sources: string
}

function filesUnder(repoRoot: string, entry: string): string[] {
  const full = path.join(repoRoot, entry)
  if (!fs.existsSync(full)) return []
  if (!fs.statSync(full).isDirectory()) return IS_TEST.test(entry) ? [] : [entry]
  return fs
    .readdirSync(full)
    .filter((name) => name !== "node_modules")
    .flatMap((name) => filesUnder(repoRoot, path.posix.join(entry, name)))
}

/** A hash of the build inputs as they are on disk now (uncommitted changes count). */
export function sourcesHash(repoRoot: string): string {
  const hash = crypto.createHash("sha256")
  for (const file of BUILD_INPUTS.flatMap((entry) => filesUnder(repoRoot, entry)).sort()) {
    hash
      .update(`${file}\0`)
      .update(fs.readFileSync(path.join(repoRoot, file)))
      .update("\0")
  }
  return hash.digest("hex")
}

function currentCommit(repoRoot: string): string {
  try {
    return execFileSync("git", ["rev-parse", "HEAD"], { cwd: repoRoot, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim()
  } catch {
    return "unknown"
  }
}

/**
 * Why the build stamped in `stampFile` (one of BUILD_STAMP_FILES) is not the build of the sources
 * on disk now, or undefined when it is.
 */
export function staleBuildReason(repoRoot: string, stampFile: string, sources = sourcesHash(repoRoot)): string | undefined {
  const file = path.join(repoRoot, stampFile)
  if (!fs.existsSync(file)) return `${stampFile} is missing: the build is older than build stamps, or was not made by \`vite build\``
  const stamp = JSON.parse(fs.readFileSync(file, "utf8")) as BuildStamp
  if (stamp.sources === sources) return undefined
  return `${stampFile} says it was built from other sources (commit ${stamp.commit.slice(0, 12)}${
    stamp.commit === currentCommit(repoRoot) ? ", with other uncommitted changes" : ""
  }) than those on disk now`
}

/**
 * Stamps the site's build (dist-app/ and dist-server/) with the commit and a hash of its sources as
 * they were when the build started, so the route and e2e tests can refuse a build older than the
 * sources they test.
 */
export function buildStamp({ repoRoot, appRoot }: { repoRoot: string; appRoot: string }): Plugin {
  let stamp: BuildStamp | undefined
  let enabled = false
  return {
    name: "nordika-build-stamp",
    apply: "build",
    configResolved(config) {
      // Storybook builds with this config too; only the site's build is stamped.
      enabled = path.resolve(config.root) === appRoot && config.build.write !== false
    },
    buildStart() {
      if (enabled) stamp ??= { commit: currentCommit(repoRoot), sources: sourcesHash(repoRoot) }
    },
    closeBundle() {
      const environment = this.environment.name
      if (!enabled || !stamp || (environment !== "client" && environment !== "ssr")) return
      const file = path.join(repoRoot, BUILD_STAMP_FILES[environment])
      fs.mkdirSync(path.dirname(file), { recursive: true })
      fs.writeFileSync(file, `${JSON.stringify(stamp, null, 2)}\n`)
    },
  }
}
