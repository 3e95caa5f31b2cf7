/** WCAG 2 AA: the least contrast ratio for normal-size text. */
export const WCAG_AA_NORMAL_TEXT_RATIO = 4.5

const HEX_COLOR = /^#([0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i

/** A hex colour as the theme stores it: '#rgb', '#rrggbb' or '#rrggbbaa'. */
export function isHexColor(value: string): boolean {
  return HEX_COLOR.test(value)
}

/** The red, green and blue channels (0–255) of a hex colour, or null. The alpha of '#rrggbbaa' is ignored. */
export function hexToRgb(value: string): [number, number, number] | null {
  if (!isHexColor(value)) return null
  let hex = value.slice(1)
  if (hex.length === 3) hex = [...hex].map((digit) => digit + digit).join("")
  return [0, 2, 4].map((start) => parseInt(hex.slice(start, start + 2), 16)) as [number, number, number]
}

/** The relative luminance of WCAG 2 (0 black … 1 white). */
export function relativeLuminance([red, green, blue]: readonly [number, number, number]): number {
  const linear = (channel: number) => {
    const srgb = channel / 255
    return srgb <= 0.04045 ? srgb / 12.92 : ((srgb + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
}

/** The contrast ratio of two hex colours (1 … 21), or null when either is not a hex colour. */
export function contrastRatio(foreground: string, background: string): number | null {
  const fg = hexToRgb(foreground)
  const bg = hexToRgb(background)
  if (!fg || !bg) return null
  const [lighter, darker] = [relativeLuminance(fg), relativeLuminance(bg)].sort((a, b) => b - a)
  return (lighter + 0.05) / (darker + 0.05)
}
