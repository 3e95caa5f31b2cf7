/**
 * The icon sprite (ui/components/icon-sprite.svg): one <symbol> per name of ICON_NAMES, drawn from the
 * lucide component of that name, which <Icon> references with <use href="…#Name">. Regenerate with
 * `npm run gen:icons` after adding an icon or upgrading lucide-react (a unit test says when).
 */
import { createElement } from "react"
import { renderToStaticMarkup } from "react-dom/server"
import { ICONS } from "../ui/components/icon-set"
import { ICON_NAMES } from "../ui/lib/icon-names"

/** Lucide draws on a 24-unit grid. */
export const ICON_VIEWBOX = "0 0 24 24"

/** The shapes inside a lucide icon's <svg> (its stroke and fill come from the <svg> that uses the symbol). */
function shapesOf(name: (typeof ICON_NAMES)[number]): string {
  const markup = renderToStaticMarkup(createElement(ICONS[name]))
  const open = markup.indexOf(">") + 1
  const close = markup.lastIndexOf("</svg>")
  if (open <= 0 || close < open) throw new Error(`lucide's ${name} did not render as one <svg>`)
  return markup.slice(open, close)
}

export function renderIconSprite(): string {
  const symbols = ICON_NAMES.map((name) => `  <symbol id="${name}" viewBox="${ICON_VIEWBOX}">${shapesOf(name)}</symbol>`)
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join("\n")}\n</svg>\n`
}
