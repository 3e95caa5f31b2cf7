import { loadSiteThemeFont } from "./theme-fonts"

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

/** After each font, its metric-matched fallback face (ui/fonts.css, ui/lib/theme-fonts/), then the generic ones. */
const FONT_FALLBACK: Record<SiteThemeFont, string> = {
  Inter: '"Inter Fallback", ui-sans-serif, system-ui, sans-serif',
  "Roboto Slab": '"Roboto Slab Fallback", ui-serif, Georgia, serif',
  "Source Sans Pro": '"Source Sans Pro Fallback", ui-sans-serif, system-ui, sans-serif',
  Montserrat: '"Montserrat Fallback", ui-sans-serif, system-ui, sans-serif',
  Poppins: '"Poppins Fallback", ui-sans-serif, system-ui, sans-serif',
  "Open Sans": '"Open Sans Fallback", ui-sans-serif, system-ui, sans-serif',
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

/** The custom properties a site theme sets: its colours (light palette), and its fonts and radius. */
function siteThemeDeclarations(theme: SiteTheme): { colors: [string, string][]; shape: [string, string][] } {
  const colors = Object.entries(theme.colors ?? {})
    .filter(([name, value]) => isApplicableColor(value) && /^[a-z][a-z0-9-]*$/i.test(name))
    .map(([name, value]): [string, string] => [`--${name}`, value])
  const shape: [string, string][] = []
  const { headingFont, bodyFont } = theme.typography ?? {}
  if (isSiteThemeFont(headingFont)) shape.push(["--font-heading", fontStack(headingFont)])
  if (isSiteThemeFont(bodyFont)) shape.push(["--font-body", fontStack(bodyFont)])
  const radius = theme.sizing?.radius
  if (typeof radius === "number" && Number.isFinite(radius) && radius >= 0) shape.push(["--radius", `${radius}rem`])
  return { colors, shape }
}

/** Only Inter is in the stylesheet: any other font a theme selects is fetched now, and its fallback stands in meanwhile. */
function loadThemeFonts(theme: SiteTheme) {
  const { headingFont, bodyFont } = theme.typography ?? {}
  for (const font of [headingFont, bodyFont]) if (isSiteThemeFont(font)) void loadSiteThemeFont(font)
}

/**
 * Writes a site theme onto CSS variables of `root`, and loads the fonts it selects. Unknown fonts, non-hex colours and
 * non-numeric radii are skipped, so a half-broken record still applies what it can.
 * Returns the custom properties it set, so they can be cleared again (clearSiteTheme).
 */
export function applySiteTheme(theme: SiteTheme, root: HTMLElement = document.documentElement): string[] {
  const { colors, shape } = siteThemeDeclarations(theme)
  for (const [property, value] of [...colors, ...shape]) root.style.setProperty(property, value)
  loadThemeFonts(theme)
  return [...colors, ...shape].map(([property]) => property)
}

/**
 * The same theme as a style sheet, for a server-rendered page's <head>, so it is right from the first
 * paint: the colours in the light theme only (see siteThemeForColorMode), fonts and radius in both.
 * Only plain hex colours are written, so no value can leave its declaration. Its selectors outweigh
 * the stylesheet's `:root`, which comes after it in the head.
 */
export function siteThemeStyleSheet(theme: SiteTheme): string {
  const { colors, shape } = siteThemeDeclarations(theme)
  const block = (selector: string, declarations: [string, string][]) =>
    declarations.length > 0 ? `${selector}{${declarations.map(([property, value]) => `${property}:${value}`).join(";")}}` : ""
  return (
    block(
      ":root:not(.dark)",
      colors.filter(([, value]) => /^#[0-9a-f]{3,8}$/i.test(value)),
    ) + block("html:root", shape)
  )
}

/** The attribute of the <head> style sheet that carries the site theme (the server render's, taken over by the browser). */
export const SITE_THEME_STYLE_ATTRIBUTE = "data-site-theme"

/**
 * Puts a site theme in force on the page through its one style sheet (siteThemeStyleSheet), the one
 * the server rendered when there is one, and loads the fonts it selects; null removes it. The sheet's
 * text is only written when it changes: a page that already shows the theme is not touched, so the
 * browser does not restyle the whole document for nothing.
 */
export function writeSiteThemeStyle(theme: SiteTheme | null, doc: Document = document) {
  const css = theme ? siteThemeStyleSheet(theme) : ""
  let sheet = doc.head.querySelector<HTMLStyleElement>(`style[${SITE_THEME_STYLE_ATTRIBUTE}]`)
  if (!css) {
    sheet?.remove()
    return
  }
  if (!sheet) {
    sheet = doc.createElement("style")
    sheet.setAttribute(SITE_THEME_STYLE_ATTRIBUTE, "")
    doc.head.append(sheet)
  }
  if (sheet.textContent !== css) sheet.textContent = css
  if (theme) loadThemeFonts(theme)
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

/**
 * The site's colour tokens staff may change, with the light palette of ui/styles.css as their
 * defaults (a unit test keeps the two equal). The admin's sidebar tokens are not the site's.
 */
export const SITE_THEME_DEFAULT_COLORS = {
  background: "#ffffff",
  foreground: "#0b1b2b",
  card: "#ffffff",
  "card-foreground": "#0b1b2b",
  popover: "#ffffff",
  "popover-foreground": "#0b1b2b",
  primary: "#1554c0",
  "primary-foreground": "#ffffff",
  secondary: "#eaf0f7",
  "secondary-foreground": "#0b1b2b",
  muted: "#f1f4f8",
  "muted-foreground": "#4a5b6d",
  accent: "#e3ecfb",
  "accent-foreground": "#0c3a8a",
  destructive: "#b4232b",
  "destructive-foreground": "#ffffff",
  success: "#12703a",
  "success-foreground": "#ffffff",
  warning: "#8a5a00",
  "warning-foreground": "#ffffff",
  border: "#d7dfe8",
  input: "#b9c5d3",
  ring: "#1554c0",
  header: "#0b1b2b",
  "header-foreground": "#f3f7fb",
  "header-muted": "#a9bbcf",
  "header-accent": "#16304d",
  "brand-blue": "#1554c0",
  "brand-dark": "#0b1b2b",
} as const satisfies Record<string, string>

export type SiteThemeColorName = keyof typeof SITE_THEME_DEFAULT_COLORS
export const SITE_THEME_COLOR_NAMES = Object.keys(SITE_THEME_DEFAULT_COLORS) as SiteThemeColorName[]

/** The bounds of the corner radius, in rem (the database refuses others). */
export const SITE_THEME_RADIUS_MIN_REM = 0
export const SITE_THEME_RADIUS_MAX_REM = 2
const SITE_THEME_DEFAULT_RADIUS_REM = 0.5
const SITE_THEME_DEFAULT_FONT: SiteThemeFont = "Inter"

/** A theme with every field filled in, as the admin's editor works on it. */
export interface ResolvedSiteTheme {
  colors: Record<SiteThemeColorName, string>
  headingFont: SiteThemeFont
  bodyFont: SiteThemeFont
  radius: number
}

export const DEFAULT_RESOLVED_SITE_THEME: ResolvedSiteTheme = {
  colors: { ...SITE_THEME_DEFAULT_COLORS },
  headingFont: SITE_THEME_DEFAULT_FONT,
  bodyFont: SITE_THEME_DEFAULT_FONT,
  radius: SITE_THEME_DEFAULT_RADIUS_REM,
}

/** Fills a stored theme's gaps with the defaults; values that would not apply are replaced by them. */
export function resolveSiteTheme(theme: SiteTheme | null | undefined): ResolvedSiteTheme {
  const colors = { ...SITE_THEME_DEFAULT_COLORS } as Record<SiteThemeColorName, string>
  for (const name of SITE_THEME_COLOR_NAMES) {
    const value = theme?.colors?.[name]
    if (isApplicableColor(value)) colors[name] = value
  }
  const { headingFont, bodyFont } = theme?.typography ?? {}
  const radius = theme?.sizing?.radius
  return {
    colors,
    headingFont: isSiteThemeFont(headingFont) ? headingFont : SITE_THEME_DEFAULT_FONT,
    bodyFont: isSiteThemeFont(bodyFont) ? bodyFont : SITE_THEME_DEFAULT_FONT,
    radius:
      typeof radius === "number" && radius >= SITE_THEME_RADIUS_MIN_REM && radius <= SITE_THEME_RADIUS_MAX_REM
        ? radius
        : SITE_THEME_DEFAULT_RADIUS_REM,
  }
}

/** The record to save: only the colours that differ from the defaults, so later default changes still reach the site. */
export function siteThemeRecord(theme: ResolvedSiteTheme): SiteTheme {
  const colors: Record<string, string> = {}
  for (const name of SITE_THEME_COLOR_NAMES) {
    if (theme.colors[name].toLowerCase() !== SITE_THEME_DEFAULT_COLORS[name]) colors[name] = theme.colors[name].toLowerCase()
  }
  return {
    colors,
    typography: { headingFont: theme.headingFont, bodyFont: theme.bodyFont },
    sizing: { radius: theme.radius },
  }
}

/** A text colour on a background colour that body text uses, checked for contrast. */
export interface SiteThemeTextPair {
  label: string
  foreground: SiteThemeColorName
  background: SiteThemeColorName
}

export const SITE_THEME_TEXT_PAIRS: readonly SiteThemeTextPair[] = [
  { label: "Text on the page", foreground: "foreground", background: "background" },
  { label: "Secondary text on the page", foreground: "muted-foreground", background: "background" },
  { label: "Secondary text on muted panels", foreground: "muted-foreground", background: "muted" },
  { label: "Links on the page", foreground: "primary", background: "background" },
  { label: "Text on cards", foreground: "card-foreground", background: "card" },
  { label: "Primary buttons", foreground: "primary-foreground", background: "primary" },
  { label: "Secondary buttons", foreground: "secondary-foreground", background: "secondary" },
  { label: "Highlighted items", foreground: "accent-foreground", background: "accent" },
  { label: "Destructive buttons", foreground: "destructive-foreground", background: "destructive" },
  { label: "Success messages", foreground: "success-foreground", background: "success" },
  { label: "Warnings", foreground: "warning-foreground", background: "warning" },
  { label: "Header text", foreground: "header-foreground", background: "header" },
  { label: "Footer secondary text", foreground: "header-muted", background: "header" },
]
