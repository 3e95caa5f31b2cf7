import fs from "node:fs"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { describe, expect, it } from "vitest"

const CONTENT_DIR = path.dirname(fileURLToPath(import.meta.url))
/** Abbreviations a buyer may not know, with the expansion each page gives on first use (the menu's short descriptions aside). */
const EXPANSIONS: Record<string, string> = { DTP: "desktop publishing (DTP)", eDiscovery: "eDiscovery (electronic discovery)" }

const files = fs
  .readdirSync(CONTENT_DIR, { recursive: true, encoding: "utf8" })
  .filter(
    (file) =>
      file.endsWith(".ts") &&
      !file.endsWith(".test.ts") &&
      !file.endsWith("glossary.ts") &&
      !file.endsWith("request-quote.ts") &&
      file !== "navigation.ts",
  )

describe("abbreviations in the page copy", () => {
  it.each(Object.entries(EXPANSIONS))("%s is expanded in every content module that uses it", (abbreviation, expansion) => {
    const unexpanded = files.filter((file) => {
      const text = fs.readFileSync(path.join(CONTENT_DIR, file), "utf8")
      return new RegExp(`\\b${abbreviation}\\b`).test(text) && !text.toLowerCase().includes(expansion.toLowerCase())
    })
    expect(unexpanded).toEqual([])
  })

  it("spells the product Leen, never LEEN", () => {
    const shouting = files.filter((file) => /\bLEEN\b/.test(fs.readFileSync(path.join(CONTENT_DIR, file), "utf8")))
    expect(shouting).toEqual([])
  })
})
