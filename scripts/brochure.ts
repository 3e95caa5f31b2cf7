/**
 * The company brochure, drawn as a PDF from the site's own content when the app is built (see
 * brochureDownload() in vite.config.ts): who Nordika is, its services and industries, the Leen
 * platform and how to reach the company. Inter, the site's self-hosted font, is embedded.
 */
import { createRequire } from "node:module"
import path from "node:path"
import PDFDocument from "pdfkit"
import type { ContentPage, LinkCard, Section, Stat } from "@nordika/ui/templates"
import { whoWeAre } from "../app/content/about/who-we-are.ts"
import { BUNDLED_COMPANY_DETAILS, FOOTER_ADDRESS, FOOTER_TAGLINE } from "../app/content/footer.ts"
import { BUNDLED_CONTACT_DETAILS } from "../app/site/contact-details.ts"
import industriesHub from "../app/content/industries/hub.ts"
import { servicesHub } from "../app/content/services/hub.ts"
import { leen } from "../app/content/technology/leen.ts"

/** Where the built site serves the brochure. */
export const BROCHURE_PATH = "/downloads/nordika-brochure.pdf"
/** The PDF's document title. */
export const BROCHURE_TITLE = "Nordika: language services and localization"
/** The site's address as printed in the brochure. */
export const BROCHURE_WEBSITE = "nordika.com"

const COLORS = {
  brandBlue: "#1554c0",
  brandDark: "#0b1b2b",
  brandBlueOnDark: "#6ea3ff",
  onDarkMuted: "#b8c6d8",
  foreground: "#0b1b2b",
  muted: "#4a5b6d",
  border: "#d7dfe8",
  accent: "#e3ecfb",
}

const PAGE = { width: 595.28, height: 841.89, margin: 56 }
const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin
const FOOTER_HEIGHT = 40
const BOTTOM = PAGE.height - PAGE.margin - FOOTER_HEIGHT

const FONT = { regular: "Inter", semibold: "Inter-SemiBold", bold: "Inter-Bold" }

function fontFile(weight: 400 | 600 | 700): string {
  // @fontsource/inter exports its CSS only; its font files sit beside index.css.
  const packageDir = path.dirname(createRequire(import.meta.url).resolve("@fontsource/inter"))
  return path.join(packageDir, "files", `inter-latin-${weight}-normal.woff`)
}

/** Lucide's "Languages" icon (24 × 24 viewBox): the brand mark the site shows beside the company name. */
const BRAND_ICON_PATHS = ["m5 8 6 6", "m4 14 6-6 2-3", "M2 5h12", "M7 2h1", "m22 22-5-10-5 10", "M14 18h6"]

type Doc = PDFKit.PDFDocument

function brandMark(doc: Doc, x: number, y: number, size: number, { onDark }: { onDark: boolean }) {
  doc.save()
  doc.roundedRect(x, y, size, size, size * 0.22).fill(onDark ? "#ffffff" : COLORS.brandBlue)
  const scale = (size * 0.56) / 24
  doc.translate(x + size * 0.22, y + size * 0.22).scale(scale)
  doc
    .lineWidth(2)
    .lineCap("round")
    .lineJoin("round")
    .strokeColor(onDark ? COLORS.brandDark : "#ffffff")
  for (const d of BRAND_ICON_PATHS) doc.path(d).stroke()
  doc.restore()
  doc
    .font(FONT.bold)
    .fontSize(size * 0.55)
    .fillColor(onDark ? "#ffffff" : COLORS.foreground)
    .text(BUNDLED_COMPANY_DETAILS.companyName, x + size * 1.3, y + size * 0.18, { lineBreak: false })
}

const sectionsOf = <K extends Section["kind"]>(page: ContentPage, kind: K) =>
  page.sections.filter((section): section is Extract<Section, { kind: K }> => section.kind === kind)

/** Draws below the bottom margin, where pdfkit would otherwise start a new page for the text. */
function inBottomMargin(doc: Doc, draw: () => void) {
  const margin = doc.page.margins.bottom
  doc.page.margins.bottom = 0
  draw()
  doc.page.margins.bottom = margin
}

/** Starts a new page when fewer than `height` points are left above the footer. */
function ensureSpace(doc: Doc, height: number) {
  if (doc.y + height > BOTTOM) doc.addPage()
}

