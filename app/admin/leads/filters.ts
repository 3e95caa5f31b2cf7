/** The inbox's filters in the address (?type=quote&status=new&language=sv&q=…), so a filtered view survives a reload and can be shared. */
import {
  EMPTY_LEAD_FILTERS,
  LEAD_LANGUAGE_NAMES,
  LEAD_STATUS_NAMES,
  LEAD_TYPE_NAMES,
  type LeadInboxFilterValues,
  type LeadTypeName,
} from "@nordika/ui/admin"

const DAY = /^\d{4}-\d{2}-\d{2}$/

const oneOf = <T extends string>(options: readonly T[], value: string | null): T | "all" =>
  value !== null && (options as readonly string[]).includes(value) ? (value as T) : "all"

/** The filters an address asks for; anything unknown, or a type outside `types` (the reader's), is left at "all". */
export function filtersFromSearch(params: URLSearchParams, types: readonly LeadTypeName[] = LEAD_TYPE_NAMES): LeadInboxFilterValues {
  const from = params.get("from") ?? ""
  const to = params.get("to") ?? ""
  return {
    search: params.get("q") ?? "",
    type: oneOf(types, params.get("type")),
    status: oneOf(LEAD_STATUS_NAMES, params.get("status")),
    assignee: params.get("assignee") || "all",
    language: oneOf(LEAD_LANGUAGE_NAMES, params.get("language")),
    from: DAY.test(from) ? from : "",
    to: DAY.test(to) ? to : "",
  }
}

/** The address parameters of the filters, leaving out the ones at their default. */
export function filtersToSearch(filters: LeadInboxFilterValues): URLSearchParams {
  const params = new URLSearchParams()
  if (filters.search) params.set("q", filters.search)
  for (const key of ["type", "status", "assignee", "language"] as const)
    if (filters[key] !== EMPTY_LEAD_FILTERS[key]) params.set(key, filters[key])
  if (filters.from) params.set("from", filters.from)
  if (filters.to) params.set("to", filters.to)
  return params
}
