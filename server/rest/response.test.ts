import { describe, expect, it } from "vitest"
import { RestError } from "./errors"
import { singular } from "./response"

describe("singular", () => {
  it("answers json_agg's one element as Postgres wrote it, as PostgREST does", () => {
    const element = '{"key":"logos","value":{"header": "/logo.svg", "sizes": [1, 2]}}'
    expect(singular({ body: `[${element}]`, n: 1 })).toBe(element)
    expect(JSON.parse(singular({ body: `[${element}]`, n: 1 }))).toEqual({ key: "logos", value: { header: "/logo.svg", sizes: [1, 2] } })
  })

  it("is PGRST116 (406) for no row or several", () => {
    for (const [body, n] of [
      ["[]", 0],
      ['[{"a":1}, \n {"a":2}]', 2],
    ] as const) {
      const error = (() => {
        try {
          singular({ body, n })
        } catch (caught) {
          return caught
        }
      })()
      expect(error).toBeInstanceOf(RestError)
      expect(error).toMatchObject({ status: 406, code: "PGRST116", details: `The result contains ${n} rows` })
    }
  })
})
