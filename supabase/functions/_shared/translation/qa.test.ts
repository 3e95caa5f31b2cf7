import fs from "node:fs"
import path from "node:path"
import { describe, expect, it } from "vitest"
import { checkSegment, type SegmentCheck } from "./qa"
import { escapeSegmentText } from "./tags"
import { glossaryTerms, type GlossaryFile } from "./terms"
import { QA_CHECKS, type QaFailure } from "./types"

const TRANSLATIONS_DIR = path.resolve(import.meta.dirname, "../../../translations")
const glossary = JSON.parse(fs.readFileSync(path.join(TRANSLATIONS_DIR, "glossary.json"), "utf8")) as GlossaryFile & {
  notTheTerm: { source: string; term: string }[]
}
const terms = glossaryTerms(glossary)

const check = (source: string, target: string, options: Partial<SegmentCheck> = {}) =>
  checkSegment({ source, target, locale: "sv", terms, names: glossary.names, ...options })
const de = { locale: "de" } as const
const messages = (failures: QaFailure[]) => failures.map((failure) => failure.message)

describe("a faithful translation", () => {
  it("passes every check", () => {
    expect(
      check(
        "Send your files and target languages through the quote form, or email {email:quotes}. Urgent requests sent before 14:00 CET are normally quoted the same day.",
        "Skicka dina filer och målspråk via offertformuläret eller mejla {email:quotes}. Brådskande förfrågningar som kommer in före kl. 14.00 CET får normalt en offert samma dag.",
      ),
    ).toEqual([])
    expect(
      check(
        "A professional translator produces around 2,500 new words a day; a trained post-editor doing full post-editing to ISO 18587 reaches 5,000 to 7,000.",
        "Ein professioneller Übersetzer schafft rund 2.500 neue Wörter am Tag; ein geschulter Post-Editor im vollständigen Post-Editing nach ISO 18587 erreicht 5.000 bis 7.000.",
        de,
      ),
    ).toEqual([])
    expect(
      check(
        "Nordika recertified to ISO/IEC 27001:2022, with ISO 17100 and ISO 18587 renewed",
        "Nordika nach ISO/IEC 27001:2022 rezertifiziert – ISO 17100 und ISO 18587 bestätigt",
        de,
      ),
    ).toEqual([])
  })

  it("passes the site's approved Swedish and German translations, but for the glossary's known exceptions and five kept phrases", () => {
    const failed: string[] = []
    let segments = 0
    for (const locale of ["sv", "de"] as const)
      for (const file of fs.readdirSync(path.join(TRANSLATIONS_DIR, locale))) {
        const { documents } = JSON.parse(fs.readFileSync(path.join(TRANSLATIONS_DIR, locale, file), "utf8")) as {
          documents: Record<
            string,
            { title?: { source: string; target: string }; texts: Record<string, { source: string; target: string }> }
          >
        }
        for (const entry of Object.values(documents))
          for (const { source, target } of [...(entry.title ? [entry.title] : []), ...Object.values(entry.texts)]) {
            segments++
            for (const failure of check(escapeSegmentText(source), escapeSegmentText(target), { locale }))
              if (!(failure.check === "term_missing" && glossary.notTheTerm.some((exception) => exception.source === source)))
                failed.push(`${locale} ${failure.check}: ${source}`)
          }
      }
    expect(segments).toBeGreaterThan(14_000)
    // Kept as English on purpose: a programme's name, a loanword, units. A reviewer overrides these.
    expect(failed.sort()).toEqual([
      "de identical: Words for Good",
      "sv identical: 1 team",
      "sv identical: 3 min",
      "sv identical: Due diligence",
      "sv identical: Words for Good",
    ])
  })
})

