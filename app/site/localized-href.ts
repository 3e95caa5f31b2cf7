/**
 * Internal links in the page's language (issue 39, /work/notes design "Addresses"): the data keeps
 * English paths ("/services/translation"), and the render maps each to the target's localised path in
 * the page's language ("/sv/tjanster/oversattning") when the target has a live translation there; else
 * the link keeps the English path and says so with hreflang="en". One mapping for every link of the
 * public site: RouterLink (every ui SmartLink to a path of the site) and the menus' data (so the menu
 * marks the current page) call localizeHref with the page language's path map, which the layout's loader
 * reads (app/data/document-translations.ts, livePathMap) and SiteLayout provides.
 */
import { createContext } from "react"
import { localeOfPath, localePrefix, SOURCE_LOCALE, type SiteLocale } from "#shared/locales"

/** The page's language and, for it, each live translation's localised path by its English document's path. */
export interface PathMap {
  locale: SiteLocale
  paths: Readonly<Record<string, string>>
}

/** Where a link goes in the page's language, and the language of the page it leads to when that is not the page's. */
export interface LocalizedHref {
  href: string
  hrefLang?: typeof SOURCE_LOCALE
}

/** A path of the form documents and pages of code have (lower case, hyphens, no trailing slash), before any query or fragment. */
const SITE_PATH = /^(\/(?:[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*)?)([?#].*)?$/

/**
 * `href` in the language of `map`: an English path of the site becomes its live translation's path (the
 * home page the language's home), or stays English with hreflang "en". Left as it is: any link on an
 * English page or without a map, a link off the site, a file ("/feed.xml") and a path already in a
 * language of its own ("/de/…", the language switcher's).
 */
export function localizeHref(href: string, map: PathMap | undefined): LocalizedHref {
  if (!map || map.locale === SOURCE_LOCALE) return { href }
  const match = SITE_PATH.exec(href)
  if (!match) return { href }
  const [, path, rest = ""] = match
  if (localeOfPath(path) !== SOURCE_LOCALE) return { href }
  const localized = path === "/" ? localePrefix(map.locale) : map.paths[path]
  return localized ? { href: localized + rest } : { href, hrefLang: SOURCE_LOCALE }
}

/** The path map of the page being shown (SiteLayout provides it); none outside the public site (every link stays as it is). */
export const PathMapContext = createContext<PathMap | undefined>(undefined)
