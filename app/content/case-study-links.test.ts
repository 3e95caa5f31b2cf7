import { describe, expect, it } from "vitest"
import { CASE_STUDIES } from "./case-studies"

/** Every content module, so the check also covers pages added later. */
const modules = import.meta.glob<Record<string, unknown>>(["./**/*.ts", "!./**/*.test.ts"], { eager: true })

interface ClientCard {
  client: string
  href?: string
  where: string
}

/** Proof blocks (`client` + `results`) and client stories (`client` + `result`) anywhere in the content. */
function clientCards(value: unknown, where: string, seen = new Set<unknown>()): ClientCard[] {
  if (!value || typeof value !== "object" || seen.has(value)) return []
  seen.add(value)
  const record = value as Record<string, unknown>
  const own =
    typeof record.client === "string" && ("results" in record || "result" in record)
      ? [{ client: record.client, href: record.href as string | undefined, where }]
      : []
  return [...own, ...Object.values(record).flatMap((child) => clientCards(child, where, seen))]
}

/** The case study a card's client names: "Skarv Media, a Nordic streaming service" names Skarv Media's. */
function caseStudyNamedBy(client: string) {
  return CASE_STUDIES.find((study) => client.startsWith(study.client.replace(/ \(.*\)$/, "")))
}

const cards = Object.entries(modules)
  .filter(([file]) => !file.startsWith("./case-studies"))
  .flatMap(([file, exports]) => clientCards(exports, file))

describe("cards that name a client", () => {
  it("are found across the content", () => {
    expect(cards.length).toBeGreaterThan(40)
  })

  it("link to the case study of the client they name", () => {
    const wrong = cards
      .filter((card) => caseStudyNamedBy(card.client))
      .filter((card) => card.href !== caseStudyNamedBy(card.client)!.meta.path)
      .map((card) => `${card.where}: ${card.client} → ${card.href ?? "nowhere"}`)
    expect(wrong).toEqual([])
  })

  it("link nowhere else than a case study", () => {
    const elsewhere = cards
      .filter((card) => card.href && !card.href.startsWith("/case-studies/"))
      .map((card) => `${card.where}: ${card.href}`)
    expect(elsewhere).toEqual([])
  })

  it("on the home page all name a client with a case study", () => {
    const home = cards.filter((card) => card.where === "./home.ts")
    expect(home.length).toBeGreaterThan(0)
    expect(home.filter((card) => !caseStudyNamedBy(card.client)).map((card) => card.client)).toEqual([])
  })
})
