import { describe, expect, it } from "vitest"
import { TRANSLATION_LOCALES } from "#shared/locales"
import { readDocumentSeedRows } from "./document-seed-file"
import { CONTENT_SECTION_SCHEMAS } from "../app/data/content-sections"
import {
  brochureProblems,
  catalogProblems,
  mailProblems,
  mailTexts,
  readCatalog,
  readGlossary,
  schemaProblems,
  sectionSchemaProblems,
  segmentProblems,
  translationProblems,
} from "./translation-check"
import { homeSeedSections, readTranslationFiles, refreshedTranslationFiles } from "./translation-files"

const glossary = readGlossary()
const problemsOf = (source: string, target: string, locale: "sv" | "de" = "sv") => segmentProblems({ source, target }, locale, glossary)

describe("the translation check", () => {
  it("passes a faithful translation", () => {
    expect(
      problemsOf(
        "ISO 17100-certified translation by specialist linguists in 200+ languages, with translation memory.",
        "ISO 17100-certifierad översättning av specialiserade lingvister på över 200 språk, med översättningsminne.",
      ),
    ).toEqual([])
    expect(problemsOf("99.1% of 6,000 projects on time", "99,1 % av 6 000 projekt i tid")).toEqual([])
    expect(problemsOf("6,000 projects, 9:00 a.m.–6:00 p.m.", "6.000 Projekte, 09:00–18:00 Uhr", "de")).toEqual([])
    expect(problemsOf("420k words a month", "420 000 ord i månaden")).toEqual([])
    expect(problemsOf("Monday–Friday, 08:00–17:00", "mån–fre 08.00–17.00")).toEqual([])
    expect(problemsOf("under Article 6(1)(f) GDPR", "enligt artikel 6.1 f i dataskyddsförordningen (GDPR)")).toEqual([])
    expect(problemsOf("under Article 6(1)(f) GDPR", "nach Art. 6 Abs. 1 lit. f DSGVO", "de")).toEqual([])
    expect(problemsOf("Sveavägen 44, 111 57 Stockholm", "Sveavägen 44, 111 57 Stockholm")).toEqual([])
  })

  it("finds a text not translated, or left in English", () => {
    expect(problemsOf("Request a quote", "")).toEqual(["not translated"])
    expect(problemsOf("Talk to a language consultant today", "Talk to a language consultant today")).toEqual(["English left"])
    expect(problemsOf("We translate your documents", "Vi översätter your documents and the rest")).toContain("English left")
  })

  it("finds a lost placeholder, a changed number and a name not kept", () => {
    expect(problemsOf("Call {phone} today.", "Ring oss i dag.")).toEqual(["placeholders lost: {phone}"])
    expect(problemsOf("6,000 vetted linguists", "60 000 granskade lingvister")).toEqual(["numbers not in the translation: 6000"])
    expect(problemsOf("Open 9:00 a.m.–6:00 p.m.", "Öppet 09.00–16.00")).toEqual(["numbers not in the translation: 1800"])
    expect(problemsOf("Leen checks every term.", "Lean kontrollerar varje term.")).toEqual(["name not kept: Leen"])
  })

  it("holds a term of the glossary to the language's translation of it", () => {
    expect(problemsOf("Your translation memory grows.", "Ditt översättningsminne växer.")).toEqual([])
    expect(problemsOf("Your translation memory grows.", "Ditt TM växer.")).toEqual([
      'glossary: "translation memory" is "översättningsminne"',
    ])
    expect(problemsOf("GDPR applies.", "Die DSGVO gilt.", "de")).toEqual([])
    expect(problemsOf("GDPR applies.", "Die GDPR gilt.", "de")).toEqual(['glossary: "GDPR" is "DSGVO"'])
  })
})

describe("the translated document", () => {
  const english = readDocumentSeedRows().find((row) => row.path === "/services/translation")!
  const entry = (description: string) => ({
    kind: english.kind,
    title: { source: english.title, target: "Översättning" },
    texts: { description: { source: String(english.data.description), target: description } },
  })

  it("is held to its kind's schema, as the publish gate holds it", () => {
    expect(schemaProblems(entry("Översättning enligt ISO 17100."), english.data)).toEqual([])
    expect(schemaProblems(entry("Översättning ".repeat(20)), english.data)).toEqual([
      { field: "description", message: "Keep a description for search results to 200 characters or fewer." },
    ])
  })
})

describe.each(TRANSLATION_LOCALES)("the %s translations of the seed documents", (locale) => {
  it("are in step with the seed (run `npx tsx scripts/translation-files.ts` after changing it)", () => {
    expect(Object.fromEntries(readTranslationFiles(locale))).toEqual(Object.fromEntries(refreshedTranslationFiles(locale)))
  })

  it("are complete, and have no problems", () => {
    expect(translationProblems(locale, { sectionSchemas: CONTENT_SECTION_SCHEMAS })).toEqual([])
  })
})

