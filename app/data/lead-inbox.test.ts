import { describe, expect, it } from "vitest"
import { leadSearchQuery } from "./lead-inbox"

describe("the inbox's search words", () => {
  it("become a prefix query every word of which must match", () => {
    expect(leadSearchQuery("Svens AB")).toBe("'svens':* & 'ab':*")
  })

  it("keep references and addresses whole", () => {
    expect(leadSearchQuery("NQ-2026-00042")).toBe("'nq-2026-00042':*")
    expect(leadSearchQuery("anna.svensson@example.test")).toBe("'anna.svensson@example.test':*")
  })

  it("drop what the query syntax would read as operators", () => {
    expect(leadSearchQuery("a:* | !b & (c)'")).toBe("'a':* & 'b':* & 'c':*")
    expect(leadSearchQuery("  ")).toBeNull()
    expect(leadSearchQuery("&|!")).toBeNull()
  })
})
