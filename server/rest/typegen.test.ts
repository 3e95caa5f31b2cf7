import fs from "node:fs"
import { describe, expect, it } from "vitest"
import { DATABASE_TYPES_FILE, generateTypesFromMigrations } from "./typegen-source"

describe("generated database types", () => {
  it("app/data/database.types.ts matches the migrations (run `npm run gen:types` when this fails)", async () => {
    const fresh = await generateTypesFromMigrations()
    const committed = fs.existsSync(DATABASE_TYPES_FILE) ? fs.readFileSync(DATABASE_TYPES_FILE, "utf8") : ""
    expect(committed, "app/data/database.types.ts is stale: run `npm run gen:types`").toBe(fresh)
  })

  it("has the shape of `supabase gen types typescript`", async () => {
    const text = await generateTypesFromMigrations()
    expect(text).toMatch(/^export type Json =/)
    for (const part of [
      "export type Database = {",
      "Tables: {",
      "Views: {",
      "Functions: {",
      "Enums: {",
      "CompositeTypes: {",
      "export type Tables<",
      "export type TablesInsert<",
      "export type TablesUpdate<",
      "export type Enums<",
      "export const Constants",
    ]) {
      expect(text).toContain(part)
    }
    expect(text).toContain('foreignKeyName: "profiles_id_fkey"')
    expect(text).toContain("is_staff: { Args: never; Returns: boolean }")
  })
})
