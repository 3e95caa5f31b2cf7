/**
 * Where a search result cuts a title or description, by pixel width as Google does (not by characters):
 * the text is measured with canvas measureText in Arial at Google's desktop sizes. The figures, and where
 * they come from, are in docs/decisions/0008-seo-fields.md.
 */

/** Google's desktop result title: 20 px Arial, cut at about 580 px. */
export const SERP_TITLE = { font: "20px Arial, 'Liberation Sans', Helvetica, sans-serif", maxPx: 580 } as const
/** Google's desktop result description: 14 px Arial over two lines, about 920 px in all. */
export const SERP_DESCRIPTION = { font: "14px Arial, 'Liberation Sans', Helvetica, sans-serif", maxPx: 920 } as const

/** Average Arial advance per em, used where no canvas measures (the server, tests without a canvas). */
const AVERAGE_EM_PER_CHARACTER = 0.5

let context: CanvasRenderingContext2D | null | undefined

function measuringContext(): CanvasRenderingContext2D | null {
  if (context !== undefined) return context
  try {
    context = typeof document === "undefined" ? null : document.createElement("canvas").getContext("2d")
  } catch {
    context = null
  }
  return context
}

/** The width in px of `text` drawn in `font` ("20px Arial"). */
function textWidthPx(text: string, font: string): number {
  const ctx = measuringContext()
  if (ctx) {
    ctx.font = font
    return ctx.measureText(text).width
  }
  const size = Number.parseFloat(font)
  return text.length * size * AVERAGE_EM_PER_CHARACTER
}

/** `text` as the result shows it: whole when it fits `maxPx`, else cut at a word with " …" and still within `maxPx`. */
export function cutToWidth(
  text: string,
  { font, maxPx }: { font: string; maxPx: number },
): { text: string; cut: boolean; widthPx: number } {
  const widthPx = textWidthPx(text, font)
  if (widthPx <= maxPx) return { text, cut: false, widthPx }
  const words = text.split(/(\s+)/)
  let kept = ""
  for (const word of words) {
    const next = kept + word
    if (textWidthPx(`${next.trimEnd()} …`, font) > maxPx) break
    kept = next
  }
  // A single word wider than the whole width: cut it by characters.
  if (kept.trim() === "") {
    for (const character of text) {
      if (textWidthPx(`${kept}${character} …`, font) > maxPx) break
      kept += character
    }
  }
  return { text: `${kept.trimEnd()} …`, cut: true, widthPx }
}
