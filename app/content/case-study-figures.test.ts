import { describe, expect, it } from "vitest"
import type { Stat } from "@nordika/ui/templates"
import type { CaseStudyEntryCopy } from "./reading-time"
import { CASE_STUDIES } from "./case-studies"

/** Every content module but the case studies themselves, so cards added later are checked too. */
const modules = import.meta.glob<Record<string, unknown>>(["./**/*.ts", "!./**/*.test.ts", "!./case-studies.ts"], { eager: true })

/** A card that stands for a case study elsewhere: a proof block (`results`) or a client story (`result`). */
interface Card {
  where: string
  texts: string[]
  results: Stat[]
}

function cardsOf(study: CaseStudyEntryCopy): Card[] {
  const found = new Map<unknown, Card>()
  const visit = (value: unknown, where: string) => {
    if (!value || typeof value !== "object" || found.has(value)) return
    const record = value as Record<string, unknown>
    if (record.href === study.meta.path && ("results" in record || "result" in record)) {
      const results = (record.results ?? [record.result]) as Stat[]
      const texts = ["title", "summary"].flatMap((key) => (typeof record[key] === "string" ? [record[key] as string] : []))
      found.set(value, { where, texts, results })
    }
    for (const child of Object.values(record)) visit(child, where)
  }
  for (const [file, exports] of Object.entries(modules)) visit(exports, file)
  return [...found.values()]
}

const NUMBER_WORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"]
const FIGURE = new RegExp(`(\\d[\\d,]*(?:\\.\\d+)?)(\\s?(?:k|m|million)\\b)?|\\b(${NUMBER_WORDS.join("|")})\\b`, "gi")

/** A figure as a number: "38,000", "38k", "1.4 M", "2.1 million" and "three" are 38000, 38000, 1400000, 2100000, 3. */
function figureValue(match: RegExpMatchArray): number {
  if (match[3]) return NUMBER_WORDS.indexOf(match[3].toLowerCase())
  const scale = { k: 1e3, m: 1e6, million: 1e6 }[(match[2] ?? "").trim().toLowerCase() as "k" | "m" | "million"] ?? 1
  return Math.round(Number(match[1].replace(/,/g, "")) * scale * 100) / 100
}

/** Units written short in a metric's value ("2,600 h"), by the word the story uses. */
const UNIT_NAMES: Record<string, string> = { h: "hour" }

/**
 * The figures in a text, each with the thing it counts: the first plural of the three words after it
 * (else the first word), singular, and "each" when that follows. "a 38,000-SKU catalogue" → 38000 "sku";
 * "160 native voice actors" → 160 "actor"; "38,000 products each" → 38000 "product each".
 */
function figuresIn(text: string): Array<{ value: number; noun: string; phrase: string }> {
  return [...text.matchAll(FIGURE)].map((match) => {
    const after = text.slice(match.index! + match[0].length)
    const words = (after.replace(/^[-\s]+/, "").match(/^[\p{L}']+(?:[\s-]+[\p{L}']+){0,3}/u)?.[0] ?? "").toLowerCase().split(/[\s-]+/)
    const head = Math.max(
      0,
      words.slice(0, 3).findIndex((word) => word.length > 2 && word.endsWith("s")),
    )
    const singular = words[head]?.replace(/s$/, "") ?? ""
    const noun = `${UNIT_NAMES[singular] ?? singular}${words[head + 1] === "each" ? " each" : ""}`
    return { value: figureValue(match), noun, phrase: `${match[0]}${after.slice(0, 24)}` }
  })
}

const storyTexts = (study: CaseStudyEntryCopy) => [
  study.meta.title,
  study.meta.description,
  study.title,
  study.summary,
  ...study.challenge,
  ...study.solution,
  ...study.outcome,
]
const statText = (stat: Stat) => `${stat.value} ${stat.label}`

describe.each(CASE_STUDIES.map((study) => [study.client, study] as const))("the figures of %s", (_, study) => {
  const cards = cardsOf(study)

  it("on every card that stands for it are its metrics, or figures its story tells", () => {
    const told = new Set(
      storyTexts(study)
        .flatMap(figuresIn)
        .map((figure) => figure.value),
    )
    const foreign = cards.flatMap((card) =>
      card.results
        .filter((result) => !study.results.some((own) => own.value === result.value && own.label === result.label))
        .filter((result) => figuresIn(result.value).some((figure) => !told.has(figure.value)))
        .map((result) => `${card.where}: ${statText(result)}`),
    )
    expect(foreign).toEqual([])
  })

  it("count the same thing wherever they appear: its summary, metrics, story and cards", () => {
    const texts = [
      ...storyTexts(study),
      ...study.results.map(statText),
      ...cards.flatMap((card) => [...card.texts, ...card.results.map(statText)]),
    ]
    const countsOf = new Map<number, Set<string>>()
    // Large figures only: a small one ("two", "14") may count different things in one story.
    for (const figure of texts.flatMap(figuresIn).filter((figure) => figure.value >= 100)) {
      countsOf.set(figure.value, (countsOf.get(figure.value) ?? new Set()).add(figure.noun))
    }
    const differing = [...countsOf].filter(([, nouns]) => nouns.size > 1).map(([value, nouns]) => `${value}: ${[...nouns].join(" / ")}`)
    expect(differing).toEqual([])
  })
})
