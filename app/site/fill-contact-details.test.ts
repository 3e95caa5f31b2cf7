import { describe, expect, it } from "vitest"
import { email, mailbox, PHONE } from "../content/contact-details"
import { BUNDLED_CONTACT_DETAILS, type ContactDetails } from "./contact-details"
import { fillContactDetails, fillContactText } from "./fill-contact-details"

const SAVED: ContactDetails = {
  addresses: { ...BUNDLED_CONTACT_DETAILS.addresses, general: "info@nordika.se", quotes: "offers@nordika.se" },
  phone: "+46 8 555 000 00",
}

describe("filling contact details into copy", () => {
  it("writes the address of the purpose, the phone and an office's mailbox at the general address's domain", () => {
    expect(fillContactText(`Email ${email("quotes")} or call ${PHONE}.`, SAVED)).toBe("Email offers@nordika.se or call +46 8 555 000 00.")
    expect(fillContactText(mailbox("helsinki"), SAVED)).toBe("helsinki@nordika.se")
  })

  it("leaves a placeholder of no known purpose as written, for the tests to find", () => {
    expect(fillContactText("{email:sales} and {name}", SAVED)).toBe("{email:sales} and {name}")
  })

  it("fills copy of any shape, and returns what holds no placeholder as it was", () => {
    const page = { hero: { heading: "Contact", items: [{ value: email("press") }, { value: "+1 212-555-0147" }] }, published: 2026 }
    const filled = fillContactDetails(page, SAVED)
    expect(filled).toEqual({
      hero: { heading: "Contact", items: [{ value: "press@nordika.com" }, { value: "+1 212-555-0147" }] },
      published: 2026,
    })
    expect(filled.hero.items[1]).toBe(page.hero.items[1])
    const plain = { heading: "No contact here", items: ["a", "b"] }
    expect(fillContactDetails(plain, SAVED)).toBe(plain)
  })
})
