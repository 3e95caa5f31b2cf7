import { describe, expect, it } from "vitest"
import { QueryClient } from "@tanstack/react-query"
import { EMPTY_LEAD_FILTERS } from "@nordika/ui/admin"
import { leadKeys } from "./keys"

const FIRST_PAGE = leadKeys.list({ filters: EMPTY_LEAD_FILTERS, pageIndex: 0, pageSize: 25 })
const QUOTES = leadKeys.list({ filters: { ...EMPTY_LEAD_FILTERS, type: "quote" }, pageIndex: 1, pageSize: 25 })
const CACHED = [FIRST_PAGE, QUOTES, leadKeys.counts(), leadKeys.assignees(), leadKeys.detail("lead-1"), leadKeys.detail("lead-2")]

/** Which of the cached keys invalidating `prefix` marks stale. */
async function staleAfterInvalidating(prefix: readonly unknown[]) {
  const cache = new QueryClient()
  for (const key of CACHED) cache.setQueryData(key, "cached")
  await cache.invalidateQueries({ queryKey: prefix })
  return CACHED.filter((key) => cache.getQueryState(key)?.isInvalidated)
}

describe("the leads' query keys", () => {
  it("reach every page of the inbox, whatever its filters, through lists()", async () => {
    await expect(staleAfterInvalidating(leadKeys.lists())).resolves.toEqual([FIRST_PAGE, QUOTES])
  })

  it("reach one lead alone through detail(id), and every open lead through details()", async () => {
    await expect(staleAfterInvalidating(leadKeys.detail("lead-1"))).resolves.toEqual([leadKeys.detail("lead-1")])
    await expect(staleAfterInvalidating(leadKeys.details())).resolves.toEqual([leadKeys.detail("lead-1"), leadKeys.detail("lead-2")])
  })

  it("reach everything about leads through all()", async () => {
    await expect(staleAfterInvalidating(leadKeys.all())).resolves.toEqual(CACHED)
  })

  it("tell two pages apart by each of their filters and their place", () => {
    const page = { filters: EMPTY_LEAD_FILTERS, pageIndex: 0, pageSize: 25 }
    const keys = [
      leadKeys.list(page),
      leadKeys.list({ ...page, pageIndex: 1 }),
      leadKeys.list({ ...page, pageSize: 50 }),
      leadKeys.list({ ...page, filters: { ...EMPTY_LEAD_FILTERS, search: "svensson" } }),
    ].map((key) => JSON.stringify(key))
    expect(new Set(keys).size).toBe(4)
  })
})