describe("the home page's content sections in a batch (content_section:<key>)", () => {
  const english = homeSeedSections().get("home_hero")!
  const entry = (heading: string) => ({
    kind: "content_section" as const,
    texts: { heading: { source: String(english.heading), target: heading } },
  })

  it("are held to the section's schema, as the page holds them", () => {
    expect(sectionSchemaProblems(CONTENT_SECTION_SCHEMAS.home_hero, entry("Bli förstådd"), english)).toEqual([])
    expect(sectionSchemaProblems(undefined, entry("Bli förstådd"), english)).toEqual([{ field: "key", message: "not a content section" }])
  })

  it("hold every text leaf of the English section from the content seed", () => {
    const file = readTranslationFiles("sv").get("home-sections")!
    expect(Object.keys(file.documents)).toEqual([
      "content_section:home_hero",
      "content_section:services_overview",
      "content_section:who_we_are",
      "content_section:client_success",
      "content_section:testimonials",
    ])
    expect(file.documents["content_section:home_hero"].texts.heading).toEqual({
      source: "Be understood in every market you want to grow in",
      target: "Bli förstådd på varje marknad där du vill växa",
    })
  })
})

describe("the glossary in the interface catalogs, the visitor's mails and the brochure", () => {
  const catalog = (entries: Record<string, string>) => new Map(Object.entries(entries))

  it("names the message and the term a catalog translates otherwise", () => {
    const english = catalog({ "choice.freelancer.transcreation": "Transcreation", "choice.translation": "Translation" })
    expect(
      catalogProblems("sv", {
        english,
        translated: catalog({ "choice.freelancer.transcreation": "Transkreering", "choice.translation": "Översättning" }),
      }),
    ).toEqual([])
    expect(
      catalogProblems("sv", {
        english,
        translated: catalog({ "choice.freelancer.transcreation": "Transkreation", "choice.translation": "Översättning" }),
      }),
    ).toEqual([
      {
        batch: "app/i18n/locales/sv.po",
        where: "choice.freelancer.transcreation",
        problem: 'glossary: "transcreation" is "transkreering"',
      },
      // The glossary's forbidden form, named too (supabase/translations/glossary.json `forbidden`).
      {
        batch: "app/i18n/locales/sv.po",
        where: "choice.freelancer.transcreation",
        problem: 'glossary: "transcreation" is never "transkreation"',
      },
    ])
    expect(
      catalogProblems("de", {
        english: catalog({ "quote-form.step.analysis.text": "A project manager analyses your files in Leen." }),
        translated: catalog({ "quote-form.step.analysis.text": "Unser Projektmanagement analysiert Ihre Dateien in Lean." }),
      }),
    ).toEqual([
      { batch: "app/i18n/locales/de.po", where: "quote-form.step.analysis.text", problem: "name not kept: Leen" },
      {
        batch: "app/i18n/locales/de.po",
        where: "quote-form.step.analysis.text",
        problem: 'glossary: "project manager" is "Projektmanager"',
      },
    ])
  })

  it("reads the catalogs from their .po files, the English text from en.po", () => {
    expect(readCatalog("en").get("choice.freelancer.transcreation")).toBe("Transcreation")
    expect(readCatalog("sv").get("choice.freelancer.transcreation")).toBe("Transkreering")
    expect(readCatalog("de").get("lead-form.optional")).toBe("{label} (optional)")
    expect(readCatalog("sv").size).toBe(readCatalog("en").size)
  })

  it("pairs every text of the mails with its English, the wordings filled with samples", () => {
    const texts = new Map(mailTexts("sv"))
    expect(texts.get("subject")).toEqual({ source: "We have received {x} ({y})", target: "Vi har tagit emot {x} ({y})" })
    expect(texts.get("words")).toEqual({ source: "5,000 words", target: "5\u00a0000 ord" })
    expect(texts.get("fieldLabels.quote.service")).toEqual({ source: "Service", target: "Tjänst" })
    expect(texts.get("choices.Transcreation and copywriting")).toEqual({
      source: "Transcreation and copywriting",
      target: "Transkreering och copywriting",
    })
    expect(mailTexts("de").length).toBe(texts.size)
    expect(texts.size).toBeGreaterThan(150)
  })

  it.each(TRANSLATION_LOCALES.map((locale) => [locale]))(
    "%s: every message, mail text and brochure text uses the glossary's terms",
    (locale) => {
      expect(catalogProblems(locale)).toEqual([])
      expect(mailProblems(locale)).toEqual([])
      expect(brochureProblems(locale)).toEqual([])
    },
  )
})
