import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest"
import { startTestServer, type TestServer } from "../testing/harness"
import { signedStartToken } from "../testing/lead-start-tokens"
import { issueLeadStartToken } from "#shared/lead-start-token"

interface Answer {
  status: number
  body: { token?: string; reference?: string; error?: { code: string; message: string } }
}

const contactFields = { name: "Petra Person", email: "petra@example.test", message: "A question about a translation.", consent: true }
const HOUR_MS = 60 * 60 * 1000

describe("the minimum fill time, measured from a start token the server signs", () => {
  let t: TestServer
  let address = 0
  const headers = () => ({ apikey: t.anonKey, Authorization: `Bearer ${t.anonKey}` })

  async function fetchToken(query: string, init: RequestInit = {}): Promise<Answer & { cacheControl: string | null }> {
    const response = await t.fetch(`${t.url}/functions/v1/lead-start-token${query}`, { ...init, headers: headers() })
    return { status: response.status, body: (await response.json()) as Answer["body"], cacheControl: response.headers.get("cache-control") }
  }

  /** A visitor's contact form with these extra properties (each from an address of its own, under the rate limit). */
  async function submit(extra: Record<string, unknown>): Promise<Answer> {
    const response = await t.fetch(`${t.url}/functions/v1/submit-lead`, {
      method: "POST",
      headers: { ...headers(), "Content-Type": "application/json", "X-Forwarded-For": `192.0.2.${++address}` },
      body: JSON.stringify({
        type: "contact",
        submissionId: crypto.randomUUID(),
        website: "",
        pagePath: "/contact",
        fields: contactFields,
        ...extra,
      }),
    })
    return { status: response.status, body: (await response.json()) as Answer["body"] }
  }

  const countLeads = async () => Number((await t.db.query<{ n: string }>("select count(*) as n from public.leads")).rows[0].n)

  beforeAll(async () => {
    t = await startTestServer()
  })
  afterAll(async () => {
    await t?.close()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  describe("lead-start-token", () => {
    it("gives a form of a known type a token, never to be cached", async () => {
      const answer = await fetchToken("?type=quote")
      expect(answer.status).toBe(200)
      expect(answer.body.token).toMatch(/^v1\.quote\.\d+\.[A-Za-z0-9_-]+$/)
      expect(answer.cacheControl).toBe("no-store")
    })

    it("answers 400 for an unknown or missing form type, and 405 to anything but GET", async () => {
      expect(await fetchToken("?type=newsletter")).toMatchObject({ status: 400, body: { error: { code: "invalid_request" } } })
      expect(await fetchToken("")).toMatchObject({ status: 400, body: { error: { code: "invalid_request" } } })
      expect(await fetchToken("?type=quote", { method: "POST" })).toMatchObject({
        status: 405,
        body: { error: { code: "method_not_allowed" } },
      })
    })
  })

  describe("submit-lead", () => {
    it("refuses a form sent at once with a fresh token as too fast, whatever start time the visitor claims, and takes it 3 s later", async () => {
      const before = await countLeads()
      const { token } = (await fetchToken("?type=contact")).body
      const fast = await submit({ startToken: token, startedAt: 1 })
      expect(fast).toMatchObject({
        status: 400,
        body: {
          error: {
            code: "too_fast",
            message: "That was quicker than a person can fill in the form. Please wait a moment and send it again.",
          },
        },
      })
      expect(await countLeads()).toBe(before)
      // The same token once the minimum fill time of 3 s has passed on the server's clock (moved on, not waited out).
      vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 3_100 })
      const later = await submit({ startToken: token })
      expect(later.status).toBe(200)
      expect(await countLeads()).toBe(before + 1)
    })

    it("refuses a token 2 s old as too fast, and takes one 3.2 s old", async () => {
      expect(await submit({ startToken: await signedStartToken(t.serviceRoleKey, "contact", 2_000) })).toMatchObject({
        status: 400,
        body: { error: { code: "too_fast" } },
      })
      expect((await submit({ startToken: await signedStartToken(t.serviceRoleKey, "contact", 3_200) })).status).toBe(200)
    })

    it("refuses a form without a token (a start time of its own counts for nothing)", async () => {
      const before = await countLeads()
      expect(await submit({ startedAt: 1 })).toMatchObject({
        status: 400,
        body: {
          error: {
            code: "start_token_missing",
            message: "The form could not confirm when you started it. Please wait a moment and send it again.",
          },
        },
      })
      expect(await countLeads()).toBe(before)
    })

    it("refuses a forged or tampered token", async () => {
      const before = await countLeads()
      const genuine = await signedStartToken(t.serviceRoleKey, "contact", 60_000)
      const [version, type, issuedAt, signature] = genuine.split(".")
      const forgeries = {
        "an earlier time under the genuine signature": [version, type, Number(issuedAt) - HOUR_MS, signature].join("."),
        "another form type under the genuine signature": [version, "quote", issuedAt, signature].join("."),
        "a signature with one character changed": [version, type, issuedAt, signature.replace(/^./, (c) => (c === "A" ? "B" : "A"))].join(
          ".",
        ),
        "a signature made with another key": await issueLeadStartToken(
          { get: () => "not-this-server-s-key" },
          "contact",
          Date.now() - 60_000,
        ),
        "no signature at all": [version, type, issuedAt, ""].join("."),
        "not a token": "hello",
        "a very long string": "v1.contact.1." + "A".repeat(5_000),
      }
      for (const [what, startToken] of Object.entries(forgeries))
        expect(await submit({ startToken }), what).toMatchObject({ status: 400, body: { error: { code: "start_token_invalid" } } })
      expect(await submit({ startToken: 42 })).toMatchObject({ status: 400, body: { error: { code: "invalid_request" } } })
      expect(await countLeads()).toBe(before)
      expect((await submit({ startToken: genuine })).status).toBe(200)
    })

    it("refuses a token signed with this server's key whose parts are not a start token's: another version, an unknown form, a time not in plain digits, a fifth part", async () => {
      const encoder = new TextEncoder()
      const key = await crypto.subtle.importKey(
        "raw",
        encoder.encode(`nordika-lead-start-token:${t.serviceRoleKey}`),
        { name: "HMAC", hash: "SHA-256" },
        false,
        ["sign"],
      )
      const signed = async (payload: string) =>
        `${payload}.${Buffer.from(await crypto.subtle.sign("HMAC", key, encoder.encode(payload))).toString("base64url")}`
      const issued = Date.now() - 60_000
      const tokens = {
        "another version": await signed(`v2.contact.${issued}`),
        "an unknown form type": await signed(`v1.newsletter.${issued}`),
        "a time after a letter": await signed(`v1.contact.x${issued}`),
        "a time before a letter": await signed(`v1.contact.${issued}x`),
        "a fifth part": `${await signed(`v1.contact.${issued}`)}.extra`,
      }
      for (const [what, startToken] of Object.entries(tokens))
        expect(await submit({ startToken }), what).toMatchObject({ status: 400, body: { error: { code: "start_token_invalid" } } })
      // Signed so with nothing added, it is a good token: the refusals above are not the signature's.
      expect((await submit({ startToken: await signed(`v1.contact.${issued}`) })).status).toBe(200)
    })

    it("refuses a token issued for another form", async () => {
      expect(await submit({ startToken: await signedStartToken(t.serviceRoleKey, "quote", 60_000) })).toMatchObject({
        status: 400,
        body: { error: { code: "start_token_wrong_form" } },
      })
    })

    it("refuses a token dated ahead of the server's clock", async () => {
      expect(await submit({ startToken: await signedStartToken(t.serviceRoleKey, "contact", -10 * 60 * 1000) })).toMatchObject({
        status: 400,
        body: { error: { code: "start_token_invalid" } },
      })
    })

    it("takes a token up to 24 hours old, and refuses an older one as expired", async () => {
      expect((await submit({ startToken: await signedStartToken(t.serviceRoleKey, "contact", 24 * HOUR_MS - 60_000) })).status).toBe(200)
      expect(await submit({ startToken: await signedStartToken(t.serviceRoleKey, "contact", 24 * HOUR_MS + 60_000) })).toMatchObject({
        status: 400,
        body: {
          error: {
            code: "start_token_expired",
            message: "This form has been open for more than a day. Please wait a moment and send it again.",
          },
        },
      })
    })
  })

  describe("the honeypot", () => {
    it("refuses a form whose hidden website field is filled, even with a good token, and stores nothing", async () => {
      const before = await countLeads()
      const startToken = await signedStartToken(t.serviceRoleKey, "contact", 60_000)
      expect(await submit({ startToken, website: "http://spam.example" })).toEqual({
        status: 400,
        body: { error: { code: "invalid_request", message: "This submission looks automated and was not accepted." } },
      })
      expect(await countLeads()).toBe(before)
    })
  })
})
