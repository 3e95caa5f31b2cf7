/**
 * The open positions page's figures that follow the published positions: a module of its own, loaded
 * only for that listing (app/site/collection-pages.ts), so the other listings do not carry it.
 */
import type { HeroPanel, OpenPosition } from "@nordika/ui/templates"

/**
 * What a listing's stored figures may say in place of a number that follows the published positions
 * (the open positions page's "… open roles right now"): the page fills each in as it renders.
 */
export const POSITION_COUNT_PLACEHOLDERS = {
  roles: "{count:open-roles}",
  offices: "{count:offices-hiring}",
  teams: "{count:teams-hiring}",
} as const

/** The figures with their placeholders filled in from the open positions: how many, in how many offices and teams. */
export function withPositionCounts<F extends { value: string }>(
  figures: readonly F[],
  positions: readonly { location: string; department: string }[],
): F[] {
  const counts: Record<string, number> = {
    [POSITION_COUNT_PLACEHOLDERS.roles]: positions.length,
    [POSITION_COUNT_PLACEHOLDERS.offices]: new Set(positions.map((position) => position.location)).size,
    [POSITION_COUNT_PLACEHOLDERS.teams]: new Set(positions.map((position) => position.department)).size,
  }
  return figures.map((figure) => (Object.hasOwn(counts, figure.value) ? { ...figure, value: String(counts[figure.value]) } : figure))
}

/** A panel of figures with the open positions' counts filled in where it names them (the open positions page's facts). */
export const countedPanel = (panel: HeroPanel, positions: readonly OpenPosition[]): HeroPanel =>
  panel.kind === "facts" ? { ...panel, items: withPositionCounts(panel.items, positions) } : panel
