import type { ContentPage } from "@nordika/ui/templates"
import { careersHub } from "./hub"
import { lifeAtNordika } from "./life-at-nordika"
import { openPositions, OPEN_POSITIONS, OPEN_POSITIONS_PAGE, POSITION_DEPARTMENTS, POSITION_LOCATIONS } from "./open-positions"
import { applicationPortal } from "./application-portal"

export {
  careersHub,
  lifeAtNordika,
  openPositions,
  applicationPortal,
  OPEN_POSITIONS,
  OPEN_POSITIONS_PAGE,
  POSITION_DEPARTMENTS,
  POSITION_LOCATIONS,
}

/** The careers pages keyed by path. */
export const CAREERS_PAGES: Readonly<Record<string, ContentPage>> = Object.fromEntries(
  [careersHub, lifeAtNordika, openPositions, applicationPortal].map((page) => [page.meta.path, page]),
)
