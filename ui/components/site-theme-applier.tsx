import * as React from "react"
import { parseSiteTheme, serializeSiteTheme, SITE_THEME_STORAGE_KEY, writeSiteThemeStyle, type SiteTheme } from "../lib/site-theme"

export interface UseSiteThemeOptions {
  /** A theme the app fetched; it is applied and cached in localStorage for the next visit. */
  theme?: SiteTheme | null
}

/**
 * Applies the site theme staff saved: the cached `siteTheme` record on mount, then `theme` when
 * given, and again whenever another tab changes the record. The theme is one style sheet in the head
 * (writeSiteThemeStyle), whose colours apply in the light UI theme only: staff pick them against the
 * light palette, and the dark one keeps its own accessible colours. Failures are logged and the
 * current (default) look is kept; the sheet is removed on unmount.
 */
function useSiteTheme({ theme }: UseSiteThemeOptions = {}) {
  React.useEffect(() => {
    // A fetched theme supersedes the cached one, which would otherwise show for a moment.
    if (!theme) {
      try {
        writeSiteThemeStyle(parseSiteTheme(window.localStorage.getItem(SITE_THEME_STORAGE_KEY)))
      } catch (error) {
        console.warn("Could not apply the stored site theme; keeping the defaults.", error)
      }
    }
    const onStorage = (event: StorageEvent) => {
      // key is null when another tab cleared the whole storage.
      if (event.key !== SITE_THEME_STORAGE_KEY && event.key !== null) return
      try {
        writeSiteThemeStyle(parseSiteTheme(event.newValue))
      } catch (error) {
        console.warn("Could not apply the site theme changed in another tab.", error)
      }
    }
    window.addEventListener("storage", onStorage)
    return () => window.removeEventListener("storage", onStorage)
    // The cached theme is read once, on mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  React.useEffect(() => {
    if (!theme) return
    try {
      writeSiteThemeStyle(theme)
      window.localStorage.setItem(SITE_THEME_STORAGE_KEY, serializeSiteTheme(theme))
    } catch (error) {
      console.warn("Could not apply the site theme.", error)
    }
  }, [theme])

  React.useEffect(() => () => writeSiteThemeStyle(null), [])
}

export type SiteThemeApplierProps = UseSiteThemeOptions

/** Renders nothing; mount it once near the root to apply the site theme (see useSiteTheme). */
export function SiteThemeApplier(props: SiteThemeApplierProps) {
  useSiteTheme(props)
  return null
}
