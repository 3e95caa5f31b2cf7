import type { ContentPage } from "@nordika/ui/templates"
import { freelancersHub } from "./hub"
import { becomePartner } from "./become-partner"
import { applyJoinEvents } from "./apply-join-events"

export { freelancersHub, becomePartner, applyJoinEvents }

/** The freelancer pages keyed by path. */
export const FREELANCERS_PAGES: Readonly<Record<string, ContentPage>> = Object.fromEntries(
  [freelancersHub, becomePartner, applyJoinEvents].map((page) => [page.meta.path, page]),
)
