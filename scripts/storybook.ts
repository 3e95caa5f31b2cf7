/**
 * `npm run storybook`: Storybook's dev server on STORYBOOK_PORT (default 6006), or on the port given
 * after `--` (`npm run storybook -- -p 7000`). The port is always passed explicitly because Storybook
 * otherwise falls back to PORT, which in this project is the site server's port.
 */
import { spawn } from "node:child_process"
import path from "node:path"

export const STORYBOOK_DEFAULT_PORT = 6006

const args = process.argv.slice(2)
const portGiven = args.some((arg) => arg === "-p" || arg === "--port" || arg.startsWith("--port="))
const port = portGiven ? [] : ["-p", process.env.STORYBOOK_PORT || String(STORYBOOK_DEFAULT_PORT)]

const bin = path.resolve(import.meta.dirname, "..", "node_modules", ".bin", "storybook")
const child = spawn(bin, ["dev", "--no-open", ...port, ...args], { stdio: "inherit", shell: process.platform === "win32" })
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => child.kill(signal))
child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
