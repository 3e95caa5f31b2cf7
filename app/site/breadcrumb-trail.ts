/**
 * The pages above a page, as its breadcrumb links them: from the live documents (a parent published
 * since the build is a link, an unpublished or trashed one is not), read with the page's own document
 * (app/site/document-pages.ts) and drawn by app/site/breadcrumbs.tsx.
 */
import { readPublishedDocumentRoutes } from "../data/document-route-rows"
import { documentRoute, ROUTED_DOCUMENT_KINDS } from "./document-routes"
import { localeOfPath, localePrefix, SOURCE_LOCALE } from "#shared/locales"

/** A page above the current one: its path and its short name. */
export interface BreadcrumbParent {
  path: string
  label: string
}

/**
 * The paths above `path`, outermost first, without the home page: "/a/b/c" → "/a", "/a/b". A localised
 * path's parents are in its language, without the language's home: "/sv/a/b" → "/sv/a".
 */
export function parentPathsOf(path: string): string[] {
  const prefix = localePrefix(localeOfPath(path))
  const segments = path.slice(prefix.length).split("/").filter(Boolean)
  return segments.slice(0, -1).map((_, index) => `${prefix}/${segments.slice(0, index + 1).join("/")}`)
}

/** The live pages at `paths`: English paths in one read; localised ones (a translation's parents) one by one, as the translations are read by path. */
function readParentRoutes(paths: string[]) {
  if (localeOfPath(paths[0]) === SOURCE_LOCALE) return readPublishedDocumentRoutes(ROUTED_DOCUMENT_KINDS, { paths })
  return Promise.all(paths.map((path) => readPublishedDocumentRoutes(ROUTED_DOCUMENT_KINDS, { path }))).then((reads) =>
    reads.every((read) => read.status === "published")
      ? { status: "published" as const, rows: reads.flatMap((read) => read.rows) }
      : { status: "unavailable" as const },
  )
}

/**
 * The live pages above `path`, outermost first (a path above it that is no live page is left out), in
 * the path's language: a translated page's parents are the parents' translations, by their localised
 * titles; undefined when they cannot be read (the breadcrumb then links none).
 */
export async function readBreadcrumbParents(path: string): Promise<BreadcrumbParent[] | undefined> {
  const paths = parentPathsOf(path)
  if (paths.length === 0) return []
  const read = await readParentRoutes(paths)
  if (read.status !== "published") return undefined
  const labels = new Map(
    read.rows.flatMap((row) => {
      const route = documentRoute(row)
      return route ? [[route.path, route.label] as const] : []
    }),
  )
  return paths.flatMap((parent) => {
    const label = labels.get(parent)
    return label === undefined ? [] : [{ path: parent, label }]
  })
}
