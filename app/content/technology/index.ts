import type { ContentPage } from "@nordika/ui/templates"
import { technologyHub } from "./hub"
import { leen, LEEN_PLATFORM_PICTURE } from "./leen"
import { workflowAutomation } from "./workflow-automation"
import { integrations } from "./integrations"

export { TECHNOLOGY_ALIASES } from "./aliases"
export { technologyHub, leen, LEEN_PLATFORM_PICTURE, workflowAutomation, integrations }

/** The technology pages that have their own content, keyed by path. */
export const TECHNOLOGY_PAGES: Readonly<Record<string, ContentPage>> = {
  [technologyHub.meta.path]: technologyHub,
  [leen.meta.path]: leen,
  [workflowAutomation.meta.path]: workflowAutomation,
  [integrations.meta.path]: integrations,
}
