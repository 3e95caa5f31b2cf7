import { ParseError } from "./errors"
import { MAX_JSON_PATH_STEPS } from "./limits"
import type { Field, JsonPathStep } from "./types"

/** A position in one query parameter's text, with the small lexical rules PostgREST shares. */
export class Cursor {
  pos = 0
  constructor(
    readonly text: string,
    /** Which parameter this is, for error messages: "select", "order", "or"… */
    readonly param: string,
  ) {}

  get done() {
    return this.pos >= this.text.length
  }

  peek(offset = 0) {
    return this.text[this.pos + offset] ?? ""
  }

  startsWith(s: string) {
    return this.text.startsWith(s, this.pos)
  }

  eat(s: string): boolean {
    if (!this.startsWith(s)) return false
    this.pos += s.length
    return true
  }

  expect(s: string) {
    if (!this.eat(s)) this.fail(`expecting "${s}"`)
  }

  fail(expecting: string): never {
    const found = this.done ? "end of input" : `"${this.peek()}"`
    this.refuse(`unexpected ${found} ${expecting}`)
  }
  /** A parse error at the current position with `details` saying why (a syntax error or a bound passed). */
  refuse(details: string): never {
    throw new ParseError(`"failed to parse ${this.param} parameter (${this.text})" (line 1, column ${this.pos + 1})`, details)
  }

  /** `"…"` with `\"` and `\\` escapes. */
  quoted(): string {
    this.expect('"')
    let out = ""
    while (!this.done) {
      const ch = this.text[this.pos++]
      if (ch === "\\" && !this.done) out += this.text[this.pos++]
      else if (ch === '"') return out
      else out += ch
    }
    this.fail('expecting closing quote "\\""')
  }

  /**
   * An unquoted name: letters, digits, `_`, `$`, spaces and any non-ASCII character, with single
   * dashes inside (a `-` that does not start `->`), as PostgREST's pFieldName.
   */
  bareName(): string {
    const start = this.pos
    while (!this.done) {
      const ch = this.text[this.pos]
      if (/[A-Za-z0-9_$ ]/.test(ch) || ch.charCodeAt(0) > 127) this.pos++
      else if (ch === "-" && this.peek(1) !== ">" && this.pos > start && /[A-Za-z0-9_$]/.test(this.peek(1))) this.pos++
      else break
    }
    const name = this.text.slice(start, this.pos).trim()
    if (!name) this.fail("expecting a name")
    return name
  }

  name(): string {
    return this.peek() === '"' ? this.quoted() : this.bareName()
  }

  jsonPath(): JsonPathStep[] {
    const steps: JsonPathStep[] = []
    for (;;) {
      let arrow: JsonPathStep["arrow"]
      if (this.eat("->>")) arrow = "->>"
      else if (this.eat("->")) arrow = "->"
      else return steps
      if (steps.length === MAX_JSON_PATH_STEPS) this.refuse(`a JSON path may have at most ${MAX_JSON_PATH_STEPS} steps`)
      let key: string
      if (this.peek() === '"') key = this.quoted()
      else {
        const start = this.pos
        if (this.peek() === "-") this.pos++
        while (!this.done && (/[A-Za-z0-9_$ ]/.test(this.text[this.pos]) || this.text.charCodeAt(this.pos) > 127)) this.pos++
        if (this.pos === start) this.fail("expecting a JSON key")
        key = this.text.slice(start, this.pos)
      }
      steps.push({ arrow, key })
    }
  }

  field(): Field {
    const name = this.name()
    return { name, jsonPath: this.jsonPath() }
  }

  /** Reads up to (not including) one of `stops` at nesting depth 0, honouring quotes, () and {}. */
  until(stops: string): string {
    const start = this.pos
    let depth = 0
    while (!this.done) {
      const ch = this.text[this.pos]
      if (depth === 0 && stops.includes(ch)) break
      if (ch === '"') {
        this.quoted()
        continue
      }
      if (ch === "(" || ch === "{") depth++
      else if (ch === ")" || ch === "}") {
        if (depth === 0) break
        depth--
      }
      this.pos++
    }
    return this.text.slice(start, this.pos)
  }
}
