/**
 * What a public page of the built site (dist-app/) loads on arrival, from Vite's manifest. Its first
 * load is the HTML entry and its static imports: the code that takes the server's HTML over (React,
 * the router, the site's frame), with the CSS of the page. The page's own code (its route chunk and
 * what that imports beyond the entry) comes after: React hydrates the page's content when it arrives
 * (app/site/page-module.tsx). Sizes are gzip, level 9, as the server sends the precompressed `.gz`.
 */
import fs from "node:fs"
import path from "node:path"
import zlib from "node:zlib"
import type { Manifest } from "vite"
import { CHUNK_MODULES_FILE, type ChunkModules } from "./vite/chunk-modules.ts"
import { HYDRATION_ELEMENT_ID, type HydrationPayload } from "../app/site/hydration.ts"

/**
 * Issue 14's budget for the JavaScript of a public page's first load, gzip, which CI holds every page
 * kind to. React 19, React DOM and React Router 7 are 96 KB of it, which leaves the site's frame
 * (header, footer, layout, router setup, class merger) about 24 KB: what the frame gains, it must give
 * back elsewhere.
 */
export const FIRST_LOAD_JS_BUDGET_BYTES = 120 * 1024
/** What CI holds a page's own code to (what it loads beyond the first load, to hydrate its content), gzip. */
export const PAGE_JS_BUDGET_BYTES = 45 * 1024
/** Issue 14's budget for the CSS a public page loads before its first paint, gzip. */
export const FIRST_LOAD_CSS_BUDGET_BYTES = 25 * 1024

export const MANIFEST_FILE = ".vite/manifest.json"
/** The manifest key of the HTML entry (app/index.html). */
export const ENTRY_KEY = "index.html"

export interface BuiltApp {
  appDir: string
  manifest: Manifest
  chunkModules: ChunkModules
}

export interface ModuleShare {
  /** A package name (`react-dom`) or a path from the repository root (`ui/components/site-header.tsx`). */
  name: string
  /** The module's share of its chunks' gzip bytes. */
  gzipBytes: number
}

export interface FirstLoad {
  /** Output files of the first load, in load order. */
  js: string[]
  css: string[]
  jsGzipBytes: number
  cssGzipBytes: number
  /** The first load's modules, biggest first. */
  modules: ModuleShare[]
  /** The page's own code, beyond the first load: its files, in load order, and their gzip bytes. */
  pageJs: string[]
  pageJsGzipBytes: number
}

/** Reads the manifest and the module list of a build; a missing build is a clear error. */
export function readBuiltApp(appDir: string): BuiltApp {
  const read = (file: string) => {
    const full = path.join(appDir, file)
    if (!fs.existsSync(full)) throw new Error(`${full} is missing: build the app first (npm run build)`)
    return JSON.parse(fs.readFileSync(full, "utf8")) as unknown
  }
  return { appDir, manifest: read(MANIFEST_FILE) as Manifest, chunkModules: read(CHUNK_MODULES_FILE) as ChunkModules }
}

/** The manifest key of the route chunk of a page kind (app/pages/<kind>.tsx). */
export const pageChunkKey = (kind: string) => `pages/${kind}.tsx`

/** The first load of the page whose route chunk is `pageKey` (see pageChunkKey), and the page's own code. */
export function firstLoadOf(app: BuiltApp, pageKey: string): FirstLoad {
  const { manifest } = app
  if (!manifest[ENTRY_KEY]) throw new Error(`the manifest has no ${ENTRY_KEY} entry`)
  if (!manifest[pageKey]) throw new Error(`the manifest has no chunk for ${pageKey}`)
  const keys: string[] = []
  const visit = (key: string) => {
    if (keys.includes(key)) return
    keys.push(key)
    for (const imported of manifest[key].imports ?? []) visit(imported)
  }
  visit(ENTRY_KEY)
  const entryKeys = keys.length
  visit(pageKey)

  const jsOf = (chunkKeys: string[]) => chunkKeys.map((key) => manifest[key].file).filter((file) => file.endsWith(".js"))
  const js = jsOf(keys.slice(0, entryKeys))
  const pageJs = jsOf(keys.slice(entryKeys))
  const css = [
    ...new Set(keys.flatMap((key) => [...(manifest[key].css ?? []), ...(manifest[key].file.endsWith(".css") ? [manifest[key].file] : [])])),
  ]
  const gzipOf = memoGzipSize(app.appDir)
  const shares = new Map<string, number>()
  for (const file of js) {
    const modules = Object.entries(app.chunkModules[file] ?? {})
    const rendered = modules.reduce((sum, [, length]) => sum + length, 0)
    for (const [name, length] of modules) shares.set(name, (shares.get(name) ?? 0) + (rendered ? (gzipOf(file) * length) / rendered : 0))
  }
  return {
    js,
    css,
    jsGzipBytes: js.reduce((sum, file) => sum + gzipOf(file), 0),
    pageJs,
    pageJsGzipBytes: pageJs.reduce((sum, file) => sum + gzipOf(file), 0),
    cssGzipBytes: css.reduce((sum, file) => sum + gzipOf(file), 0),
    modules: [...shares].map(([name, gzipBytes]) => ({ name, gzipBytes })).sort((a, b) => b.gzipBytes - a.gzipBytes),
  }
}

/** The interface strings a server-rendered page's HTML hands to the browser with its hydration data (issue 39). */
export interface PageMessages {
  locale: HydrationPayload["locale"]
  messages: HydrationPayload["messages"]
  /** Their JSON gzipped alone, as if it came on its own: more than its share of the HTML's gzip, never less. */
  gzipBytes: number
}

/** The frame's messages in a page's HTML (see app/site/hydration.ts); null for a page without hydration data (the client-only shell). */
export function pageMessagesOf(html: string): PageMessages | null {
  const json = new RegExp(`<script type="application/json" id="${HYDRATION_ELEMENT_ID}">(.*?)</script>`, "s").exec(html)?.[1]
  if (!json) return null
  const { locale, messages } = JSON.parse(json) as HydrationPayload
  return { locale, messages, gzipBytes: zlib.gzipSync(JSON.stringify(messages), { level: 9 }).byteLength }
}

const gzipSizes = new Map<string, number>()

function memoGzipSize(appDir: string) {
  return (file: string) => {
    const full = path.join(appDir, file)
    let size = gzipSizes.get(full)
    if (size === undefined) {
      size = zlib.gzipSync(fs.readFileSync(full), { level: 9 }).byteLength
      gzipSizes.set(full, size)
    }
    return size
  }
}

/** "12.3 KB" (KB = 1024 bytes, as the budgets are written). */
export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
