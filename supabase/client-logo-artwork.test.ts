import fs from "node:fs"
import path from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startTestServer, type TestServer } from "../server/testing/harness"
import { HOME } from "../app/content/home"

const BUNDLED_CLIENT_LOGOS = HOME.clientLogos.items
const MIGRATION = fs.readFileSync(path.join(import.meta.dirname, "migrations/20261110000000_client_logo_artwork.sql"), "utf8")
const STAFF_UPLOAD = "https://cdn.example.com/site-assets/client-logos/norrvik-2026.png"
const seededId = (slug: string) => `md5('nordika-client-logo:${slug}')::uuid`

describe("the bundled client logos", () => {
  let t: TestServer
  let seeded: Array<string | null>
  beforeAll(async () => {
    t = await startTestServer()
    seeded = (await t.db.query<{ logo_url: string | null }>("select logo_url from public.client_logos order by sort_order")).rows.map(
      (row) => row.logo_url,
    )
    // As seeded before: no logos; since then staff uploaded one for Norrvik and added a client of their own.
    await t.db.query("update public.client_logos set logo_url = null")
    await t.db.query(`update public.client_logos set logo_url = $1 where id = ${seededId("norrvik-industrial")}`, [STAFF_UPLOAD])
    await t.db.query("insert into public.client_logos (name, industry, sort_order) values ('Staff Added AB', 'Retail', 500)")
    await t.db.exec(MIGRATION)
  })
  afterAll(() => t?.close())

  it("are in a new database's seed", () => {
    expect(seeded).toEqual(BUNDLED_CLIENT_LOGOS.map((logo) => logo.logoUrl))
  })

  it("are set, on a database seeded before they existed, for every seeded client still without a logo, as visitors read them", async () => {
    const { data, error } = await t.client().from("client_logos").select("name, logo_url").eq("published", true).order("sort_order")
    expect(error).toBeNull()
    const shown = new Map(data!.map((row) => [row.name, row.logo_url]))
    for (const logo of BUNDLED_CLIENT_LOGOS.filter((logo) => logo.id !== "norrvik-industrial")) {
      expect(shown.get(logo.name), logo.name).toBe(`/client-logos/${logo.id}.svg`)
    }
  })

  it("never replace the logo staff uploaded, and leave the clients staff added alone", async () => {
    const { rows } = await t.db.query<{ name: string; logo_url: string | null }>(
      "select name, logo_url from public.client_logos where name in ('Norrvik Industrial', 'Staff Added AB') order by name",
    )
    expect(rows).toEqual([
      { name: "Norrvik Industrial", logo_url: STAFF_UPLOAD },
      { name: "Staff Added AB", logo_url: null },
    ])
  })

  it("change nothing when the migration runs again", async () => {
    const before = await t.db.query("select id, logo_url, updated_at from public.client_logos order by id")
    await t.db.exec(MIGRATION)
    const after = await t.db.query("select id, logo_url, updated_at from public.client_logos order by id")
    expect(after.rows).toEqual(before.rows)
  })
})
