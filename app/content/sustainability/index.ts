import type { ContentPage } from "@nordika/ui/templates"
import { sustainabilityHub } from "./hub"
import { esgStrategy } from "./esg-strategy"
import { initiatives } from "./initiatives"
import { reportsCommitments } from "./reports-commitments"

export { sustainabilityHub, esgStrategy, initiatives, reportsCommitments }

/** The sustainability pages keyed by path. */
export const SUSTAINABILITY_PAGES: Readonly<Record<string, ContentPage>> = Object.fromEntries(
  [sustainabilityHub, esgStrategy, initiatives, reportsCommitments].map((page) => [page.meta.path, page]),
)
