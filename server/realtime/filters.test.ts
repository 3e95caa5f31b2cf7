import { postgresChangesFilter } from "@supabase/supabase-js"
import { describe, expect, it } from "vitest"
import { FilterError, filterSql, parseFilter } from "./filters"

describe("parseFilter", () => {
  it("reads column=operator.value", () => {
    expect(parseFilter("sort_order=gte.5")).toEqual([{ column: "sort_order", operator: "gte", negated: false, value: "5", values: [] }])
  })

  it("reads what realtime-js's filter builder writes: AND-ed conditions, not., quoted values and in-lists", () => {
    const filter = postgresChangesFilter().eq("name", "Acme, Inc.").not("status", "in", ["draft", "a(b)"]).is("deleted_at", null).build()
    expect(parseFilter(filter)).toEqual([
      { column: "name", operator: "eq", negated: false, value: "Acme, Inc.", values: [] },
      { column: "status", operator: "in", negated: true, value: '(draft,"a(b)")', values: ["draft", "a(b)"] },
      { column: "deleted_at", operator: "is", negated: false, value: "null", values: [] },
    ])
  })

  it("refuses an unknown operator, a bad is. value and unbalanced quotes", () => {
    expect(() => parseFilter("id=cs.{1}")).toThrow(FilterError)
    expect(() => parseFilter("id=is.maybe")).toThrow(FilterError)
    expect(() => parseFilter('name=eq."open')).toThrow(FilterError)
    expect(() => parseFilter("=eq.1")).toThrow(FilterError)
  })
})

describe("filterSql", () => {
  const types = new Map([
    ["sort_order", "integer"],
    ["Display name", "text"],
  ])

  it("binds every value as text cast to the column's type, so nothing of it reaches the SQL text", () => {
    const params: string[] = []
    const sql = filterSql(parseFilter("sort_order=in.(1,2),Display name=not.like.%'; drop table x; --"), types, (v) => `$${params.push(v)}`)
    expect(sql).toBe(
      `coalesce((r."sort_order" in (($1::text)::integer, ($2::text)::integer)) and not (r."Display name"::text like $3::text), false)`,
    )
    expect(params).toEqual(["1", "2", "%'; drop table x; --"])
  })

  it("refuses a column the table does not have", () => {
    expect(() => filterSql(parseFilter("colour=eq.red"), types, () => "$1")).toThrow("invalid column for filter colour")
  })
})
