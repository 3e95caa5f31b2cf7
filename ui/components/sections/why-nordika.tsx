import type { WhyNordikaContent } from "../../templates/home-types"
import { FeatureGrid, type FeatureGridProps } from "./feature-grid"

export interface WhyNordikaProps extends Omit<FeatureGridProps, "items" | "heading" | "intro">, WhyNordikaContent {}

/** The reasons clients choose Nordika, as an icon grid. */
export function WhyNordika({ heading, intro, items, card = "plain", ...props }: WhyNordikaProps) {
  return <FeatureGrid data-slot="why-nordika" heading={heading} intro={intro} items={items} card={card} {...props} />
}
