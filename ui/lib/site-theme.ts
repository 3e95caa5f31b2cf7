/** Storage key of the site theme staff save in the admin. */
export const SITE_THEME_STORAGE_KEY = "siteTheme"

/** Fonts a site theme may select; all are bundled locally through @fontsource. */
export const SITE_THEME_FONTS = ["Inter", "Roboto Slab", "Source Sans Pro", "Montserrat", "Poppins", "Open Sans"] as const
export type SiteThemeFont = (typeof SITE_THEME_FONTS)[number]

export interface SiteTheme {
  /** Token name (without `--`) to a hex colour, e.g. `{ primary: "#1554c0" }`. */
  colors?: Record<string, string>
  typography?: { headingFont?: string; bodyFont?: string }
  /** `radius` in rem. */
  sizing?: { radius?: number }
}

const FONT_FALLBACK: Record<SiteThemeFont, string> = {
  Inter: "ui-sans-serif, system-ui, sans-serif",
  "Roboto Slab": "ui-serif, Georgia, serif",
  "Source Sans Pro": "ui-sans-serif, system-ui, sans-serif",
  Montserrat: "ui-sans-serif, system-ui, sans-serif",
  Poppins: "ui-sans-serif, system-ui, sans-serif",
  "Open Sans": "ui-sans-serif, system-ui, sans-serif",
}

function isSiteThemeFont(value: unknown): value is SiteThemeFont {
  return typeof value === "string" && (SITE_THEME_FONTS as readonly string[]).includes(value)
}

/** A colour is applied only if it begins with '#'. */
export function isApplicableColor(value: unknown): value is string {
  return typeof value === "string" && value.startsWith("#")
}

function fontStack(font: SiteThemeFont) {
  return `"${font}", ${FONT_FALLBACK[font]}`
}

/**
 * Writes a site theme onto CSS variables of `root`. Unknown fonts, non-hex colours and
 * non-numeric radii are skipped, so a half-broken record still applies what it can.
 * Returns the custom properties it set, so they can be cleared again (clearSiteTheme).
 */
export function applySiteTheme(theme: SiteTheme, root: HTMLElement = document.documentElement): string[] {
  const applied: string[] = []
  const set = (property: string, value: string) => {
    root.style.setProperty(property, value)
    applied.push(property)
  }
  for (const [name, value] of Object.entries(theme.colors ?? {})) {
    if (isApplicableColor(value) && /^[a-z][a-z0-9-]*$/i.test(name)) set(`--${name}`, value)
  }
  const { headingFont, bodyFont } = theme.typography ?? {}
  if (isSiteThemeFont(headingFont)) set("--font-heading", fontStack(headingFont))
  if (isSiteThemeFont(bodyFont)) set("--font-body", fontStack(bodyFont))
  const radius = theme.sizing?.radius
  if (typeof radius === "number" && Number.isFinite(radius) && radius >= 0) set("--radius", `${radius}rem`)
  return applied
}

/** Removes custom properties a previous applySiteTheme set, so the stylesheet's defaults show again. */
export function clearSiteTheme(properties: readonly string[], root: HTMLElement = document.documentElement) {
  for (const property of properties) root.style.removeProperty(property)
}

/** Parses the stored record; anything that is not a JSON object yields null. */
export function parseSiteTheme(raw: string | null): SiteTheme | null {
  if (!raw) return null
  const value: unknown = JSON.parse(raw)
  return value && typeof value === "object" && !Array.isArray(value) ? (value as SiteTheme) : null
}

/** Serialises a theme for storage under SITE_THEME_STORAGE_KEY (the inverse of parseSiteTheme). */
export function serializeSiteTheme(theme: SiteTheme): string {
  return JSON.stringify(theme)
}

/**
 * The part of a site theme that applies in a UI colour mode. Staff pick colours against the light
 * palette, so in dark mode they would override the dark tokens and break contrast: there only the
 * fonts and the radius apply.
 */
export function siteThemeForColorMode(theme: SiteTheme, mode: "light" | "dark"): SiteTheme {
  if (mode === "light") return theme
  const { colors: _lightModeColors, ...rest } = theme
  return rest
}