describe("the tags check", () => {
  const source = 'We are certified to <pc id="1">ISO 17100</pc> and <pc id="2">ISO 18587</pc>.'
  const tags = { "1": { type: "external-link", href: "https://www.iso.org/standard/59149.html", text: "ISO 17100" } }

  it("lets paired tags move with the words they mark", () => {
    expect(check(source, 'Vi är certifierade enligt <pc id="2">ISO 18587</pc> och <pc id="1">ISO 17100</pc>.')).toEqual([])
  })

  it("names a dropped tag by what it marks", () => {
    expect(check(source, 'Vi är certifierade enligt ISO 17100 och <pc id="2">ISO 18587</pc>.', { tags })).toEqual([
      { check: "tags", message: "The target drops tag 1 (the link “ISO 17100”)." },
    ])
    expect(messages(check(source, 'Vi är certifierade enligt <pc id="1">ISO 17100</pc> och ISO 18587.'))).toEqual([
      "The target drops tag 2 (the marked text “ISO 18587”).",
    ])
  })

  it("refuses a tag that is not well formed, one the source lacks, and one that changes kind", () => {
    expect(messages(check(source, 'Vi är certifierade enligt <pc id="1">ISO 17100 och <pc id="2">ISO 18587</pc>.'))).toEqual([
      "The target's tags are not well formed: Tag 1 is opened but never closed.",
    ])
    expect(
      messages(check(source, 'Vi är certifierade enligt <pc id="1">ISO 17100</pc> och <pc id="2">ISO 18587</pc>.<ph id="3"/>')),
    ).toEqual(["The target has tag 3, which the source does not."])
    expect(messages(check(source, 'Vi är certifierade enligt <ph id="1"/>ISO 17100 och <pc id="2">ISO 18587</pc>.'))).toEqual([
      "In the target tag 1 (the marked text “ISO 17100”) wraps no text: put it around the words it marks.",
    ])
  })

  it("keeps standalone tags in order and nested tags inside their tag", () => {
    expect(messages(check('Press <ph id="1"/>, then <ph id="2"/>.', 'Tryck på <ph id="2"/> och sedan <ph id="1"/>.'))).toEqual([
      "The target changes the order of tags 1, 2: standalone tags keep the source's order.",
    ])
    expect(
      messages(
        check('<pc id="1">Read the <pc id="2">style guide</pc></pc> first.', '<pc id="1">Läs</pc> <pc id="2">stilguiden</pc> först.'),
      ),
    ).toEqual([
      "The target moves tag 2 (the marked text “style guide”) out of tag 1 (the marked text “Read the style guide”): keep it inside, as in the source.",
    ])
  })
})

describe("the placeholders check", () => {
  const source = "Questions go to {email:freelancers}."
  it("finds a placeholder dropped or translated", () => {
    expect(check(source, "Frågor skickar du till {email:freelancers}.")).toEqual([])
    expect(check(source, "Frågor skickar du till oss.")).toEqual([
      { check: "placeholders", message: "The target drops the placeholder “{email:freelancers}”: copy it as it is." },
    ])
    expect(messages(check(source, "Frågor skickar du till {epost:frilansare}."))).toEqual([
      "The target drops the placeholder “{email:freelancers}”: copy it as it is.",
      "The target has the placeholder “{epost:frilansare}”, which the source does not: a placeholder is never translated.",
    ])
  })
})

describe("the links check", () => {
  const source = "Write to privacy@nordika.com or read https://nordika.com/privacy."
  it("holds every address and web link to the source's letter", () => {
    expect(check(source, "Skriv till privacy@nordika.com eller läs https://nordika.com/privacy.")).toEqual([])
    expect(check(source, "Skriv till integritet@nordika.com eller läs https://nordika.com/sv/integritet.")).toEqual([
      {
        check: "links",
        message: "The target drops or changes the address “privacy@nordika.com”: keep it exactly as the source writes it.",
      },
      {
        check: "links",
        message: "The target drops or changes the link “https://nordika.com/privacy”: keep it exactly as the source writes it.",
      },
    ])
  })
})

