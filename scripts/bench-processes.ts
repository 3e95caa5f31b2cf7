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

/**
 * Resolves with the match once the child has printed a line matching `pattern`. Its output is read no
 * further then, only drained: the log of a server under load (a line per mail) kept growing a string
 * that this process searched again on every chunk, on the CPUs the server was measured on.
 */
export function waitForLine(child: ChildProcess, pattern: RegExp, what: string): Promise<RegExpExecArray> {
  let output = ""
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what} did not start:\n${output}`)), 120_000)
    const onError = (d: Buffer) => (output += d)
    const onData = (d: Buffer) => {
      output += d
      const match = pattern.exec(output)
      if (match) {
        clearTimeout(timer)
        child.stdout!.off("data", onData)
        child.stderr!.off("data", onError)
        child.stdout!.resume()
        child.stderr!.resume()
        resolve(match)
      }
    }
    child.stdout!.on("data", onData)
    child.stderr!.on("data", onError)
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
