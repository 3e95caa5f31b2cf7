import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { SupabaseClient } from "@supabase/supabase-js"
import type { TestServer } from "../../testing/harness"
import { CONTRACT_SCHEMA, startContractServer } from "./fixture"

describe("PostgREST RPC and schemas through supabase-js", () => {
  let t: TestServer
  let anon: SupabaseClient
  let db: ReturnType<SupabaseClient["schema"]>

  beforeAll(async () => {
    t = await startContractServer()
    anon = t.client()
    db = anon.schema(CONTRACT_SCHEMA)
  })
  afterAll(async () => {
    await t?.close()
  })

  describe("overloads and unnamed parameters", () => {
    it("picks the overload whose required parameters the arguments name", async () => {
      expect((await db.rpc("plus_one", { n: 1 })).data).toBe(2)
      expect((await db.rpc("plus_one", { n: 1, by_: 5 })).data).toBe(6)
    })

    it("answers 300 PGRST203 with the candidates when several overloads fit", async () => {
      const { status, error } = await db.rpc("describe", { a: 1 })
      expect(status).toBe(300)
      expect(error).toEqual({
        code: "PGRST203",
        message: "Could not choose the best candidate function between: contract.describe(a => integer), contract.describe(a => text)",
        details: null,
        hint: "Try renaming the parameters or the function itself in the database so function overloading can be resolved",
      })
    })

    it('passes {"": value} to a single unnamed parameter and a whole body to a single json parameter', async () => {
      expect(await db.rpc("shout", { "": "hej" })).toMatchObject({ status: 200, data: "HEJ" })
      expect(await db.rpc("json_keys", { a: 1, b: 2, c: 3 })).toMatchObject({ status: 200, data: 3 })
    })

    it("answers 404 PGRST202 with the names tried and the closest function or parameters as a hint", async () => {
      const wrongArgs = await db.rpc("plus_one", { m: 1 })
      expect(wrongArgs.status).toBe(404)
      expect(wrongArgs.error).toEqual({
        code: "PGRST202",
        message: "Could not find the function contract.plus_one(m) in the schema cache",
        details:
          "Searched for the function contract.plus_one with parameter m or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.",
        hint: "Perhaps you meant to call the function contract.plus_one(n)",
      })
      const typo = await db.rpc("plus_on")
      expect(typo.error).toEqual({
        code: "PGRST202",
        message: "Could not find the function contract.plus_on without parameters in the schema cache",
        details:
          "Searched for the function contract.plus_on without parameters or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.",
        hint: "Perhaps you meant to call the function contract.plus_one",
      })
      const nothingClose = await db.rpc("zzz", { q: 1, r: 2 }, { get: true })
      expect(nothingClose.error).toMatchObject({
        message: "Could not find the function contract.zzz(q, r) in the schema cache",
        details: "Searched for the function contract.zzz with parameters q, r, but no matches were found in the schema cache.",
        hint: null,
      })
    })
  })

  describe("functions with unnamed parameters, which PostgREST leaves out of its schema cache", () => {
    // PostgREST's funcsSqlQuery: "CASE COUNT(*) - COUNT(name) WHEN 0 THEN true WHEN 1 THEN (array_agg(type))[1]
    // IN ('bytea', 'json', 'jsonb', 'text', 'xml') ELSE false END AS callable".
    it("does not call a function whose one unnamed parameter is of another type, and answers 404 PGRST202", async () => {
      const { status, data, error } = await db.rpc("doubled", { "": 21 })
      expect({ status, data }).toEqual({ status: 404, data: null })
      expect(error).toMatchObject({ code: "PGRST202", message: expect.stringContaining("contract.doubled"), hint: null })
      expect((await db.rpc("sum_of", { "": 1 })).error?.code).toBe("PGRST202")
    })

    it("leaves them out of the PGRST202 hint and the PGRST203 candidates", async () => {
      const typo = await db.rpc("double")
      expect(typo.error).toMatchObject({ code: "PGRST202", hint: null })
      // echo(int) is not offered, so echo(text) alone takes the unnamed argument.
      expect(await db.rpc("echo", { "": "hej" })).toMatchObject({ status: 200, data: "text hej", error: null })
    })
  })

  describe("single-row and scalar results", () => {
    it("answers a function returning one row with its object, and null with 200 when filters leave none", async () => {
      expect((await db.rpc("product_by_id", { pid: 1 })).data).toEqual({ id: 1, name: "Pen", price: 2.5 })
      const filtered = await db.rpc("product_by_id", { pid: 1 }).eq("price", 999)
      expect({ status: filtered.status, data: filtered.data, error: filtered.error }).toEqual({ status: 200, data: null, error: null })
      const maybe = await db.rpc("product_by_id", { pid: 1 }).eq("price", 999).maybeSingle()
      expect({ status: maybe.status, data: maybe.data, error: maybe.error }).toEqual({ status: 200, data: null, error: null })
      const single = await db.rpc("product_by_id", { pid: 1 }).eq("price", 999).single()
      expect({ status: single.status, code: single.error?.code }).toEqual({ status: 406, code: "PGRST116" })
    })

    it("counts a scalar result as one row (Prefer: count=exact) and a set of scalars in full", async () => {
      const scalar = await db.rpc("answer", {}, { count: "exact" })
      expect({ data: scalar.data, count: scalar.count }).toEqual({ data: 42, count: 1 })
      const ranged = await db.rpc("numbers", { n: 5 }, { count: "exact" }).range(0, 1)
      expect({ data: ranged.data, count: ranged.count }).toEqual({ data: [1, 2], count: 5 })
    })
  })

  describe("exposed schemas", () => {
    it("serves the schemas of [api] schemas through Accept-Profile and Content-Profile, and refuses others with PGRST106", async () => {
      expect((await db.from("categories").select("name").order("id")).data).toEqual([
        { name: "Office" },
        { name: "Paper" },
        { name: "Home" },
      ])
      const wrote = await db.from("categories").insert({ id: 9, name: "Garden" }).select("name")
      expect(wrote.data).toEqual([{ name: "Garden" }])
      expect((await anon.from("categories").select("name")).error?.code).toBe("PGRST205")

      const other = await anon.schema("storage").from("buckets").select("*")
      expect(other.status).toBe(406)
      expect(other.error).toEqual({
        code: "PGRST106",
        message: "Invalid schema: storage",
        details: null,
        hint: "Only the following schemas are exposed: public, graphql_public, contract",
      })
    })
  })
})
