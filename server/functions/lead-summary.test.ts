import { describe, expect, it } from "vitest"
import { filesTitle, labelFromKey, languageName, summariseLead, type LeadToSummarise } from "#shared/lead-summary"
import { composeMail } from "#shared/mail"
import { describeStoredEstimate } from "#shared/quote-estimate"
import { describeSlot, formatDay, slotInstant } from "#shared/zoned-time"

const SITE = "https://nordika.test"

const lead = (change: Partial<LeadToSummarise> = {}): LeadToSummarise => ({
  id: "4f1c0000-0000-4000-8000-000000000001",
  reference: "NQ-2026-00042",
  type: "quote",
  name: "Anna Svensson",
  email: "anna@example.test",
  company: "Svensson AB",
  phone: null,
  details: {
    service: "Translation",
    sourceLanguage: "sv",
    targetLanguages: ["de", "fi", "pl"],
    deadline: "2025-01-10",
    instructions: "Product sheets.\nTwo of them are urgent.",
  },
  files: [{ name: "brief.docx", sizeBytes: 2_516_582, wordCount: 1204, field: "files" }],
  estimate: { shown: true, min: 12400, max: 14900, currency: "SEK", days: 5, words: 1204, ratesUpdatedAt: "2026-04-01T08:00:00Z" },
  consent: { text: "I agree.", version: "2026-04-01", givenAt: "2026-11-20T09:03:00Z" },
  pagePath: "/contact/request-quote",
  receivedAt: "2026-11-20T09:03:00Z",
  ...change,
})

/** A section's rows as "Label: line | line", for reading the summary in a test. */
const rowsOf = (sections: ReturnType<typeof summariseLead>, title: string) =>
  sections.find((section) => section.title === title)?.rows.map((row) => `${row.label}: ${row.lines.join(" | ")}`)

