/**
 * The content of one page, loaded on its own: each page keeps a module of its own in app/content
 * (services/<slug>.ts, industries/<path>.ts, about/history.ts, careers/hub.ts), so a visit's chunk holds
 * that page only, not its whole section's. A page outside that layout is read from its section's index.
 * Each section's loader is a module of its own (industry-pages; the service pages read documents), so a page's chunk lists
 * only its own section's files.
 */
import type { ContentPage } from "@nordika/ui/templates"
import { importOnDemand } from "./import-on-demand"
import { contentModuleFiles, pageFromOwnModule, type ContentModules } from "./page-content"

/** The folders of the free-form pages (the hubs of services, industries and resources among them). */
export const CONTENT_PAGE_MODULES: ContentModules = import.meta.glob<Record<string, unknown>>([
  "../content/{about,careers,freelancers,technology,sustainability,security}/*.ts",
  "../content/{services,industries,resources}/hub.ts",
  "../content/resources/brochure.ts",
  "!../content/**/*.test.ts",
])

/** The Leen AI page, which staff edit (content_sections 'leen_page'): its route reads it from the database. */
export const LEEN_PAGE_PATH = "/technology/leen"

/** A free-form page (the Leen page's staff-edited version is read by its route, from the database). */
export async function loadContentPage(path: string): Promise<ContentPage> {
  for (const file of contentModuleFiles(path)) {
    const own = await pageFromOwnModule<ContentPage>(CONTENT_PAGE_MODULES, file, path)
    if (own) return own
  }
  const { CONTENT_PAGES } = await importOnDemand(() => import("./content-pages"))
  return CONTENT_PAGES[path]
}
