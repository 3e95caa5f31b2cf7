import crypto from "node:crypto"
import { createClient, type SupabaseClient } from "@supabase/supabase-js"
import { QueryObserver, type QueryClient } from "@tanstack/react-query"
import WebSocket from "ws"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { EMPTY_LEAD_FILTERS } from "@nordika/ui/admin"
import { startTestServer, type TestServer } from "../../../server/testing/harness"
import { LEAD_TYPES } from "#shared/lead-schemas"
import type { Database } from "../database.types"
import { createAdminQueryClient } from "../query-client"
import { leadKeys, type LeadPageParams } from "./keys"
import { leadPageQueryOptions } from "./leads-query"
import { followLeadChanges } from "./leads-realtime"

const EVERY_LEAD: LeadPageParams = { filters: EMPTY_LEAD_FILTERS, pageIndex: 0, pageSize: 25 }
const CONTACT_LEADS: LeadPageParams = { filters: { ...EMPTY_LEAD_FILTERS, type: "contact" }, pageIndex: 0, pageSize: 25 }

let t: TestServer
let staff: SupabaseClient<Database>
/** The paths and queries of staff's requests for pages of leads, in order. */
const pageReads: string[] = []
let queryClient: QueryClient
let stopFollowing: () => void
/** A lead stored before the cache follows the broadcasts: nothing about it is on its way when the tests start. */
let leavingId: string

/** A contact lead as submit_lead() stores it, with one file, in one statement (two broadcasts); answers its id. */
async function addLead(name: string): Promise<string> {
  const { rows } = await t.db.query<{ id: string }>(
    `with lead as (
       insert into public.leads (reference, submission_id, type, name, email, details, consent_text, consent_version, consented_at, page_path)
       values ($1, gen_random_uuid(), 'contact', $2, 'visitor@example.test', '{"message":"Hello"}', 'I agree', '1', now(), '/contact')
       returning id
     )
     insert into public.lead_files (lead_id, object_name, file_name, mime_type, size_bytes)
     select id, 'forms/' || gen_random_uuid() || '/brief.pdf', 'brief.pdf', 'application/pdf', 1024 from lead
     returning lead_id as id`,
    [`NC-${crypto.randomUUID().slice(0, 8)}`, name],
  )
  return rows[0].id
}

/** Keeps a page of the inbox on show, as the screen's useQuery does; answers the observer and its cleanup. */
function showPage(params: LeadPageParams) {
  const observer = new QueryObserver(queryClient, leadPageQueryOptions(staff, params))
  return { observer, hide: observer.subscribe(() => undefined) }
}

/** Whether the page has its answer and no read of it is on its way. */
const settled = (observer: ReturnType<typeof showPage>["observer"]) =>
  observer.getCurrentResult().isSuccess && !observer.getCurrentResult().isFetching
const names = (observer: ReturnType<typeof showPage>["observer"]) => observer.getCurrentResult().data?.rows.map((row) => row.name) ?? []
const readsOf = (params: LeadPageParams) =>
  pageReads.filter((url) => (params.filters.type === "all" ? !url.includes("type=eq.") : url.includes(`type=eq.${params.filters.type}`)))
    .length

beforeAll(async () => {
  t = await startTestServer({ http: true })
  const token = await t.userToken({ staffRole: "admin", aal: "aal2" })
  staff = createClient<Database>(t.url, t.anonKey, {
    accessToken: async () => token,
    realtime: { transport: WebSocket as never },
    global: {
      fetch: (input, init) => {
        const url = new URL(input instanceof Request ? input.url : String(input))
        if (url.pathname === "/rest/v1/leads") pageReads.push(url.search)
        return fetch(input, init)
      },
    },
  })
  leavingId = await addLead("Leaving Visitor")
  queryClient = createAdminQueryClient()
  let live = 0
  const following = new Promise<void>((resolve) => {
    stopFollowing = followLeadChanges(staff, queryClient, {
      onStatus: (status) => {
        if (status === "SUBSCRIBED" && ++live === LEAD_TYPES.length) resolve()
      },
    })
  })
  await following
}, 120_000)

afterAll(async () => {
  stopFollowing?.()
  queryClient?.clear()
  await staff?.removeAllChannels()
  await t?.close()
})

describe("the inbox's cache over the leads' broadcasts", () => {
  it("loses a deleted lead from the page on show as its broadcast arrives, before the page is read again to fill it", async () => {
    const id = leavingId
    const page = showPage(EVERY_LEAD)
    await expect.poll(() => names(page.observer), { timeout: 10_000 }).toContain("Leaving Visitor")
    const readsBefore = readsOf(EVERY_LEAD)
    let readsWhenGone: number | undefined
    const watching = page.observer.subscribe((result) => {
      if (readsWhenGone === undefined && !result.data?.rows.some((row) => row.id === id)) readsWhenGone = readsOf(EVERY_LEAD)
    })

    await t.db.query("delete from public.leads where id = $1", [id])

    await expect.poll(() => readsWhenGone, { timeout: 10_000 }).toBeDefined()
    expect(readsWhenGone).toBe(readsBefore)
    expect(queryClient.getQueryData(leadKeys.detail(id))).toBeNull()
    // Then once more, to fill the page from the next one.
    await expect.poll(() => readsOf(EVERY_LEAD), { timeout: 10_000 }).toBe(readsBefore + 1)
    await expect.poll(() => settled(page.observer), { timeout: 10_000 }).toBe(true)
    watching()
    page.hide()
  }, 30_000)

  it("reads the page on show again for a new lead and shows it, and only marks a page not on show stale", async () => {
    const hidden = showPage(CONTACT_LEADS)
    await expect.poll(() => settled(hidden.observer), { timeout: 10_000 }).toBe(true)
    hidden.hide()
    const page = showPage(EVERY_LEAD)
    await expect.poll(() => settled(page.observer), { timeout: 10_000 }).toBe(true)
    const hiddenReads = readsOf(CONTACT_LEADS)

    await addLead("Arriving Visitor")

    await expect.poll(() => names(page.observer), { timeout: 10_000 }).toContain("Arriving Visitor")
    expect(page.observer.getCurrentResult().data?.rows.find((row) => row.name === "Arriving Visitor")?.fileCount).toBe(1)
    // Marked in the same step that read the page on show again, so no read of it can still be on its way.
    expect(queryClient.getQueryState(leadKeys.list(CONTACT_LEADS))?.isInvalidated).toBe(true)
    expect(readsOf(CONTACT_LEADS)).toBe(hiddenReads)
    page.hide()
  }, 30_000)
})
