import { readFileSync } from "node:fs"
import { describe, expect, it } from "vitest"
import {
  DEFAULT_RESOLVED_SITE_THEME,
  resolveSiteTheme,
  SITE_THEME_DEFAULT_COLORS,
  siteThemeRecord,
  applySiteTheme,
  clearSiteTheme,
  isApplicableColor,
  parseSiteTheme,
  serializeSiteTheme,
  SITE_THEME_FONTS,
  SITE_THEME_STORAGE_KEY,
  siteThemeForColorMode,
  siteThemeStyleSheet,
  type SiteTheme,
} from "./site-theme"

/** Just enough of an element for the theme functions: a style with custom properties. */
function fakeRoot() {
  const properties = new Map<string, string>()
  const root = {
    style: {
      setProperty: (name: string, value: string) => void properties.set(name, value),
      removeProperty: (name: string) => {
        const value = properties.get(name) ?? ""
        properties.delete(name)
        return value
      },
    },
  }
  return { root: root as unknown as HTMLElement, properties }
}

describe("the site theme record", () => {
  it("is stored under siteTheme", () => {
    expect(SITE_THEME_STORAGE_KEY).toBe("siteTheme")
  })

  it("offers the six selectable fonts", () => {
    expect(SITE_THEME_FONTS).toEqual(["Inter", "Roboto Slab", "Source Sans Pro", "Montserrat", "Poppins", "Open Sans"])
  })

  it("round-trips through storage", () => {
    const theme: SiteTheme = { colors: { primary: "#0f5e6b" }, typography: { headingFont: "Poppins" }, sizing: { radius: 0.75 } }
    expect(parseSiteTheme(serializeSiteTheme(theme))).toEqual(theme)
  })

  it("parses only JSON objects", () => {
    expect(parseSiteTheme(null)).toBeNull()
    expect(parseSiteTheme("")).toBeNull()
    expect(parseSiteTheme("[]")).toBeNull()
    expect(parseSiteTheme("42")).toBeNull()
    expect(parseSiteTheme("null")).toBeNull()
    expect(parseSiteTheme('{"colors":{}}')).toEqual({ colors: {} })
  })

  it("throws on text that is not JSON (callers log it and keep the defaults)", () => {
    expect(() => parseSiteTheme("{not json")).toThrow(SyntaxError)
  })
})

describe("applySiteTheme", () => {
  it("applies colours only if they begin with '#'", () => {
    expect(isApplicableColor("#fff")).toBe(true)
    expect(isApplicableColor("rgb(0 0 0)")).toBe(false)
    const { root, properties } = fakeRoot()
    applySiteTheme({ colors: { primary: "#0f5e6b", accent: "teal", ring: "rgb(1 2 3)", border: 12 as unknown as string } }, root)
    expect(Object.fromEntries(properties)).toEqual({ "--primary": "#0f5e6b" })
  })

  it("ignores colour names that are not plain token names", () => {
    const { root, properties } = fakeRoot()
    applySiteTheme({ colors: { "primary-foreground": "#ffffff", "x; color: red": "#000000", "--double": "#000000" } }, root)
    expect([...properties.keys()]).toEqual(["--primary-foreground"])
  })

  it("applies fonts only from the six selectable ones, each followed by its metric-matched fallback face", () => {
    const { root, properties } = fakeRoot()
    applySiteTheme({ typography: { headingFont: "Roboto Slab", bodyFont: "Comic Sans MS" } }, root)
    expect(properties.get("--font-heading")).toMatch(/^"Roboto Slab", "Roboto Slab Fallback", .*serif$/)
    expect(properties.has("--font-body")).toBe(false)
    for (const font of SITE_THEME_FONTS) {
      const other = fakeRoot()
      applySiteTheme({ typography: { bodyFont: font } }, other.root)
      expect(other.properties.get("--font-body")).toContain(`"${font}", "${font} Fallback"`)
    }
  })

  it("applies the radius in rem, and only a finite non-negative number", () => {
    const { root, properties } = fakeRoot()
    applySiteTheme({ sizing: { radius: 0.75 } }, root)
    expect(properties.get("--radius")).toBe("0.75rem")
    for (const radius of [-1, Number.NaN, Infinity, "1" as unknown as number]) {
      const other = fakeRoot()
      applySiteTheme({ sizing: { radius } }, other.root)
      expect(other.properties.has("--radius")).toBe(false)
    }
  })

  it("applies what it can from a half-broken record and reports what it set", () => {
    const { root, properties } = fakeRoot()
    const broken = { colors: "oops", typography: null, sizing: { radius: 1 } } as unknown as SiteTheme
    expect(applySiteTheme(broken, root)).toEqual(["--radius"])
    expect(Object.fromEntries(properties)).toEqual({ "--radius": "1rem" })
  })

  it("clearSiteTheme removes what applySiteTheme set", () => {
    const { root, properties } = fakeRoot()
    const applied = applySiteTheme({ colors: { primary: "#0f5e6b" }, typography: { headingFont: "Poppins" }, sizing: { radius: 0 } }, root)
    expect(applied).toEqual(["--primary", "--font-heading", "--radius"])
    clearSiteTheme(applied, root)
    expect(properties.size).toBe(0)
  })
})

