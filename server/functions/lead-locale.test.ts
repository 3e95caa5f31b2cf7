import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { SupabaseClient } from "@supabase/supabase-js"
import { startTestServer, type TestServer } from "../testing/harness"
import { CONSENT_TEXTS, type LeadType } from "#shared/lead-schemas"
import { offeredDays, offeredSlots } from "#shared/office-hours"
import { consultationInvitation } from "../../supabase/functions/submit-lead/handler"
import { signedStartToken } from "../testing/lead-start-tokens"
import { arrivedMail } from "../testing/mail"

/** Either half is present, depending on the status. */
interface SubmitAnswer {
  reference: string
  id: string
  error: { code: string; message: string }
}

/** A Swedish thousands separator: a no-break space, as Intl writes it for sv-SE. */
const NBSP = "\u00a0"

describe("a lead sent in the visitor's language (issue 39)", () => {
  let t: TestServer
  let anon: SupabaseClient
  let staff: SupabaseClient
  let address = 0

  /** Sends a form as the site does, through supabase-js, each from an address of its own. */
  async function submit(type: LeadType, fields: Record<string, unknown>, extra: Record<string, unknown> = {}) {
    const { data, error } = await anon.functions.invoke<SubmitAnswer>("submit-lead", {
      body: {
        type,
        submissionId: crypto.randomUUID(),
        startToken: await signedStartToken(t.serviceRoleKey, type),
        website: "",
        pagePath: "/sv/kontakt/begar-offert",
        fields,
        ...extra,
      },
      headers: { "X-Forwarded-For": `198.51.100.${++address}` },
    })
    if (error) {
      const response = (error as { context?: Response }).context
      return { status: response?.status ?? 0, body: (await response?.json()) as SubmitAnswer }
    }
    return { status: 200, body: data! }
  }

  async function upload(name: string, bytes: number, wordCount: number) {
    const path = `pending/${crypto.randomUUID()}/${name}`
    const { error } = await anon.storage.from("uploads").upload(path, new Blob(["x".repeat(bytes)], { type: "text/plain" }))
    expect(error).toBeNull()
    return { path, name, size: bytes, wordCount }
  }

  const quote = async (email: string) => ({
    name: "Anna Svensson",
    email,
    company: "Svensson AB",
    service: "Translation",
    sourceLanguage: "en",
    targetLanguages: ["sv", "de", "fi"],
    files: [await upload("broschyr.txt", 2_516_582, 5000)],
    instructions: "Produktblad, 12 sidor.",
    consent: true,
  })

  beforeAll(async () => {
    t = await startTestServer()
    anon = t.client()
    staff = t.client({ accessToken: await t.userToken({ staffRole: "editor" }) })
  })
  afterAll(async () => {
    await t?.close()
  })

  it("stores a Swedish quote as Swedish, with the consent the Swedish form showed", async () => {
    const { status, body } = await submit("quote", await quote("anna.sv@example.test"), { locale: "sv" })
    expect({ status, error: body.error }).toEqual({ status: 200, error: undefined })
    const { data: lead } = await staff.from("leads").select("locale, consent_text").eq("id", body.id).single()
    expect(lead).toEqual({
      locale: "sv",
      consent_text:
        "Jag godkänner att Nordika AB sparar och behandlar uppgifterna jag skickar för att kunna besvara min förfrågan, enligt integritetspolicyn.",
    })
    expect(lead?.consent_text).toBe(CONSENT_TEXTS.sv)
  })

  it("sends the Swedish visitor a Swedish confirmation, and staff an English notification naming Swedish", async () => {
    const { body } = await submit("quote", await quote("anna.bekraftelse@example.test"), { locale: "sv" })
    const mail = await arrivedMail(t, (m) => m.kind === "lead_confirmation" && m.to === "anna.bekraftelse@example.test")
    expect(mail.subject).toBe(`Vi har tagit emot din offertförfrågan (${body.reference})`)
    const text = mail.text.split("\n")
    expect(text.slice(0, 9)).toEqual([
      "Hej Anna Svensson!",
      "",
      `Tack för din offertförfrågan. Ditt referensnummer är ${body.reference}. Ange det gärna om du skriver till oss.`,
      "",
      // 5,000 words into three languages at €0.10–€0.16 a word, 2,500 words a day, and a day to prepare.
      `Riktpriset du såg i formuläret: 1${NBSP}500${NBSP}€–2${NBSP}400${NBSP}€, cirka 3 arbetsdagar, för 5${NBSP}000 ord. Din projektledare bekräftar det exakta priset i offerten.`,
      "",
      "Så här går vi vidare: En projektledare går igenom din förfrågan och skickar en offert, eller en fråga, inom en arbetsdag. Du förbinder dig inte till något förrän du har godkänt offerten.",
      "",
      "Det här skickade du till oss:",
    ])
    expect(mail.text).toContain("  Källspråk: engelska\n  Målspråk: svenska, tyska, finska\n")
    expect(mail.text).toContain(`  Filer: broschyr.txt (2,4 MB, 5${NBSP}000 ord)`)
    expect(mail.text.endsWith("Vänliga hälsningar\nNordika AB · Stockholm")).toBe(true)
    expect(mail.html).toContain('<html lang="sv">')
    expect(mail.html).toContain("<p>Hej Anna Svensson!</p>")
    expect(mail.html).toContain(">Målspråk</th><td")
    for (const english of ["Hello", "Thank you", "What happens next", "Kind regards", "Source language"])
      expect(mail.text).not.toContain(english)

    const staffMail = await arrivedMail(t, (m) => m.kind === "lead_notification" && m.subject.includes(body.reference))
    expect(staffMail.html).toContain('<html lang="en">')
    expect(staffMail.subject).toBe(`New quote request ${body.reference} from Anna Svensson (Svensson AB)`)
    expect(staffMail.text).toContain("It was sent in Swedish from the Swedish site: the visitor's confirmation went out in Swedish.")
    expect(staffMail.text).toContain("  Language: Swedish (the visitor's mails are in Swedish)\n")
    expect(staffMail.text).toContain("  Source language: English\n  Target languages: Swedish, German, Finnish\n")
  })

  it("sends a German consultation's visitor a German mail and a German .ics", async () => {
    const [day] = offeredDays(Date.now())
    const [slot] = offeredSlots(day, Date.now())
    const { status, body } = await submit(
      "consultation",
      {
        name: "Jonas Weber",
        email: "jonas@example.test",
        company: "Weber GmbH",
        topic: "Leen-Plattform",
        slots: [slot],
        timeZone: "Europe/Berlin",
        consent: true,
      },
      { locale: "de", pagePath: "/de/kontakt/beratung" },
    )
    expect(status).toBe(200)
    const mail = await arrivedMail(t, (m) => m.kind === "lead_confirmation" && m.to === "jonas@example.test")
    expect(mail.subject).toBe(`Wir haben Ihre Beratungsanfrage erhalten (${body.reference})`)
    expect(mail.text.startsWith(`Guten Tag Jonas Weber,\n\nvielen Dank für Ihre Beratungsanfrage.`)).toBe(true)
    const ics = mail.attachments![0].content
    expect(ics).toContain("\r\nSUMMARY;LANGUAGE=de:Beratungsgespräch mit Nordika: Leen-Plattform\r\n")
    // A German weekday and date, on the visitor's (Berlin) clock, with Stockholm's in brackets.
    expect(ics).toMatch(
      new RegExp(
        `\\r\\nDESCRIPTION;LANGUAGE=de:Referenz ${body.reference}\\. Ihre Wunschtermine: (Mo|Di|Mi|Do|Fr)\\.\\\\, \\d{1,2}\\. (Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember) \\d{4}\\\\, \\d\\d:\\d\\d Uhr Ortszeit Berlin \\(\\d\\d:\\d\\d Uhr in Stockholm\\)\\. Wir bestätigen Ihnen einen davon innerhalb eines Werktags\\.\\r\\n`,
      ),
    )
    const { data: lead } = await staff.from("leads").select("locale").eq("id", body.id).single()
    expect(lead).toEqual({ locale: "de" })
  })

  it("writes the .ics word for word in German and Swedish, dates in the language", () => {
    const now = new Date("2026-06-15T08:00:00Z")
    const de = consultationInvitation("NC-2026-00001", ["2026-06-16T08:00:00.000Z"], "Demo", {
      now,
      locale: "de",
      timeZone: "Europe/Berlin",
    })
    expect(de).toContain("SUMMARY;LANGUAGE=de:Beratungsgespräch mit Nordika: Demo\r\n")
    expect(de).toContain(
      "DESCRIPTION;LANGUAGE=de:Referenz NC-2026-00001. Ihre Wunschtermine: Di.\\, 16. Juni 2026\\, 10:00 Uhr Ortszeit Berlin (10:00 Uhr in Stockholm). Wir bestätigen Ihnen einen davon innerhalb eines Werktags.\r\n",
    )
    const sv = consultationInvitation("NC-2026-00002", ["2026-06-16T08:00:00.000Z"], "Demo", {
      now,
      locale: "sv",
      timeZone: "Europe/London",
    })
    expect(sv).toContain("SUMMARY;LANGUAGE=sv:Konsultationsmöte med Nordika: Demo\r\n")
    expect(sv).toContain(
      "DESCRIPTION;LANGUAGE=sv:Referens NC-2026-00002. Dina önskade tider: tis 16 juni 2026 kl. 09.00 London-tid (kl. 10.00 i Stockholm). Vi bekräftar en av dem inom en arbetsdag.\r\n",
    )
    const en = consultationInvitation("NC-2026-00003", ["2026-06-16T08:00:00.000Z"], "Demo", { now })
    expect(en).toContain("SUMMARY:Consultation with Nordika: Demo\r\n")
  })

  it("names a Swedish registrant's event in Swedish (its live translation's name, a Swedish date) and staff's in English", async () => {
    const event = "22 April 2027, 13:00–18:00 CET: Freelancer Day Stockholm"
    const { status, body } = await submit(
      "event_registration",
      { name: "Sara Lind", email: "sara.evenemang@example.test", event, consent: true },
      { locale: "sv", pagePath: "/sv/frilansare/ansok-och-evenemang" },
    )
    expect({ status, error: body.error }).toEqual({ status: 200, error: undefined })
    const { data: lead } = await staff.from("leads").select("locale, details").eq("id", body.id).single()
    expect(lead).toMatchObject({ locale: "sv", details: { event } })

    const mail = await arrivedMail(t, (m) => m.kind === "lead_confirmation" && m.to === "sara.evenemang@example.test")
    expect(mail.text).toContain("  Evenemang: 22 april 2027, kl. 13.00–18.00 CET: Frilansdag i Stockholm\n")
    expect(mail.text).not.toContain("Freelancer Day")
    const staffMail = await arrivedMail(t, (m) => m.kind === "lead_notification" && m.subject.includes(body.reference))
    expect(staffMail.text).toContain(`  Event: ${event}\n`)
    expect(staffMail.text).not.toContain("Frilansdag")
  })

  const POSITION = "Language data specialist"
  const POSITION_ID = `select id from public.documents where collection = 'open_position' and title = '${POSITION}'`

  it("names a German applicant's position by its German title, and keeps the English value when no translation is live", async () => {
    const apply = async (email: string) =>
      submit(
        "job_application",
        {
          name: "Jonas Weber",
          email,
          position: POSITION,
          cv: [await upload("lebenslauf.txt", 2_000, 300)],
          coverLetterFile: [],
          consent: true,
        },
        { locale: "de", pagePath: "/de/karriere/bewerbungsportal" },
      )
    const { rows } = await t.db.query<{ title: string }>(
      `select published_data->>'title' as title from public.document_translations
       where locale = 'de' and published_at is not null and document_id = (${POSITION_ID})`,
    )
    const germanTitle = rows[0]?.title
    expect(germanTitle).toBe("Spezialist für Sprachdaten (m/w/d)")

    expect(await apply("jonas.stelle@example.test")).toMatchObject({ status: 200 })
    const mail = await arrivedMail(t, (m) => m.kind === "lead_confirmation" && m.to === "jonas.stelle@example.test")
    expect(mail.text).toContain(`  Stelle: ${germanTitle}\n`)

    // The translation taken off: the mail names the position as it is stored, and the lead still goes through.
    await t.db.query(
      `update public.document_translations set published_at = null, published_data = null, published_title = null,
         published_path = null, published_source_version = null
       where locale = 'de' and document_id = (${POSITION_ID})`,
    )
    expect(await apply("jonas.englisch@example.test")).toMatchObject({ status: 200 })
    const english = await arrivedMail(t, (m) => m.kind === "lead_confirmation" && m.to === "jonas.englisch@example.test")
    expect(english.text).toContain(`  Stelle: ${POSITION}\n`)
  })

  it("refuses a language the site does not have with 400 invalid_locale, storing nothing", async () => {
    for (const locale of ["fr", "SV", "", 7]) {
      const { status, body } = await submit(
        "contact",
        { name: "Eva", email: "eva@example.test", message: "Hej", consent: true },
        { locale },
      )
      expect(status).toBe(400)
      expect(body.error).toEqual({ code: "invalid_locale", message: "The form's language must be one of en, sv, de." })
    }
    const { rows } = await t.db.query<{ n: number }>("select count(*)::int as n from public.leads where email = 'eva@example.test'")
    expect(rows[0].n).toBe(0)
  })

  it("takes a lead without a language (an older page) as English, in English", async () => {
    const { status, body } = await submit("contact", { name: "Tom Hill", email: "tom@example.test", message: "Hello", consent: true })
    expect(status).toBe(200)
    const { data: lead } = await staff.from("leads").select("locale").eq("id", body.id).single()
    expect(lead).toEqual({ locale: "en" })
    const mail = await arrivedMail(t, (m) => m.kind === "lead_confirmation" && m.to === "tom@example.test")
    expect(mail.subject).toBe(`We have received your message (${body.reference})`)
  })
})