function chapter(doc: Doc, eyebrow: string, heading: string, intro: string) {
  doc.addPage()
  doc.font(FONT.semibold).fontSize(10).fillColor(COLORS.brandBlue).text(eyebrow.toUpperCase(), { characterSpacing: 1.2 })
  doc.moveDown(0.4)
  doc.font(FONT.bold).fontSize(22).fillColor(COLORS.foreground).text(heading, { lineGap: 2 })
  doc.moveDown(0.6)
  doc.font(FONT.regular).fontSize(11).fillColor(COLORS.muted).text(intro, { lineGap: 3 })
  doc.moveDown(1.2)
}

function subheading(doc: Doc, heading: string, intro?: string) {
  ensureSpace(doc, 90)
  doc.font(FONT.bold).fontSize(14).fillColor(COLORS.foreground).text(heading)
  if (intro) {
    doc.moveDown(0.3)
    doc.font(FONT.regular).fontSize(10).fillColor(COLORS.muted).text(intro, { lineGap: 2 })
  }
  doc.moveDown(0.6)
}

function paragraphs(doc: Doc, texts: readonly string[]) {
  for (const text of texts) {
    doc.font(FONT.regular).fontSize(10.5).fillColor(COLORS.foreground)
    ensureSpace(doc, Math.min(doc.heightOfString(text, { width: CONTENT_WIDTH, lineGap: 3 }), 60))
    doc.text(text, PAGE.margin, doc.y, { width: CONTENT_WIDTH, lineGap: 3 })
    doc.moveDown(0.7)
  }
}

/** Figures in a row of tinted tiles, as the site's stats band shows them. */
function stats(doc: Doc, items: readonly Stat[], { perRow = 4 }: { perRow?: number } = {}) {
  const gap = 10
  const width = (CONTENT_WIDTH - gap * (perRow - 1)) / perRow
  for (let start = 0; start < items.length; start += perRow) {
    const row = items.slice(start, start + perRow)
    doc.font(FONT.regular).fontSize(8.5)
    const height = 38 + Math.max(...row.map((item) => doc.heightOfString(item.label, { width: width - 20 })))
    ensureSpace(doc, height)
    const top = doc.y
    row.forEach((item, index) => {
      const x = PAGE.margin + index * (width + gap)
      doc.roundedRect(x, top, width, height, 6).fill(COLORS.accent)
      doc
        .font(FONT.bold)
        .fontSize(17)
        .fillColor(COLORS.brandBlue)
        .text(item.value, x + 10, top + 10, { width: width - 20 })
      doc
        .font(FONT.regular)
        .fontSize(8.5)
        .fillColor(COLORS.muted)
        .text(item.label, x + 10, top + 32, { width: width - 20 })
    })
    doc.x = PAGE.margin
    doc.y = top + height + gap
  }
  doc.moveDown(0.6)
}

/** Titles with their descriptions in two columns, each entry kept whole on one page. */
function entries(doc: Doc, items: readonly Pick<LinkCard, "title" | "description">[]) {
  const gap = 20
  const width = (CONTENT_WIDTH - gap) / 2
  const heightOf = (item: Pick<LinkCard, "title" | "description">) => {
    doc.font(FONT.semibold).fontSize(10.5)
    const title = doc.heightOfString(item.title, { width: width - 10 })
    doc.font(FONT.regular).fontSize(9.5)
    return title + 3 + doc.heightOfString(item.description, { width: width - 10, lineGap: 1.5 })
  }
  for (let start = 0; start < items.length; start += 2) {
    const row = items.slice(start, start + 2)
    const height = Math.max(...row.map(heightOf))
    ensureSpace(doc, height)
    const top = doc.y
    row.forEach((item, index) => {
      const x = PAGE.margin + index * (width + gap)
      doc.rect(x, top + 2, 2, height - 4).fill(COLORS.brandBlue)
      doc
        .font(FONT.semibold)
        .fontSize(10.5)
        .fillColor(COLORS.foreground)
        .text(item.title, x + 10, top, { width: width - 10 })
      doc
        .font(FONT.regular)
        .fontSize(9.5)
        .fillColor(COLORS.muted)
        .text(item.description, x + 10, doc.y + 3, { width: width - 10, lineGap: 1.5 })
    })
    doc.x = PAGE.margin
    doc.y = top + height + 12
  }
  doc.moveDown(0.6)
}

