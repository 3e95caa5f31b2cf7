import fs from "node:fs"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startTestServer, type TestServer } from "../testing/harness"
import { loadSchemaCache } from "./schema-cache"
import { generateTypes } from "./typegen"
import { DATABASE_TYPES_FILE } from "./typegen-source"

describe("generated database types", () => {
  let t: TestServer
  let generated: string
  // Generated once, from the migrated database every server test starts from (as `npm run gen:types`
  // generates from a database it migrates itself): migrating one afresh for each test took half a minute.
  beforeAll(async () => {
    t = await startTestServer()
    generated = generateTypes(await loadSchemaCache(t.db))
  })
  afterAll(async () => {
    await t?.close()
  })

  it("app/data/database.types.ts matches the migrations (run `npm run gen:types` when this fails)", () => {
    const fresh = generated
    const committed = fs.existsSync(DATABASE_TYPES_FILE) ? fs.readFileSync(DATABASE_TYPES_FILE, "utf8") : ""
    expect(committed, "app/data/database.types.ts is stale: run `npm run gen:types`").toBe(fresh)
  })

  it("has the shape of `supabase gen types typescript`", () => {
    const text = generated
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
