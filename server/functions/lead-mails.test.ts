import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { SupabaseClient } from "@supabase/supabase-js"
import { startTestServer, type TestServer } from "../testing/harness"
import type { StoredMail } from "../mail/mailer"
import { LEAD_TYPES, type LeadType } from "#shared/lead-schemas"
import { signedStartToken } from "../testing/lead-start-tokens"
import { arrivedMail } from "../testing/mail"

/** A camelCase key with its colon ("timeZone:", "targetLanguages:"): what a person never reads. */
const RAW_KEY = /\b[a-z]+[A-Z][A-Za-z]*:/
const ISO_TIME = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/
const ISO_DATE = /\b\d{4}-\d{2}-\d{2}\b/
/** The start of a JSON object or array of strings. */
const JSON_TEXT = /[{[]\s*"/

/** 2.4 MB, as the mail writes it. */
const BRIEF_BYTES = 2_516_582

describe("the mails a new lead sends", () => {
  let t: TestServer
  let anon: SupabaseClient
  let siteUrl: string
  let address = 0

  /** Sends a form as a visitor does, through supabase-js, each from an address of its own. */
  async function submit(type: LeadType, fields: Record<string, unknown>, extra: Record<string, unknown> = {}) {
    const { data, error } = await anon.functions.invoke<{ id: string; reference: string }>("submit-lead", {
      body: {
        type,
        submissionId: crypto.randomUUID(),
        startToken: await signedStartToken(t.serviceRoleKey, type),
        website: "",
        pagePath: "/contact",
        fields,
        ...extra,
      },
      headers: { "X-Forwarded-For": `198.51.100.${++address}` },
    })
    expect(error).toBeNull()
    return data!
  }

  async function upload(name: string, bytes: number, wordCount?: number) {
    const path = `pending/${crypto.randomUUID()}/${name}`
    const { error } = await anon.storage.from("uploads").upload(path, new Blob(["x".repeat(bytes)], { type: "text/plain" }))
    expect(error).toBeNull()
    return { path, name, size: bytes, ...(wordCount === undefined ? {} : { wordCount }) }
  }

  /** The staff notification about a lead, once it has reached the local mailbox. */
  function staffMailAbout(reference: string): Promise<StoredMail> {
    return arrivedMail(t, (m) => m.kind === "lead_notification" && m.subject.includes(reference))
  }

  const contact = { name: "Anna Svensson", email: "anna@example.test", company: "Svensson AB", consent: true }

  /** Each type's form as a visitor fills it in; files are uploaded first. */
  const FORMS: Record<LeadType, () => Promise<Record<string, unknown>>> = {
    quote: async () => ({
      ...contact,
      phone: "+46 70 123 45 67",
      service: "Translation",
      sourceLanguage: "sv",
      targetLanguages: ["de", "fi", "pl"],
      subjectField: "Medical devices",
      files: [await upload("brief.txt", BRIEF_BYTES, 5000)],
      deadline: "2027-01-10",
      budget: "1000-5000 EUR",
      instructions: "Instructions for use, 12 pages.",
    }),
    consultation: async () => ({
      ...contact,
      topic: "Leen platform demo",
      slots: ["2026-12-14T09:00:00.000Z", "2026-12-15T13:30:00.000Z"],
      timeZone: "America/New_York",
      message: "A demo for our team.",
    }),
    contact: async () => ({ ...contact, subject: "Partnership", message: "Could we talk next week?" }),
    job_application: async () => ({
      name: "Lars Ek",
      email: "lars@example.test",
      phone: "+46 70 000 00 00",
      position: "Project manager, life sciences",
      linkedin: "https://www.linkedin.com/in/lars-ek",
      cv: [await upload("cv.txt", 46_450, 812)],
      coverLetterFile: [],
      coverLetter: "I have run localisation projects for ten years.",
      consent: true,
    }),
    freelancer_application: async () => ({
      name: "Eva Berg",
      email: "eva@example.test",
      languagePairs: ["sv → en", "de → sv"],
      services: ["Translation", "Revision"],
      specialisations: ["Legal"],
      catTools: ["Trados Studio"],
      rate: 0.09,
      currency: "EUR",
      yearsExperience: 12,
      vatNumber: "SE556000000001",
      cv: [await upload("eva-cv.txt", 20_000)],
      consent: true,
    }),
    event_registration: async () => ({
      ...contact,
      event: "21 January 2027, 15:00 CET: Post-editing with quality estimation",
      message: "Vegetarian lunch, please.",
    }),
    brochure_request: async () => ({ ...contact, brochure: "Company brochure" }),
    accessibility_report: async () => ({
      name: contact.name,
      email: contact.email,
      consent: true,
      pageAddress: "/services/translation",
      problem: "The menu closes before I reach its links with a screen magnifier.",
      assistiveTechnology: "ZoomText 2025",
    }),
  }

  beforeAll(async () => {
    t = await startTestServer()
    anon = t.client()
    siteUrl = t.ctx.config.siteUrl.replace(/\/+$/, "")
  })
  afterAll(async () => {
    await t?.close()
  })

  describe("the staff notification of each type", () => {
    it.each(LEAD_TYPES.map((type) => [type]))("%s: reads as a person writes, with the link to the lead", async (type) => {
      const fields = await FORMS[type]()
      const { id, reference } = await submit(type, fields)
      const mail = await staffMailAbout(reference)
      for (const part of [mail.text, mail.html!]) {
        expect(part).not.toMatch(RAW_KEY)
        // A key as the old mail wrote it: at the start of a line (or of a cell), with its colon.
        for (const key of Object.keys(fields)) expect(part).not.toMatch(new RegExp(`(^\\s*|>)${key}:`, "m"))
        expect(part).not.toMatch(ISO_TIME)
        expect(part).not.toMatch(ISO_DATE)
        expect(part).not.toMatch(JSON_TEXT)
        expect(part).toContain(reference)
        expect(part).toContain(`${siteUrl}/admin/leads/${id}`)
      }
      expect(mail.text).toContain(`Open it in the admin: ${siteUrl}/admin/leads/${id}`)
      expect(mail.text).toMatch(/Consent: Given on \w{3} \d{1,2} \w+ \d{4} at \d\d:\d\d Stockholm time, to the wording of 1 April 2026:/)
    })
  })

  it("names a quote's languages, its file with size and word count, its deadline and the indicative price the visitor saw", async () => {
    const { reference } = await submit("quote", await FORMS.quote())
    const { text, html } = await staffMailAbout(reference)
    for (const part of [text, html!]) {
      expect(part).toContain("Source language")
      expect(part).toContain("Swedish")
      expect(part).toContain("German, Finnish, Polish")
      expect(part).toContain("brief.txt (2.4 MB, 5,000 words)")
      expect(part).toContain("10 January 2027")
      // 5,000 words into three languages at €0.10–€0.16 a word, 2,500 words a day, and a day to prepare.
      expect(part).toContain("€1,500–€2,400 · about 3 business days")
      expect(part).toContain("For 5,000 words, at the rates of ")
    }
    expect(text).toContain("Indicative price shown to the visitor: €1,500–€2,400 · about 3 business days")
  })

  it("gives a consultation's preferred times on Stockholm's clock and the visitor's", async () => {
    const { reference } = await submit("consultation", await FORMS.consultation())
    const { text, html } = await staffMailAbout(reference)
    for (const part of [text, html!]) {
      expect(part).toContain("Mon 14 December 2026, 10:00 in Stockholm (04:00 in New York, America/New_York)")
      expect(part).toContain("Tue 15 December 2026, 14:30 in Stockholm (08:30 in New York, America/New_York)")
    }
  })

  it("escapes what the visitor wrote in the HTML part, and keeps it as written in the text", async () => {
    const message = `<img src=x onerror="alert(1)"> & <b>bold</b>`
    const { reference } = await submit("contact", { ...contact, message })
    const { text, html } = await staffMailAbout(reference)
    expect(text).toContain(message)
    expect(html).not.toContain("<img")
    expect(html).not.toContain("<b>bold</b>")
    expect(html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt; &amp; &lt;b&gt;bold&lt;/b&gt;")
  })

  it("sends the visitor what they sent, their times on their own clock first", async () => {
    const { reference } = await submit("consultation", { ...(await FORMS.consultation()), email: "nina@example.test" })
    const mail = await arrivedMail(t, (m) => m.kind === "lead_confirmation" && m.to === "nina@example.test")
    expect(mail.subject).toBe(`We have received your consultation request (${reference})`)
    for (const part of [mail.text, mail.html!]) {
      expect(part).toContain("Mon 14 December 2026, 04:00 New York time (10:00 in Stockholm)")
      expect(part).not.toMatch(RAW_KEY)
      expect(part).not.toMatch(ISO_TIME)
      expect(part).not.toContain("/admin/leads/")
    }
    expect(mail.attachments?.[0].content).toContain("Mon 14 December 2026\\, 04:00 New York time (10:00 in Stockholm)")
  })
})
