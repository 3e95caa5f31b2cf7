/**
 * The team's portraits from the library, each with how wide it shows in the team's grid: loaded by the
 * content pages only when a leader has a photo, so no other page carries the delivery code.
 */
import { featureImageSizes } from "@nordika/ui/sections"
import { PORTRAIT_WIDTHS_PX, readMediaImages, type MediaImage } from "../data/media-delivery"

export interface Portrait {
  image: MediaImage
  imageSizes: string
}

/** The portrait of each of `ids` (a leader's photo, in the grid's order); undefined for none or one not found. */
export async function readPortraits(ids: readonly (string | undefined)[]): Promise<(Portrait | undefined)[]> {
  const images = await readMediaImages(ids, PORTRAIT_WIDTHS_PX)
  return ids.map((id, index) => (id && images[id] ? { image: images[id], imageSizes: featureImageSizes(ids.length, index) } : undefined))
}
