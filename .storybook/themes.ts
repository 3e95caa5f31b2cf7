import type { SiteTheme } from "../ui/lib/site-theme"

/**
 * The UI theme a story renders in: the toolbar's ("Theme"), light by default. The Vitest `stories`
 * project renders every story in light and checks the dark theme after (./visual.ts).
 */
export function storyUiTheme(globals: Record<string, unknown>): "light" | "dark" {
  return globals.theme === "dark" ? "dark" : "light"
}

/** Site themes a designer can try from the toolbar, shaped like the `siteTheme` record staff save. */
export const siteThemePresets: Record<string, SiteTheme | undefined> = {
  default: undefined,
  fjord: {
    colors: { primary: "#0f5e6b", ring: "#0f5e6b", accent: "#e0f1f2", "accent-foreground": "#0a434c" },
    typography: { headingFont: "Montserrat", bodyFont: "Open Sans" },
    sizing: { radius: 0.25 },
  },
  aurora: {
    colors: { primary: "#5b2bb5", ring: "#5b2bb5", accent: "#efe8fb", "accent-foreground": "#3f1c82" },
    typography: { headingFont: "Poppins", bodyFont: "Source Sans Pro" },
    sizing: { radius: 1 },
  },
  editorial: {
    colors: {},
    typography: { headingFont: "Roboto Slab", bodyFont: "Inter" },
    sizing: { radius: 0.375 },
  },
}
