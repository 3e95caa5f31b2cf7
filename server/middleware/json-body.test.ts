import { describe, expect, it } from "vitest"
import { JsonBodyError, parseJsonBody } from "./json-body"

describe("bounded JSON bodies", () => {
  it("parses JSON nesting up to 64 levels, brackets inside strings not counted", () => {
    const deepest = "[".repeat(64) + "]".repeat(64)
    expect(parseJsonBody(deepest)).toBeInstanceOf(Array)
    expect(parseJsonBody(`{"a":"${"[".repeat(1000)}\\"{"}`)).toEqual({ a: `${"[".repeat(1000)}"{` })
    expect(() => parseJsonBody(`[${deepest}]`)).toThrow(new JsonBodyError("JSON nests deeper than 64 levels"))
  })

  it("refuses a NUL or a lone surrogate in any string or key, and keeps surrogate pairs", () => {
    for (const text of ['{"a":"x\\u0000"}', '{"x\\u0000":1}', '["\\ud800"]', '[{"a":["\\udc00x"]}]']) {
      expect(() => parseJsonBody(text), text).toThrow(JsonBodyError)
    }
    expect(parseJsonBody('"\\ud83d\\ude00"')).toBe("😀")
  })

  it("reports what JSON.parse says about malformed JSON", () => {
    expect(() => parseJsonBody("{nope")).toThrow(JsonBodyError)
  })
})
