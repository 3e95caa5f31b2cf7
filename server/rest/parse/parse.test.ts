import { describe, expect, it } from "vitest"
import { ParseError, parseLogic, parseOperation, parseOrder, parseQuery, parseSelect } from "./index"

const f = (name: string, ...path: [string, string][]) => ({ name, jsonPath: path.map(([arrow, key]) => ({ arrow, key })) })

describe("select parameter", () => {
  it("defaults to * and reads columns, aliases and casts", () => {
    expect(parseSelect(undefined)).toEqual([{ type: "star" }])
    expect(parseSelect("id, name:title, id::text, total:amount::numeric")).toEqual([
      { type: "field", field: f("id"), alias: undefined, cast: undefined },
      { type: "field", field: f("title"), alias: "name", cast: undefined },
      { type: "field", field: f("id"), alias: undefined, cast: "text" },
      { type: "field", field: f("amount"), alias: "total", cast: "numeric" },
    ])
  })

  it("reads JSON paths, array indexes and quoted names", () => {
    expect(parseSelect('data->a->>b,"my col",arr->0,x:"odd,name"->>"k.y"')).toEqual([
      { type: "field", field: f("data", ["->", "a"], ["->>", "b"]), alias: undefined, cast: undefined },
      { type: "field", field: f("my col"), alias: undefined, cast: undefined },
      { type: "field", field: f("arr", ["->", "0"]), alias: undefined, cast: undefined },
      { type: "field", field: f("odd,name", ["->>", "k.y"]), alias: "x", cast: undefined },
    ])
  })

  it("reads embeds with aliases, hints, !inner, spreads and nesting", () => {
    expect(parseSelect("*,author:profiles!todos_author_fkey(name),tags!inner(*),...owner(id,pets(name)),rel()")).toEqual([
      { type: "star" },
      {
        type: "embed",
        name: "profiles",
        alias: "author",
        hint: "todos_author_fkey",
        joinType: "left",
        spread: false,
        select: [{ type: "field", field: f("name"), alias: undefined, cast: undefined }],
      },
      { type: "embed", name: "tags", alias: undefined, joinType: "inner", spread: false, select: [{ type: "star" }] },
      {
        type: "embed",
        name: "owner",
        alias: undefined,
        joinType: "left",
        spread: true,
        select: [
          { type: "field", field: f("id"), alias: undefined, cast: undefined },
          {
            type: "embed",
            name: "pets",
            alias: undefined,
            joinType: "left",
            spread: false,
            select: [{ type: "field", field: f("name"), alias: undefined, cast: undefined }],
          },
        ],
      },
      { type: "embed", name: "rel", alias: undefined, joinType: "left", spread: false, select: [] },
    ])
    expect(parseSelect("a!fk!inner(id)")[0]).toMatchObject({ hint: "fk", joinType: "inner" })
  })

  it("marks aggregates", () => {
    expect(parseSelect("count(),amount.sum()")).toMatchObject([{ aggregate: "count" }, { aggregate: "sum", field: f("amount") }])
  })

  it("reads an aggregate's input cast before it and its result cast after it, and aliases on count()", () => {
    expect(parseSelect("total:amount::int.sum()::text")[0]).toEqual({
      type: "field",
      field: f("amount"),
      alias: "total",
      cast: "int",
      aggregate: "sum",
      aggregateCast: "text",
    })
    expect(parseSelect("n:count()::text")[0]).toMatchObject({ alias: "n", aggregate: "count", aggregateCast: "text", field: f("*") })
    expect(parseSelect("data->>tax::numeric.avg()")[0]).toMatchObject({ cast: "numeric", aggregate: "avg" })
    expect(() => parseSelect("amount.median()")).toThrow(ParseError)
  })

  it.each(["id,", "a(b", "a:(", ",", "a::", '"open', "a)(b"])("rejects %j with PGRST100", (text) => {
    expect(() => parseSelect(text)).toThrow(ParseError)
  })
})

