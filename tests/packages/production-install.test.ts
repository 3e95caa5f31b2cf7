import { spawn, type ChildProcess } from "node:child_process"
import crypto from "node:crypto"
import fs from "node:fs"
import path from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { apiKeys } from "../../server/jwt"
import { migratedDataDir } from "../../server/testing/pglite-template"
import { npm, repoRoot, scratchDirectory, shellEnvironment } from "./scratch-npm"

/**
 * What a deployment copies next to the built site: the manifests and the lock (npm checks every
 * workspace's manifest against it), the server and the backend as code. The one ui file the server
 * reads (the stock photo host of its Content-Security-Policy) comes too; nothing else of ui or app does.
 */
const DEPLOYED = [
  "package.json",
  "package-lock.json",
  "ui/package.json",
  "app/package.json",
  "server",
  "supabase",
  "ui/lib/image-url.ts",
  "dist-app",
  "dist-server",
]

interface RunningServe {
  child: ChildProcess
  output: () => string
  /** npm's exit code, or the signal it ended by. */
  exited: Promise<number | NodeJS.Signals | null>
}

/** `npm run serve` in its own process group, so that stopping it stops npm's children too. */
function serve(cwd: string, env: NodeJS.ProcessEnv): RunningServe {
  const child = spawn("npm", ["run", "--silent", "serve"], {
    cwd,
    env: shellEnvironment(env),
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  })
  let output = ""
  child.stdout!.on("data", (chunk) => (output += chunk))
  child.stderr!.on("data", (chunk) => (output += chunk))
  const exited = new Promise<number | NodeJS.Signals | null>((resolve) => child.once("exit", (code, signal) => resolve(code ?? signal)))
  return { child, output: () => output, exited }
}

/** Polls the output (bounded) for `pattern`; fails with the output so far if the process exits or time runs out. */
async function waitFor(running: RunningServe, pattern: RegExp, timeoutMs = 150_000): Promise<RegExpExecArray> {
  const deadline = Date.now() + timeoutMs
  let exited = false
  void running.exited.then(() => (exited = true))
  for (;;) {
    const match = pattern.exec(running.output())
    if (match) return match
    if (exited || Date.now() > deadline) throw new Error(`no ${pattern} in the output of npm run serve:\n${running.output()}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/**
 * The deployment path of the README: the repository with the built site, `npm ci --omit=dev
 * --workspace @nordika/server` (the server's runtime dependencies only: no Vite, no Vitest, no ui or
 * app packages), then `npm run serve`, which serves the built pages and the API and builds nothing.
 */
describe("a production install of the server", () => {
  let scratch: string
  let running: RunningServe | undefined

  beforeAll(async () => {
    scratch = scratchDirectory("production")
    for (const entry of DEPLOYED) fs.cpSync(path.join(repoRoot, entry), path.join(scratch, entry), { recursive: true })
    await npm(scratch, ["ci", "--omit=dev", "--workspace", "@nordika/server"])
  }, 300_000)

  afterAll(async () => {
    // Whatever of npm's process group is still there (a failed test's server).
    if (running) {
      try {
        process.kill(-running.child.pid!, "SIGKILL")
      } catch {
        // The group has ended.
      }
    }
    await fs.promises.rm(scratch, { recursive: true, force: true })
  }, 60_000)

  it("installs none of the build and test tools", () => {
    for (const tool of ["vite", "vitest", "typescript", "storybook", "tsup", "@nordika/ui", "react"])
      expect(fs.existsSync(path.join(scratch, "node_modules", tool)), tool).toBe(false)
  })

  it("stops with what to run when the built site is missing", async () => {
    const withoutBuild = serve(scratch, {
      PORT: "0",
      HOST: "127.0.0.1",
      DATA_DIR: path.join(scratch, ".data"),
      APP_DIR: path.join(scratch, "nowhere"),
    })
    expect(await withoutBuild.exited).toBe(1)
    expect(withoutBuild.output()).toContain("the built site is missing")
    expect(withoutBuild.output()).toContain("npm run build")
  }, 60_000)

  it("serves the built pages and the API, and ends on SIGTERM", async () => {
    const jwtSecret = crypto.randomBytes(32).toString("hex")
    const { anonKey } = await apiKeys(jwtSecret)
    // A migrated database: a first start's migrations are the server process tests' subject, not this one's.
    const dataDir = path.join(scratch, ".data")
    await migratedDataDir(dataDir)
    running = serve(scratch, {
      PORT: "0",
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      JWT_SECRET: jwtSecret,
      DATABASE_URL: "",
    })
    const [, port] = await waitFor(running, /listening on 127\.0\.0\.1:(\d+)/)
    const origin = `http://127.0.0.1:${port}`

    const home = await fetch(`${origin}/`)
    expect(home.status).toBe(200)
    const html = await home.text()
    // Rendered on the server (dist-server/), not the empty shell the browser would fill.
    expect(html).toMatch(/<h1[^>]*>[^<]+/)
    expect(html).toContain('data-slot="site-header"')

    const settings = await fetch(`${origin}/rest/v1/site_settings?select=key`, { headers: { apikey: anonKey } })
    expect(settings.status).toBe(200)
    expect(Array.isArray(await settings.json())).toBe(true)

    // What a process manager does: SIGTERM to npm, which passes it on. The server finishes its requests,
    // closes the database, says so, and npm ends with it, successfully; nothing is left on the port.
    running.child.kill("SIGTERM")
    expect(await running.exited).toBe(0)
    expect(running.output()).toContain("[server] stopped cleanly")
    await expect(fetch(`${origin}/`)).rejects.toThrow()
  }, 240_000)
})
