import { Cursor } from "./cursor"
import { MAX_EMBED_DEPTH } from "./limits"
import type { AggregateFunction, EmbedItem, FieldItem, SelectItem } from "./types"

const AGGREGATES = new Set<string>(["count", "sum", "avg", "max", "min"] satisfies AggregateFunction[])

/** Removes whitespace outside double quotes, as postgrest-js does before sending. */
function stripWhitespace(text: string) {
  let quoted = false
  let out = ""
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]
    if (ch === "\\" && quoted) {
      out += ch + (text[i + 1] ?? "")
      i++
      continue
    }
    if (ch === '"') quoted = !quoted
    if (!quoted && /\s/.test(ch)) continue
    out += ch
  }
  return out
}

function cast(c: Cursor): string | undefined {
  if (!c.eat("::")) return undefined
  const start = c.pos
  while (!c.done && /[A-Za-z0-9_ [\]]/.test(c.peek())) c.pos++
  const type = c.text.slice(start, c.pos).trim()
  if (!type) c.fail('expecting a type name after "::"')
  return type
}

/** The items of a select list; `depth` counts the embeds it is inside (0 at the top). */
function selectList(c: Cursor, depth: number): SelectItem[] {
  const nested = depth > 0
  const items: SelectItem[] = []
  if (nested && c.peek() === ")") return items
  for (;;) {
    items.push(selectItem(c, depth))
    if (c.eat(",")) continue
    if (nested ? c.peek() === ")" : c.done) return items
    c.fail(nested ? 'expecting "," or ")"' : 'expecting ","')
  }
}

/** `.sum()` after a field (or its input cast), as PostgREST's pAggregation. */
function aggregate(c: Cursor): AggregateFunction | undefined {
  const match = /^\.(count|sum|avg|max|min)\(\)/.exec(c.text.slice(c.pos))
  if (!match || !AGGREGATES.has(match[1])) return undefined
  c.pos += match[0].length
  return match[1] as AggregateFunction
}

/** `count()` standing alone (no column), with an optional cast of its result. */
function countAll(c: Cursor, alias: string | undefined): FieldItem | undefined {
  if (!c.eat("count()")) return undefined
  return { type: "field", field: { name: "*", jsonPath: [] }, alias, aggregate: "count", aggregateCast: cast(c) }
}

/** `alias:field->path::cast.agg()::cast`, `alias:count()::cast`, or an embed `alias:rel!hint(...)`. */
function selectItem(c: Cursor, depth: number): SelectItem {
  if (c.eat("*")) return { type: "star" }
  const spread = c.eat("...")
  if (!spread) {
    const counted = countAll(c, undefined)
    if (counted) return counted
  }
  let alias: string | undefined
  let name = c.name()
  if (c.peek() === ":" && c.peek(1) !== ":") {
    c.pos++
    alias = name
    if (!spread) {
      const counted = countAll(c, alias)
      if (counted) return counted
    }
    name = c.name()
  }
  if (c.peek() === "!" || c.peek() === "(") {
    const embed: EmbedItem = { type: "embed", name, alias, joinType: "left", spread, select: [] }
    while (c.eat("!")) {
      const hint = c.name()
      if (hint === "inner" || hint === "left") embed.joinType = hint
      else if (embed.hint === undefined) embed.hint = hint
      else c.fail("expecting one hint")
    }
    if (depth === MAX_EMBED_DEPTH) c.refuse(`embeds may be nested at most ${MAX_EMBED_DEPTH} deep`)
    c.expect("(")
    embed.select = selectList(c, depth + 1)
    c.expect(")")
    return embed
  }
  if (spread) c.fail('expecting "(" after a spread relation')
  const item: FieldItem = { type: "field", field: { name, jsonPath: c.jsonPath() }, alias }
  item.cast = cast(c)
  item.aggregate = aggregate(c)
  if (item.aggregate) item.aggregateCast = cast(c)
  return item
}

/** Parses `select=` (default `*`). Whitespace outside quotes is ignored. */
export function parseSelect(text: string | null | undefined): SelectItem[] {
  const source = stripWhitespace(text ?? "")
  if (source === "") return [{ type: "star" }]
  const c = new Cursor(source, "select")
  return selectList(c, 0)
}
