import { afterAll, beforeAll, describe, expect, it, vi } from "vitest"
import type { SupabaseClient } from "@supabase/supabase-js"
import { startTestServer, type TestServer } from "../testing/harness"
import { removeOrphanUploads } from "../storage/orphan-uploads"
import { CONSENT_TEXT, CONSENT_VERSION, LEAD_TYPES } from "#shared/lead-schemas"
import { officeInstant, offeredDays, offeredSlots } from "#shared/office-hours"
import { consultationInvitation } from "../../supabase/functions/submit-lead/handler"
import { describeSlot } from "#shared/zoned-time"
import { signedStartToken } from "../testing/lead-start-tokens"
import { arrivedMail, arrivedMails } from "../testing/mail"

/** Either half is present, depending on the status. */
interface SubmitAnswer {
  reference: string
  id: string
  error: { code: string; message: string; issues?: { path: string; message: string }[] }
}

const REFERENCE = /^N[QCMJFEBA]-\d{4}-\d{5}$/

const quoteFields = (files: { path: string; name: string; size: number; wordCount?: number }[] = []) => ({
  name: "Anna Svensson",
  email: "Anna@Example.test",
  company: "Svensson AB",
  phone: "+46 70 123 45 67",
  service: "Translation",
  sourceLanguage: "sv",
  targetLanguages: ["de", "fi"],
  subjectField: "Medical devices",
  files,
  deadline: "2026-06-01",
  budget: "1000-5000 EUR",
  instructions: "Instructions for use, 12 pages.",
  consent: true,
})

/** A start token per form type, signed when the server starts, so four seconds or more old when used. */
const startTokens = new Map<string, string>()

function submission(type: string, fields: Record<string, unknown>, extra: Record<string, unknown> = {}) {
  return {
    type,
    submissionId: crypto.randomUUID(),
    // Four seconds on the form: over the minimum fill time of 3 s.
    startToken: startTokens.get(type),
    website: "",
    pagePath: "/contact/request-quote",
    fields,
    ...extra,
  }
}

