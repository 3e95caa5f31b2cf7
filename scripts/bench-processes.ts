/** The child processes a benchmark starts (the server under test, a bare baseline), killed on exit. */
import { spawn, type ChildProcess } from "node:child_process"
import path from "node:path"
import { fileURLToPath } from "node:url"

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")
const children: ChildProcess[] = []
process.on("exit", () => children.forEach((c) => c.kill("SIGKILL")))

/** Starts a child that the benchmark owns; it is killed when the benchmark exits. */
export function spawnOwned(args: string[]): ChildProcess {
  const child = spawn(process.execPath, args, { cwd: root, stdio: ["ignore", "pipe", "pipe"] })
  children.push(child)
  return child
}

export function waitForLine(child: ChildProcess, pattern: RegExp, what: string): Promise<RegExpExecArray> {
  let output = ""
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what} did not start:\n${output}`)), 120_000)
    const onData = (d: Buffer) => {
      output += d
      const match = pattern.exec(output)
      if (match) {
        clearTimeout(timer)
        resolve(match)
      }
    }
    child.stdout!.on("data", onData)
    child.stderr!.on("data", (d) => (output += d))
    child.once("exit", () => reject(new Error(`${what} exited:\n${output}`)))
  })
}

/** Starts a bare baseline script (`node -e`) that prints "bare on <port>" when it listens. */
export async function startBareScript(script: string, what: string) {
  const child = spawnOwned(["-e", script])
  const match = await waitForLine(child, /bare on (\d+)/, what)
  return { child, port: Number(match[1]) }
}

/** Starts this repository's server on a free port, with no app, under the given environment (and Node options: --cpu-prof, say). */
export async function startBenchServer(dataDir: string, env: Record<string, string>, nodeOptions: string[] = []) {
  const child = spawn(process.execPath, [...nodeOptions, "--import", "tsx", path.join(root, "server/main.ts")], {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: "0",
      HOST: "127.0.0.1",
      RATE_LIMITS: "off",
      APP_DIR: path.join(dataDir, "no-app"),
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  })
  children.push(child)
  const match = await waitForLine(child, /listening on 127\.0\.0\.1:(\d+)/, "server")
  return { child, port: Number(match[1]) }
}
