/**
 * What a page's loader gives when its content is not there to show: no such page, or a backend that
 * failed or did not answer. The page draws the not-found or the unavailable page; the server render
 * answers with the status of the outcome (app/entry-server.tsx). The status is read from the loader's
 * data rather than set with React Router's `data()`, which would add its code to every page's first load.
 */
export type PageOutcome = { status: "not-found" } | { status: "unavailable" }

const HTTP_STATUS: Record<PageOutcome["status"], number> = { "not-found": 404, unavailable: 503 }

/** The HTTP status of a page whose loader gave `loaderData`: 404 or 503 for an outcome above, else undefined. */
export function outcomeHttpStatus(loaderData: unknown): number | undefined {
  if (typeof loaderData !== "object" || loaderData === null || !("status" in loaderData)) return undefined
  const { status } = loaderData
  return typeof status === "string" && Object.hasOwn(HTTP_STATUS, status) ? HTTP_STATUS[status as PageOutcome["status"]] : undefined
}
