/** An industry page's content, loaded from its own module (see section-pages). */
import type { IndustryPage } from "@nordika/ui/templates"
import { importOnDemand } from "./import-on-demand"
import { pageFromOwnModule, type ContentModules } from "./page-content"

export const INDUSTRY_CONTENT_MODULES: ContentModules = import.meta.glob<Record<string, unknown>>([
  "../content/industries/**/*.ts",
  "!../content/industries/**/*.test.ts",
])

/** The module an industry path's page is kept in. */
export const industryModuleFile = (path: string) => `../content${path}.ts`

/** An industry page or sub-page. */
export async function loadIndustryPage(path: string): Promise<IndustryPage> {
  const own = await pageFromOwnModule<IndustryPage>(INDUSTRY_CONTENT_MODULES, industryModuleFile(path), path)
  if (own) return own
  const { INDUSTRY_PAGES_BY_PATH } = await importOnDemand(() => import("../content/industries"))
  return INDUSTRY_PAGES_BY_PATH[path]
}
