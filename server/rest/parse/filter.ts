import { Cursor } from "./cursor"
import { ParseError } from "./errors"
import { MAX_LOGIC_DEPTH } from "./limits"
import {
  COMPARISON_OPERATORS,
  FTS_OPERATORS,
  QUANTIFIABLE_OPERATORS,
  type ComparisonOperator,
  type Field,
  type Filter,
  type FilterNode,
  type FtsOperator,
  type IsValue,
  type LogicTree,
  type Operation,
} from "./types"

const IS_VALUES: Record<string, IsValue> = { null: "null", not_null: "not_null", true: "true", false: "false", unknown: "unknown" }

/**
 * Items of `(a,"b,c",d)` or `{a,b}`: comma separated, optionally double quoted with `\` escapes.
 * Unquoted items keep inner spaces but lose the ones around them.
 */
function parseList(text: string, open: "(" | "{", param: string): string[] {
  const close = open === "(" ? ")" : "}"
  const c = new Cursor(text, param)
  c.expect(open)
  const values: string[] = []
  if (c.eat(close)) {
    if (!c.done) c.fail("expecting end of input")
    return values
  }
  for (;;) {
    while (c.peek() === " ") c.pos++
    if (c.peek() === '"') {
      values.push(c.quoted())
      while (c.peek() === " ") c.pos++
    } else {
      const start = c.pos
      while (!c.done && c.peek() !== "," && c.peek() !== close) c.pos++
      values.push(c.text.slice(start, c.pos).trim())
    }
    if (c.eat(",")) continue
    c.expect(close)
    if (!c.done) c.fail("expecting end of input")
    return values
  }
}

function isComparison(op: string): op is ComparisonOperator {
  return Object.hasOwn(COMPARISON_OPERATORS, op)
}

function isFts(op: string): op is FtsOperator {
  return Object.hasOwn(FTS_OPERATORS, op)
}

/** `[not.]op[(modifier)].value`, the right-hand side of a filter (`id=not.eq.5`). */
export function parseOperation(text: string, param: string): { negate: boolean; operation: Operation } {
  let rest = text
  let negate = false
  if (rest.startsWith("not.")) {
    negate = true
    rest = rest.slice(4)
  }
  const dot = rest.indexOf(".")
  const head = dot < 0 ? rest : rest.slice(0, dot)
  const value = dot < 0 ? undefined : rest.slice(dot + 1)
  const fail = (details: string): never => {
    throw new ParseError(`"failed to parse filter (${text})" (line 1, column 1)`, details)
  }
  const m = /^([a-z]+)(?:\(([^)]*)\))?$/.exec(head)
  if (!m) fail(`unexpected "${head}" expecting an operator (eq, gt, …)`)
  const [, op, modifier] = m!
  if (value === undefined) fail(`expecting "." and a value after "${head}"`)
  const v = value!

  if (op === "in") {
    if (modifier !== undefined) fail(`unexpected "(" after "in"`)
    return { negate, operation: { op: "in", values: parseList(v, "(", param) } }
  }
  if (op === "is") {
    const is = IS_VALUES[v.toLowerCase()]
    if (!is || modifier !== undefined) fail(`unexpected "${v}" expecting null, not_null, true, false or unknown`)
    return { negate, operation: { op: "is", value: is } }
  }
  if (isFts(op)) {
    if (modifier !== undefined && !/^[A-Za-z0-9_]+$/.test(modifier)) fail(`unexpected "${modifier}" expecting a text search configuration`)
    return { negate, operation: { op, config: modifier || undefined, value: v } }
  }
  if (isComparison(op)) {
    if (modifier === undefined) return { negate, operation: { op, value: v } }
    if ((modifier === "any" || modifier === "all") && QUANTIFIABLE_OPERATORS.has(op)) {
      const values = v.startsWith("{")
        ? parseList(v, "{", param)
        : v.startsWith("(")
          ? parseList(v, "(", param)
          : fail(`expecting "{" after "${head}."`)
      return { negate, operation: { op, quantifier: modifier, values } }
    }
    fail(`unexpected modifier "${modifier}" for "${op}"`)
  }
  return fail(`unknown operator "${op}"`)
}

/** A filter from a query parameter: the column (with JSON path) from the key, the operation from the value. */
export function parseFilter(field: Field, value: string, param: string): Filter {
  return { field, ...parseOperation(value, param) }
}

/** The conditions of an and/or group that is `depth` groups deep (1 for the parameter's own). */
function logicChildren(c: Cursor, depth: number): (LogicTree | FilterNode)[] {
  if (depth > MAX_LOGIC_DEPTH) c.refuse(`and/or groups may be nested at most ${MAX_LOGIC_DEPTH} deep`)
  c.expect("(")
  const children: (LogicTree | FilterNode)[] = []
  for (;;) {
    while (c.peek() === " ") c.pos++
    children.push(logicItem(c, depth))
    while (c.peek() === " ") c.pos++
    if (c.eat(",")) continue
    c.expect(")")
    return children
  }
}

function logicItem(c: Cursor, depth: number): LogicTree | FilterNode {
  const negated = c.startsWith("not.and(") || c.startsWith("not.or(")
  if (negated) c.pos += 4
  if (c.startsWith("and(") || c.startsWith("or(")) {
    const operator = c.startsWith("and(") ? "and" : "or"
    c.pos += operator.length
    return { type: "logic", operator, negate: negated, children: logicChildren(c, depth + 1) }
  }
  if (negated) c.pos -= 4
  const field = c.field()
  c.expect(".")
  // The operation, then its value up to the next "," or ")" outside quotes and brackets.
  let negate = false
  if (c.eat("not.")) negate = true
  const opStart = c.pos
  while (!c.done && /[a-z]/.test(c.peek())) c.pos++
  if (c.peek() === "(") c.until(".")
  const head = c.text.slice(opStart, c.pos)
  c.expect(".")
  let raw: string
  if (c.peek() === '"') {
    raw = c.quoted()
  } else {
    raw = c.until(",)")
  }
  const { operation } = parseOperation(`${head}.${raw}`, c.param)
  return { type: "filter", filter: { field, negate, operation } }
}

/** `or=(a.eq.1,and(b.gt.2,c.is.null))`: the value of an `or`/`and` parameter. */
export function parseLogic(text: string, operator: "and" | "or", negate: boolean, param: string): LogicTree {
  const c = new Cursor(text, param)
  const children = logicChildren(c, 1)
  if (!c.done) c.fail("expecting end of input")
  return { type: "logic", operator, negate, children }
}