describe("the numbers check", () => {
  it("allows each language's way of writing a number", () => {
    for (const target of [
      "99,1 % av 6 000 projekt i tid",
      "99,1\u00a0% av 6\u00a0000 projekt i tid",
      "99,1 % av 6\u202f000 projekt i tid",
      "99,1 procent av 6000 projekt i tid",
    ])
      expect(check("99.1% of 6,000 projects on time", target)).toEqual([])
    expect(check("99.1% of 6,000 projects on time", "99,1 % von 6.000 Projekten pünktlich", de)).toEqual([])
    expect(check("1,000.5 hours", "1 000,5 timmar")).toEqual([])
    expect(check("1,000.5 hours", "1.000,5 Stunden", de)).toEqual([])
    expect(check("Open 9:00 a.m. to 6:00 p.m.", "Geöffnet von 9 bis 18 Uhr", de)).toEqual([])
    expect(check("Open 9:00 a.m. to 6:00 p.m.", "Öppet 09.00–18.00")).toEqual([])
    expect(check("420k words a month", "420 000 ord i månaden")).toEqual([])
    expect(check("Danish writes 27.5.2026.", "På danska skriver man 27.5.2026.")).toEqual([])
    expect(check("Article 6(1)(f) GDPR", "artikel 6.1 f i dataskyddsförordningen (GDPR)")).toEqual([])
    expect(check("WCAG 2.1 AA", "WCAG 2.1 AA", de)).toEqual([])
  })

  it("finds a number lost or changed, and says how the language writes it", () => {
    expect(check("6,000 vetted linguists", "60 000 granskade lingvister")).toEqual([
      { check: "numbers", message: "The target lacks the number 6,000 (6 000 in Swedish)." },
    ])
    // "1,000" is one in German: the English way of writing a thousand is no way to keep it.
    expect(messages(check("1,000 words", "1,000 Wörter", de))).toEqual(["The target lacks the number 1,000 (1.000 in German)."])
    expect(messages(check("as a rule, alpha above 0.8", "som tumregel ett alfa över 0,9"))).toEqual([
      "The target lacks the number 0.8 (0,8 in Swedish).",
    ])
    expect(messages(check("before 14:00 CET", "före kl. 15.00 CET"))).toEqual(["The target lacks the time “14:00” (14.00 in Swedish)."])
    expect(messages(check("until 6:00 p.m.", "bis 6 Uhr", de))).toEqual(["The target lacks the time “6:00 p.m.” (18.00 in German)."])
  })

  it("keeps a percentage one", () => {
    expect(messages(check("92% on time", "92 i tid"))).toEqual(["The target drops the percent of 92%: write 92 %."])
    expect(check("a 100% match", "en 100-procentig träff i översättningsminnet", { terms: [] })).toEqual([])
  })

  it("never lets a year be written as a number", () => {
    expect(check("Founded in 2012.", "Grundat 2012.")).toEqual([])
    expect(messages(check("Founded in 2012.", "Grundat 2 012."))).toEqual([
      "The target reformats the year 2012: write years as they are, without a separator.",
    ])
    expect(messages(check("Founded in 2012.", "Gegründet 2.012.", de))).toEqual([
      "The target reformats the year 2012: write years as they are, without a separator.",
    ])
    expect(messages(check("Founded in 2012.", "Grundat 2013."))).toEqual(["The target lacks the year 2012."])
  })
})

describe("the termbase checks", () => {
  it("flag a term's approved form missing, naming the term", () => {
    expect(check("Your translation memory grows.", "Ditt TM växer.")).toEqual([
      { check: "term_missing", message: "The source uses the term “translation memory”; the target should use “översättningsminne”." },
    ])
  })

  it("flag a forbidden form", () => {
    const withForbidden = terms.map((term) =>
      term.id === "machine translation" ? { ...term, forbidden: { sv: ["maskinell översättning"] } } : term,
    )
    expect(
      messages(check("Machine translation, post-edited.", "Maskinell översättning, efterredigerad.", { terms: withForbidden })),
    ).toEqual([
      "The source uses the term “machine translation”; the target should use “maskinöversättning” or “maskinöversatt”.",
      "The target uses “maskinell översättning”, which the termbase forbids for “machine translation”; write “maskinöversättning” or “maskinöversatt”.",
    ])
  })
})

