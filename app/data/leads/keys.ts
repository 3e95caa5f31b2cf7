import type { LeadInboxFilterValues } from "@nordika/ui/admin"

/** One page of the inbox: its filters and its place, as the address holds them. */
export interface LeadPageParams {
  filters: LeadInboxFilterValues
  pageIndex: number
  pageSize: number
}

/**
 * The leads' query keys, each level a prefix of the next: invalidating `lists()` reaches every page
 * under every filter, `details()` every open lead, `all()` everything about leads.
 */
export const leadKeys = {
  all: () => ["leads"] as const,
  lists: () => ["leads", "list"] as const,
  list: (params: LeadPageParams) => ["leads", "list", params] as const,
  counts: () => ["leads", "counts"] as const,
  assignees: () => ["leads", "assignees"] as const,
  details: () => ["leads", "detail"] as const,
  detail: (id: string) => ["leads", "detail", id] as const,
}
