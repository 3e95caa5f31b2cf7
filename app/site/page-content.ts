import { importOnDemand } from "./import-on-demand"

/** A content folder as import.meta.glob gives it: each file's path to the import of its module. */
export type ContentModules = Record<string, () => Promise<Record<string, unknown>>>

/** The modules a free-form page may be kept in: its path's file, or the hub of its section. */
export const contentModuleFiles = (path: string) => [`../content${path}.ts`, `../content${path}/hub.ts`]

/**
 * The path of the route a loader runs for, as the route table writes it: the router matches paths
 * without regard to case or a trailing slash.
 */
export function loaderPath(request: Request): string {
  const pathname = new URL(request.url).pathname.toLowerCase()
  return pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname
}

/**
 * The page at `path` from the one module of a content folder that holds it (`file`), so a visit loads
 * that page's content and not its whole section's. Undefined when there is no such file, or the file
 * holds no page whose `meta.path` is `path` (the caller then reads the section's index).
 */
export async function pageFromOwnModule<T extends { meta: { path: string } }>(
  modules: ContentModules,
  file: string,
  path: string,
): Promise<T | undefined> {
  const load = modules[file]
  if (!load) return undefined
  const module = await importOnDemand(load)
  return Object.values(module).find(
    (value): value is T => typeof value === "object" && value !== null && (value as Partial<T>).meta?.path === path,
  )
}
