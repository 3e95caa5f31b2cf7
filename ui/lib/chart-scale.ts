/** Step multiples an integer axis counts in (1, 2, 4, 5 and 10 times a power of ten): round figures a reader sums at a glance. */
const STEP_MULTIPLES = [1, 2, 4, 5, 10]

/**
 * The ticks of a count axis from 0 to at least `max`: integers, about `count` steps, each a round
 * figure (0, 4, 8, 12, 16 for a highest count of 13). An empty axis (max 0) counts 0 to `count`.
 */
export function integerTicks(max: number, count = 4): number[] {
  if (!(max > 0)) return Array.from({ length: count + 1 }, (_, index) => index)
  const rough = max / count
  const magnitude = 10 ** Math.floor(Math.log10(rough))
  const step = Math.max(1, STEP_MULTIPLES.map((multiple) => multiple * magnitude).find((candidate) => candidate >= rough) ?? 10 * magnitude)
  const top = Math.ceil(max / step) * step
  return Array.from({ length: top / step + 1 }, (_, index) => index * step)
}

/**
 * Which of `count` evenly spaced categories, `slot` pixels apart, get a label when a label needs
 * `minGap` pixels: every nth from the first, and always the last, whose label replaces the one before
 * it when the two would touch.
 */
export function labelledIndexes(count: number, slot: number, minGap: number): Set<number> {
  if (count === 0) return new Set()
  if (!(slot > 0)) return new Set([0, count - 1])
  const every = Math.max(1, Math.ceil(minGap / slot))
  const labelled = new Set<number>()
  for (let index = 0; index < count; index += every) labelled.add(index)
  const last = count - 1
  const before = last - (last % every || every)
  if (!labelled.has(last) && (last - before) * slot < minGap) labelled.delete(before)
  labelled.add(last)
  if (labelled.size === 0) labelled.add(0)
  return labelled
}