describe("filter operations", () => {
  it("reads comparisons, negation and values containing dots", () => {
    expect(parseOperation("eq.1", "id")).toEqual({ negate: false, operation: { op: "eq", value: "1" } })
    expect(parseOperation("not.gte.1.5", "n")).toEqual({ negate: true, operation: { op: "gte", value: "1.5" } })
    expect(parseOperation("like.*a.b*", "t")).toEqual({ negate: false, operation: { op: "like", value: "*a.b*" } })
    expect(parseOperation("eq.", "t")).toEqual({ negate: false, operation: { op: "eq", value: "" } })
  })

  it("reads in lists with quoted items", () => {
    expect(parseOperation('in.(1,"a,b",  c d ,"q\\"x")', "x").operation).toEqual({ op: "in", values: ["1", "a,b", "c d", 'q"x'] })
    expect(parseOperation("in.()", "x").operation).toEqual({ op: "in", values: [] })
  })

  it("reads is, full text search and any/all modifiers", () => {
    expect(parseOperation("is.NULL", "x").operation).toEqual({ op: "is", value: "null" })
    expect(parseOperation("not.is.not_null", "x")).toEqual({ negate: true, operation: { op: "is", value: "not_null" } })
    expect(parseOperation("wfts(english).fat cats", "x").operation).toEqual({ op: "wfts", config: "english", value: "fat cats" })
    expect(parseOperation("fts.cat", "x").operation).toEqual({ op: "fts", config: undefined, value: "cat" })
    expect(parseOperation("like(any).{a*,b*}", "x").operation).toEqual({ op: "like", quantifier: "any", values: ["a*", "b*"] })
    expect(parseOperation("cs.{a,b}", "x").operation).toEqual({ op: "cs", value: "{a,b}" })
  })

  it.each(["eq", "nope.1", "is.maybe", "in.(1,2", "in.1,2", "cs(any).{1}", "fts(bad config).x"])("rejects %j", (text) => {
    expect(() => parseOperation(text, "x")).toThrow(ParseError)
  })
})

describe("logic trees", () => {
  it("nests and/or with negation and quoted values", () => {
    const tree = parseLogic('(a.eq.1,and(b.gt.2,c.is.null),not.or(d.in.(1,2),e.eq."x,y)"),data->>k.not.like.*z*)', "or", false, "or")
    expect(tree).toEqual({
      type: "logic",
      operator: "or",
      negate: false,
      children: [
        { type: "filter", filter: { field: f("a"), negate: false, operation: { op: "eq", value: "1" } } },
        {
          type: "logic",
          operator: "and",
          negate: false,
          children: [
            { type: "filter", filter: { field: f("b"), negate: false, operation: { op: "gt", value: "2" } } },
            { type: "filter", filter: { field: f("c"), negate: false, operation: { op: "is", value: "null" } } },
          ],
        },
        {
          type: "logic",
          operator: "or",
          negate: true,
          children: [
            { type: "filter", filter: { field: f("d"), negate: false, operation: { op: "in", values: ["1", "2"] } } },
            { type: "filter", filter: { field: f("e"), negate: false, operation: { op: "eq", value: "x,y)" } } },
          ],
        },
        { type: "filter", filter: { field: f("data", ["->>", "k"]), negate: true, operation: { op: "like", value: "*z*" } } },
      ],
    })
  })

  it("reads full-text items with a configuration", () => {
    expect(parseLogic("(t.fts(english).cat,t.plfts.fat cat)", "or", false, "or").children).toEqual([
      { type: "filter", filter: { field: f("t"), negate: false, operation: { op: "fts", config: "english", value: "cat" } } },
      { type: "filter", filter: { field: f("t"), negate: false, operation: { op: "plfts", config: undefined, value: "fat cat" } } },
    ])
  })

  it.each(["a.eq.1", "(a.eq.1", "(a.eq.1,)", "(and(a.eq.1)", "(a)", "()"])("rejects %j", (text) => {
    expect(() => parseLogic(text, "or", false, "or")).toThrow(ParseError)
  })
})

describe("order parameter", () => {
  it("reads direction, nulls placement, JSON paths and related columns", () => {
    expect(parseOrder("id.desc.nullsfirst,name,data->>k.asc.nullslast,author(name).desc")).toEqual([
      { field: f("id"), direction: "desc", nulls: "first" },
      { field: f("name") },
      { field: f("data", ["->>", "k"]), direction: "asc", nulls: "last" },
      { field: f("name"), relation: "author", direction: "desc" },
    ])
  })
  it.each(["id.up", "id,", ".desc"])("rejects %j", (text) => expect(() => parseOrder(text)).toThrow(ParseError))
})

