import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startTestServer, type TestServer } from "../testing/harness"
import { loadFixtures } from "./testing/fixtures"

describe("REST requests at and past the query string's bounds", () => {
  let t: TestServer
  beforeAll(async () => {
    t = await startTestServer()
    await loadFixtures(t)
  })
  afterAll(async () => {
    await t?.close()
  })

  const get = (query: string) => t.fetch(`${t.url}/rest/v1/books?${query}`, { headers: { apikey: t.anonKey } })
  const path = (steps: number) => "->a".repeat(steps)
  /** books → reviews → books → …, `depth` embeds deep, the innermost filtered. */
  const embeds = (depth: number) => {
    const names = Array.from({ length: depth }, (_, i) => (i % 2 === 0 ? "reviews" : "book:books"))
    return { select: names.join("(") + "(id" + ")".repeat(depth), scope: names.map((n) => n.split(":")[0]).join(".") }
  }
  const groups = (depth: number, leaf: string) => "and(".repeat(depth - 1) + leaf + ")".repeat(depth - 1)

  it("answers a JSON path hundreds of steps deep with 400 PGRST100, before the database sees it", async () => {
    const res = await get(`meta${path(400)}->b=eq.1`)
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({ code: "PGRST100", details: "a JSON path may have at most 20 steps" })
    expect((await get("select=id&id=eq.1")).status).toBe(200)
  })

  it("answers the deepest request the bounds allow, all of them at once", async () => {
    const { select, scope } = embeds(8)
    const deepPath = `meta${path(20)}`
    // Two conditions in the group, one JSON filter, and the rest plain filters.
    const plain = Array.from({ length: 100 - 3 }, (_, i) => `id=neq.${1000 + i}`).join("&")
    const res = await get(
      `select=id,${select}&${scope}.or=(${groups(8, `${deepPath}.is.null,id.gt.0`)})&${deepPath}=is.null&${plain}&order=${deepPath}`,
    )
    expect(res.status).toBe(200)
    expect(await res.json()).toHaveLength(4)
  })

  it("answers one step past each bound with 400 PGRST100", async () => {
    const { select } = embeds(9)
    const tooMany = Array.from({ length: 101 }, (_, i) => `id=neq.${i}`).join("&")
    for (const query of [`meta${path(21)}=eq.1`, `select=id,${select}`, `or=(${groups(9, "id.eq.1")})`, tooMany]) {
      const res = await get(query)
      expect(res.status, query.slice(0, 80)).toBe(400)
      expect(await res.json()).toMatchObject({ code: "PGRST100" })
    }
  })
})
