import { describe, expect, it } from "vitest"
import { eventTimeIn } from "./event-time"

describe("an event's time in the page's language", () => {
  it("is written as a Swedish or German page writes it", () => {
    expect(eventTimeIn("15:00 CET", "sv")).toBe("kl. 15.00 CET")
    expect(eventTimeIn("13:00–18:00 CET", "sv")).toBe("kl. 13.00–18.00 CET")
    expect(eventTimeIn("15:00 CET", "de")).toBe("15:00 Uhr MEZ")
    expect(eventTimeIn("13:00–18:00 CEST", "de")).toBe("13:00–18:00 Uhr MESZ")
    expect(eventTimeIn("9:30-11:00", "de")).toBe("9:30–11:00 Uhr")
  })

  it("stays as published in English and where an editor wrote something else", () => {
    expect(eventTimeIn("13:00–18:00 CET", "en")).toBe("13:00–18:00 CET")
    expect(eventTimeIn("All day", "sv")).toBe("All day")
    expect(eventTimeIn("15:00 PST", "de")).toBe("15:00 PST")
  })
})
