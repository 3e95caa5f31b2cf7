import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startTestServer, type TestServer } from "./harness"

describe("test harness", () => {
  let t: TestServer
  beforeAll(async () => {
    t = await startTestServer({ http: true })
  })
  afterAll(async () => {
    await t?.close()
  })

  it("boots a migrated database with the seed", async () => {
    const { rows } = await t.db.query<{ key: string }>("select key from public.site_settings order by key")
    expect(rows.map((r) => r.key)).toEqual(["contact", "logos", "theme"])
  })

  it("listens on a random port of 127.0.0.1", async () => {
    expect(t.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    const script = await (await fetch(`${t.url}/config.js`)).text()
    expect(script).toBe(
      `window.__NORDIKA_CONFIG__ = ${JSON.stringify({ supabaseUrl: t.url, supabaseAnonKey: t.anonKey, realtime: true })};\n`,
    )
  })
})
