import { describe, expect, it } from "vitest"
import { TRANSLATION_LOCALES } from "#shared/locales"
import { readDocumentSeedRows } from "./document-seed-file"
import { CONTENT_SECTION_SCHEMAS } from "../app/data/content-sections"
import { readGlossary, schemaProblems, sectionSchemaProblems, segmentProblems, translationProblems } from "./translation-check"
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
