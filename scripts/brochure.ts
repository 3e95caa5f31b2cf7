/**
 * The company brochure, drawn as a PDF from the site's own content when the app is built (see
 * brochureDownload() in vite.config.ts): who Nordika is, its services and industries, the Leen
 * platform and how to reach the company. Inter, the site's self-hosted font, is embedded.
 *
 * One PDF per language of the site (issue 39): the English from app/content, Swedish and German
 * through the brochure's own translations (scripts/brochure-translations.ts), every text it draws
 * translated (missingBrochureTranslations() lists any that is not, and the build refuses it).
 */
import { createRequire } from "node:module"
import path from "node:path"
import PDFDocument from "pdfkit"
import type { ContentPage, LinkCard, Section, Stat } from "@nordika/ui/templates"
import { defaultLocalizedPath, SITE_LOCALES, SOURCE_LOCALE, type SiteLocale } from "../supabase/functions/_shared/locales.ts"
import { whoWeAre } from "../app/content/about/who-we-are.ts"
import { BUNDLED_COMPANY_DETAILS, FOOTER_ADDRESS, FOOTER_TAGLINE } from "../app/content/footer.ts"
import { BUNDLED_CONTACT_DETAILS } from "../app/site/contact-details.ts"
import industriesHub from "../app/content/industries/hub.ts"
import { servicesHub } from "../app/content/services/hub.ts"
import { leen } from "../app/content/technology/leen.ts"
import { BROCHURE_TRANSLATIONS } from "./brochure-translations.ts"

/** Where the built site serves each language's brochure: nordika-brochure.pdf, nordika-brochure-sv.pdf, … */
export const BROCHURE_PATHS: Record<SiteLocale, string> = Object.fromEntries(
  SITE_LOCALES.map((locale) => [locale, `/downloads/nordika-brochure${locale === SOURCE_LOCALE ? "" : `-${locale}`}.pdf`]),
) as Record<SiteLocale, string>
/** The PDF's document title. */
export const BROCHURE_TITLE = "Nordika: language services and localization"
/** The site's address as printed in the brochure. */
export const BROCHURE_WEBSITE = "nordika.com"

/** A chapter's blocks, in the order its page shows them: prose, or titled entries in two columns. */
type Block = { kind: "text"; heading: string; paragraphs: string[] } | { kind: "entries"; heading: string; intro?: string; items: Entry[] }
type Entry = Pick<LinkCard, "title" | "description">

interface Chapter {
  eyebrow: string
  heading: string
  intro: string
  stats: Stat[]
  blocks: Block[]
}

/** Everything the brochure says, in one language: what the drawing reads, and all a translation has to cover. */
export interface BrochureCopy {
  title: string
  subject: string
  coverEyebrow: string
  tagline: string
  cover: { heading: string; intro: string; figures: Stat[] }
  about: Chapter
  services: Chapter
  industries: Chapter
  technology: Chapter
  contact: {
    eyebrow: string
    heading: string
    text: string
    country: string
    labels: { email: string; phone: string; web: string }
    nextSteps: string
    quote: string
    consultation: string
  }
}

const sectionsOf = <K extends Section["kind"]>(page: ContentPage, kind: K) =>
  page.sections.filter((section): section is Extract<Section, { kind: K }> => section.kind === kind)

/** Only what the brochure draws of a card or a figure, so a translation covers nothing it never prints. */
const entriesOf = (items: readonly Entry[]): Entry[] => items.map(({ title, description }) => ({ title, description }))
const figuresOf = (items: readonly Stat[]): Stat[] => items.map(({ value, label }) => ({ value, label }))

/** A hub page as a chapter: its figures, its prose and its lists of links. */
function hubChapter(page: ContentPage, eyebrow: string): Chapter {
  return {
    eyebrow,
    heading: page.hero.heading,
    intro: page.hero.intro,
    stats: figuresOf(sectionsOf(page, "stats")[0]?.items ?? []),
    blocks: page.sections.flatMap((section): Block[] => {
      if (section.kind === "text" && "paragraphs" in section)
        return [{ kind: "text", heading: section.heading, paragraphs: section.paragraphs }]
      if (section.kind === "links")
        return [{ kind: "entries", heading: section.heading, intro: section.intro, items: entriesOf(section.items) }]
      return []
    }),
  }
}

