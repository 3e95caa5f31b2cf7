/** A service page's content, loaded from its own module (see section-pages). */
import type { ServicePage } from "@nordika/ui/templates"
import { importOnDemand } from "./import-on-demand"
import { pageFromOwnModule, type ContentModules } from "./page-content"

export const SERVICE_CONTENT_MODULES: ContentModules = import.meta.glob<Record<string, unknown>>([
  "../content/services/*.ts",
  "!../content/services/*.test.ts",
])

/** The module a service path's page is kept in (a technology alias has none of its own). */
export const serviceModuleFile = (path: string) => `../content/services/${path.split("/").at(-1)}.ts`

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
