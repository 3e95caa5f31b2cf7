import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { SupabaseClient } from "@supabase/supabase-js"
import type { TestServer } from "../../testing/harness"
import { CONTRACT_SCHEMA, startContractServer } from "./fixture"

/** postgrest-js types maxAffected() only for a Database typed as PostgREST 13; these clients are untyped. */
function maxAffected<Q>(query: Q, n: number): Q {
  return (query as unknown as { maxAffected(n: number): Q }).maxAffected(n)
}

describe("PostgREST writes through supabase-js: upsert status and max-affected", () => {
  let t: TestServer
  let db: ReturnType<SupabaseClient["schema"]>

  beforeAll(async () => {
    t = await startContractServer()
    db = t.client().schema(CONTRACT_SCHEMA)
  })
  afterAll(async () => {
    await t?.close()
  })

  it("answers 201 to an upsert that inserts and 200 to one that only updates", async () => {
    const inserted = await db.from("counters").upsert({ id: 50, label: "contact", hits: 1 }).select("label, hits")
    expect({ status: inserted.status, data: inserted.data }).toEqual({ status: 201, data: [{ label: "contact", hits: 1 }] })

    const updated = await db.from("counters").upsert({ id: 50, label: "contact", hits: 7 }).select("label, hits")
    expect({ status: updated.status, data: updated.data }).toEqual({ status: 200, data: [{ label: "contact", hits: 7 }] })

    const minimal = await db.from("counters").upsert({ id: 50, label: "contact", hits: 8 })
    expect(minimal.status).toBe(200)

    const mixed = await db.from("counters").upsert(
      [
        { id: 50, label: "contact", hits: 9 },
        { id: 51, label: "careers", hits: 0 },
      ],
      { onConflict: "id" },
    )
    expect(mixed.status).toBe(201)
  })

  it("answers 201 to a plain insert and to an upsert on another conflict target", async () => {
    expect((await db.from("counters").insert({ label: "blog" })).status).toBe(201)
    const byLabel = await db.from("counters").upsert({ label: "blog", hits: 3 }, { onConflict: "label" }).select("hits")
    expect({ status: byLabel.status, data: byLabel.data }).toEqual({ status: 200, data: [{ hits: 3 }] })
  })

  it("refuses with PGRST124 and rolls back an update or delete touching more rows than max-affected", async () => {
    const update = await maxAffected(db.from("counters").update({ hits: 100 }).gte("hits", 0), 1)
    expect({ status: update.status, error: update.error }).toEqual({
      status: 400,
      error: {
        code: "PGRST124",
        message: "Query result exceeds max-affected preference constraint",
        details: expect.stringMatching(/^The query affects \d+ rows$/),
        hint: null,
      },
    })
    const { data } = await db.from("counters").select("hits").eq("hits", 100)
    expect(data).toEqual([])

    const removal = await maxAffected(db.from("counters").delete().gte("hits", 0), 1)
    expect(removal.error?.code).toBe("PGRST124")
    const { count } = await db.from("counters").select("*", { count: "exact", head: true })
    expect(count).toBeGreaterThan(1)

    const single = await maxAffected(db.from("counters").update({ hits: 5 }).eq("label", "home"), 1).select("hits")
    expect({ status: single.status, data: single.data }).toEqual({ status: 200, data: [{ hits: 5 }] })
  })
})
