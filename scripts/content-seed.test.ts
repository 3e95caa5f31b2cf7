import fs from "node:fs"
import path from "node:path"
import { describe, expect, it } from "vitest"
import { BUNDLED_SECTIONS, CONTENT_SECTION_KEYS, CONTENT_SECTION_SCHEMAS } from "../app/data/content-sections"
import { BUNDLED_CLIENT_LOGOS } from "../app/data/client-logos"
import { contentSeedBlockOf, contentSeedSql } from "./content-seed"

const seedFile = path.resolve(import.meta.dirname, "../supabase/seed.sql")
const migrationsDir = path.resolve(import.meta.dirname, "../supabase/migrations")

describe("the content block of supabase/seed.sql", () => {
  it("is what scripts/gen-content-seed.ts generates from app/content (run it when this fails)", () => {
    const block = contentSeedBlockOf(fs.readFileSync(seedFile, "utf8"))
    expect(block, "seed.sql has no generated content block").not.toBeNull()
    expect(block).toBe(contentSeedSql())
  })

  it("seeds every key the content_sections table allows, and only those", () => {
    const migration = fs.readdirSync(migrationsDir).find((file) => file.endsWith("_content_sections.sql"))!
    const sql = fs.readFileSync(path.join(migrationsDir, migration), "utf8")
    const allowed = [...sql.match(/check \(key in \(([^)]*)\)\)/)![1].matchAll(/'([a-z_]+)'/g)].map((m) => m[1])
    expect([...allowed].sort()).toEqual([...CONTENT_SECTION_KEYS].sort())
  })
})

describe("the bundled staff-editable content", () => {
  it.each(CONTENT_SECTION_KEYS)("%s passes the schema the app validates database rows with", (key) => {
    const parsed = CONTENT_SECTION_SCHEMAS[key].safeParse(BUNDLED_SECTIONS[key])
    expect(parsed.error?.issues ?? []).toEqual([])
    expect(parsed.data).toEqual(BUNDLED_SECTIONS[key])
  })

  it("has client logos with unique ids", () => {
    expect(BUNDLED_CLIENT_LOGOS.length).toBeGreaterThan(0)
    expect(new Set(BUNDLED_CLIENT_LOGOS.map((logo) => logo.id)).size).toBe(BUNDLED_CLIENT_LOGOS.length)
  })
})