/** The English brochure, from the site's own pages. */
function englishCopy(): BrochureCopy {
  const aboutText = sectionsOf(whoWeAre, "text").slice(0, 1)
  const components = sectionsOf(leen, "features")[0]
  return {
    title: BROCHURE_TITLE,
    subject: whoWeAre.meta.description,
    coverEyebrow: "COMPANY BROCHURE",
    tagline: FOOTER_TAGLINE,
    cover: {
      heading: whoWeAre.hero.heading,
      intro: whoWeAre.hero.intro,
      figures: figuresOf(sectionsOf(whoWeAre, "stats")[0]?.items.slice(0, 4) ?? []),
    },
    about: {
      eyebrow: "About Nordika",
      heading: "Who we are",
      intro: whoWeAre.hero.intro,
      stats: figuresOf(sectionsOf(whoWeAre, "stats")[0]?.items ?? []),
      blocks: aboutText.flatMap((section): Block[] =>
        "paragraphs" in section ? [{ kind: "text", heading: section.heading, paragraphs: section.paragraphs }] : [],
      ),
    },
    services: hubChapter(servicesHub, "Services"),
    industries: hubChapter(industriesHub, "Industries"),
    technology: {
      eyebrow: "Technology",
      heading: leen.hero.heading,
      intro: leen.hero.intro,
      stats: figuresOf(sectionsOf(leen, "stats")[0]?.items ?? []),
      blocks: components
        ? [{ kind: "entries", heading: components.heading, intro: components.intro, items: entriesOf(components.items) }]
        : [],
    },
    contact: {
      eyebrow: "Contact",
      heading: servicesHub.cta.heading,
      text: servicesHub.cta.text,
      country: FOOTER_ADDRESS.country,
      labels: { email: "Email", phone: "Phone", web: "Web" },
      nextSteps: "Next steps",
      quote: servicesHub.hero.primaryCta?.label ?? "Request a quote",
      consultation: "Book a consultation",
    },
  }
}

/** Keys whose strings are not text to translate: a block's kind, and what a page may carry beside its words. */
const NOT_TEXT = new Set(["kind", "href", "icon", "image", "id"])

/** `value` with every string through `translate`. */
function mapTexts<T>(value: T, translate: (text: string) => string): T {
  if (typeof value === "string") return translate(value) as T
  if (Array.isArray(value)) return value.map((item: unknown) => mapTexts(item, translate)) as T
  if (value && typeof value === "object")
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [key, NOT_TEXT.has(key) ? inner : mapTexts(inner, translate)]),
    ) as T
  return value
}

/** The English texts of the brochure that `locale`'s translations lack (none for English). */
export function missingBrochureTranslations(locale: SiteLocale): string[] {
  if (locale === SOURCE_LOCALE) return []
  const translations = BROCHURE_TRANSLATIONS[locale]
  const missing = new Set<string>()
  mapTexts(englishCopy(), (text) => {
    if (text.trim() !== "" && !(text in translations)) missing.add(text)
    return text
  })
  return [...missing]
}

/** The brochure's copy in `locale`: the English, every text through that language's translations. */
export function brochureCopy(locale: SiteLocale = SOURCE_LOCALE): BrochureCopy {
  const english = englishCopy()
  if (locale === SOURCE_LOCALE) return english
  const missing = missingBrochureTranslations(locale)
  if (missing.length) throw new Error(`The ${locale} brochure lacks ${missing.length} translation(s), the first: “${missing[0]}”`)
  const translations = BROCHURE_TRANSLATIONS[locale]
  return mapTexts(english, (text) => translations[text] ?? text)
}

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
      // A figure stays on one line: a longer one ("Upp till 40 %") is set smaller rather than wrapped.
      doc.font(FONT.bold)
      let size = 17
      while (size > 11 && doc.fontSize(size).widthOfString(item.value) > width - 20) size -= 0.5
      doc
        .fontSize(size)
        .fillColor(COLORS.brandBlue)
        .text(item.value, x + 10, top + 10 + (17 - size) / 2, { width: width - 20, lineBreak: false })
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

