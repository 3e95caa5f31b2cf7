/**
 * Support for the docs tests: the static Storybook (`npm run build-storybook` writes storybook-static/)
 * served over HTTP on a random port, as a host serves it, and what its index lists.
 */
import fs from "node:fs"
import http from "node:http"
import type { AddressInfo } from "node:net"
import path from "node:path"

const repoRoot = path.resolve(import.meta.dirname, "../..")
const STORYBOOK_DIR = path.join(repoRoot, "storybook-static")

const CONTENT_TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript",
  ".css": "text/css",
  ".json": "application/json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".woff": "font/woff",
  ".woff2": "font/woff2",
  ".pdf": "application/pdf",
}

/** An entry of storybook-static/index.json. */
export interface IndexEntry {
  id: string
  title: string
  name: string
  type: "story" | "docs"
  tags?: string[]
}

/** The tests need the built Storybook (npm test builds it first; alone: `npm run build-storybook`). */
export function readIndex(): IndexEntry[] {
  const file = path.join(STORYBOOK_DIR, "index.json")
  if (!fs.existsSync(file)) throw new Error("storybook-static/index.json is missing: build Storybook first (npm run build-storybook)")
  const index = JSON.parse(fs.readFileSync(file, "utf8")) as { entries: Record<string, IndexEntry> }
  return Object.values(index.entries)
}

export interface StaticStorybook {
  url: string
  close: () => Promise<void>
}

/** Serves storybook-static/ on 127.0.0.1 at a free port. */
export async function serveStorybook(): Promise<StaticStorybook> {
  const server = http.createServer((request, response) => {
    const { pathname } = new URL(request.url ?? "/", "http://localhost")
    const file = path.join(STORYBOOK_DIR, path.normalize(decodeURIComponent(pathname)).replace(/^([/\\])+/, ""))
    const target = file.endsWith(path.sep) || pathname === "/" ? path.join(file, "index.html") : file
    if (!target.startsWith(STORYBOOK_DIR) || !fs.existsSync(target) || !fs.statSync(target).isFile()) {
      response.writeHead(404).end()
      return
    }
    response.writeHead(200, { "Content-Type": CONTENT_TYPES[path.extname(target)] ?? "application/octet-stream" })
    fs.createReadStream(target).pipe(response)
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  }
}
