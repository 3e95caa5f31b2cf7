import { ADMIN_HOME_PATH } from "../admin/paths"
import { defaultLocalizedPath, localeOfPath, localePrefix, type SiteLocale } from "#shared/locales"

/** The sign-in page, and the query parameter that carries the page to return to. */
export const LOGIN_PATH = "/login"
export const NEXT_PARAM = "next"

/** The sign-in page in a language: /login, /sv/login, /de/login. */
export const loginPathIn = (locale: SiteLocale) => defaultLocalizedPath(LOGIN_PATH, locale)

/** A path without its language's prefix (/sv/login is /login). */
const withoutLocalePrefix = (pathname: string) => pathname.slice(localePrefix(localeOfPath(pathname)).length) || "/"

// Any origin would do: it only tells a path of this site from an address elsewhere.
const PROBE_ORIGIN = "https://nordika.invalid"

/**
 * The page to go to after signing in: `raw` when it is a path of this site, else `fallback`. Refused:
 * absolute and protocol-relative URLs (`https://evil.example`, `//evil.example`, `/\evil.example`,
 * which browsers read as `//`), other schemes (`javascript:`), and the sign-in page itself, in any language.
 */
export function safeNextPath(raw: string | null | undefined, fallback: string = ADMIN_HOME_PATH): string {
  if (!raw || !raw.startsWith("/")) return fallback
  let url: URL
  try {
    url = new URL(raw, PROBE_ORIGIN)
  } catch {
    return fallback
  }
  if (url.origin !== PROBE_ORIGIN) return fallback
  const pathname = withoutLocalePrefix(url.pathname)
  if (pathname === LOGIN_PATH || pathname.startsWith(`${LOGIN_PATH}/`)) return fallback
  return `${url.pathname}${url.search}${url.hash}`
}

/** The sign-in page, asked to come back to `location` afterwards. */
export function loginPathFor(location: { pathname: string; search?: string; hash?: string }): string {
  const back = `${location.pathname}${location.search ?? ""}${location.hash ?? ""}`
  return `${LOGIN_PATH}?${new URLSearchParams({ [NEXT_PARAM]: back }).toString()}`
}
