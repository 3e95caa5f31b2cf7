import * as React from "react"
import {
  applySiteTheme,
  clearSiteTheme,
  parseSiteTheme,
  serializeSiteTheme,
  siteThemeForColorMode,
  SITE_THEME_STORAGE_KEY,
  type SiteTheme,
} from "../lib/site-theme"

export interface UseSiteThemeOptions {
  /** A theme the app fetched; it is applied and cached in localStorage for the next visit. */
  theme?: SiteTheme | null
  /** The UI colour mode in force; in dark mode the theme's (light-palette) colours are left out. @default "light" */
  colorMode?: "light" | "dark"
}

/**
 * Applies the site theme staff saved: the cached `siteTheme` record on mount, then `theme` when
 * given, and again whenever another tab changes the record. Failures are logged and the current
 * (default) look is kept; what it applied is removed on unmount.
 */
export function useSiteTheme({ theme, colorMode = "light" }: UseSiteThemeOptions = {}) {
  const applied = React.useRef<string[]>([])

  const apply = React.useCallback(
    (next: SiteTheme | null) => {
      const root = document.documentElement
      clearSiteTheme(applied.current, root)
      applied.current = next ? applySiteTheme(siteThemeForColorMode(next, colorMode), root) : []
    },
    [colorMode],
  )

  React.useEffect(() => {
    try {
      apply(parseSiteTheme(window.localStorage.getItem(SITE_THEME_STORAGE_KEY)))
    } catch (error) {
      console.warn("Could not apply the stored site theme; keeping the defaults.", error)
    }
    const onStorage = (event: StorageEvent) => {
      // key is null when another tab cleared the whole storage.
      if (event.key !== SITE_THEME_STORAGE_KEY && event.key !== null) return
      try {
        apply(parseSiteTheme(event.newValue))
      } catch (error) {
        console.warn("Could not apply the site theme changed in another tab.", error)
      }
    }
    window.addEventListener("storage", onStorage)
    return () => {
      window.removeEventListener("storage", onStorage)
      apply(null)
    }
  }, [apply])

  React.useEffect(() => {
    if (!theme) return
    try {
      apply(theme)
      window.localStorage.setItem(SITE_THEME_STORAGE_KEY, serializeSiteTheme(theme))
    } catch (error) {
      console.warn("Could not apply the site theme.", error)
    }
  }, [theme, apply])
}

export type SiteThemeApplierProps = UseSiteThemeOptions

/** Renders nothing; mount it once near the root to apply the site theme (see useSiteTheme). */
export function SiteThemeApplier(props: SiteThemeApplierProps) {
  useSiteTheme(props)
  return null
}
