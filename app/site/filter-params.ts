import { useCallback, useMemo } from "react"
import { useSearchParams } from "react-router-dom"
import { LISTING_ALL_VALUE, type ListingFilterValue } from "@nordika/ui/templates"

/** Listing filters kept in the URL query (?industry=Gaming), so a filtered list can be shared and survives reloads. */
export function useFilterParams(): [ListingFilterValue, (next: ListingFilterValue) => void] {
  const [params, setParams] = useSearchParams()
  const value = useMemo(() => Object.fromEntries(params.entries()), [params])
  const setValue = useCallback(
    (next: ListingFilterValue) => {
      const query = new URLSearchParams()
      for (const [key, filter] of Object.entries(next)) if (filter && filter !== LISTING_ALL_VALUE) query.set(key, filter)
      setParams(query, { replace: true, preventScrollReset: true })
    },
    [setParams],
  )
  return [value, setValue]
}
