import type { SiteThemeFont } from "./site-theme"

/** Inter is the stylesheet's own face (ui/fonts.css); the other five are loaded when a site theme selects them. */
type OptionalFont = Exclude<SiteThemeFont, "Inter">

/** Each font's faces (latin, 400 and 700) and its metric-matched fallback, in a stylesheet of its own. */
const STYLESHEETS: Record<OptionalFont, () => Promise<unknown>> = {
  "Roboto Slab": () => import("./theme-fonts/roboto-slab.css"),
  "Source Sans Pro": () => import("./theme-fonts/source-sans-pro.css"),
  Montserrat: () => import("./theme-fonts/montserrat.css"),
  Poppins: () => import("./theme-fonts/poppins.css"),
  "Open Sans": () => import("./theme-fonts/open-sans.css"),
}

/** The weights the stylesheets hold, fetched together so a heading and its text swap once. */
const FONT_WEIGHTS = [400, 700] as const

const loading = new Map<OptionalFont, Promise<void>>()

/**
 * Loads a site theme font (its stylesheet, then its files) unless it is Inter, which is always there.
 * Resolves once the faces are ready; a failure is logged and the fallback stack stays in use.
 */
export function loadSiteThemeFont(font: SiteThemeFont): Promise<void> {
  if (font === "Inter") return Promise.resolve()
  let pending = loading.get(font)
  if (!pending) {
    pending = STYLESHEETS[font]()
      .then(() => Promise.all(FONT_WEIGHTS.map((weight) => globalThis.document?.fonts?.load(`${weight} 1em "${font}"`))))
      .then(
        () => undefined,
        (error: unknown) => {
          loading.delete(font)
          console.warn(`Could not load the font ${font}; its fallback stays.`, error)
        },
      )
    loading.set(font, pending)
  }
  return pending
}

/** Loads several theme fonts at once (the admin's font picker shows all six). */
export async function loadSiteThemeFonts(fonts: readonly SiteThemeFont[]): Promise<void> {
  await Promise.all(fonts.map(loadSiteThemeFont))
}
