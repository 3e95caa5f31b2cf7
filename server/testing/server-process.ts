import { spawn, type ChildProcess } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { migratedDataDir } from "./pglite-template"

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..")

/** The real server (`server/main.ts`, as `npm start` runs it) in a process of its own. */
export interface ServerProcess {
  child: ChildProcess
  port: number
  /** Everything it printed so far, stdout and stderr. */
  output: () => string
  exited: Promise<number | null>
}

const children: ChildProcess[] = []
const dirs: string[] = []

export interface ServerProcessOptions {
  dataDir: string
  jwtSecret: string
  /** More environment; a variable set to `undefined` is left out, as when nobody sets it. */
  env?: NodeJS.ProcessEnv
}

/**
 * Starts server/main.ts through tsx on a random port of 127.0.0.1, with the environment of this
 * process less what would point it elsewhere (no DATABASE_URL, admin or built app).
 */
export async function startServerProcess({ dataDir, jwtSecret, env = {} }: ServerProcessOptions): Promise<ServerProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", path.join(root, "server/main.ts")], {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      JWT_SECRET: jwtSecret,
      PORT: "0",
      HOST: "127.0.0.1",
      DATABASE_URL: "",
      ADMIN_EMAIL: "",
      ADMIN_PASSWORD: "",
      APP_DIR: path.join(dataDir, "no-app"),
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  })
  children.push(child)
  let output = ""
  child.stdout!.on("data", (d) => (output += d))
  child.stderr!.on("data", (d) => (output += d))
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)))
  const running = { child, port: 0, output: () => output, exited }
  // A first start on an empty DATA_DIR applies every migration and the seeds: 49 s here, over 60 s at a load of 14 (CI77).
  const [, port] = await waitForOutput(running, /listening on 127\.0\.0\.1:(\d+)/, 150_000)
  return { ...running, port: Number(port) }
}

/** Resolves with the match once the server has printed a line matching `pattern`. */
export function waitForOutput(server: Omit<ServerProcess, "port">, pattern: RegExp, timeoutMs = 30_000): Promise<RegExpExecArray> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => done(new Error(`no output matching ${pattern}:\n${server.output()}`)), timeoutMs)
    const check = () => {
      const match = pattern.exec(server.output())
      if (match) done(undefined, match)
    }
    const onExit = () => done(new Error(`server exited before printing ${pattern}:\n${server.output()}`))
    function done(error?: Error, match?: RegExpExecArray) {
      clearTimeout(timer)
      server.child.stdout!.off("data", check)
      server.child.off("exit", onExit)
      if (error) reject(error)
      else resolve(match!)
    }
    server.child.stdout!.on("data", check)
    server.child.once("exit", onExit)
    check()
  })
}

/** An empty DATA_DIR in the system's temp directory, removed by stopServerProcesses(). */
export function emptyDataDirectory(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "nordika-process-"))
  dirs.push(dir)
  return dir
}

/**
 * A DATA_DIR whose database is already migrated, for the tests about a running server: migrating takes
 * a first start seconds, and the first test makes that start itself.
 */
export async function migratedDataDirectory(): Promise<string> {
  const dir = emptyDataDirectory()
  await migratedDataDir(dir)
  return dir
}

/** Kills every server process still running (SIGKILL) and removes their data directories (for afterEach). */
export function stopServerProcesses(): void {
  for (const child of children.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL")
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true })
}