describe("a lead summarised for staff", () => {
  it("labels the type's fields as its form does, names the languages and writes dates the British way", () => {
    expect(rowsOf(summariseLead(lead(), { reader: "staff", siteUrl: SITE }), "Quote request")).toEqual([
      "Service: Translation",
      "Source language: Swedish",
      "Target languages: German, Finnish, Polish",
      "Preferred delivery date: 10 January 2025",
      "Project description and instructions: Product sheets. | Two of them are urgent.",
    ])
  })

  it("gives the contact under the form's labels, leaving out what was not given", () => {
    expect(rowsOf(summariseLead(lead(), { reader: "staff", siteUrl: SITE }), "Contact")).toEqual([
      "Full name: Anna Svensson",
      "Work email: anna@example.test",
      "Company or organisation: Svensson AB",
    ])
  })

  it("lists the files with size and word count under the field they came in", () => {
    const sections = summariseLead(
      lead({
        type: "job_application",
        details: { position: "Project manager" },
        files: [
          { name: "cv.pdf", sizeBytes: 46_450, wordCount: null, field: "cv" },
          { name: "letter.docx", sizeBytes: 20_000, wordCount: 1, field: "coverLetterFile" },
        ],
      }),
      { reader: "staff", siteUrl: SITE },
    )
    expect(rowsOf(sections, "2 files, 1 word in all")).toEqual([
      "CV: cv.pdf (45 KB, no word count)",
      "Cover letter file: letter.docx (20 KB, 1 word)",
    ])
    expect(filesTitle([{ name: "scan.pdf", sizeBytes: 1, wordCount: null }])).toBe("1 file")
  })

  it("tells the indicative price the visitor saw, with the rates' date, or that none was shown or recorded", () => {
    expect(rowsOf(summariseLead(lead(), { reader: "staff", siteUrl: SITE }), "Indicative price")).toEqual([
      "Indicative price shown to the visitor: SEK\u00a012,400–SEK\u00a014,900 · about 5 business days | For 1,204 words, at the rates of 1 April 2026.",
    ])
    expect(describeStoredEstimate({ shown: true, min: 60, max: 60, currency: "EUR", days: 1, words: 1 })).toEqual({
      label: "Indicative price shown to the visitor",
      value: "€60 · about 1 business day",
      detail: "For 1 word.",
    })
    expect(describeStoredEstimate({ shown: false, reason: "no_words" }).value).toBe("None")
    expect(describeStoredEstimate({ shown: false, reason: "no_rate" }).detail).toBe("No rate covers this service and these languages.")
    expect(describeStoredEstimate(null)).toMatchObject({ value: "Not recorded" })
  })

  it("writes the record in words: when, from which page, and the consent with its wording's date", () => {
    expect(rowsOf(summariseLead(lead(), { reader: "staff", siteUrl: SITE }), "Record")).toEqual([
      "Reference: NQ-2026-00042",
      "Received: Fri 20 November 2026, 10:03 in Stockholm",
      "Sent from: https://nordika.test/contact/request-quote",
      "Language: English",
      "Consent: Given on Fri 20 November 2026 at 10:03 Stockholm time, to the wording of 1 April 2026: | “I agree.”",
    ])
  })

  it("gives a consultation's times on both clocks, and a freelancer's pairs, rate and experience in words", () => {
    const consultation = summariseLead(
      lead({
        type: "consultation",
        details: { topic: "Demo", slots: ["2026-12-14T09:00:00.000Z"], timeZone: "America/New_York" },
        files: [],
        estimate: null,
      }),
      { reader: "staff", siteUrl: SITE },
    )
    expect(rowsOf(consultation, "Consultation request")).toEqual([
      "Topic: Demo",
      "Preferred times: Mon 14 December 2026, 10:00 in Stockholm (04:00 in New York, America/New_York)",
      "Visitor's time zone: New York (America/New_York)",
    ])
    const freelancer = summariseLead(
      lead({
        type: "freelancer_application",
        details: { languagePairs: ["sv → en"], services: ["Translation"], rate: 0.085, currency: "EUR", yearsExperience: 1 },
        files: [],
        estimate: null,
      }),
      { reader: "staff", siteUrl: SITE },
    )
    expect(rowsOf(freelancer, "Freelancer application")).toEqual([
      "Language pairs: Swedish → English",
      "Services: Translation",
      "Rate per word: €0.085 per word",
      "Years of experience: 1 year",
    ])
  })

  it("labels a field it does not know by its name in words, and spells out its value: no raw key, ISO time or JSON", () => {
    const sections = summariseLead(
      lead({
        type: "contact",
        details: { message: "Hi", preferredCallback: "2026-12-14T09:00:00Z", extras: { needsNda: true, pages: 1200 } },
        files: [],
        estimate: null,
      }),
      { reader: "staff", siteUrl: SITE },
    )
    expect(rowsOf(sections, "Message")).toEqual([
      "Message: Hi",
      "Preferred callback: Mon 14 December 2026, 10:00 in Stockholm",
      "Extras: Needs nda: Yes; Pages: 1,200",
    ])
    expect(labelFromKey("targetLanguages")).toBe("Target languages")
    expect(labelFromKey("vat_number")).toBe("Vat number")
  })
})

describe("a lead summarised for the visitor", () => {
  it("gives their times on their own clock first, and leaves out the record, the price notes and the time zone row", () => {
    const sections = summariseLead(
      lead({ type: "consultation", details: { topic: "Demo", slots: ["2026-12-14T09:00:00.000Z"], timeZone: "Asia/Tokyo" }, files: [] }),
      { reader: "visitor", siteUrl: SITE },
    )
    expect(sections.map((section) => section.title)).toEqual(["Your details", "Consultation request", "Your consent"])
    expect(rowsOf(sections, "Consultation request")).toEqual([
      "Topic: Demo",
      "Preferred times: Mon 14 December 2026, 18:00 Tokyo time (10:00 in Stockholm)",
    ])
  })
})

