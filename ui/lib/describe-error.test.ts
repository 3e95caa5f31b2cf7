import { describe, expect, it } from "vitest"
import { describeError } from "./describe-error"

describe("describeError", () => {
  it("shows a V8 stack as is, since it already starts with the message", () => {
    const error = new TypeError("Cannot read properties of undefined (reading 'title')")
    expect(describeError(error)).toBe(error.stack)
    expect(describeError(error)).toContain("Cannot read properties of undefined")
  })

  it("puts the message first when the stack does not contain it", () => {
    const error = new Error("Chunk failed")
    error.stack = "    at load (app/routes.tsx:12:3)"
    expect(describeError(error)).toBe("Chunk failed\n    at load (app/routes.tsx:12:3)")
  })

  it("shows only the message when there is no stack", () => {
    const error = new Error("No stack")
    error.stack = undefined
    expect(describeError(error)).toBe("No stack")
  })

  it("shows thrown strings and objects as text", () => {
    expect(describeError("boom")).toBe("boom")
    expect(describeError({ code: "PGRST116" })).toBe('{"code":"PGRST116"}')
    expect(describeError(undefined)).toBe("undefined")
    const cyclic: Record<string, unknown> = {}
    cyclic.self = cyclic
    expect(describeError(cyclic)).toBe("[object Object]")
  })
})