function cover(doc: Doc) {
  doc.rect(0, 0, PAGE.width, PAGE.height).fill(COLORS.brandDark)
  doc.rect(0, PAGE.height - 12, PAGE.width, 12).fill(COLORS.brandBlue)
  brandMark(doc, PAGE.margin, PAGE.margin, 36, { onDark: true })

  doc.y = 250
  doc
    .font(FONT.semibold)
    .fontSize(11)
    .fillColor(COLORS.brandBlueOnDark)
    .text("COMPANY BROCHURE", PAGE.margin, doc.y, { characterSpacing: 1.5 })
  doc.moveDown(0.8)
  doc.font(FONT.bold).fontSize(32).fillColor("#ffffff").text(whoWeAre.hero.heading, { width: CONTENT_WIDTH, lineGap: 4 })
  doc.moveDown(0.8)
  doc.font(FONT.regular).fontSize(12).fillColor(COLORS.onDarkMuted).text(whoWeAre.hero.intro, { width: CONTENT_WIDTH, lineGap: 4 })

  const figures = sectionsOf(whoWeAre, "stats")[0]?.items.slice(0, 4) ?? []
  const width = CONTENT_WIDTH / Math.max(figures.length, 1)
  const top = PAGE.height - 190
  figures.forEach((item, index) => {
    const x = PAGE.margin + index * width
    doc
      .font(FONT.bold)
      .fontSize(22)
      .fillColor(COLORS.brandBlueOnDark)
      .text(item.value, x, top, { width: width - 12 })
    doc
      .font(FONT.regular)
      .fontSize(9)
      .fillColor(COLORS.onDarkMuted)
      .text(item.label, x, top + 30, { width: width - 12 })
  })
  inBottomMargin(doc, () =>
    doc
      .font(FONT.regular)
      .fontSize(9)
      .fillColor(COLORS.onDarkMuted)
      .text(`${FOOTER_TAGLINE}  ·  ${BROCHURE_WEBSITE}`, PAGE.margin, PAGE.height - 70, { width: CONTENT_WIDTH, lineBreak: false }),
  )
}

function about(doc: Doc) {
  chapter(doc, "About Nordika", "Who we are", whoWeAre.hero.intro)
  for (const section of sectionsOf(whoWeAre, "text").slice(0, 1)) {
    subheading(doc, section.heading)
    if ("paragraphs" in section) paragraphs(doc, section.paragraphs)
  }
  const figures = sectionsOf(whoWeAre, "stats")[0]
  if (figures) stats(doc, figures.items, { perRow: 3 })
}

function linkChapter(doc: Doc, page: ContentPage, eyebrow: string) {
  chapter(doc, eyebrow, page.hero.heading, page.hero.intro)
  const figures = sectionsOf(page, "stats")[0]
  if (figures) stats(doc, figures.items)
  for (const section of page.sections) {
    if (section.kind === "text" && "paragraphs" in section) {
      subheading(doc, section.heading)
      paragraphs(doc, section.paragraphs)
    } else if (section.kind === "links") {
      subheading(doc, section.heading, section.intro)
      entries(doc, section.items)
    }
  }
}

function technology(doc: Doc) {
  chapter(doc, "Technology", leen.hero.heading, leen.hero.intro)
  const figures = sectionsOf(leen, "stats")[0]
  if (figures) stats(doc, figures.items)
  const components = sectionsOf(leen, "features")[0]
  if (components) {
    subheading(doc, components.heading, components.intro)
    entries(doc, components.items)
  }
}

