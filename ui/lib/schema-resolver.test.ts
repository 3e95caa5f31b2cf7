import { describe, expect, it, vi } from "vitest"
import { z } from "zod"
import type { ResolverOptions } from "react-hook-form"
import { schemaResolver } from "./schema-resolver"

interface Values {
  email: string
}

const rules = z.object({ email: z.string().email("Please enter a valid email address.") })
const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<Values>
const UNAVAILABLE = "Something went wrong. Please try again."

describe("a form's checks from a schema that loads when needed", () => {
  it("loads nothing until the form asks, and loads once however often it asks", async () => {
    const loader = vi.fn(() => Promise.resolve(rules))
    const { resolver, load } = schemaResolver<Values>(loader, UNAVAILABLE)
    expect(loader).not.toHaveBeenCalled()
    load()
    load()
    await resolver({ email: "anna@example.se" }, undefined, options)
    await resolver({ email: "anna@example.se" }, undefined, options)
    expect(loader).toHaveBeenCalledTimes(1)
  })

  it("answers what the schema answers: the values when they pass, the field's message when not", async () => {
    const { resolver } = schemaResolver<Values>(() => Promise.resolve(rules), UNAVAILABLE)
    expect(await resolver({ email: "anna@example.se" }, undefined, options)).toEqual({ values: { email: "anna@example.se" }, errors: {} })
    const refused = await resolver({ email: "anna" }, undefined, options)
    expect(refused.values).toEqual({})
    expect(refused.errors.email?.message).toBe("Please enter a valid email address.")
  })

  it("takes a schema that is already there as it is", async () => {
    const { resolver } = schemaResolver<Values>(rules, UNAVAILABLE)
    expect((await resolver({ email: "x" }, undefined, options)).errors.email?.message).toBe("Please enter a valid email address.")
  })

  it("says so as the form's own error when the schema cannot load, and tries again on the next check", async () => {
    const loader = vi.fn().mockRejectedValueOnce(new TypeError("Failed to fetch dynamically imported module")).mockResolvedValue(rules)
    const { resolver, load } = schemaResolver<Values>(loader, UNAVAILABLE)
    load()
    expect(await resolver({ email: "anna@example.se" }, undefined, options)).toEqual({
      values: {},
      errors: { root: { unavailable: { type: "unavailable", message: UNAVAILABLE } } },
    })
    expect(await resolver({ email: "anna@example.se" }, undefined, options)).toEqual({ values: { email: "anna@example.se" }, errors: {} })
    expect(loader).toHaveBeenCalledTimes(2)
  })
})
