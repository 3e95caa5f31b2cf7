import { HeroBreadcrumb, type HeroBreadcrumbItem, type HeroBreadcrumbProps } from "@nordika/ui"
import { ROUTE_TABLE } from "virtual:nordika-route-table"
import { SITE_SECTIONS } from "../content/sections"
import { titleFromSlug } from "./path-labels"

const knownPaths = new Set(ROUTE_TABLE.map((route) => route.path))

/** Home › each parent that is a page › the current page (`current`, or a label from its slug). */
export function breadcrumbItems(path: string, current?: string): HeroBreadcrumbItem[] {
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

/** The hero breadcrumb of a page (nothing on the home page). */
export function PageBreadcrumb({ path, current, variant }: { path: string; current?: string } & Pick<HeroBreadcrumbProps, "variant">) {
  if (path === "/") return null
  return <HeroBreadcrumb items={breadcrumbItems(path, current)} variant={variant} />
}
