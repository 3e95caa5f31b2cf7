import { HeroBreadcrumb, type HeroBreadcrumbItem, type HeroBreadcrumbProps } from "@nordika/ui/sections"
import { ROUTE_TABLE } from "virtual:nordika-route-table"
import { SITE_SECTIONS } from "../content/sections"
import { titleFromSlug } from "./path-labels"
import { useStructuredData } from "./document-meta"
import { breadcrumbListLd } from "./structured-data"

const knownPaths = new Set(ROUTE_TABLE.map((route) => route.path))

/** Home › each parent that is a page › the current page (`current`, or a label from its slug). */
function breadcrumbItems(path: string, current?: string): HeroBreadcrumbItem[] {
  const segments = path.split("/").filter(Boolean)
  const items: HeroBreadcrumbItem[] = [{ label: "Home", href: "/" }]
  segments.forEach((segment, index) => {
    const href = `/${segments.slice(0, index + 1).join("/")}`
    const label = (index < 2 ? SITE_SECTIONS[segment]?.label : undefined) ?? titleFromSlug(segment)
    if (index === segments.length - 1) items.push({ label: current ?? label })
    else if (knownPaths.has(href)) items.push({ label, href })
  })
  return items
}

/** The hero breadcrumb of a page (nothing on the home page), also given to search engines as a BreadcrumbList. */
export function PageBreadcrumb({ path, current, variant }: { path: string; current?: string } & Pick<HeroBreadcrumbProps, "variant">) {
  const items = path === "/" ? [] : breadcrumbItems(path, current)
  useStructuredData(BREADCRUMB_STRUCTURED_DATA_KEY, items.length > 0 ? breadcrumbListLd(items, path) : null)
  if (items.length === 0) return null
  return <HeroBreadcrumb items={items} variant={variant} />
}

const BREADCRUMB_STRUCTURED_DATA_KEY = "breadcrumb"