function contact(doc: Doc) {
  const { companyName, contactPhone } = BUNDLED_COMPANY_DETAILS
  const contactEmail = BUNDLED_CONTACT_DETAILS.addresses.general
  chapter(doc, "Contact", servicesHub.cta.heading, servicesHub.cta.text)
  ensureSpace(doc, 150)
  const top = doc.y
  doc.roundedRect(PAGE.margin, top, CONTENT_WIDTH, 132, 8).fill(COLORS.brandDark)
  brandMark(doc, PAGE.margin + 20, top + 20, 26, { onDark: true })
  const lines = [
    [FOOTER_ADDRESS.name, `${FOOTER_ADDRESS.street}, ${FOOTER_ADDRESS.postalCode} ${FOOTER_ADDRESS.city}, ${FOOTER_ADDRESS.country}`],
    ["Email", contactEmail],
    ["Phone", contactPhone],
    ["Web", BROCHURE_WEBSITE],
  ]
  lines.forEach(([label, value], index) => {
    const y = top + 60 + index * 16
    doc
      .font(FONT.semibold)
      .fontSize(9.5)
      .fillColor(COLORS.brandBlueOnDark)
      .text(label, PAGE.margin + 20, y, { width: 90, lineBreak: false })
    doc
      .font(FONT.regular)
      .fontSize(9.5)
      .fillColor("#ffffff")
      .text(value, PAGE.margin + 115, y, { width: CONTENT_WIDTH - 135, lineBreak: false })
  })
  doc.x = PAGE.margin
  doc.y = top + 132 + 24
  subheading(doc, "Next steps")
  entries(doc, [
    { title: servicesHub.hero.primaryCta?.label ?? "Request a quote", description: `${BROCHURE_WEBSITE}/contact/request-quote` },
    { title: "Book a consultation", description: `${BROCHURE_WEBSITE}/contact/book-consultation` },
  ])
  doc
    .font(FONT.regular)
    .fontSize(9)
    .fillColor(COLORS.muted)
    .text(`${companyName} AB, ${FOOTER_ADDRESS.city}. ${FOOTER_TAGLINE}`, PAGE.margin, doc.y, { width: CONTENT_WIDTH })
}

/** A thin brand rule on top of every inner page, and the company and page number under it. */
function frame(doc: Doc) {
  const range = doc.bufferedPageRange()
  for (let index = 1; index < range.count; index++) {
    doc.switchToPage(range.start + index)
    doc.rect(0, 0, PAGE.width, 6).fill(COLORS.brandBlue)
    doc
      .moveTo(PAGE.margin, PAGE.height - PAGE.margin + 4)
      .lineTo(PAGE.width - PAGE.margin, PAGE.height - PAGE.margin + 4)
      .lineWidth(0.5)
      .strokeColor(COLORS.border)
      .stroke()
    const y = PAGE.height - PAGE.margin + 12
    inBottomMargin(doc, () => {
      doc
        .font(FONT.regular)
        .fontSize(8)
        .fillColor(COLORS.muted)
        .text(`${FOOTER_ADDRESS.name} · ${BROCHURE_WEBSITE}`, PAGE.margin, y, { lineBreak: false })
      doc.text(`${index + 1} / ${range.count}`, PAGE.margin, y, { width: CONTENT_WIDTH, align: "right", lineBreak: false })
    })
  }
}

/** Hands the thread back between chapters, so a build that draws the brochure meanwhile is not held up. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve))

/** The brochure's bytes: a cover, then about, services, industries, Leen and contact. */
export async function renderBrochure(): Promise<Uint8Array> {
  await nextTurn()
  const doc = new PDFDocument({
    size: "A4",
    margins: { top: PAGE.margin, bottom: PAGE.margin + FOOTER_HEIGHT, left: PAGE.margin, right: PAGE.margin },
    bufferPages: true,
    info: { Title: BROCHURE_TITLE, Author: FOOTER_ADDRESS.name, Subject: whoWeAre.meta.description },
    lang: "en",
    displayTitle: true,
    pdfVersion: "1.7",
    tagged: false,
  })
  doc.registerFont(FONT.regular, fontFile(400))
  doc.registerFont(FONT.semibold, fontFile(600))
  doc.registerFont(FONT.bold, fontFile(700))
  const chunks: Buffer[] = []
  const done = new Promise<Uint8Array>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk))
    doc.on("end", () => resolve(new Uint8Array(Buffer.concat(chunks))))
    doc.on("error", reject)
  })
  const chapters = [
    cover,
    about,
    (d: Doc) => linkChapter(d, servicesHub, "Services"),
    (d: Doc) => linkChapter(d, industriesHub, "Industries"),
    technology,
    contact,
    frame,
  ]
  for (const draw of chapters) {
    draw(doc)
    await nextTurn()
  }
  doc.end()
  return done
}
