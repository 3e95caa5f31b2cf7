import { wideColumnsFor } from "./section"

/**
 * How wide the image of card `index` of `count` shows in a FeatureGrid, for the browser's choice among its
 * srcsets: the max-w-7xl container (1280 px less its padding) shared by the columns gridColumnsFor gives,
 * less the gaps and the card's own padding. From sm to lg an odd last card takes both columns. A module of
 * its own so that only pages with pictured cards (the team's portraits) load it.
 */
export function featureImageSizes(count: number, index: number): string {
  const wide = count <= 1 ? 1 : count === 2 ? 2 : wideColumnsFor(count)
  const twoColumns = count > 1 && !(count % 2 === 1 && index === count - 1)
  return [
    `(min-width: 1280px) ${Math.ceil((1216 - 32 * (wide - 1)) / wide - 64)}px`,
    `(min-width: 1024px) calc((100vw - ${4 + 2 * (wide - 1)}rem) / ${wide} - 4rem)`,
    `(min-width: 640px) ${twoColumns ? "calc(50vw - 5.25rem)" : "calc(100vw - 6rem)"}`,
    "calc(100vw - 5rem)",
  ].join(", ")
}
