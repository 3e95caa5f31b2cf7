import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startTestServer, type TestServer } from "../testing/harness"
import { signedStartToken } from "../testing/lead-start-tokens"
import { warmLeadPath } from "./warm-up"

describe("the warm-up of the lead path before a server listens", () => {
  let t: TestServer
  beforeAll(async () => {
    t = await startTestServer()
  })
  afterAll(async () => {
    await t?.close()
  })

  const count = async (table: string) => Number((await t.db.query<{ n: string }>(`select count(*) as n from ${table}`)).rows[0].n)

  it("leaves no lead, no submission event and no realtime message behind, and the first visitor's reference is the first", async () => {
    const tables = ["public.leads", "public.lead_submission_events", "realtime.messages"]
    const before = await Promise.all(tables.map(count))
    expect(await warmLeadPath(t.db, { rounds: 5 })).toBe(5)
    expect(await Promise.all(tables.map(count))).toEqual(before)

    const response = await t.fetch(`${t.url}/functions/v1/submit-lead`, {
      method: "POST",
      headers: { apikey: t.anonKey, Authorization: `Bearer ${t.anonKey}`, "Content-Type": "application/json" },
      body: JSON.stringify({
        type: "contact",
        submissionId: crypto.randomUUID(),
        startToken: await signedStartToken(t.serviceRoleKey, "contact"),
        website: "",
        pagePath: "/contact",
        fields: { name: "Ola Nord", email: "ola@example.test", message: "Hello", consent: true },
      }),
    })
    expect(response.status).toBe(200)
    expect(((await response.json()) as { reference: string }).reference).toMatch(/^NM-\d{4}-00001$/)
  })
})
