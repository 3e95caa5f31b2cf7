import { describe, expect, it } from "vitest"
import type { LeadRow } from "../../data/lead-inbox"
import { csvField, LEAD_CSV_COLUMNS, leadsToCsv } from "./csv"

const lead = (change: Partial<LeadRow> = {}): LeadRow => ({
  id: "4f1c0000-0000-4000-8000-000000000001",
  reference: "NQ-2026-00042",
  submission_id: "4f1c0000-0000-4000-8000-000000000002",
  type: "quote",
  status: "in_progress",
  assignee: "staff-1",
  name: "Anna Svensson",
  email: "anna@example.test",
  company: "Svensson AB",
  phone: null,
  details: { service: "Translation", sourceLanguage: "sv", targetLanguages: ["de", "fi"], instructions: "Product sheets" },
  consent_text: "I agree",
  consent_version: "2026-04-01",
  consented_at: "2026-11-01T09:00:00Z",
  page_path: "/contact/request-quote",
  estimate: null,
  locale: "en",
  created_at: "2026-11-01T09:00:00Z",
  updated_at: "2026-11-01T09:00:00Z",
  search: "",
  ...change,
})

describe("a CSV field", () => {
  it("stays bare when it needs no quoting", () => {
    expect(csvField("Anna Svensson")).toBe("Anna Svensson")
    expect(csvField(null)).toBe("")
    expect(csvField(42)).toBe("42")
  })

  it("is quoted, with its quotes doubled, when it holds a quote, comma, semicolon or line break", () => {
    expect(csvField('Say "hej"')).toBe('"Say ""hej"""')
    expect(csvField("Svensson, AB")).toBe('"Svensson, AB"')
    expect(csvField("a;b")).toBe('"a;b"')
    expect(csvField("line one\nline two")).toBe('"line one\nline two"')
    expect(csvField("one\r\ntwo")).toBe('"one\r\ntwo"')
  })

  it("cannot be run as a formula by a spreadsheet", () => {
    expect(csvField('=HYPERLINK("http://evil")')).toBe('"\'=HYPERLINK(""http://evil"")"')
    expect(csvField("+46 70 123")).toBe("'+46 70 123")
    expect(csvField("@SUM(A1)")).toBe("'@SUM(A1)")
  })
})

describe("the leads as CSV", () => {
  it("has a header and one row per lead, with labels, the assignee's name and the type's own fields", () => {
    const csv = leadsToCsv(
      [
        lead(),
        lead({
          reference: "NM-2026-00043",
          type: "contact",
          status: "new",
          assignee: null,
          company: 'Ek "& Son"',
          details: { message: "Hi" },
          locale: "sv",
          page_path: "/sv/kontakt",
        }),
      ],
      new Map([["staff-1", "Maja Lind"]]),
    )
    expect(csv.startsWith("\uFEFF")).toBe(true)
    expect(csv.endsWith("\r\n")).toBe(true)
    const [header, first] = csv.slice(1).split("\r\n")
    expect(header).toBe(LEAD_CSV_COLUMNS.join(","))
    expect(first).toBe(
      "NQ-2026-00042,2026-11-01T09:00:00Z,Quote request,In progress,Maja Lind,Anna Svensson,anna@example.test,Svensson AB,," +
        '"Service: Translation\nSource language: Swedish (sv)\nTarget languages: German (de), Finnish (fi)\nInstructions: Product sheets",' +
        "/contact/request-quote,English,2026-04-01,2026-11-01T09:00:00Z",
    )
    expect(csv).toContain(
      'NM-2026-00043,2026-11-01T09:00:00Z,Message,New,,Anna Svensson,anna@example.test,"Ek ""& Son""",,Message: Hi,/sv/kontakt,Swedish,',
    )
  })
})
