import fs from "node:fs"
import path from "node:path"
import { pathToFileURL } from "node:url"
import type * as AppServerEntry from "../../app/entry-server"

/** The server render's module (app/entry-server.tsx, built into dist-server/ beside dist-app/). */
export type ServerEntry = typeof AppServerEntry
export type RenderResult = Awaited<ReturnType<ServerEntry["renderPage"]>>
export type FeedResult = Awaited<ReturnType<ServerEntry["renderFeed"]>>
export type BackendConfig = Parameters<ServerEntry["provideSupabaseConfig"]>[0]
/** The route table from the live documents (app/site/document-routes.ts). */
export type SiteRouteTable = NonNullable<Awaited<ReturnType<ServerEntry["readSiteRouteTable"]>>>

export const SERVER_ENTRY_FILE = "entry-server.js"

export interface ServerEntryOptions {
  /** The server build (dist-server/). */
  serverDir: string
  /** The backend the render's loaders read (null: the bundled content). */
  backend: () => BackendConfig
  /** Called when a new build replaced the module (renders of the old one are stale). */
  onReload?: () => void
}

/**
 * The server render of the built app, loaded on first use and again when a new build replaces it;
 * undefined while there is no server build (the client-only shell then answers every page).
 */
export function serverEntryFromBuild({ serverDir, backend, onReload }: ServerEntryOptions): () => Promise<ServerEntry | undefined> {
  const file = path.join(path.resolve(serverDir), SERVER_ENTRY_FILE)
  let loaded: { mtimeMs: number; entry: Promise<ServerEntry> } | undefined
  return async () => {
    const stat = fs.statSync(file, { throwIfNoEntry: false })
    if (!stat) return undefined
    if (loaded?.mtimeMs !== stat.mtimeMs) {
      const reloading = loaded !== undefined
      // The query makes Node load the new file rather than its cached module.
      const entry = import(`${pathToFileURL(file).href}?build=${stat.mtimeMs}`).then((module: ServerEntry) => {
        module.provideSupabaseConfig(backend())
        return withOwnBackend(module, backend)
      })
      loaded = { mtimeMs: stat.mtimeMs, entry }
      entry.catch(() => {
        if (loaded?.entry === entry) loaded = undefined
      })
      if (reloading) onReload?.()
    }
    return loaded.entry
  }
}

/**
 * The module with each of its functions run against this server's backend: a process's servers share
 * the module (Node caches it), and one that started later must not point another's renders at itself.
 */
function withOwnBackend(module: ServerEntry, backend: () => BackendConfig): ServerEntry {
  // A stand-in module of a test, or a build from before the scope existed, keeps the one provided.
  if (typeof module.withBackend !== "function") return module
  return new Proxy(module, {
    get(target, name, receiver) {
      const value: unknown = Reflect.get(target, name, receiver)
      if (typeof value !== "function" || name === "withBackend") return value
      return (...args: unknown[]) => target.withBackend(backend(), () => (value as (...args: unknown[]) => unknown)(...args))
    },
  })
}
