import { describe, expect, it } from "vitest"
import { useContractServer } from "./fixture"

describe("PostgREST range operators and CSV through supabase-js", () => {
  const server = useContractServer()

  it("reads nxr as &< (does not extend right of) and nxl as &> (does not extend left of)", async () => {
    // [1,5) and [10,20) against [3,12): only [1,5) stays left of 12, only [10,20) starts right of 3.
    const notRight = await server.db.from("reservations").select("id").rangeAdjacent("during", "[5,10)")
    expect(notRight.data).toEqual([{ id: 1 }, { id: 2 }])
    expect((await server.db.from("reservations").select("id").filter("during", "nxr", "[3,12)")).data).toEqual([{ id: 1 }])
    expect((await server.db.from("reservations").select("id").filter("during", "nxl", "[3,12)")).data).toEqual([{ id: 2 }])
    expect((await server.db.from("reservations").select("id").rangeLte("during", "[3,12)")).data).toEqual([{ id: 1 }])
    expect((await server.db.from("reservations").select("id").rangeGte("during", "[3,12)")).data).toEqual([{ id: 2 }])
  })

  it("writes CSV as PostgREST does: quoted values with spaces or quotes, JSON as text, empty for null", async () => {
    const { data, error } = await server.db.from("notes").select("id, body, data").order("id").csv()
    expect(error).toBeNull()
    expect(data).toBe('id,body,data\n1,plain,"{""a"": 1}"\n2,"has space",\n3,"say ""hi""","[1, 2]"')
  })

  it("counts with the planner's estimate for count=planned, and exactly below max rows for count=estimated", async () => {
    await server.t.db.exec("analyze contract.messages")
    const planned = await server.db.from("messages").select("id", { count: "planned" }).limit(1)
    expect({ count: planned.count, rows: planned.data?.length }).toEqual({ count: 3, rows: 1 })
    const estimated = await server.db.from("messages").select("id", { count: "estimated" }).eq("channel_id", 1)
    expect(estimated.count).toBe(2)
  })

  it("answers an empty CSV when no row matches", async () => {
    expect((await server.db.from("notes").select("id").eq("id", 99).csv()).data).toBe("\n")
  })

  it("shows timestamps in the time zone of Prefer: timezone, ignoring one pg_timezone_names does not know unless strict", async () => {
    const local = await server.db.from("events").select("at").setHeader("Prefer", "timezone=America/Los_Angeles")
    expect(local.data).toEqual([{ at: "2023-10-18T05:37:59.611-07:00" }])
    const plain = await server.db.from("events").select("at")
    const unknown = await server.db.from("events").select("at").setHeader("Prefer", "timezone=Jupiter/Red_Spot")
    expect(unknown.data).toEqual(plain.data)
    const strict = await server.db.from("events").select("at").setHeader("Prefer", "handling=strict, timezone=Jupiter/Red_Spot")
    expect({ status: strict.status, code: strict.error?.code, details: strict.error?.details }).toEqual({
      status: 400,
      code: "PGRST122",
      details: "Invalid preferences: timezone=Jupiter/Red_Spot",
    })
  })

  it("answers Accept: application/geo+json through PostGIS's ST_AsGeoJSON, which neither engine here has (404 42883)", async () => {
    const { status, error } = await server.db.from("products").select("id, name").geojson()
    expect({ status, code: error?.code, message: error?.message }).toEqual({
      status: 404,
      code: "42883",
      message: "function st_asgeojson(record) does not exist",
    })
  })
})
