import { describe, expect, it } from "vitest"
import { CONTRACT_SCHEMA, useContractServer } from "./fixture"

/** postgrest-js types maxAffected() only for a Database typed as PostgREST 13; these clients are untyped. */
function maxAffected<Q>(query: Q, n: number): Q {
  return (query as unknown as { maxAffected(n: number): Q }).maxAffected(n)
}

describe("PostgREST writes through supabase-js: upsert status and max-affected", () => {
  const server = useContractServer()

  it("answers 201 to an upsert that inserts and 200 to one that only updates", async () => {
    const inserted = await server.db.from("counters").upsert({ id: 50, label: "contact", hits: 1 }).select("label, hits")
    expect({ status: inserted.status, data: inserted.data }).toEqual({ status: 201, data: [{ label: "contact", hits: 1 }] })

    const updated = await server.db.from("counters").upsert({ id: 50, label: "contact", hits: 7 }).select("label, hits")
    expect({ status: updated.status, data: updated.data }).toEqual({ status: 200, data: [{ label: "contact", hits: 7 }] })

    const minimal = await server.db.from("counters").upsert({ id: 50, label: "contact", hits: 8 })
    expect(minimal.status).toBe(200)

    const mixed = await server.db.from("counters").upsert(
      [
        { id: 50, label: "contact", hits: 9 },
        { id: 51, label: "careers", hits: 0 },
      ],
      { onConflict: "id" },
    )
    expect(mixed.status).toBe(201)
  })

  it("answers 201 to a plain insert and to an upsert on another conflict target", async () => {
    expect((await server.db.from("counters").insert({ label: "blog" })).status).toBe(201)
    const byLabel = await server.db.from("counters").upsert({ label: "blog", hits: 3 }, { onConflict: "label" }).select("hits")
    expect({ status: byLabel.status, data: byLabel.data }).toEqual({ status: 200, data: [{ hits: 3 }] })
  })

  it("refuses with PGRST124 and rolls back an update or delete touching more rows than max-affected", async () => {
    const update = await maxAffected(server.db.from("counters").update({ hits: 100 }).gte("hits", 0), 1)
    expect({ status: update.status, error: update.error }).toEqual({
      status: 400,
      error: {
        code: "PGRST124",
        message: "Query result exceeds max-affected preference constraint",
        details: expect.stringMatching(/^The query affects \d+ rows$/),
        hint: null,
      },
    })
    const { data } = await server.db.from("counters").select("hits").eq("hits", 100)
    expect(data).toEqual([])

    const removal = await maxAffected(server.db.from("counters").delete().gte("hits", 0), 1)
    expect(removal.error?.code).toBe("PGRST124")
    const { count } = await server.db.from("counters").select("*", { count: "exact", head: true })
    expect(count).toBeGreaterThan(1)

    const single = await maxAffected(server.db.from("counters").update({ hits: 5 }).eq("label", "home"), 1).select("hits")
    expect({ status: single.status, data: single.data }).toEqual({ status: 200, data: [{ hits: 5 }] })
  })

  it("fills the columns some objects of a bulk insert leave out with their defaults (missing=default), a sequence consumed per row", async () => {
    const first = await server.db.from("tickets").insert({ label: "first" }).select("id").single()
    expect(first.error).toBeNull()
    const start = (first.data as { id: number }).id

    // As PostgREST: the id default (nextval) is evaluated for every object, also the one bringing its own id.
    const bulk = await server.db
      .from("tickets")
      .insert([{ id: 500, label: "given", priority: 1 }, { label: "defaulted" }], { defaultToNull: false })
      .select("id, label, priority")
    expect(bulk.error).toBeNull()
    expect(bulk.data).toEqual([
      { id: 500, label: "given", priority: 1 },
      { id: start + 2, label: "defaulted", priority: 3 },
    ])
    const next = await server.db.from("tickets").insert({ label: "next" }).select("id").single()
    expect(next.data).toEqual({ id: start + 3 })

    // PATCH with columns= writes those columns: one the body leaves out takes its default (not reachable through supabase-js).
    const patch = await server.t.fetch(`${server.t.url}/rest/v1/tickets?id=eq.500&columns=label,priority`, {
      method: "PATCH",
      headers: {
        apikey: server.t.anonKey,
        "Content-Type": "application/json",
        "Content-Profile": CONTRACT_SCHEMA,
        Prefer: "missing=default",
      },
      body: JSON.stringify({ label: "renamed" }),
    })
    expect(patch.status).toBe(204)
    expect((await server.db.from("tickets").select("label, priority").eq("id", 500)).data).toEqual([{ label: "renamed", priority: 3 }])
  })

  it("sends null for what a bulk insert leaves out without missing=default, so a NOT NULL column refuses it", async () => {
    const { status, error } = await server.db.from("tickets").insert([{ label: "a", priority: 1 }, { label: "b" }])
    expect({ status, code: error?.code }).toEqual({ status: 400, code: "23502" })
    expect((await server.db.from("tickets").select("id").in("label", ["a", "b"])).data).toEqual([])
  })

  it("refuses unknown preferences with PGRST122 under handling=strict, and ignores them otherwise", async () => {
    const strict = await server.db
      .from("tickets")
      .insert({ label: "strict" })
      .setHeader("Prefer", "handling=strict, return=minimal, anything, tx=maybe")
    expect({ status: strict.status, error: strict.error }).toEqual({
      status: 400,
      error: {
        code: "PGRST122",
        message: "Invalid preferences given with handling=strict",
        details: "Invalid preferences: anything, tx=maybe",
        hint: null,
      },
    })
    expect((await server.db.from("tickets").select("id").eq("label", "strict")).data).toEqual([])
    const lenient = await server.db.from("tickets").select("label").eq("label", "first").setHeader("Prefer", "handling=lenient, anything")
    expect({ status: lenient.status, data: lenient.data }).toEqual({ status: 200, data: [{ label: "first" }] })
  })

  it("echoes the preferences it applied in PostgREST's order, max-affected only under handling=strict", async () => {
    const headers = {
      apikey: server.t.anonKey,
      "Content-Type": "application/json",
      "Accept-Profile": CONTRACT_SCHEMA,
      "Content-Profile": CONTRACT_SCHEMA,
    }
    const post = await server.t.fetch(`${server.t.url}/rest/v1/tickets`, {
      method: "POST",
      headers: { ...headers, Prefer: "return=minimal, count=exact, missing=default, resolution=merge-duplicates, tx=commit" },
      body: JSON.stringify([{ label: "echo" }]),
    })
    expect([post.status, post.headers.get("Preference-Applied")]).toEqual([
      201,
      "resolution=merge-duplicates, missing=default, return=minimal, count=exact, tx=commit",
    ])
    const patch = await server.t.fetch(`${server.t.url}/rest/v1/tickets?label=eq.echo`, {
      method: "PATCH",
      headers: { ...headers, Prefer: "max-affected=5, handling=lenient" },
      body: JSON.stringify({ priority: 2 }),
    })
    expect([patch.status, patch.headers.get("Preference-Applied")]).toEqual([204, "handling=lenient"])
    const read = await server.t.fetch(`${server.t.url}/rest/v1/tickets?select=id`, {
      headers: { ...headers, Prefer: "count=exact, return=minimal" },
    })
    expect(read.headers.get("Preference-Applied")).toBe("count=exact")
  })

  it("applies max-affected to a function's rows: PGRST124 and a rollback above it, PGRST128 for a function not returning a set", async () => {
    const before = (await server.db.from("tickets").select("id")).data?.length
    const over = await maxAffected(server.db.rpc("delete_tickets", { above: 0 }), 1)
    expect({ status: over.status, code: over.error?.code, details: over.error?.details }).toEqual({
      status: 400,
      code: "PGRST124",
      details: `The query affects ${before} rows`,
    })
    expect((await server.db.from("tickets").select("id")).data?.length).toBe(before)
    const scalar = await maxAffected(server.db.rpc("touch"), 1)
    expect({ status: scalar.status, error: scalar.error }).toEqual({
      status: 400,
      error: {
        code: "PGRST128",
        message: "Function must return SETOF or TABLE when max-affected preference is used with handling=strict",
        details: null,
        hint: null,
      },
    })
  })
})
