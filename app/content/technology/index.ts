import type { ContentPage } from "@nordika/ui/templates"
import { technologyHub } from "./hub"
import { leen } from "./leen"
import { workflowAutomation } from "./workflow-automation"
import { integrations } from "./integrations"

export { technologyHub, leen, workflowAutomation, integrations }

/** The technology pages that have their own content, keyed by path. */
export const TECHNOLOGY_PAGES: Readonly<Record<string, ContentPage>> = {
  [technologyHub.meta.path]: technologyHub,
  [leen.meta.path]: leen,
  [workflowAutomation.meta.path]: workflowAutomation,
  [integrations.meta.path]: integrations,
}

/** Technology routes that show a service page: path → service slug (see SERVICES_BY_SLUG). */
export const TECHNOLOGY_ALIASES = {
  "/technology/ai-solutions": "ai-tech-solutions",
  "/technology/apis-connectors": "translation-apis-connectors",
  "/technology/international-seo": "international-seo-sem",
} as const satisfies Record<string, string>
