import fs from "node:fs"
import path from "node:path"
import { describe, expect, it } from "vitest"
import { POSITION_COUNT_PLACEHOLDERS } from "../site/position-counts"
import { CONTACT_PURPOSES } from "@nordika/ui"
import { BUNDLED_CONTACT_DETAILS } from "../site/contact-details"

/** Every content module, as written and as loaded, so copy added later is checked too. */
const sources = import.meta.glob<string>(["./**/*.ts", "!./**/*.test.ts"], { query: "?raw", import: "default", eager: true })
const modules = import.meta.glob<Record<string, unknown>>(["./**/*.ts", "!./**/*.test.ts"], { eager: true })

const stringsIn = (value: unknown, seen = new Set<unknown>()): string[] => {
  if (typeof value === "string") return [value]
  if (!value || typeof value !== "object" || seen.has(value)) return []
  seen.add(value)
  return Object.values(value).flatMap((child) => stringsIn(child, seen))
}

describe("contact details in the content", () => {
  it("are never written out: no @nordika address and not the head office's phone", () => {
    const written = Object.entries(sources).flatMap(([file, source]) =>
      source
        .split("\n")
        .flatMap((line, index) =>
          /[\w.+-]+@nordika\.[a-z]+/i.test(line) || line.includes(BUNDLED_CONTACT_DETAILS.phone)
            ? [`${file}:${index + 1}: ${line.trim()}`]
            : [],
        ),
    )
    expect(written).toEqual([])
  })

  it("are named by placeholders the site fills in: a purpose staff set an address for, the phone or an office's mailbox (beside the open positions' counts)", () => {
    const placeholders = new Set(
      Object.values(modules).flatMap((exports) => stringsIn(exports).flatMap((text) => text.match(/\{[a-z]+(:[^}]*)?\}/g) ?? [])),
    )
    const purposes = new Set(CONTACT_PURPOSES.map((purpose) => `{email:${purpose}}`))
    const unknown = [...placeholders].filter(
      (placeholder) =>
        !purposes.has(placeholder) &&
        placeholder !== "{phone}" &&
        !/^\{mailbox:[a-z]+\}$/.test(placeholder) &&
        !Object.values<string>(POSITION_COUNT_PLACEHOLDERS).includes(placeholder),
    )
    expect(unknown).toEqual([])
    // The FAQ and the contact pages name them, so the search above looked at real copy.
    expect([...placeholders]).toEqual(expect.arrayContaining(["{email:quotes}", "{email:general}", "{phone}", "{mailbox:helsinki}"]))
  })
})

describe("the contact addresses the site starts with", () => {
  it("are the ones the migration seeds the 'contact' setting with", () => {
    const migrations = path.resolve(import.meta.dirname, "../../supabase/migrations")
    const file = fs.readdirSync(migrations).find((name) => name.endsWith("_contact_addresses.sql"))!
    const sql = fs.readFileSync(path.join(migrations, file), "utf8")
    const seeded = Object.fromEntries(
      [...sql.slice(sql.indexOf("jsonb_build_object(")).matchAll(/'([a-z]+)', (?:coalesce\(.*?, )?'([^']+@[^']+)'\)?/g)].map((match) => [
        match[1],
        match[2],
      ]),
    )
    expect(seeded).toEqual(BUNDLED_CONTACT_DETAILS.addresses)
  })
})
