/**
 * Prints the metric overrides of the site fonts' fallback faces (ui/fonts.css, ui/lib/theme-fonts/*.css):
 * the local system font (Arial's metrics for the sans fonts, Times New Roman's for Roboto Slab) is
 * scaled with size-adjust so a line of English sets as wide as in the web font, and its ascent, descent
 * and line gap are set to the web font's, so the swap to the web font moves nothing.
 *
 *   npx tsx scripts/font-fallbacks.ts
 *
 * Reads the fonts from @fontsource and Liberation Sans / Serif (metric-compatible with Arial and Times
 * New Roman; Debian's fonts-liberation) from /usr/share/fonts.
 */
import { createRequire } from "node:module"
import path from "node:path"

const require = createRequire(import.meta.url)

/** The part of fontkit (pdfkit's font reader, untyped) this script reads. */
interface Font {
  unitsPerEm: number
  ascent: number
  descent: number
  lineGap: number
  layout(text: string): { glyphs: { advanceWidth: number }[] }
}
const fontkit = require("fontkit") as { openSync(file: string): Font }
const fontsourceFile = (pkg: string, file: string) => path.join(path.dirname(require.resolve(`${pkg}/package.json`)), "files", file)
const LIBERATION = "/usr/share/fonts/truetype/liberation"

/** Ordinary English prose: its letter frequencies weigh the average advance width. */
const SAMPLE =
  "Nordika is a Stockholm language services company. We translate, localize and adapt content for clients in life sciences, " +
  "manufacturing, legal and technology, with certified linguists, quality management and secure workflows. Request a free quote today."

function open(file: string): Font {
  return fontkit.openSync(file)
}

/** Average advance of SAMPLE's characters, in em. */
function averageAdvanceEm(font: Font): number {
  const run = font.layout(SAMPLE)
  const total = run.glyphs.reduce((sum, glyph) => sum + glyph.advanceWidth, 0)
  return total / SAMPLE.length / font.unitsPerEm
}

const percent = (value: number) => `${(value * 100).toFixed(2)}%`

function overrides(web: Font, local: Font) {
  const sizeAdjust = averageAdvanceEm(web) / averageAdvanceEm(local)
  const em = web.unitsPerEm * sizeAdjust
  return {
    "size-adjust": percent(sizeAdjust),
    "ascent-override": percent(web.ascent / em),
    "descent-override": percent(Math.abs(web.descent) / em),
    "line-gap-override": percent(web.lineGap / em),
  }
}

const FACES: { family: string; web: () => Font; local: () => Font; weight: number }[] = [
  // The variable Inter's instances have the static files' metrics (fontkit cannot instance a WOFF2).
  {
    family: "Inter",
    weight: 400,
    web: () => open(fontsourceFile("@fontsource/inter", "inter-latin-400-normal.woff2")),
    local: () => open(`${LIBERATION}/LiberationSans-Regular.ttf`),
  },
  {
    family: "Inter",
    weight: 600,
    web: () => open(fontsourceFile("@fontsource/inter", "inter-latin-600-normal.woff2")),
    local: () => open(`${LIBERATION}/LiberationSans-Bold.ttf`),
  },
  {
    family: "Roboto Slab",
    weight: 400,
    web: () => open(fontsourceFile("@fontsource/roboto-slab", "roboto-slab-latin-400-normal.woff2")),
    local: () => open(`${LIBERATION}/LiberationSerif-Regular.ttf`),
  },
  {
    family: "Roboto Slab",
    weight: 700,
    web: () => open(fontsourceFile("@fontsource/roboto-slab", "roboto-slab-latin-700-normal.woff2")),
    local: () => open(`${LIBERATION}/LiberationSerif-Bold.ttf`),
  },
  {
    family: "Source Sans Pro",
    weight: 400,
    web: () => open(fontsourceFile("@fontsource/source-sans-pro", "source-sans-pro-latin-400-normal.woff2")),
    local: () => open(`${LIBERATION}/LiberationSans-Regular.ttf`),
  },
  {
    family: "Source Sans Pro",
    weight: 700,
    web: () => open(fontsourceFile("@fontsource/source-sans-pro", "source-sans-pro-latin-700-normal.woff2")),
    local: () => open(`${LIBERATION}/LiberationSans-Bold.ttf`),
  },
  {
    family: "Montserrat",
    weight: 400,
    web: () => open(fontsourceFile("@fontsource/montserrat", "montserrat-latin-400-normal.woff2")),
    local: () => open(`${LIBERATION}/LiberationSans-Regular.ttf`),
  },
  {
    family: "Montserrat",
    weight: 700,
    web: () => open(fontsourceFile("@fontsource/montserrat", "montserrat-latin-700-normal.woff2")),
    local: () => open(`${LIBERATION}/LiberationSans-Bold.ttf`),
  },
  {
    family: "Poppins",
    weight: 400,
    web: () => open(fontsourceFile("@fontsource/poppins", "poppins-latin-400-normal.woff2")),
    local: () => open(`${LIBERATION}/LiberationSans-Regular.ttf`),
  },
  {
    family: "Poppins",
    weight: 700,
    web: () => open(fontsourceFile("@fontsource/poppins", "poppins-latin-700-normal.woff2")),
    local: () => open(`${LIBERATION}/LiberationSans-Bold.ttf`),
  },
  {
    family: "Open Sans",
    weight: 400,
    web: () => open(fontsourceFile("@fontsource/open-sans", "open-sans-latin-400-normal.woff2")),
    local: () => open(`${LIBERATION}/LiberationSans-Regular.ttf`),
  },
  {
    family: "Open Sans",
    weight: 700,
    web: () => open(fontsourceFile("@fontsource/open-sans", "open-sans-latin-700-normal.woff2")),
    local: () => open(`${LIBERATION}/LiberationSans-Bold.ttf`),
  },
]

for (const face of FACES) {
  console.log(`${face.family} ${face.weight}:`, JSON.stringify(overrides(face.web(), face.local())))
}
