import { describe, expect, it } from "vitest"
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs"
import { servicesHub } from "../app/content/services/hub"
import { leen } from "../app/content/technology/leen"
import { BUNDLED_COMPANY_DETAILS, FOOTER_ADDRESS } from "../app/content/footer"
import { BUNDLED_CONTACT_DETAILS } from "../app/site/contact-details"
import { BROCHURE_TITLE, renderBrochure } from "./brochure"

describe("the company brochure", () => {
  it("is a PDF of several pages that reads back with the site's company, services, Leen and contact details", async () => {
    const bytes = await renderBrochure()
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-")

    const pdf = await getDocument({ data: bytes.slice(), useSystemFonts: false }).promise
    expect(pdf.numPages).toBeGreaterThanOrEqual(4)
    const { info } = (await pdf.getMetadata()) as { info: { Title?: string } }
    expect(info.Title).toBe(BROCHURE_TITLE)

    const pages: string[] = []
    for (let number = 1; number <= pdf.numPages; number++) {
      const content = await (await pdf.getPage(number)).getTextContent()
      pages.push(content.items.map((item) => ("str" in item ? item.str : "")).join(" "))
    }
    const text = pages.join("\n").replace(/\s+/g, " ")
    expect(text).toContain("We help companies be understood")
    expect(text).toContain("Who we are")
    for (const title of ["Translation", "Website localization", "Subtitling and captioning"]) expect(text).toContain(title)
    expect(text).toContain(servicesHub.hero.heading)
    expect(text).toContain("Life sciences")
    expect(text).toContain(leen.hero.heading)
    expect(text).toContain("Leen Memory")
    expect(text).toContain(BUNDLED_CONTACT_DETAILS.addresses.general)
    expect(text).toContain(BUNDLED_COMPANY_DETAILS.contactPhone)
    expect(text).toContain(`${FOOTER_ADDRESS.street}, ${FOOTER_ADDRESS.postalCode} ${FOOTER_ADDRESS.city}`)
    expect(pages.at(-1)).toContain(`${pdf.numPages} / ${pdf.numPages}`)
    await pdf.destroy()
    // Rendering and parsing a PDF of several pages takes seconds on a busy 2-core machine.
  }, 30_000)
})
