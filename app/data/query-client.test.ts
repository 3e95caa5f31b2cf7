import { afterEach, describe, expect, it } from "vitest"
import { focusManager, QueryObserver } from "@tanstack/react-query"
import { createAdminQueryClient, FORM_DATA } from "./query-client"

/** A read that fails with `error` every time, counting its attempts (no wait between them). */
async function attemptsFor(error: unknown): Promise<number> {
  const queryClient = createAdminQueryClient()
  let attempts = 0
  await queryClient
    .fetchQuery({
      queryKey: ["failing"],
      queryFn: () => {
        attempts++
        throw error
      },
      retryDelay: 0,
    })
    .catch(() => undefined)
  return attempts
}

describe("the admin's query client", () => {
  afterEach(() => focusManager.setFocused(undefined))

  it.each([
    ["an expired or missing session (401)", { status: 401, message: "JWT expired" }],
    ["a refusal (403)", { status: 403, message: "forbidden" }],
    ["row level security (42501)", { code: "42501", message: "permission denied for table leads" }],
    ["an expired token at PostgREST (PGRST301)", { code: "PGRST301", message: "JWT expired" }],
    ["a conflict (23505)", { code: "23505", message: "duplicate key value" }],
    ["a value that fails its schema", new Error("Expected an array")],
  ])("shows %s at once: it is tried once", async (_what, error) => {
    await expect(attemptsFor(error)).resolves.toBe(1)
  })

  it.each([
    ["the network (fetch's TypeError)", new TypeError("Failed to fetch")],
    ["the network (postgrest-js' empty code)", { code: "", message: "TypeError: fetch failed" }],
    ["the network (a staff function's answer)", { code: "network", status: 0, message: "Something went wrong" }],
    ["a 503", { status: 503, message: "Service Unavailable" }],
    ["a database PostgREST could not reach (PGRST002)", { code: "PGRST002", message: "Could not query the database" }],
  ])("tries a read that failed for a passing reason, %s, twice more before it fails", async (_what, error) => {
    await expect(attemptsFor(error)).resolves.toBe(3)
  })

  it("never repeats a write that failed", async () => {
    const queryClient = createAdminQueryClient()
    let attempts = 0
    const write = queryClient.getMutationCache().build(queryClient, {
      mutationFn: () => {
        attempts++
        return Promise.reject(new TypeError("Failed to fetch"))
      },
    })
    await write.execute(undefined).catch(() => undefined)
    expect(attempts).toBe(1)
  })

  it("does not read a screen's data again when the window regains focus", async () => {
    const queryClient = createAdminQueryClient()
    // As QueryClientProvider does: the client follows the window's focus from then on.
    queryClient.mount()
    let reads = 0
    const observer = new QueryObserver(queryClient, { queryKey: ["audit-log"], queryFn: () => ++reads })
    const stop = observer.subscribe(() => undefined)
    await expect.poll(() => observer.getCurrentResult().data).toBe(1)
    focusManager.setFocused(false)
    focusManager.setFocused(true)
    // A query that asks for it is read again on the same focus event: the marker that the event was seen.
    let askingReads = 0
    const asking = new QueryObserver(queryClient, { queryKey: ["lead-figures"], queryFn: () => ++askingReads, refetchOnWindowFocus: true })
    const stopAsking = asking.subscribe(() => undefined)
    await expect.poll(() => asking.getCurrentResult().data).toBe(1)
    focusManager.setFocused(false)
    focusManager.setFocused(true)
    await expect.poll(() => asking.getCurrentResult().data).toBe(2)
    expect(reads).toBe(1)
    stop()
    stopAsking()
    queryClient.unmount()
  })

  it("keeps a form's data for no later visit, and other data for the next screen to show at once", async () => {
    const queryClient = createAdminQueryClient()
    const visit = async (key: string, options: object) => {
      const observer = new QueryObserver(queryClient, { queryKey: [key], queryFn: () => "stored", ...options })
      const leave = observer.subscribe(() => undefined)
      await expect.poll(() => observer.getCurrentResult().data).toBe("stored")
      leave()
    }
    await visit("general-settings", FORM_DATA)
    await visit("audit-log", {})
    await expect.poll(() => queryClient.getQueryData(["general-settings"])).toBeUndefined()
    expect(queryClient.getQueryData(["audit-log"])).toBe("stored")
  })
})