function cover(doc: Doc, copy: BrochureCopy) {
  doc.rect(0, 0, PAGE.width, PAGE.height).fill(COLORS.brandDark)
  doc.rect(0, PAGE.height - 12, PAGE.width, 12).fill(COLORS.brandBlue)
  brandMark(doc, PAGE.margin, PAGE.margin, 36, { onDark: true })

  doc.y = 250
  doc
    .font(FONT.semibold)
    .fontSize(11)
    .fillColor(COLORS.brandBlueOnDark)
    .text(copy.coverEyebrow, PAGE.margin, doc.y, { characterSpacing: 1.5 })
  doc.moveDown(0.8)
  doc.font(FONT.bold).fontSize(32).fillColor("#ffffff").text(copy.cover.heading, { width: CONTENT_WIDTH, lineGap: 4 })
  doc.moveDown(0.8)
  doc.font(FONT.regular).fontSize(12).fillColor(COLORS.onDarkMuted).text(copy.cover.intro, { width: CONTENT_WIDTH, lineGap: 4 })

  const figures = copy.cover.figures
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
      .text(`${copy.tagline}  ·  ${BROCHURE_WEBSITE}`, PAGE.margin, PAGE.height - 70, { width: CONTENT_WIDTH, lineBreak: false }),
  )
}

/** A chapter: its opening, its figures (`perRow` to a row; after the rest with `figuresLast`), its prose and entries in order. */
function drawChapter(doc: Doc, content: Chapter, { perRow = 4, figuresLast = false }: { perRow?: number; figuresLast?: boolean } = {}) {
  chapter(doc, content.eyebrow, content.heading, content.intro)
  if (!figuresLast && content.stats.length) stats(doc, content.stats, { perRow })
  for (const block of content.blocks) {
    if (block.kind === "text") {
      subheading(doc, block.heading)
      paragraphs(doc, block.paragraphs)
    } else {
      subheading(doc, block.heading, block.intro)
      entries(doc, block.items)
    }
  }
  if (figuresLast && content.stats.length) stats(doc, content.stats, { perRow })
}

function contact(doc: Doc, copy: BrochureCopy, locale: SiteLocale) {
  const { companyName, contactPhone } = BUNDLED_COMPANY_DETAILS
  const contactEmail = BUNDLED_CONTACT_DETAILS.addresses.general
  const { contact: words } = copy
  chapter(doc, words.eyebrow, words.heading, words.text)
  ensureSpace(doc, 150)
  const top = doc.y
  doc.roundedRect(PAGE.margin, top, CONTENT_WIDTH, 132, 8).fill(COLORS.brandDark)
  brandMark(doc, PAGE.margin + 20, top + 20, 26, { onDark: true })
  const lines = [
    [FOOTER_ADDRESS.name, `${FOOTER_ADDRESS.street}, ${FOOTER_ADDRESS.postalCode} ${FOOTER_ADDRESS.city}, ${words.country}`],
    [words.labels.email, contactEmail],
    [words.labels.phone, contactPhone],
    [words.labels.web, BROCHURE_WEBSITE],
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
  subheading(doc, words.nextSteps)
  entries(doc, [
    { title: words.quote, description: `${BROCHURE_WEBSITE}${defaultLocalizedPath("/contact/request-quote", locale)}` },
    { title: words.consultation, description: `${BROCHURE_WEBSITE}${defaultLocalizedPath("/contact/book-consultation", locale)}` },
  ])
  doc
    .font(FONT.regular)
    .fontSize(9)
    .fillColor(COLORS.muted)
    .text(`${companyName} AB, ${FOOTER_ADDRESS.city}. ${copy.tagline}`, PAGE.margin, doc.y, { width: CONTENT_WIDTH })
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

/** The brochure's bytes in `locale`: a cover, then about, services, industries, Leen and contact. */
export async function renderBrochure(locale: SiteLocale = SOURCE_LOCALE): Promise<Uint8Array> {
  await nextTurn()
  const copy = brochureCopy(locale)
  const doc = new PDFDocument({
    size: "A4",
    margins: { top: PAGE.margin, bottom: PAGE.margin + FOOTER_HEIGHT, left: PAGE.margin, right: PAGE.margin },
    bufferPages: true,
    info: { Title: copy.title, Author: FOOTER_ADDRESS.name, Subject: copy.subject },
    lang: locale,
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
    (d: Doc) => cover(d, copy),
    (d: Doc) => drawChapter(d, copy.about, { perRow: 3, figuresLast: true }),
    (d: Doc) => drawChapter(d, copy.services),
    (d: Doc) => drawChapter(d, copy.industries),
    (d: Doc) => drawChapter(d, copy.technology),
    (d: Doc) => contact(d, copy, locale),
    frame,
  ]
  for (const draw of chapters) {
    draw(doc)
    await nextTurn()
  }
  doc.end()
  return done
}
