import fs from "node:fs"
import path from "node:path"
import { describe, expect, it } from "vitest"
import { plainText } from "./tags"
import { findTerms, glossaryTerms, hasTermForm, termFailures, usesTerm, type GlossaryFile } from "./terms"
import type { Term } from "./types"

const glossary = JSON.parse(
  fs.readFileSync(path.resolve(import.meta.dirname, "../../../translations/glossary.json"), "utf8"),
) as GlossaryFile
const terms = glossaryTerms(glossary)

/** The words each span covers, for reading a test. */
const spansOf = (source: string) => findTerms(source, terms).map(({ termId, start, end }) => [termId, plainText(source).slice(start, end)])

describe("the termbase's terms in an English source", () => {
  it("finds each term where it stands, plurals and capitals included, as spans of the plain text", () => {
    expect(
      spansOf(
        "Our linguists work in CAT tools with your translation memories, termbase and style guide, and a project manager checks every delivery.",
      ),
    ).toEqual([
      ["linguist", "linguists"],
      ["CAT tool", "CAT tools"],
      ["translation memory", "translation memories"],
      ["termbase", "termbase"],
      ["style guide", "style guide"],
      ["project manager", "project manager"],
    ])
    expect(spansOf("Terminology management")).toEqual([["terminology", "Terminology"]])
  })

  it("measures spans in the text a reader sees, tags left out", () => {
    const source = 'Built on <pc id="1">translation memory</pc> &amp; a termbase.'
    expect(findTerms(source, terms)).toEqual([
      { termId: "translation memory", start: 9, end: 27 },
      { termId: "termbase", start: 32, end: 40 },
    ])
  })

  it("lists a term inside a longer one as its own span", () => {
    expect(spansOf("We offer simultaneous interpreting in Helsinki.")).toEqual([
      ["simultaneous interpreting", "simultaneous interpreting"],
      ["interpreting", "interpreting"],
      ["Helsinki", "Helsinki"],
    ])
  })

  it("takes a form only at a word start and a word end", () => {
    expect(spansOf("Light post-editing")).toEqual([["post-editing", "post-editing"]])
    expect(usesTerm("Our glossarybuilder", ["glossary"])).toBe(false)
    expect(usesTerm("the subtitlers' notes", ["subtitle"])).toBe(false)
    expect(usesTerm("GDPR's rules", ["GDPR"])).toBe(true)
    expect(findTerms("", terms)).toEqual([])
  })
})

describe("the termbase's checks of a translation", () => {
  it("passes a translation that uses the approved form, inflected or in a compound", () => {
    expect(termFailures("Your translation memory grows.", "Ditt översättningsminne växer.", "sv", terms)).toEqual([])
    expect(termFailures("Your translation memory grows.", "Ihr Translation Memory wächst.", "de", terms)).toEqual([])
    expect(hasTermForm("Översättningsminnet växer", ["översättningsminne"])).toBe(true)
    expect(termFailures("GDPR applies.", "Die DSGVO gilt.", "de", terms)).toEqual([])
  })

  it("names the term and the forms to write when the approved form is missing", () => {
    expect(termFailures("Your translation memory grows.", "Ditt TM växer.", "sv", terms)).toEqual([
      { check: "term_missing", message: "The source uses the term “translation memory”; the target should use “översättningsminne”." },
    ])
    expect(termFailures("Your translation memories grow.", "Ihre Übersetzungsspeicher wachsen.", "de", terms)).toEqual([
      {
        check: "term_missing",
        message:
          "The source uses the term “translation memory”; the target should use “Translation Memory”, “Translation-Memory” or “Translation Memories”.",
      },
      {
        check: "term_forbidden",
        message:
          "The target uses “Übersetzungsspeicher”, which the termbase forbids for “translation memory”; write “Translation Memory”, “Translation-Memory” or “Translation Memories”.",
      },
    ])
    expect(termFailures("Your translation memories grow.", "Ihre Speicher wachsen.", "de", terms)).toEqual([
      {
        check: "term_missing",
        message:
          "The source uses the term “translation memory”; the target should use “Translation Memory”, “Translation-Memory” or “Translation Memories”.",
      },
    ])
  })

  const machineTranslation: Term = {
    id: "mt",
    en: ["machine translation"],
    approved: { sv: ["maskinöversättning"], de: ["maschinelle Übersetzung"] },
    forbidden: { sv: ["maskinell översättning"], de: ["Maschinenübersetzung"] },
  }
  const voiceOver: Term = { id: "vo", en: ["voice-over"], approved: { sv: ["speakerröst"] }, forbidden: { sv: ["speaker"] } }

  it("flags a forbidden form wherever it starts a word, naming the term and the approved form", () => {
    const forbidden = {
      check: "term_forbidden",
      message:
        "The target uses “maskinell översättning”, which the termbase forbids for “machine translation”; write “maskinöversättning”.",
    }
    expect(
      termFailures("Machine translation, post-edited.", "Maskinell översättning, efterredigerad.", "sv", [machineTranslation]),
    ).toEqual([
      { check: "term_missing", message: "The source uses the term “machine translation”; the target should use “maskinöversättning”." },
      forbidden,
    ])
    // Inflected, and in a sentence whose source does not name the term: wrong in any sentence.
    expect(termFailures("Fast drafts.", "Snabba utkast med maskinell översättningen.", "sv", [machineTranslation])).toEqual([forbidden])
    expect(termFailures("Machine translation.", "Maschinenübersetzung.", "de", [machineTranslation])).toEqual([
      {
        check: "term_missing",
        message: "The source uses the term “machine translation”; the target should use “maschinelle Übersetzung”.",
      },
      {
        check: "term_forbidden",
        message:
          "The target uses “Maschinenübersetzung”, which the termbase forbids for “machine translation”; write “maschinelle Übersetzung”.",
      },
    ])
  })

  it("does not take a forbidden form inside the approved one for a use of it", () => {
    expect(termFailures("A warm voice-over.", "En varm speakerröst.", "sv", [voiceOver])).toEqual([])
    expect(termFailures("A warm voice-over.", "En varm speaker.", "sv", [voiceOver]).map((failure) => failure.check)).toEqual([
      "term_missing",
      "term_forbidden",
    ])
  })
})

describe("the glossary file as a termbase", () => {
  it("holds every term of glossary.json by its first English form, with its approved forms per language", () => {
    expect(terms).toHaveLength(glossary.terms.length)
    expect(terms.find((term) => term.id === "GDPR")).toEqual({
      id: "GDPR",
      en: ["GDPR"],
      approved: { sv: ["GDPR", "dataskyddsförordning"], de: ["DSGVO"] },
      forbidden: {},
    })
    expect(new Set(terms.map((term) => term.id)).size).toBe(terms.length)
  })
})
