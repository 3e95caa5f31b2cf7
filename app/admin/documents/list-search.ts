/** A list's view in the address (?kind=blog_post&q=…&status=changed&sort=-updated): it survives a reload and can be shared. */
import { DOCUMENT_SORT_KEYS, type DocumentSort, type DocumentStatusName } from "@nordika/ui/admin"

export const DOCUMENT_STATUS_FILTERS = ["all", "published", "changed", "draft", "scheduled"] as const
export type DocumentStatusFilter = (typeof DOCUMENT_STATUS_FILTERS)[number]

export interface DocumentListView {
  /** The collection shown; "" for the reader's first. */
  kind: string
  search: string
  status: DocumentStatusFilter
  sort: DocumentSort
}

/** The lists' first order: the latest change first, as the database answers. */
const DEFAULT_DOCUMENT_SORT: DocumentSort = { key: "updated", direction: "desc" }

const sortParam = (sort: DocumentSort) => `${sort.direction === "desc" ? "-" : ""}${sort.key}`

function sortFrom(value: string | null): DocumentSort {
  const key = value?.replace(/^-/, "")
  if (!key || !(DOCUMENT_SORT_KEYS as readonly string[]).includes(key)) return DEFAULT_DOCUMENT_SORT
  return { key: key as DocumentSort["key"], direction: value!.startsWith("-") ? "desc" : "asc" }
}

/** The view an address asks for; anything unknown is left at its default. */
export function viewFromSearch(params: URLSearchParams): DocumentListView {
  const status = params.get("status")
  return {
    kind: params.get("kind") ?? "",
    search: params.get("q") ?? "",
    status: (DOCUMENT_STATUS_FILTERS as readonly string[]).includes(status ?? "") ? (status as DocumentStatusFilter) : "all",
    sort: sortFrom(params.get("sort")),
  }
}

/** The address parameters of a view, leaving out the ones at their default. */
export function viewToSearch(view: DocumentListView): URLSearchParams {
  const params = new URLSearchParams()
  if (view.kind) params.set("kind", view.kind)
  if (view.search.trim()) params.set("q", view.search.trim())
  if (view.status !== "all") params.set("status", view.status)
  const sort = sortParam(view.sort)
  if (sort !== sortParam(DEFAULT_DOCUMENT_SORT)) params.set("sort", sort)
  return params
}

/** Whether a document shows under the filter ("scheduled": a publish or unpublish pending). */
export const matchesStatus = (filter: DocumentStatusFilter, row: { status: DocumentStatusName; scheduled: unknown }) =>
  filter === "all" || (filter === "scheduled" ? row.scheduled !== null : filter === row.status)