describe("a whole query string", () => {
  it("sorts parameters into select, filters, logic, order and paging per embed", () => {
    const q = parseQuery(
      new URLSearchParams(
        "select=id,tags(*)&done=eq.false&id=gt.1&id=lt.9&tags.name=like.a*&or=(a.eq.1,b.eq.2)&tags.not.and=(x.eq.1)&order=id.desc&tags.order=name&limit=10&offset=5&tags.limit=2&on_conflict=id&columns=%22a%22,%22b%22&data->a->>b=eq.1",
      ),
    )
    expect(q.select).toHaveLength(2)
    expect(q.filters.map((x) => [x.path, x.value.field.name, x.value.operation.op])).toEqual([
      [[], "done", "eq"],
      [[], "id", "gt"],
      [[], "id", "lt"],
      [["tags"], "name", "like"],
      [[], "data", "eq"],
    ])
    expect(q.filters[4].value.field.jsonPath).toEqual([
      { arrow: "->", key: "a" },
      { arrow: "->>", key: "b" },
    ])
    expect(q.logic.map((x) => [x.path, x.value.operator, x.value.negate])).toEqual([
      [[], "or", false],
      [["tags"], "and", true],
    ])
    expect(q.order).toEqual([
      { path: [], value: [{ field: f("id"), direction: "desc" }] },
      { path: ["tags"], value: [{ field: f("name") }] },
    ])
    expect(q.limit).toEqual([
      { path: [], value: 10 },
      { path: ["tags"], value: 2 },
    ])
    expect(q.offset).toEqual([{ path: [], value: 5 }])
    expect(q.onConflict).toEqual(["id"])
    expect(q.columns).toEqual(["a", "b"])
  })

  it("keeps non-operator parameters aside (RPC arguments)", () => {
    expect([...parseQuery(new URLSearchParams("a=1&b={1,2}")).other]).toEqual([
      ["a", "1"],
      ["b", "{1,2}"],
    ])
  })

  it.each(["limit=-1", "offset=x", "id=in.(1", "id=zz.1", "or=a.eq.1", "select=a(", "order=id.sideways"])("rejects %s", (qs) => {
    expect(() => parseQuery(new URLSearchParams(qs))).toThrow(ParseError)
  })
})

describe("bounds on one query string", () => {
  const path = (steps: number) => "->a".repeat(steps)
  const embeds = (depth: number) => "a(".repeat(depth) + "id" + ")".repeat(depth)
  const groups = (depth: number) => "and(".repeat(depth - 1) + "a.eq.1" + ")".repeat(depth - 1)

  it("reads JSON paths of up to 20 steps in filters, select and order", () => {
    expect(parseQuery(new URLSearchParams(`data${path(20)}=eq.1`)).filters[0].value.field.jsonPath).toHaveLength(20)
    for (const qs of [`data${path(21)}=eq.1`, `select=data${path(400)}`, `order=data${path(21)}`]) {
      expect(() => parseQuery(new URLSearchParams(qs)), qs).toThrow(
        expect.objectContaining({ details: "a JSON path may have at most 20 steps" }),
      )
    }
  })

  it("reads embeds nested up to 8 deep", () => {
    expect(parseSelect(embeds(8))).toHaveLength(1)
    expect(() => parseSelect(embeds(9))).toThrow(expect.objectContaining({ details: "embeds may be nested at most 8 deep" }))
    expect(() => parseSelect(`...${embeds(5000)}`)).toThrow(ParseError)
  })

  it("reads and/or groups nested up to 8 deep", () => {
    expect(parseLogic(`(${groups(8)})`, "or", false, "or").children).toHaveLength(1)
    expect(() => parseLogic(`(${groups(9)})`, "or", false, "or")).toThrow(
      expect.objectContaining({ details: "and/or groups may be nested at most 8 deep" }),
    )
  })

  it("takes up to 100 conditions, counting those inside and/or groups", () => {
    const filters = (n: number) => Array.from({ length: n }, (_, i) => `c${i}=eq.${i}`).join("&")
    expect(parseQuery(new URLSearchParams(filters(100))).filters).toHaveLength(100)
    const inGroup = `or=(${Array.from({ length: 100 }, (_, i) => `c${i}.eq.${i}`).join(",")})`
    for (const qs of [filters(101), `${inGroup}&x=eq.1`]) {
      expect(() => parseQuery(new URLSearchParams(qs))).toThrow(ParseError)
    }
  })
})
