import { execFile } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { promisify } from "node:util"

export const repoRoot = path.resolve(import.meta.dirname, "../..")

/**
 * npm's own variables of the `npm test` (or `npm run`) this runs under, which would point a scratch
 * install at this repository's workspaces: the scratch project gets the environment a person's shell has.
 */
export function shellEnvironment(extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !/^npm_/i.test(name) || /^npm_config_(cache|registry|userconfig)$/i.test(name)),
  )
  return { ...env, ...extra }
}

/**
 * Runs npm in `cwd` from the warm npm cache (what `npm ci` of the repository left there), without the
 * audit and funding requests: an install here costs what copying from the cache costs.
 */
export async function npm(cwd: string, args: string[]): Promise<string> {
  const { stdout } = await promisify(execFile)("npm", [...args, "--prefer-offline", "--no-audit", "--no-fund"], {
    cwd,
    env: shellEnvironment(),
    maxBuffer: 64 * 1024 * 1024,
  })
  return stdout
}

/** A folder in the system's temp directory, outside this repository (whose workspaces npm would find). */
export function scratchDirectory(name: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), `nordika-${name}-`))
}