describe("the length check", () => {
  it("counts the plain text against the field's limit", () => {
    expect(check("Request a quote", "Begär offert", { maxLength: 12 })).toEqual([])
    expect(check("Request a quote", '<pc id="1">Begär offert</pc>', { maxLength: 12 })).toMatchObject([{ check: "tags" }])
    expect(check("Request a quote", "Begär en kostnadsfri offert nu", { maxLength: 24 })).toEqual([
      { check: "length", message: "The target is 30 characters long; this field holds 24 (shorten it by 6)." },
    ])
  })
})

describe("the untranslated and identical checks", () => {
  it("says only that an empty target is not translated", () => {
    const untranslated = [{ check: "untranslated", message: "The segment is not translated yet: write its translation." }]
    expect(check("Call {phone} today.", "", { maxLength: 5 })).toEqual(untranslated)
    expect(check("Request a quote", "  ")).toEqual(untranslated)
  })

  it("flags English left as it was, not names, numbers, addresses and terms the language writes alike", () => {
    expect(check("Talk to a language consultant today", "Talk to a language consultant today")).toEqual([
      { check: "identical", message: "The target is the same as the English source: translate it, or override if it stays in English." },
    ])
    expect(check("ISO 17100 and ISO 18587", "ISO 17100 and ISO 18587")).toMatchObject([{ check: "identical" }])
    for (const kept of [
      "Norrvik Industrial",
      "ISO 17100, ISO 18587",
      "Sveavägen 44, 111 57 Stockholm",
      "Finland",
      "memoQ",
      "48 h",
      "hello@nordika.com",
    ])
      expect(check(kept, kept)).toEqual([])
    // A name in words of every day is one because the glossary says so.
    expect(check("Words for Good", "Words for Good", de)).toMatchObject([{ check: "identical" }])
    expect(check("Words for Good", "Words for Good", { ...de, names: [...glossary.names, "Words for Good"] })).toEqual([])
  })
})

describe("the spaces check", () => {
  it("holds the target to the source's leading and trailing spaces", () => {
    expect(messages(check("Read more ", "Läs mer"))).toEqual(["The source ends with a space and the target does not: keep it."])
    expect(messages(check("Read more", " Läs mer"))).toEqual(["The target starts with a space the source does not have: remove it."])
    expect(messages(check("Read more ", "Läs mer  "))).toEqual(["The target ends with 2 spaces, the source with a space."])
  })

  it("finds a doubled space, but not beside an inline element", () => {
    expect(check("Read the style guide.", "Läs  stilguiden.")).toEqual([
      { check: "spaces", message: "The target has a doubled space after “Läs”." },
    ])
    expect(check('Click <ph id="1"/> here.', 'Klicka <ph id="1"/> här.')).toEqual([])
    expect(messages(check('Read <pc id="1">the guide</pc>.', 'Läs <pc id="1"> guiden</pc>.'))).toEqual([
      "The target has a doubled space after “Läs”.",
    ])
  })
})

describe("every check at once", () => {
  it("reports its failures in the order of QA_CHECKS", () => {
    const failures = check('Call {phone} before 14:00 or see <pc id="1">nordika.com</pc> ', "Ring före 15.00 eller läs Ring  före", {
      maxLength: 20,
    })
    const order = failures.map((failure) => failure.check)
    expect(order).toEqual(["tags", "placeholders", "links", "numbers", "length", "spaces", "spaces"])
    expect([...order].sort((a, b) => QA_CHECKS.indexOf(a) - QA_CHECKS.indexOf(b))).toEqual(order)
  })
})
