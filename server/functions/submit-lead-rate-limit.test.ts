import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startTestServer, type TestServer } from "../testing/harness"
import { signedStartToken } from "../testing/lead-start-tokens"

/**
 * submit-lead's per-address limit: 5 leads per address in 10 minutes (README). A file of its own, with
 * one server, so the mutation scope `submit-lead` can run it against each mutant of the limit's lines.
 */
describe("the per-address rate limit on leads", () => {
  let t: TestServer
  let startToken: string
  beforeAll(async () => {
    t = await startTestServer({ config: { rateLimits: true } })
    // This server signs with a key of its own.
    startToken = await signedStartToken(t.serviceRoleKey, "contact")
  })
  afterAll(async () => {
    await t?.close()
  })

  const send = (ip: string) =>
    t.fetch(`${t.url}/functions/v1/submit-lead`, {
      method: "POST",
      headers: { apikey: t.anonKey, Authorization: `Bearer ${t.anonKey}`, "Content-Type": "application/json", "X-Forwarded-For": ip },
      body: JSON.stringify({
        type: "contact",
        submissionId: crypto.randomUUID(),
        startToken,
        website: "",
        pagePath: "/contact",
        fields: { name: "Rita", email: "rita@example.test", message: "Hello", consent: true },
      }),
    })

  /** Moves every recorded submission of `ip` back by `minutes`, as if they were sent that long ago. */
  const backdate = (ip: string, minutes: number) =>
    t.db.query("update public.lead_submission_events set created_at = now() - make_interval(mins => $2) where client_ip = $1", [
      ip,
      minutes,
    ])

  it("answers the 6th submission from one address within 10 minutes with 429 and a clear message; another address still gets through", async () => {
    for (let i = 0; i < 5; i++) expect((await send("192.0.2.7")).status).toBe(200)
    const limited = await send("192.0.2.7")
    expect(limited.status).toBe(429)
    expect(await limited.json()).toEqual({
      error: { code: "rate_limited", message: "You have sent several requests in a short time. Please wait a few minutes and try again." },
    })
    expect((await send("192.0.2.8")).status).toBe(200)
  })

  it("counts a window of 10 minutes: five sent 9 minutes ago still refuse a sixth, five sent 11 minutes ago do not", async () => {
    for (let i = 0; i < 5; i++) expect((await send("192.0.2.9")).status).toBe(200)
    await backdate("192.0.2.9", 9)
    expect((await send("192.0.2.9")).status).toBe(429)
    await backdate("192.0.2.9", 11)
    expect((await send("192.0.2.9")).status).toBe(200)
  })

  it("forgets the addresses after a day", async () => {
    await t.db.query("update public.lead_submission_events set created_at = now() - interval '25 hours' where client_ip = '192.0.2.7'")
    const { rows } = await t.db.query<{ pruned: number }>("select public.prune_lead_submission_events() as pruned")
    expect(rows[0].pruned).toBe(5)
    expect((await send("192.0.2.7")).status).toBe(200)
  })

  it("takes every submission from one address while limits are off (RATE_LIMITS=off)", async () => {
    // The functions read the setting per request: the same server, switched off for this test.
    t.ctx.config.rateLimits = false
    try {
      for (let i = 0; i < 7; i++) expect((await send("192.0.2.10")).status).toBe(200)
    } finally {
      t.ctx.config.rateLimits = true
    }
    expect((await send("192.0.2.10")).status).toBe(429)
  })
})
