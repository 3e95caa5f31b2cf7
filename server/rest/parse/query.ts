import { Cursor } from "./cursor"
import { ParseError } from "./errors"
import { parseFilter, parseLogic } from "./filter"
import { MAX_FILTERS } from "./limits"
import { parseOrder } from "./order"
import { parseSelect } from "./select"
import type { Field, FilterNode, LogicTree, ParsedQuery } from "./types"

/** Keys that are not filters (`apikey` may come as a query parameter for the gateway). */
const RESERVED = new Set(["select", "order", "limit", "offset", "on_conflict", "columns", "and", "or", "apikey"])

function nonNegativeInteger(value: string, param: string): number {
  if (!/^\d+$/.test(value)) throw new ParseError(`"failed to parse ${param} parameter (${value})"`, "expecting a non-negative integer")
  const n = Number(value)
  if (!Number.isSafeInteger(n)) throw new ParseError(`"failed to parse ${param} parameter (${value})"`, "number too large")
  return n
}

/** `a,b` or `"a","b"` → names (for on_conflict and columns). */
function nameList(value: string, param: string): string[] {
  const c = new Cursor(value, param)
  const names: string[] = []
  for (;;) {
    names.push(c.name())
    if (c.eat(",")) continue
    if (!c.done) c.fail('expecting ","')
    return names
  }
}

/** Splits `rel.sub.col->a.b` into the embed path and the field, dots inside a JSON path staying put. */
function splitKey(key: string): { path: string[]; rest: string } {
  const arrow = key.indexOf("->")
  const head = arrow < 0 ? key : key.slice(0, arrow)
  const tail = arrow < 0 ? "" : key.slice(arrow)
  const parts = head.split(".")
  const last = parts.pop()!
  return { path: parts, rest: last + tail }
}

function parseField(text: string, param: string): Field {
  const c = new Cursor(text, param)
  const field = c.field()
  if (!c.done) c.fail("expecting end of the column name")
  return field
}

function conditionCount(node: LogicTree | FilterNode): number {
  return node.type === "filter" ? 1 : node.children.reduce((n, child) => n + conditionCount(child), 0)
}

/**
 * Parses a REST query string (already form-decoded into pairs, repeated keys kept) into the select
 * tree, filters, logic trees, ordering, paging and write parameters.
 */
export function parseQuery(params: URLSearchParams | Iterable<[string, string]>): ParsedQuery {
  const query: ParsedQuery = { select: [{ type: "star" }], filters: [], logic: [], order: [], limit: [], offset: [], other: new Map() }
  let selectSeen = false
  for (const [key, value] of params) {
    if (key === "select") {
      if (selectSeen) continue
      selectSeen = true
      query.select = parseSelect(value)
      continue
    }
    if (key === "apikey") continue
    if (key === "on_conflict") {
      query.onConflict = nameList(value, key)
      continue
    }
    if (key === "columns") {
      query.columns = nameList(value, key)
      continue
    }
    const segments = key.split("->")[0].split(".")
    const last = segments[segments.length - 1]
    if (!key.includes("->") && (last === "or" || last === "and")) {
      let path = segments.slice(0, -1)
      let negate = false
      if (path[path.length - 1] === "not") {
        negate = true
        path = path.slice(0, -1)
      }
      query.logic.push({ path, value: parseLogic(value, last, negate, key) })
      continue
    }
    if (!key.includes("->") && (last === "order" || last === "limit" || last === "offset")) {
      const path = segments.slice(0, -1)
      if (last === "order") query.order.push({ path, value: parseOrder(value, key) })
      else if (last === "limit") query.limit.push({ path, value: nonNegativeInteger(value, key) })
      else query.offset.push({ path, value: nonNegativeInteger(value, key) })
      continue
    }
    if (RESERVED.has(key)) continue
    const { path, rest } = splitKey(key)
    if (rest === "") throw new ParseError(`"failed to parse filter (${key})"`, "expecting a column name")
    // Something that does not look like an operation is kept for RPC arguments (`?a=1`).
    if (!/^(not\.)?[a-z]+(\([^)]*\))?\./.test(value)) {
      query.other.set(key, value)
      continue
    }
    query.filters.push({ path, value: parseFilter(parseField(rest, key), value, key) })
  }
  const conditions = query.filters.length + query.logic.reduce((n, { value }) => n + conditionCount(value), 0)
  if (conditions > MAX_FILTERS) {
    throw new ParseError(
      `"too many filters (${conditions})"`,
      `a request may have at most ${MAX_FILTERS} conditions, counting those in and/or groups`,
    )
  }
  return query
}