describe("siteThemeForColorMode", () => {
  const theme: SiteTheme = {
    colors: { primary: "#0f5e6b", "primary-foreground": "#ffffff" },
    typography: { headingFont: "Montserrat", bodyFont: "Open Sans" },
    sizing: { radius: 0.25 },
  }

  it("applies the whole theme in light mode", () => {
    expect(siteThemeForColorMode(theme, "light")).toEqual(theme)
  })

  it("leaves the colours, picked against the light palette, out in dark mode and keeps fonts and radius", () => {
    expect(siteThemeForColorMode(theme, "dark")).toEqual({ typography: theme.typography, sizing: theme.sizing })
    const { root, properties } = fakeRoot()
    applySiteTheme(siteThemeForColorMode(theme, "dark"), root)
    expect([...properties.keys()]).toEqual(["--font-heading", "--font-body", "--radius"])
  })

  it("leaves the saved theme itself untouched", () => {
    const saved = structuredClone(theme)
    siteThemeForColorMode(saved, "dark")
    expect(saved).toEqual(theme)
  })
})

describe("the theme the admin edits", () => {
  it("starts from the light palette of styles.css, token by token", () => {
    const css = readFileSync(new URL("../styles.css", import.meta.url), "utf8")
    const root = css.slice(css.indexOf(":root {"), css.indexOf("}", css.indexOf(":root {")))
    for (const [name, value] of Object.entries(SITE_THEME_DEFAULT_COLORS)) {
      expect(root, name).toContain(`--${name}: ${value};`)
    }
  })

  it("fills a stored theme's gaps with the defaults and drops values that would not apply", () => {
    const resolved = resolveSiteTheme({
      colors: { primary: "#0f766e", accent: "teal" },
      typography: { headingFont: "Poppins", bodyFont: "Comic Sans" },
      sizing: { radius: 7 },
    })
    expect(resolved.colors.primary).toBe("#0f766e")
    expect(resolved.colors.accent).toBe(SITE_THEME_DEFAULT_COLORS.accent)
    expect([resolved.headingFont, resolved.bodyFont, resolved.radius]).toEqual(["Poppins", "Inter", 0.5])
  })

  it("saves only the colours that differ from the defaults, with the fonts and the radius", () => {
    const theme = { ...DEFAULT_RESOLVED_SITE_THEME, colors: { ...DEFAULT_RESOLVED_SITE_THEME.colors, primary: "#0F766E" }, radius: 1 }
    expect(siteThemeRecord(theme)).toEqual({
      colors: { primary: "#0f766e" },
      typography: { headingFont: "Inter", bodyFont: "Inter" },
      sizing: { radius: 1 },
    })
  })
})

describe("siteThemeStyleSheet", () => {
  it("writes the colours for the light theme only, and fonts and radius for both", () => {
    expect(siteThemeStyleSheet({ colors: { primary: "#0f5e6b" }, typography: { headingFont: "Poppins" }, sizing: { radius: 0.25 } })).toBe(
      ':root:not(.dark){--primary:#0f5e6b}html:root{--font-heading:"Poppins", "Poppins Fallback", ui-sans-serif, system-ui, sans-serif;--radius:0.25rem}',
    )
    expect(siteThemeStyleSheet({})).toBe("")
  })

  it("writes only plain hex colours, so no value can close its rule or the <style> element", () => {
    const css = siteThemeStyleSheet({ colors: { primary: "#000}</style><script>alert(1)</script>", accent: "#abc" } })
    expect(css).toBe(":root:not(.dark){--accent:#abc}")
  })
})