describe("submitting a lead", () => {
  let t: TestServer
  let anon: SupabaseClient
  let staff: SupabaseClient

  /** Calls submit-lead as a visitor (anon key) from the given address. */
  async function submit(body: unknown, ip = "203.0.113.10") {
    const response = await t.fetch(`${t.url}/functions/v1/submit-lead`, {
      method: "POST",
      headers: { apikey: t.anonKey, Authorization: `Bearer ${t.anonKey}`, "Content-Type": "application/json", "X-Forwarded-For": ip },
      body: JSON.stringify(body),
    })
    return { status: response.status, body: (await response.json()) as SubmitAnswer }
  }

  async function upload(name: string, body: Blob) {
    const path = `pending/${crypto.randomUUID()}/${name}`
    const { error } = await anon.storage.from("uploads").upload(path, body, { contentType: body.type })
    return { path, name, size: body.size, error }
  }

  const countLeads = async () => Number((await t.db.query<{ n: string }>("select count(*) as n from public.leads")).rows[0].n)

  beforeAll(async () => {
    t = await startTestServer()
    for (const type of LEAD_TYPES) startTokens.set(type, await signedStartToken(t.serviceRoleKey, type))
    anon = t.client()
    staff = t.client({ accessToken: await t.userToken({ staffRole: "editor" }) })
  })
  afterAll(async () => {
    await t?.close()
  })

  describe("a quote with two files", () => {
    it("is stored once with its files, consent record and reference, and both mails go out", async () => {
      const a = await upload("brochure.txt", new Blob(["Hello world, three words"], { type: "text/plain" }))
      const b = await upload("manual.pdf", new Blob(["%PDF-1.4 fake"], { type: "application/pdf" }))
      expect([a.error, b.error]).toEqual([null, null])
      const { status, body } = await submit(submission("quote", quoteFields([a, b].map(({ path, name, size }) => ({ path, name, size })))))
      expect(status).toBe(200)
      expect(body.reference).toMatch(/^NQ-\d{4}-\d{5}$/)

      const { data: lead, error } = await staff
        .from("leads")
        .select("*, lead_files(file_name, mime_type, size_bytes)")
        .eq("id", body.id)
        .single()
      expect(error).toBeNull()
      expect(lead).toMatchObject({
        reference: body.reference,
        type: "quote",
        status: "new",
        name: "Anna Svensson",
        email: "anna@example.test",
        company: "Svensson AB",
        consent_text: CONSENT_TEXT,
        consent_version: CONSENT_VERSION,
        page_path: "/contact/request-quote",
        details: {
          service: "Translation",
          sourceLanguage: "sv",
          targetLanguages: ["de", "fi"],
          instructions: "Instructions for use, 12 pages.",
        },
      })
      expect(lead!.lead_files.map((f: { file_name: string }) => f.file_name).sort()).toEqual(["brochure.txt", "manual.pdf"])

      const about = (to: string) => arrivedMail(t, (m) => m.to === to && m.subject.includes(body.reference))
      const [visitor, notification] = await Promise.all([about("anna@example.test"), about("leads@nordika.com")])
      expect(visitor?.subject).toContain(body.reference)
      expect(visitor?.text).toContain("What happens next")
      expect(notification?.subject).toBe(`New quote request ${body.reference} from Anna Svensson (Svensson AB)`)
      expect(notification?.text).toContain("2 files")
      expect(notification?.text).toContain(`brochure.txt (1 KB, no word count)`)
      expect(notification?.text).toContain(`manual.pdf (1 KB, no word count)`)
    })

    it("is one lead however often the same submission is retried", async () => {
      const body = submission("quote", quoteFields())
      const answers = await Promise.all([submit(body), submit(body), submit(body)])
      expect(new Set(answers.map((a) => a.body.reference)).size).toBe(1)
      const { rows } = await t.db.query("select id from public.leads where submission_id = $1", [body.submissionId])
      expect(rows).toHaveLength(1)
    })
  })

  describe("a quote's indicative price", () => {
    const estimateOf = async (id: string) =>
      (await t.db.query<{ estimate: unknown }>("select estimate from public.leads where id = $1", [id])).rows[0].estimate

    it("is computed on the server from the rates and the files' word counts, and stored with the lead; a price sent by the browser is ignored", async () => {
      const brief = await upload("brief.txt", new Blob(["Words to translate"], { type: "text/plain" }))
      const madeUp = { shown: true, min: 1, max: 2, currency: "EUR", days: 1, words: 5000 }
      const { status, body } = await submit(
        submission(
          "quote",
          { ...quoteFields([{ path: brief.path, name: brief.name, size: brief.size, wordCount: 5000 }]), estimate: madeUp },
          {
            estimate: madeUp,
          },
        ),
      )
      expect(status).toBe(200)
      const { rows } = await t.db.query<{ updated_at: Date }>(
        "select updated_at from public.translation_rates where service = 'Translation' and source_language = '*' and target_language = '*'",
      )
      // 5,000 words into German and Finnish at EUR 0.10–0.16 a word, 2,500 words a day, and a day to prepare.
      expect(await estimateOf(body.id)).toEqual({
        shown: true,
        min: 1000,
        max: 1600,
        currency: "EUR",
        days: 3,
        words: 5000,
        ratesUpdatedAt: expect.any(String),
      })
      expect(Date.parse(((await estimateOf(body.id)) as { ratesUpdatedAt: string }).ratesUpdatedAt)).toBe(rows[0].updated_at.getTime())
    })

    it("records why the visitor saw none: no word count, or no rate for the service", async () => {
      const withoutWords = await submit(submission("quote", quoteFields()))
      expect(await estimateOf(withoutWords.body.id)).toEqual({ shown: false, reason: "no_words" })
      const file = await upload("script.txt", new Blob(["Subtitles"], { type: "text/plain" }))
      const unpriced = await submit(
        submission("quote", {
          ...quoteFields([{ path: file.path, name: file.name, size: file.size, wordCount: 800 }]),
          service: "Subtitling",
        }),
      )
      expect(await estimateOf(unpriced.body.id)).toEqual({ shown: false, reason: "no_rate" })
    })

    it("is stored for quotes only, in a shape the database checks, and staff cannot change it", async () => {
      const { body } = await submit(submission("contact", { name: "Nils", email: "nils@example.test", message: "Hello", consent: true }))
      expect(await estimateOf(body.id)).toBeNull()
      await expect(
        t.db.query('update public.leads set estimate = \'{"shown": false, "reason": "no_words"}\' where id = $1', [body.id]),
      ).rejects.toThrow(/leads_estimate_valid/)
      const quote = await submit(submission("quote", quoteFields()))
      for (const bad of [
        { shown: true, min: 10, max: 5, currency: "EUR", days: 1, words: 1 },
        { shown: false, reason: "cheap" },
        { price: 1 },
      ])
        await expect(t.db.query("update public.leads set estimate = $2 where id = $1", [quote.body.id, bad])).rejects.toThrow(
          /leads_estimate_valid/,
        )
      const changed = await staff.from("leads").update({ estimate: null }).eq("id", quote.body.id).select()
      expect(changed.error?.code).toBe("42501")
      expect(await estimateOf(quote.body.id)).toEqual({ shown: false, reason: "no_words" })
    })
  })

  describe("the staff notification", () => {
    const contact = () => submission("contact", { name: "Nils", email: "nils@example.test", message: "Hello", consent: true })
    /** The staff notifications about a lead, once one to each of `count` recipients has arrived. */
    const notificationOf = (reference: string, count: number) =>
      arrivedMails(t, (m) => m.kind === "lead_notification" && m.subject.includes(reference), count)

    it("goes to the recipients an admin set in the settings, and to the default again once they are cleared", async () => {
      const admin = t.client({ accessToken: await t.userToken({ staffRole: "admin", aal: "aal2" }) })
      const recipients = ["sales@nordika.test", "pm@nordika.test"]
      const saved = await admin.from("private_settings").upsert({ key: "lead_notifications", value: { recipients } })
      expect(saved.error).toBeNull()
      try {
        const { status, body } = await submit(contact())
        expect(status).toBe(200)
        expect((await notificationOf(body.reference, 2)).map((m) => m.to).sort()).toEqual([...recipients].sort())
      } finally {
        await admin.from("private_settings").upsert({ key: "lead_notifications", value: { recipients: [] } })
      }
      const { body } = await submit(contact())
      expect((await notificationOf(body.reference, 1)).map((m) => m.to)).toEqual(["leads@nordika.com"])
    })

    it("falls back to LEAD_NOTIFICATION_EMAILS while the settings name nobody", async () => {
      process.env.LEAD_NOTIFICATION_EMAILS = " ops@nordika.test, ,duty@nordika.test"
      try {
        const { body } = await submit(contact())
        expect((await notificationOf(body.reference, 2)).map((m) => m.to).sort()).toEqual(["duty@nordika.test", "ops@nordika.test"])
      } finally {
        delete process.env.LEAD_NOTIFICATION_EMAILS
      }
    })
  })

  describe("an accessibility report from /accessibility", () => {
    const report = (fields: Record<string, unknown> = {}) =>
      submission(
        "accessibility_report",
        {
          name: "Maja Berg",
          email: "maja@example.test",
          pageAddress: "/contact/request-quote",
          problem: "The language list cannot be opened with the keyboard.",
          assistiveTechnology: "Firefox 133 with NVDA 2024.4",
          consent: true,
          ...fields,
        },
        { pagePath: "/accessibility" },
      )

    it("is a lead of its own type (NA-), read by editors and admins, not by recruiters, and the staff are told of it", async () => {
      const { status, body } = await submit(report())
      expect(status).toBe(200)
      expect(body.reference).toMatch(/^NA-\d{4}-\d{5}$/)

      const { data: lead } = await staff.from("leads").select("type, name, email, details, page_path").eq("id", body.id).single()
      expect(lead).toEqual({
        type: "accessibility_report",
        name: "Maja Berg",
        email: "maja@example.test",
        page_path: "/accessibility",
        details: {
          pageAddress: "/contact/request-quote",
          problem: "The language list cannot be opened with the keyboard.",
          assistiveTechnology: "Firefox 133 with NVDA 2024.4",
        },
      })
      const admin = t.client({ accessToken: await t.userToken({ staffRole: "admin" }) })
      const recruiter = t.client({ accessToken: await t.userToken({ staffRole: "recruiter" }) })
      expect((await admin.from("leads").select("id").eq("id", body.id)).data).toEqual([{ id: body.id }])
      expect((await recruiter.from("leads").select("id").eq("id", body.id)).data).toEqual([])

      const notification = await arrivedMail(t, (m) => m.kind === "lead_notification" && m.subject.includes(body.reference))
      expect(notification?.subject).toBe(`New accessibility report ${body.reference} from Maja Berg`)
      expect(notification?.text).toContain("The language list cannot be opened with the keyboard.")
    })

    it("needs a description of the problem, and nothing else but the name, the address and the consent", async () => {
      const empty = await submit(report({ problem: "  ", pageAddress: "", assistiveTechnology: "" }))
      expect(empty.status).toBe(400)
      expect(empty.body.error.code).toBe("invalid_fields")
      expect(empty.body.error.issues).toEqual([{ path: "problem", message: "Please describe the problem you met." }])

      const bare = await submit(report({ pageAddress: "", assistiveTechnology: "" }))
      expect(bare.status).toBe(200)
    })

    it("is held to its fields by the database too", async () => {
      await expect(
        t.db.query(
          `insert into public.leads (reference, submission_id, type, name, email, details, consent_text, consent_version, consented_at, page_path)
           values ('NA-0000-00000', gen_random_uuid(), 'accessibility_report', 'A', 'a@example.test', '{"pageAddress": "/"}', 'x', '1', now(), '/')`,
        ),
      ).rejects.toThrow(/check constraint/)
    })
  })

  describe("booking a consultation", () => {
    const consultation = (slots: string[]) =>
      submission("consultation", {
        name: "Erik Lind",
        email: "erik@example.test",
        company: "Lind AB",
        topic: "Leen platform demo",
        slots,
        timeZone: "America/New_York",
        consent: true,
      })

    /** Calls submit-lead as the site does, through supabase-js; a refusal's body is read from the response. */
    async function book(slots: string[]) {
      const { data, error } = await anon.functions.invoke<SubmitAnswer>("submit-lead", {
        body: consultation(slots),
        headers: { "X-Forwarded-For": "203.0.113.20" },
      })
      if (!error) return { status: 200, body: data! }
      const response = (error as { context: Response }).context
      return { status: response.status, body: (await response.json()) as SubmitAnswer }
    }

    /** A working day two days ahead or more, at `time` on Stockholm's clock. */
    function nextWorkingDayAt(time: string) {
      const [, day] = offeredDays(Date.now())
      return officeInstant(day, time).toISOString()
    }

    async function expectRefused(slots: string[], message: string | RegExp) {
      const before = await countLeads()
      const mailsAboutErik = () => t.ctx.mailer.list().filter((m) => m.to === "erik@example.test" || m.subject.includes("Erik Lind"))
      const mailsBefore = mailsAboutErik().length
      const { status, body } = await book(slots)
      expect({ status, code: body.error?.code }).toEqual({ status: 400, code: "invalid_fields" })
      expect(body.error.issues).toEqual([{ path: "slots", message: expect.stringMatching(message) }])
      expect(await countLeads()).toBe(before)
      expect(mailsAboutErik()).toHaveLength(mailsBefore)
    }

    it("refuses 23:30 Stockholm time (17:30 for the visitor in New York) with a 400 that names the problem, storing and mailing nothing", async () => {
      await expectRefused(
        [nextWorkingDayAt("23:30")],
        /^\w{3} \d{1,2} \w{3} \d{4}, 23:30 Stockholm time is outside our office hours: consultations start on the hour or half hour from 09:00 to 16:30 Stockholm time\.$/,
      )
    })

    it("refuses a date in the past: 10 January 2025", async () => {
      await expectRefused(
        ["2025-01-10T09:00:00.000Z"],
        /^Fri 10 Jan 2025, 10:00 Stockholm time has already passed\. Please choose a later time\.$/,
      )
    })

    it("refuses Midsummer Eve, on its own clock a fortnight before", async () => {
      vi.useFakeTimers({ toFake: ["Date"] })
      try {
        vi.setSystemTime(new Date("2027-06-10T08:00:00Z"))
        // A visitor who opened the form on that day (a token of today would be a year early).
        startTokens.set("consultation", await signedStartToken(t.serviceRoleKey, "consultation"))
        await expectRefused(
          ["2027-06-24T08:00:00.000Z", "2027-06-25T08:00:00.000Z"],
          /^Choice 2: Fri 25 Jun 2027, 10:00 Stockholm time is on Midsummer Eve, when our Stockholm office is closed\. Please choose another day\.$/,
        )
      } finally {
        vi.useRealTimers()
        startTokens.set("consultation", await signedStartToken(t.serviceRoleKey, "consultation"))
      }
    })

    it("stores a slot the form offers and sends the visitor an .ics invitation for it", async () => {
      const [first] = offeredDays(Date.now())
      const slots = [offeredSlots(first, Date.now())[0], nextWorkingDayAt("14:30")]
      const { status, body } = await book(slots)
      expect(status).toBe(200)
      expect(body.reference).toMatch(/^NC-/)
      const { data: lead } = await staff.from("leads").select("details").eq("id", body.id).single()
      expect(lead?.details).toMatchObject({ slots, timeZone: "America/New_York" })

      const mail = await arrivedMail(t, (m) => m.to === "erik@example.test" && m.subject.includes(body.reference))
      expect(mail?.attachments?.[0]).toMatchObject({
        filename: "nordika-consultation.ics",
        contentType: expect.stringContaining("text/calendar"),
      })
      const ics = mail!.attachments![0].content as string
      expect(ics).toContain(`DTSTART:${slots[0].replace(/[-:]/g, "").replace(/\.\d{3}/, "")}`)
      expect(ics).toContain("DURATION:PT30M")
      const notification = await arrivedMail(t, (m) => m.to === "leads@nordika.com" && m.subject.includes(body.reference))
      for (const slot of slots) expect(notification?.text).toContain(describeSlot(slot, "America/New_York"))
      expect(notification?.text).not.toMatch(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/)
    })

    it("writes an invitation only for a slot the office could hold", () => {
      const now = new Date("2026-06-15T08:00:00Z")
      expect(consultationInvitation("NC-2026-00001", ["2026-06-16T08:00:00.000Z"], "Demo; intro", { now })).toContain(
        "SUMMARY:Consultation with Nordika: Demo\\; intro",
      )
      expect(() => consultationInvitation("NC-2026-00001", ["2026-06-16T21:30:00.000Z"], "Demo", { now })).toThrow(
        /outside our office hours/,
      )
      expect(() => consultationInvitation("NC-2026-00001", ["2025-01-10T09:00:00.000Z"], "Demo", { now })).toThrow(/already passed/)
      expect(() => consultationInvitation("NC-2026-00001", ["2026-06-19T08:00:00.000Z"], "Demo", { now })).toThrow(/Midsummer Eve/)
    })
  })

  describe("checks a submission cannot skip", () => {
    it("refuses a direct insert into leads through the REST API, as anon and as a signed-in visitor", async () => {
      const before = await countLeads()
      const row = {
        reference: "NQ-2026-99999",
        submission_id: crypto.randomUUID(),
        type: "contact",
        name: "Bot",
        email: "bot@example.test",
        details: { message: "spam" },
        consent_text: "x",
        consent_version: "x",
        consented_at: new Date().toISOString(),
        page_path: "/contact",
      }
      const asAnon = await anon.from("leads").insert(row)
      const member = t.client({ accessToken: await t.userToken({ sub: crypto.randomUUID() }) })
      const asMember = await member.from("leads").insert(row)
      const asStaff = await staff.from("leads").insert(row)
      expect([asAnon.status, asMember.status, asStaff.status]).toEqual([401, 403, 403])
      expect(await countLeads()).toBe(before)
    })

    it("refuses submit_lead() called over REST by anyone but the service role", async () => {
      const { error } = await anon.rpc("submit_lead", { lead: { type: "contact" }, client_ip: "1.2.3.4" })
      expect(error?.code).toBe("42501")
      const asStaff = await staff.rpc("submit_lead", { lead: { type: "contact" }, client_ip: "1.2.3.4" })
      expect(asStaff.error?.code).toBe("42501")
    })

    it("refuses a filled honeypot and a form sent faster than a person can", async () => {
      const before = await countLeads()
      const bot = await submit(
        submission("contact", { name: "B", email: "b@example.test", message: "Hi", consent: true }, { website: "http://spam" }),
      )
      expect(bot).toMatchObject({ status: 400, body: { error: { code: "invalid_request" } } })
      // The minimum fill time is 3 s: 2.5 s is a bot's speed.
      const fast = await submit(
        submission(
          "contact",
          { name: "B", email: "b@example.test", message: "Hi", consent: true },
          { startToken: await signedStartToken(t.serviceRoleKey, "contact", 2_500) },
        ),
      )
      expect(fast).toMatchObject({ status: 400, body: { error: { code: "too_fast" } } })
      expect(await countLeads()).toBe(before)
      const person = await submit(
        submission(
          "contact",
          { name: "P", email: "p@example.test", message: "Hi", consent: true },
          { startToken: await signedStartToken(t.serviceRoleKey, "contact", 3_200) },
        ),
      )
      expect(person.status).toBe(200)
    })

    it("answers invalid fields with each field's message", async () => {
      const { status, body } = await submit(submission("quote", { ...quoteFields(), email: "nope", targetLanguages: [], consent: false }))
      expect(status).toBe(400)
      expect(body.error.code).toBe("invalid_fields")
      expect(body.error.issues).toEqual(
        expect.arrayContaining([
          { path: "email", message: "Please enter a valid email address, for example name@company.com." },
          { path: "targetLanguages", message: "Please choose at least one target language." },
          { path: "consent", message: "Please accept the privacy policy so we can answer you." },
        ]),
      )
    })

    it("takes exactly the published events and the open positions (or an open application), refusing a position once it is unpublished", async () => {
      // An address of its own: no other test's submissions count towards its rate limit.
      const submitHere = (body: unknown) => submit(body, "203.0.113.37")
      const cv = await upload("cv.pdf", new Blob(["%PDF cv"], { type: "application/pdf" }))
      const application = (position: string) =>
        submission("job_application", {
          name: "Sara Lind",
          email: "sara@example.test",
          position,
          cv: [{ path: cv.path, name: cv.name, size: cv.size }],
          coverLetterFile: [],
          consent: true,
        })
      const registration = (event: string) =>
        submission("event_registration", { name: "Sara Lind", email: "sara@example.test", event, consent: true })
      const positionRefused = {
        status: 400,
        body: {
          error: {
            code: "invalid_fields",
            issues: [{ path: "position", message: "Please choose one of the open positions, or an open application." }],
          },
        },
      }

      expect(await submitHere(registration("Localization Summit 2027"))).toMatchObject({
        status: 400,
        body: { error: { code: "invalid_fields", issues: [{ path: "event", message: "Please choose one of the events listed." }] } },
      })
      expect((await submitHere(registration("22 April 2027, 13:00–18:00 CET: Freelancer Day Stockholm"))).status).toBe(200)
      expect(await submitHere(application("Chief translation officer"))).toMatchObject(positionRefused)

      const position = "Language data specialist"
      await t.db.query("update public.documents set unpublished_at = now() where collection = 'open_position' and title = $1", [position])
      try {
        expect(await submitHere(application(position))).toMatchObject(positionRefused)
      } finally {
        await t.db.query("update public.documents set unpublished_at = null where collection = 'open_position' and title = $1", [position])
      }
      expect((await submitHere(application(position))).status).toBe(200)
    })

    it("holds the per-type rules in the database too", async () => {
      await expect(
        t.db.query(
          `insert into public.leads (reference, submission_id, type, name, email, details, consent_text, consent_version, consented_at, page_path)
           values ('NQ-0000-00000', gen_random_uuid(), 'quote', 'A', 'a@example.test', '{"service": "Translation"}', 'x', '1', now(), '/')`,
        ),
      ).rejects.toThrow(/check constraint/)
    })

    it("refuses a file that was never uploaded, and stores nothing of that lead", async () => {
      const before = await countLeads()
      const { status, body } = await submit(
        submission("quote", quoteFields([{ path: `pending/${crypto.randomUUID()}/ghost.pdf`, name: "ghost.pdf", size: 10 }])),
      )
      expect(status).toBe(400)
      expect(body.error).toEqual({
        code: "file_missing",
        message: 'The file "ghost.pdf" did not finish uploading. Please attach it again.',
      })
      expect(await countLeads()).toBe(before)
    })

    it("lets storage refuse an oversized or disallowed file with a clear message, leaving nothing behind", async () => {
      const big = await upload("huge.pdf", new Blob([new Uint8Array(20 * 1024 * 1024 + 1)], { type: "application/pdf" }))
      expect(big.error?.message).toMatch(/exceeded the maximum allowed size/i)
      const exe = await upload("setup.exe", new Blob(["MZ"], { type: "application/x-msdownload" }))
      expect(exe.error?.message).toMatch(/mime type application\/x-msdownload is not supported/i)
      const { rows } = await t.db.query("select name from storage.objects where name = any($1)", [[big.path, exe.path]])
      expect(rows).toEqual([])
    })
  })

  it("keeps a note's earlier wording when staff reword it", async () => {
    const { body } = await submit(submission("contact", { name: "N", email: "n@example.test", message: "Hi", consent: true }))
    const editorId = crypto.randomUUID()
    await t.db.query(
      `insert into auth.users (instance_id, id, aud, role, email, created_at, updated_at)
       values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', 'notes@example.test', now(), now())`,
      [editorId],
    )
    const editor = t.client({ accessToken: await t.userToken({ sub: editorId, staffRole: "editor" }) })
    const note = await editor.from("lead_notes").insert({ lead_id: body.id, body: "Called, no answer" }).select("id").single()
    expect(note.error).toBeNull()
    await editor.from("lead_notes").update({ body: "Called, will call back Monday" }).eq("id", note.data!.id)
    const history = await editor.from("lead_note_revisions").select("body, action, changed_by").eq("note_id", note.data!.id)
    expect(history.data).toEqual([{ body: "Called, no answer", action: "edited", changed_by: editorId }])
  })

  describe("one person's data (GDPR access and erasure)", () => {
    it("is exported whole for an admin, refused to anyone else, and erased with the person's files", async () => {
      const email = `gdpr-${crypto.randomUUID().slice(0, 8)}@example.test`
      const file = await upload("cv.pdf", new Blob(["%PDF cv"], { type: "application/pdf" }))
      const first = await submit(submission("contact", { name: "Greta", email, message: "First", consent: true }))
      const second = await submit(
        submission("job_application", {
          name: "Greta",
          email,
          position: "Open application",
          cv: [{ path: file.path, name: file.name, size: file.size }],
          coverLetterFile: [],
          consent: true,
        }),
      )
      expect([first.status, second.status]).toEqual([200, 200])
      const admin = t.client({ accessToken: await t.userToken({ staffRole: "admin" }) })

      const { data: exported, error } = await admin.rpc("export_lead_person", { person_email: email.toUpperCase() })
      expect(error).toBeNull()
      expect(exported.leads.map((lead: { reference: string }) => lead.reference)).toEqual([first.body.reference, second.body.reference])
      expect(exported.leads[1].files).toEqual([expect.objectContaining({ file_name: "cv.pdf" })])
      expect((await staff.rpc("export_lead_person", { person_email: email })).error?.code).toBe("42501")
      expect((await anon.rpc("export_lead_person", { person_email: email })).error?.code).toBe("42501")
      expect((await staff.rpc("erase_lead_person", { person_email: email })).error?.code).toBe("42501")

      expect((await admin.rpc("erase_lead_person", { person_email: email })).data).toBe(2)
      const { rows } = await t.db.query("select 1 from public.leads where email = $1", [email])
      expect(rows).toEqual([])
      await t.db.query("update storage.objects set created_at = now() - interval '25 hours' where name = $1", [file.path])
      expect(await removeOrphanUploads(t.ctx, async (request) => t.server.app.fetch(request))).toContain(file.path)
    })
  })

  describe("uploads", () => {
    it("cannot be listed or read by a visitor", async () => {
      const file = await upload("private.txt", new Blob(["secret"], { type: "text/plain" }))
      expect(file.error).toBeNull()
      const listed = await anon.storage.from("uploads").list(file.path.split("/").slice(0, 2).join("/"))
      expect(listed.data ?? []).toEqual([])
      const read = await anon.storage.from("uploads").download(file.path)
      expect(read.data).toBeNull()
    })

    it("without a lead are removed after 24 hours, with their bytes; claimed ones stay", async () => {
      const orphan = await upload("orphan.txt", new Blob(["orphan"], { type: "text/plain" }))
      const claimed = await upload("claimed.txt", new Blob(["claimed"], { type: "text/plain" }))
      const fresh = await upload("fresh.txt", new Blob(["fresh"], { type: "text/plain" }))
      const { status } = await submit(submission("quote", quoteFields([claimed].map(({ path, name, size }) => ({ path, name, size })))))
      expect(status).toBe(200)
      await t.db.query("update storage.objects set created_at = now() - interval '25 hours' where name = any($1)", [
        [orphan.path, claimed.path],
      ])

      const removed = await removeOrphanUploads(t.ctx, async (request) => t.server.app.fetch(request))
      expect(removed).toContain(orphan.path)
      expect(removed).not.toContain(claimed.path)
      expect(removed).not.toContain(fresh.path)
      const service = t.client({ key: t.serviceRoleKey })
      expect((await service.storage.from("uploads").download(orphan.path)).data).toBeNull()
      expect(await (await service.storage.from("uploads").download(claimed.path)).data?.text()).toBe("claimed")
    })
  })

  it("stores 500 concurrent submissions each exactly once", async () => {
    const before = await countLeads()
    const bodies = Array.from({ length: 500 }, (_, i) =>
      submission("contact", { name: `Visitor ${i}`, email: `visitor${i}@example.test`, message: `Message ${i}`, consent: true }),
    )
    const answers = await Promise.all(bodies.map((body, i) => submit(body, `198.51.100.${i % 250}`)))
    expect(answers.filter((a) => a.status !== 200)).toEqual([])
    const references = answers.map((a) => a.body.reference as string)
    expect(references.every((r) => REFERENCE.test(r))).toBe(true)
    expect(new Set(references).size).toBe(500)
    expect(await countLeads()).toBe(before + 500)
    const { rows } = await t.db.query<{ n: string }>(
      "select count(distinct submission_id) as n from public.leads where submission_id = any($1::uuid[])",
      [bodies.map((b) => b.submissionId)],
    )
    expect(Number(rows[0].n)).toBe(500)
  }, 120_000)
})
