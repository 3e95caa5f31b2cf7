import stylesCss from "../../ui/styles.css?raw"

/** The colour tokens of ui/styles.css, read from its `:root` (light) and `.dark` blocks. */
export interface ColorToken {
  name: string
  light: string
  dark: string | undefined
}

function declarations(block: string): Map<string, string> {
  const values = new Map<string, string>()
  for (const [, name, value] of block.matchAll(/--([\w-]+):\s*([^;]+);/g)) values.set(name, value.trim())
  return values
}

function blockOf(css: string, selector: string): string {
  const start = css.indexOf(`${selector} {`)
  return start < 0 ? "" : css.slice(start, css.indexOf("}", start))
}

export function readTokens(css: string = stylesCss) {
  const light = declarations(blockOf(css, ":root"))
  const dark = declarations(blockOf(css, ".dark"))
  const colors: ColorToken[] = [...light]
    .filter(([, value]) => value.startsWith("#"))
    .map(([name, value]) => ({ name, light: value, dark: dark.get(name) }))
  return { colors, radius: light.get("radius") ?? "0.5rem", fontHeading: light.get("font-heading"), fontBody: light.get("font-body") }
}