describe("a lead summarised for a visitor who wrote in Swedish or German", () => {
  it("writes a Swedish quote in Swedish: labels, language names, the date, the file and the consent", () => {
    const sections = summariseLead(lead({ locale: "sv" }), { reader: "visitor", siteUrl: SITE })
    expect(sections.map((section) => section.title)).toEqual([
      "Dina uppgifter",
      "Offertförfrågan",
      "1 fil, totalt 1\u00a0204 ord",
      "Ditt samtycke",
    ])
    expect(rowsOf(sections, "Dina uppgifter")).toEqual([
      "För- och efternamn: Anna Svensson",
      "E-post i tjänsten: anna@example.test",
      "Företag eller organisation: Svensson AB",
    ])
    expect(rowsOf(sections, "Offertförfrågan")).toEqual([
      "Tjänst: Översättning",
      "Källspråk: svenska",
      "Målspråk: tyska, finska, polska",
      "Önskat leveransdatum: 10 januari 2025",
      "Projektbeskrivning och instruktioner: Product sheets. | Two of them are urgent.",
    ])
    expect(rowsOf(sections, "1 fil, totalt 1\u00a0204 ord")).toEqual(["Filer: brief.docx (2,4 MB, 1\u00a0204 ord)"])
    expect(rowsOf(sections, "Ditt samtycke")).toEqual([
      "Samtycke: Du gav ditt samtycke den 20 november 2026 kl. 10.03 (svensk tid): | ”I agree.”",
    ])
  })

  it("writes a German consultation in German, the visitor's clock first", () => {
    const sections = summariseLead(
      lead({
        locale: "de",
        type: "consultation",
        details: { topic: "Demo", slots: ["2026-12-14T09:00:00.000Z", "2026-12-14T02:00:00.000Z"], timeZone: "America/New_York" },
        files: [],
      }),
      { reader: "visitor", siteUrl: SITE },
    )
    expect(sections.map((section) => section.title)).toEqual(["Ihre Angaben", "Beratungsgespräch", "Ihre Einwilligung"])
    expect(rowsOf(sections, "Beratungsgespräch")).toEqual([
      "Thema: Demo",
      "Wunschtermine: Mo., 14. Dezember 2026, 04:00 Uhr Ortszeit New York (10:00 Uhr in Stockholm) | So., 13. Dezember 2026, 21:00 Uhr Ortszeit New York (Mo., 14. Dezember, 03:00 Uhr in Stockholm)",
    ])
    expect(rowsOf(sections, "Ihre Einwilligung")).toEqual([
      "Einwilligung: Sie haben am 20. November 2026 um 10:03 Uhr (Stockholmer Zeit) eingewilligt: | „I agree.“",
    ])
  })

  it("names a freelancer's services and fields, and an open application, as the Swedish and German forms offered them", () => {
    const freelancer = (locale: "sv" | "de") =>
      summariseLead(
        lead({
          locale,
          type: "freelancer_application",
          company: null,
          details: {
            services: ["Transcreation", "Voice-over", "Interpreting"],
            specialisations: ["Marketing", "Medical and life sciences"],
          },
          files: [],
        }),
        { reader: "visitor", siteUrl: SITE },
      )
    expect(rowsOf(freelancer("sv"), "Ansökan som frilansare")).toEqual([
      "Tjänster: Transkreering, Voice-over, Tolkning",
      "Specialområden: Marknadsföring, Medicin och life science",
    ])
    expect(rowsOf(freelancer("de"), "Bewerbung als Freelancer")).toEqual([
      "Leistungen: Transkreation, Voice-over, Dolmetschen",
      "Fachgebiete: Marketing, Medizin und Life Sciences",
    ])
    const application = lead({ locale: "de", type: "job_application", company: null, details: { position: "Open application" }, files: [] })
    expect(rowsOf(summariseLead(application, { reader: "visitor", siteUrl: SITE }), "Bewerbung")).toEqual(["Stelle: Initiativbewerbung"])
    expect(rowsOf(summariseLead(application, { reader: "staff", siteUrl: SITE }), "Job application")).toEqual([
      "Position: Open application",
    ])
  })

  it("keeps staff in English whatever the lead's language, and names the language in the record", () => {
    const sections = summariseLead(lead({ locale: "sv" }), { reader: "staff", siteUrl: SITE })
    expect(sections.map((section) => section.title)).toEqual([
      "Contact",
      "Quote request",
      "1 file, 1,204 words in all",
      "Indicative price",
      "Record",
    ])
    expect(rowsOf(sections, "Record")).toContain("Language: Swedish (the visitor's mails are in Swedish)")
    expect(rowsOf(sections, "Quote request")).toContain("Source language: Swedish")
  })
})

