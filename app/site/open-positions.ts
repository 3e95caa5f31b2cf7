/** Which open positions take applications: the careers listing and the application form show the same ones. */
import type { PublishedDocument } from "../data/documents"

/** Whether an open position still takes applications: its closing day (if it has one) not yet past. */
export const stillOpen = (entry: PublishedDocument<{ closesOn?: string }>) =>
  !entry.data.closesOn || entry.data.closesOn >= new Date().toISOString().slice(0, 10)

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
