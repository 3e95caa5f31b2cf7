/**
 * Technology routes that show a service page: path → service slug (see SERVICES_BY_SLUG). A module of
 * its own so the service page's loader takes these three lines, not the technology pages' copy.
 */
export const TECHNOLOGY_ALIASES = {
  "/technology/ai-solutions": "ai-tech-solutions",
  "/technology/apis-connectors": "translation-apis-connectors",
  "/technology/international-seo": "international-seo-sem",
} as const satisfies Record<string, string>
