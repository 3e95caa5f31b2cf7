import { useLoaderData } from "react-router-dom"
import { HeroBreadcrumb, type HeroBreadcrumbItem, type HeroBreadcrumbProps } from "@nordika/ui/sections"
import { SITE_SECTIONS } from "../content/sections"
import type { BreadcrumbParent } from "./breadcrumb-trail"
import { titleFromSlug } from "./path-labels"
import { useStructuredData } from "./document-meta"
import { breadcrumbListLd } from "./structured-data"
import { useI18n } from "../i18n/i18n"
import { defaultLocalizedPath, type SiteLocale } from "#shared/locales"

/**
 * The live pages above the page, as its loader read them with its document (DocumentPageView's
 * `parents`, app/site/document-pages.ts); none when the loader gave none or could not read them.
 */
function useBreadcrumbParents(): readonly BreadcrumbParent[] {
  const data: unknown = useLoaderData()
  const parents = data && typeof data === "object" && "parents" in data ? data.parents : undefined
  return Array.isArray(parents) ? (parents as BreadcrumbParent[]) : []
}

/** Home › each live page above (by its short name) › the current page (`current`, or a label from its slug). */
function breadcrumbItems(
  path: string,
  parents: readonly BreadcrumbParent[],
  home: { label: string; locale: SiteLocale },
  current?: string,
): HeroBreadcrumbItem[] {
  const segments = path.split("/").filter(Boolean)
  const last = segments.at(-1) ?? ""
  const label = (segments.length <= 2 ? SITE_SECTIONS[last]?.label : undefined) ?? titleFromSlug(last)
  const above = parents.filter((parent) => path.startsWith(`${parent.path}/`))
  return [
    { label: home.label, href: defaultLocalizedPath("/", home.locale) },
    ...above.map((parent) => ({ label: parent.label, href: parent.path })),
    { label: current ?? label },
  ]
}

/** The hero breadcrumb of a page (nothing on the home page), also given to search engines as a BreadcrumbList. */
export function PageBreadcrumb({ path, current, variant }: { path: string; current?: string } & Pick<HeroBreadcrumbProps, "variant">) {
  const parents = useBreadcrumbParents()
  const { i18n, locale } = useI18n()
  const home = { label: i18n._("breadcrumb.home"), locale }
  const items = path === "/" ? [] : breadcrumbItems(path, parents, home, current)
  useStructuredData(BREADCRUMB_STRUCTURED_DATA_KEY, items.length > 0 ? breadcrumbListLd(items, path) : null)
  if (items.length === 0) return null
  return <HeroBreadcrumb items={items} variant={variant} />
}

const BREADCRUMB_STRUCTURED_DATA_KEY = "breadcrumb"
