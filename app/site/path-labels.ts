import type { LinkCard } from "@nordika/ui/templates"
import { SITE_SECTIONS } from "../content/sections"

/** Slug words that are written in capitals. */
const ACRONYMS = new Set(["ai", "seo", "sem", "dtp", "api", "apis", "ecoa", "coa", "faq"])

/** "machine-translation" → "Machine translation"; keeps known acronyms upper-case. */
export function titleFromSlug(slug: string): string {
  const text = slug
    .split("-")
    .map((word) => (ACRONYMS.has(word) ? word.toUpperCase() : word))
    .join(" ")
  return text.charAt(0).toUpperCase() + text.slice(1)
}

/**
 * A link card for a related path: the title is the target document's (`title`), else it comes from the
 * last path segment, and the description names the section ("/services/dtp" → "DTP", "Service").
 */
export function linkCardFromPath(path: string, title?: string): LinkCard {
  const segments = path.split("/").filter(Boolean)
  return {
    title: title ?? titleFromSlug(segments.at(-1) ?? ""),
    description: SITE_SECTIONS[segments[0] ?? ""]?.singular ?? "",
    href: path,
  }
}