describe("times and dates", () => {
  it("writes the other clock's day when it is another day there", () => {
    expect(describeSlot("2026-12-14T08:00:00Z", "America/Los_Angeles")).toBe(
      "Mon 14 December 2026, 09:00 in Stockholm (00:00 in Los Angeles, America/Los_Angeles)",
    )
    expect(describeSlot("2026-12-14T07:00:00Z", "America/Los_Angeles")).toBe(
      "Mon 14 December 2026, 08:00 in Stockholm (Sun 13 December, 23:00 in Los Angeles, America/Los_Angeles)",
    )
  })

  it("reads a time without an offset on the visitor's clock, across a change to summer time", () => {
    expect(slotInstant("2026-07-01T10:00", "America/New_York")?.toISOString()).toBe("2026-07-01T14:00:00.000Z")
    expect(slotInstant("2026-03-29T03:30", "Europe/Stockholm")?.toISOString()).toBe("2026-03-29T01:30:00.000Z")
  })

  it("says so of a time or a zone it cannot read, instead of failing", () => {
    expect(describeSlot("2026-13-45T10:00", "Europe/Berlin")).toBe("“2026-13-45T10:00” (not a time we can read)")
    expect(describeSlot("2026-12-14T09:00:00Z", "Mars/Olympus")).toBe(
      "Mon 14 December 2026, 10:00 in Stockholm (the visitor's time zone, “Mars/Olympus”, is unknown)",
    )
    expect(describeSlot("2026-12-14T09:00:00Z", "Europe/Stockholm")).toBe(
      "Mon 14 December 2026, 10:00 in Stockholm (the visitor's time zone too)",
    )
  })

  it("writes a calendar date the British way, and leaves one that is no date as it came", () => {
    expect(formatDay("2025-01-10")).toBe("10 January 2025")
    expect(formatDay("2025-02-30")).toBe("2025-02-30")
  })

  it("names a language by its code, and keeps a code it does not know", () => {
    expect(languageName("de")).toBe("German")
    expect(languageName("xx")).toBe("XX")
  })
})

describe("a mail's parts", () => {
  it("lays the sections out as text and as an HTML table, every value escaped", () => {
    const { text, html } = composeMail({
      paragraphs: ["A <new> lead."],
      link: { label: "Open it", href: "https://nordika.test/admin/leads/1?a=1&b=2" },
      sections: [{ title: "Contact", rows: [{ label: "Message", lines: ["<b>Hi</b>", "second line"] }] }],
    })
    expect(text).toBe(
      [
        "Hello,",
        "",
        "A <new> lead.",
        "",
        "Open it: https://nordika.test/admin/leads/1?a=1&b=2",
        "",
        "Contact",
        "  Message: <b>Hi</b>",
        "    second line",
        "",
        "Kind regards,",
        "The Nordika team",
      ].join("\n"),
    )
    expect(html).toContain("<p>A &lt;new&gt; lead.</p>")
    expect(html).toContain('<a href="https://nordika.test/admin/leads/1?a=1&amp;b=2">Open it</a>')
    expect(html).toContain("&lt;b&gt;Hi&lt;/b&gt;<br>second line")
    expect(html).not.toContain("<b>Hi</b>")
  })
})
