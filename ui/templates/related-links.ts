import type { LinkCard } from "./types"

/** Section names shown on related-link cards, by the first segment of the path. */
export const RELATED_SECTION_LABELS: Record<string, string> = {
  services: "Service",
  industries: "Industry",
  technology: "Technology",
  "security-compliance": "Security and compliance",
  sustainability: "Sustainability",
  about: "About Nordika",
  "case-studies": "Case study",
  resources: "Resources",
  careers: "Careers",
  contact: "Contact",
}

/** "machine-translation" → "Machine translation"; keeps known acronyms upper-case. */
export function titleFromSlug(slug: string): string {
  const words = slug
    .split("-")
    .map((word) => (["ai", "seo", "sem", "dtp", "api", "apis", "ecoa", "coa"].includes(word) ? word.toUpperCase() : word))
  const text = words.join(" ")
  return text.charAt(0).toUpperCase() + text.slice(1)
}

/**
 * A link card for a related path when the app has not resolved it to a page title: the title comes from
 * the last path segment and the description names the section ("/services/dtp" → "DTP", "Service").
 */
export function linkCardFromPath(path: string): LinkCard {
  const segments = path.split("/").filter(Boolean)
  const last = segments.at(-1) ?? ""
  return {
    title: titleFromSlug(last),
    description: RELATED_SECTION_LABELS[segments[0] ?? ""] ?? "",
    href: path,
  }
}
