import { describe, expect, it } from "vitest"
import { eventChoice, eventChoiceLabel, liveChoiceLabel, type PublishedChoiceEntry } from "#shared/lead-choices"
import { summariseLead, type LeadToSummarise } from "#shared/lead-summary"
import { SITE_LOCALES } from "#shared/locales"
import type { PublishedDocument } from "../app/data/documents"
import { eventFieldChoice, positionFieldChoice } from "../app/pages/lead-forms/live-choices"

const FREELANCER_DAY = { name: "Freelancer Day Stockholm", startsOn: "2027-01-21", time: "15:00 CET" }
const STORED_EVENT = "21 January 2027, 15:00 CET: Freelancer Day Stockholm"

const EVENT: PublishedChoiceEntry = { id: "7e000000-0000-4000-8000-000000000001", data: FREELANCER_DAY }
const OTHER_EVENT: PublishedChoiceEntry = {
  id: "7e000000-0000-4000-8000-000000000002",
  data: { name: "Subtitling from templates", startsOn: "2027-06-09", time: "14:00 CET" },
}
const POSITION: PublishedChoiceEntry = { id: "90000000-0000-4000-8000-000000000001", data: { title: "Project coordinator" } }

const TRANSLATIONS = new Map<string, unknown>([
  [EVENT.id, { ...FREELANCER_DAY, name: "Frilansdag i Stockholm" }],
  [POSITION.id, { title: "Projektkoordinator" }],
])

describe("the visitor's words for an event they registered for", () => {
  it("write the date in the lead's language and the event's translated name, or its English name without one", () => {
    expect(eventChoiceLabel(FREELANCER_DAY, "sv", "Frilansdag i Stockholm")).toBe("21 januari 2027, kl. 15.00 CET: Frilansdag i Stockholm")
    expect(eventChoiceLabel(FREELANCER_DAY, "sv")).toBe("21 januari 2027, kl. 15.00 CET: Freelancer Day Stockholm")
    expect(eventChoiceLabel(FREELANCER_DAY, "de", "Freelancer-Tag Stockholm")).toBe(
      "21. Januar 2027, 15:00 Uhr MEZ: Freelancer-Tag Stockholm",
    )
    expect(eventChoiceLabel(FREELANCER_DAY, "de")).toBe("21. Januar 2027, 15:00 Uhr MEZ: Freelancer Day Stockholm")
    expect(eventChoiceLabel(FREELANCER_DAY, "en", "Frilansdag i Stockholm")).toBe(STORED_EVENT)
  })

  it.each(SITE_LOCALES.map((locale) => [locale]))("%s: says what the form on the visitor's page labelled the event", (locale) => {
    const english: PublishedDocument<typeof FREELANCER_DAY> = {
      id: EVENT.id,
      path: "/e",
      title: "e",
      data: FREELANCER_DAY,
      publishedAt: "",
    }
    for (const [shown, translatedName] of [
      [{ ...english, data: { ...FREELANCER_DAY, name: "Frilansdag i Stockholm" } }, "Frilansdag i Stockholm"],
      [{ ...english, lang: "en" as const }, undefined],
    ] as const) {
      const onTheForm = eventFieldChoice(english, shown, locale)
      expect(typeof onTheForm === "string" ? onTheForm : onTheForm.label).toBe(eventChoiceLabel(FREELANCER_DAY, locale, translatedName))
      expect(typeof onTheForm === "string" ? onTheForm : onTheForm.value).toBe(eventChoice(FREELANCER_DAY))
    }
  })

  it("finds the stored event among the published ones and names it from its live translation", () => {
    const entries = [OTHER_EVENT, EVENT]
    expect(liveChoiceLabel("event_registration", STORED_EVENT, entries, TRANSLATIONS, "sv")).toBe(
      "21 januari 2027, kl. 15.00 CET: Frilansdag i Stockholm",
    )
    // No German translation read: the English name, under a German date.
    expect(liveChoiceLabel("event_registration", STORED_EVENT, entries, new Map(), "de")).toBe(
      "21. Januar 2027, 15:00 Uhr MEZ: Freelancer Day Stockholm",
    )
    expect(liveChoiceLabel("event_registration", STORED_EVENT, entries, TRANSLATIONS, "en")).toBeUndefined()
    expect(liveChoiceLabel("event_registration", "Localization Summit 2027", entries, TRANSLATIONS, "sv")).toBeUndefined()
  })

  it("names a position by its live translation's title, and gives no label to one without a translation", () => {
    expect(liveChoiceLabel("job_application", "Project coordinator", [POSITION], TRANSLATIONS, "sv")).toBe("Projektkoordinator")
    expect(liveChoiceLabel("job_application", "Project coordinator", [POSITION], new Map(), "de")).toBeUndefined()
    expect(liveChoiceLabel("job_application", "Project coordinator", [POSITION], TRANSLATIONS, "en")).toBeUndefined()
  })
})

describe("a position on the application form", () => {
  const position = { id: POSITION.id, path: "/p", title: "p", data: { title: "Project coordinator" }, publishedAt: "" }

  it("is labelled with its live translation's title, else its English title marked English; its value stays the English title", () => {
    expect(positionFieldChoice(position, { ...position, data: { title: "Projektkoordinator" } }, "sv")).toEqual({
      value: "Project coordinator",
      label: "Projektkoordinator",
    })
    expect(positionFieldChoice(position, { ...position, lang: "en" }, "de")).toEqual({
      value: "Project coordinator",
      label: "Project coordinator",
      lang: "en",
    })
    expect(positionFieldChoice(position, position, "en")).toBe("Project coordinator")
  })
})

describe("a live choice in the lead's summary", () => {
  const registration: LeadToSummarise = {
    id: "4f1c0000-0000-4000-8000-000000000002",
    reference: "NE-2026-00007",
    type: "event_registration",
    name: "Sara Lind",
    email: "sara@example.test",
    company: null,
    phone: null,
    details: { event: STORED_EVENT },
    files: [],
    estimate: null,
    consent: { text: "Jag godkänner.", version: "2026-04-01", givenAt: "2026-11-20T09:03:00Z" },
    pagePath: "/sv/frilansare/ansok-och-delta",
    receivedAt: "2026-11-20T09:03:00Z",
    locale: "sv",
    liveChoiceLabels: { [STORED_EVENT]: "21 januari 2027, kl. 15.00 CET: Frilansdag i Stockholm" },
  }
  const eventLine = (reader: "visitor" | "staff") =>
    summariseLead(registration, { reader, siteUrl: "https://nordika.test" })
      .flatMap((section) => section.rows)
      .find((row) => row.lines.some((line) => line.includes("2027")))

  it("is named in the visitor's language for the visitor, and as stored, in English, for staff", () => {
    expect(eventLine("visitor")).toEqual({ label: "Evenemang", lines: ["21 januari 2027, kl. 15.00 CET: Frilansdag i Stockholm"] })
    expect(eventLine("staff")).toEqual({ label: "Event", lines: [STORED_EVENT] })
  })
})
