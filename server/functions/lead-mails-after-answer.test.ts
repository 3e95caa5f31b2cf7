import crypto from "node:crypto"
import http from "node:http"
import type { AddressInfo } from "node:net"
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest"
import { apiKeys } from "../jwt"
import { startTestServer, type TestServer } from "../testing/harness"
import { signedStartToken } from "../testing/lead-start-tokens"
import { migratedDataDirectory, startServerProcess, stopServerProcesses, waitForOutput } from "../testing/server-process"

/** How long a visitor may wait for their answer here before the test calls it waiting for the mails. */
const ANSWER_DEADLINE_MS = 20_000
/** Bounded polling for what happens after an answer. */
const POLL_DEADLINE_MS = 10_000

async function until(condition: () => boolean, what: string): Promise<void> {
  const deadline = performance.now() + POLL_DEADLINE_MS
  while (!condition()) {
    if (performance.now() > deadline) throw new Error(`${what}: not within ${POLL_DEADLINE_MS} ms`)
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}

interface RelayedMail {
  to: string[]
  subject: string
}

/**
 * A mail API in Resend's request shape that holds every mail it is sent until released, as a slow
 * provider does, then answers `status`; `accepted` lists the mails it answered 2xx, once answered.
 */
async function holdingMailApi(status = 200) {
  const received: RelayedMail[] = []
  const accepted: RelayedMail[] = []
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  const server = http.createServer((req, res) => {
    let body = ""
    req.on("data", (chunk: Buffer) => (body += chunk))
    req.on("end", () => {
      const mail = JSON.parse(body) as RelayedMail
      received.push(mail)
      void released.then(() => {
        res.writeHead(status, { "Content-Type": "application/json" })
        res.end(JSON.stringify(status < 300 ? { id: crypto.randomUUID() } : { message: "Service unavailable" }), () => {
          if (status < 300) accepted.push(mail)
        })
      })
    })
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/emails`,
    received,
    accepted,
    release,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

const contactForm = async (serviceRoleKey: string, email: string) =>
  JSON.stringify({
    type: "contact",
    submissionId: crypto.randomUUID(),
    startToken: await signedStartToken(serviceRoleKey, "contact"),
    website: "",
    pagePath: "/contact",
    fields: { name: "Karin Holm", email, message: "Do you translate patents?", consent: true },
  })

describe("the mails about a new lead, after the visitor's answer", () => {
  let t: TestServer
  const mailApiUrl = process.env.MAIL_API_URL

  beforeAll(async () => {
    t = await startTestServer()
  })
  afterEach(() => {
    if (mailApiUrl === undefined) delete process.env.MAIL_API_URL
    else process.env.MAIL_API_URL = mailApiUrl
    vi.restoreAllMocks()
  })
  afterAll(async () => {
    await t?.close()
  })

  const submit = async (email: string) => {
    const response = await t.fetch(`${t.url}/functions/v1/submit-lead`, {
      method: "POST",
      headers: { apikey: t.anonKey, Authorization: `Bearer ${t.anonKey}`, "Content-Type": "application/json" },
      body: await contactForm(t.serviceRoleKey, email),
    })
    return { status: response.status, body: (await response.json()) as { reference: string; id: string } }
  }

  it("answers the visitor while the mail provider still holds both mails, which go out once it takes them", async () => {
    const mailApi = await holdingMailApi()
    process.env.MAIL_API_URL = mailApi.url
    try {
      const answer = await Promise.race([
        submit("karin@example.test"),
        new Promise<"no answer">((resolve) => setTimeout(() => resolve("no answer"), ANSWER_DEADLINE_MS)),
      ])
      expect(answer).toMatchObject({ status: 200, body: { reference: expect.stringMatching(/^NM-\d{4}-\d{5}$/) } })
      const { reference, id } = (answer as Awaited<ReturnType<typeof submit>>).body
      expect(mailApi.accepted).toEqual([])
      const { rows } = await t.db.query("select reference from public.leads where id = $1", [id])
      expect(rows).toEqual([{ reference }])

      await until(() => mailApi.received.length === 2, "both mails reach the provider")
      mailApi.release()
      await until(() => mailApi.accepted.length === 2, "the provider takes both mails")
      expect(mailApi.accepted.map((mail) => [mail.to, mail.subject]).sort()).toEqual(
        [
          [["karin@example.test"], `We have received your message (${reference})`],
          [["leads@nordika.com"], `New message ${reference} from Karin Holm`],
        ].sort(),
      )
    } finally {
      mailApi.release()
      await mailApi.close()
    }
  }, 60_000)

  it("keeps the lead and says in the log which mail the provider refused", async () => {
    const mailApi = await holdingMailApi(503)
    mailApi.release()
    process.env.MAIL_API_URL = mailApi.url
    const warn = vi.spyOn(console, "warn")
    try {
      const { status, body } = await submit("per@example.test")
      expect(status).toBe(200)
      const { rows } = await t.db.query("select email from public.leads where id = $1", [body.id])
      expect(rows).toEqual([{ email: "per@example.test" }])
      const logged = () => warn.mock.calls.map((call) => String(call[0]))
      await until(() => logged().filter((line) => line.includes("(503)")).length === 2, "both refusals are logged")
      expect(logged()).toEqual(
        expect.arrayContaining([
          `[mail] ${mailApi.url} refused the lead_confirmation mail to per@example.test (503)`,
          `[mail] ${mailApi.url} refused the lead_notification mail to leads@nordika.com (503)`,
        ]),
      )
    } finally {
      await mailApi.close()
    }
  })
})

describe("a server stopped (SIGTERM) while the mails about a lead are on their way", () => {
  afterEach(stopServerProcesses)

  it("waits for them before it exits, so none is lost", async () => {
    const mailApi = await holdingMailApi()
    try {
      const secret = crypto.randomBytes(32).toString("hex")
      const { anonKey, serviceRoleKey } = await apiKeys(secret)
      const server = await startServerProcess({
        dataDir: await migratedDataDirectory(),
        jwtSecret: secret,
        env: { MAIL_API_URL: mailApi.url },
      })
      const response = await fetch(`http://127.0.0.1:${server.port}/functions/v1/submit-lead`, {
        method: "POST",
        headers: { apikey: anonKey, Authorization: `Bearer ${anonKey}`, "Content-Type": "application/json" },
        body: await contactForm(serviceRoleKey, "lena@example.test"),
      })
      expect(response.status).toBe(200)
      const { reference } = (await response.json()) as { reference: string }
      await until(() => mailApi.received.length === 2, "both mails reach the provider")

      server.child.kill("SIGTERM")
      await waitForOutput(server, /\[functions\] waiting for 1 background task to finish/)
      expect(server.output()).not.toContain("[server] stopped cleanly")
      mailApi.release()
      expect(await server.exited).toBe(0)
      expect(mailApi.accepted.map((mail) => mail.subject).sort()).toEqual(
        [`New message ${reference} from Karin Holm`, `We have received your message (${reference})`].sort(),
      )
      expect(server.output()).toContain("[server] stopped cleanly")
    } finally {
      mailApi.release()
      await mailApi.close()
    }
  }, 120_000)
})
