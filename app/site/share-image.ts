/**
 * A cover as search engines and feed readers take it: one absolute address of a WebP rendition from
 * the render endpoint, 1200 px wide (the width Google asks of an article's image for large previews),
 * or the original's width if it is narrower, since the endpoint does not enlarge.
 */
import type { ContentImage } from "@nordika/ui/templates"
import { storageImageResizer } from "../data/storage-images"

const SHARE_IMAGE_WIDTH_PX = 1200

export interface ShareImage {
  url: string
  type: "image/webp"
  width: number
  height: number
}

export function shareImage(cover: ContentImage): ShareImage {
  const width = Math.min(SHARE_IMAGE_WIDTH_PX, cover.width)
  return {
    url: storageImageResizer(cover.src, width, "webp") ?? cover.src,
    type: "image/webp",
    width,
    height: Math.round((cover.height * width) / cover.width),
  }
}
