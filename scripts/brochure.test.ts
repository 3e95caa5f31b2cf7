import { describe, expect, it } from "vitest"
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs"
import { servicesHub } from "../app/content/services/hub"
import { leen } from "../app/content/technology/leen"
import { BUNDLED_COMPANY_DETAILS, FOOTER_ADDRESS } from "../app/content/footer"
import { BUNDLED_CONTACT_DETAILS } from "../app/site/contact-details"
import { BROCHURE_PATHS, BROCHURE_TITLE, missingBrochureTranslations, renderBrochure } from "./brochure"

/** A PDF's metadata and the text of each page, as a reader's PDF viewer extracts it. */
async function readPdf(bytes: Uint8Array) {
  const pdf = await getDocument({ data: bytes.slice(), useSystemFonts: false }).promise
  const { info } = (await pdf.getMetadata()) as { info: { Title?: string; Language?: string } }
  const pages: string[] = []
  for (let number = 1; number <= pdf.numPages; number++) {
    const content = await (await pdf.getPage(number)).getTextContent()
    pages.push(content.items.map((item) => ("str" in item ? item.str : "")).join(" "))
  }
  const numPages = pdf.numPages
  await pdf.destroy()
  const text = pages.join("\n").replace(/\s+/g, " ")
  // The eyebrows are letter-spaced, so read back a letter at a time: compare them without spaces.
  return { info, numPages, text, squashed: text.replace(/\s/g, "") }
}

/** English the brochure prints as headings and sentences: none of it may be left in another language's PDF. */
const ENGLISH_LEFT = [
  "Who we are",
  "Our story in brief",
  "We help companies be understood",
  "Language services for every stage of going global",
  "Why industry specialisation matters",
  "Six components, one platform",
  "Tell us what you need to say",
  "Next steps",
  "Book a consultation",
  "words in private client translation memories",
]

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

describe("the brochure in Swedish and German", () => {
  it("translates every text the brochure draws, and serves each language at its own address", () => {
    expect(missingBrochureTranslations("sv")).toEqual([])
    expect(missingBrochureTranslations("de")).toEqual([])
    expect(BROCHURE_PATHS).toEqual({
      en: "/downloads/nordika-brochure.pdf",
      sv: "/downloads/nordika-brochure-sv.pdf",
      de: "/downloads/nordika-brochure-de.pdf",
    })
  })

  it("is in Swedish from cover to contact, with no English heading or sentence left", async () => {
    const { info, numPages, text, squashed } = await readPdf(await renderBrochure("sv"))
    expect(squashed).toContain("FÖRETAGSBROSCHYR")
    expect(squashed).not.toContain("COMPANYBROCHURE")
    expect(info.Title).toBe("Nordika: språktjänster och lokalisering")
    expect(info.Language).toBe("sv")
    expect(numPages).toBeGreaterThanOrEqual(4)
    for (const swedish of [
      "Vi hjälper företag att bli förstådda, var deras kunder än finns",
      "Vilka vi är",
      "Språktjänster för varje steg ut i världen",
      "Certifierad facköversättning med revidering av en andra lingvist",
      "Därför spelar branschkunskap roll",
      "Leen: plattformen som minns, kontrollerar och lär sig av varje översättning",
      "Leen Memory",
      "Nästa steg",
      "Boka konsultation",
      "nordika.com/sv/contact/request-quote",
      "Sveavägen 44, 111 57 Stockholm, Sverige",
    ])
      expect(text).toContain(swedish)
    for (const english of ENGLISH_LEFT) expect(text).not.toContain(english)
  }, 30_000)

  it("is in German from cover to contact, with no English heading or sentence left", async () => {
    const { info, text, squashed } = await readPdf(await renderBrochure("de"))
    expect(squashed).toContain("UNTERNEHMENSBROSCHÜRE")
    expect(squashed).not.toContain("COMPANYBROCHURE")
    expect(info.Title).toBe("Nordika: Sprachdienstleistungen und Lokalisierung")
    expect(info.Language).toBe("de")
    for (const german of [
      "Wer wir sind",
      "Sprachdienstleistungen für jede Phase der Internationalisierung",
      "Warum Branchenspezialisierung zählt",
      "Sechs Komponenten, eine Plattform",
      "Sagen Sie uns, was Sie wo sagen möchten",
      "Nächste Schritte",
      "Beratung buchen",
      "Sveavägen 44, 111 57 Stockholm, Schweden",
    ])
      expect(text).toContain(german)
    for (const english of ENGLISH_LEFT) expect(text).not.toContain(english)
  }, 30_000)
})
