/**
 * The content of one page, loaded on its own: each page keeps a module of its own in app/content
 * (services/<slug>.ts, industries/<path>.ts, about/history.ts, careers/hub.ts), so a visit's chunk holds
 * that page only, not its whole section's. A page outside that layout is read from its section's index.
 */
import type { ContentPage, IndustryPage, ServicePage } from "@nordika/ui"
import { importOnDemand } from "./import-on-demand"
import { pageFromOwnModule, type ContentModules } from "./page-content"

export const SERVICE_CONTENT_MODULES: ContentModules = import.meta.glob<Record<string, unknown>>([
  "../content/services/*.ts",
  "!../content/services/*.test.ts",
])
export const INDUSTRY_CONTENT_MODULES: ContentModules = import.meta.glob<Record<string, unknown>>([
  "../content/industries/**/*.ts",
  "!../content/industries/**/*.test.ts",
])

/** The folders of the free-form pages (the hubs of services, industries and resources among them). */
export const CONTENT_PAGE_MODULES: ContentModules = import.meta.glob<Record<string, unknown>>([
  "../content/{about,careers,freelancers,technology,sustainability,security}/*.ts",
  "../content/{services,industries,resources}/hub.ts",
  "../content/resources/brochure.ts",
  "!../content/**/*.test.ts",
])

/** The module a service path's page is kept in (a technology alias has none of its own). */
export const serviceModuleFile = (path: string) => `../content/services/${path.split("/").at(-1)}.ts`
/** The module an industry path's page is kept in. */
export const industryModuleFile = (path: string) => `../content${path}.ts`

/** A service page; the technology aliases (/technology/ai-solutions) show a service kept under its own path. */
export async function loadServicePage(path: string): Promise<ServicePage> {
  const own = await pageFromOwnModule<ServicePage>(SERVICE_CONTENT_MODULES, serviceModuleFile(path), path)
  if (own) return own
  const [{ SERVICES_BY_SLUG }, { TECHNOLOGY_ALIASES }] = await Promise.all([
    importOnDemand(() => import("../content/services")),
    importOnDemand(() => import("../content/technology")),
  ])
  return SERVICES_BY_SLUG[TECHNOLOGY_ALIASES[path as keyof typeof TECHNOLOGY_ALIASES] ?? path.split("/").at(-1)!]
}

/** An industry page or sub-page. */
export async function loadIndustryPage(path: string): Promise<IndustryPage> {
  const own = await pageFromOwnModule<IndustryPage>(INDUSTRY_CONTENT_MODULES, industryModuleFile(path), path)
  if (own) return own
  const { INDUSTRY_PAGES_BY_PATH } = await importOnDemand(() => import("../content/industries"))
  return INDUSTRY_PAGES_BY_PATH[path]
}

/** The Leen AI page, which staff edit (content_sections 'leen_page'): its route reads it from the database. */
export const LEEN_PAGE_PATH = "/technology/leen"

/** The modules a free-form page may be kept in: its path's file, or the hub of its section. */
export const contentModuleFiles = (path: string) => [`../content${path}.ts`, `../content${path}/hub.ts`]

/** A free-form page (the Leen page's staff-edited version is read by its route, from the database). */
export async function loadContentPage(path: string): Promise<ContentPage> {
  for (const file of contentModuleFiles(path)) {
    const own = await pageFromOwnModule<ContentPage>(CONTENT_PAGE_MODULES, file, path)
    if (own) return own
  }
  const { CONTENT_PAGES } = await importOnDemand(() => import("./content-pages"))
  return CONTENT_PAGES[path]
}
