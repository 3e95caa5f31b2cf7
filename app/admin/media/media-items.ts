/** A library row as the ui's grids (the library screen's and the media picker's) show it. */
import type { MediaItem } from "@nordika/ui/admin"
import type { MediaRow } from "../../data/media"
import { mediaRenditionUrl } from "../../data/media-delivery"

/** A grid tile is at most about 240 px wide; its thumbnail covers a 2x screen. */
const GRID_THUMBNAIL_WIDTH_PX = 480

export const toMediaItem = (row: MediaRow, srcOf: (objectPath: string) => string): MediaItem => ({
  id: row.id,
  thumbnailSrc: mediaRenditionUrl(srcOf(row.object_path), GRID_THUMBNAIL_WIDTH_PX),
  fileName: row.file_name,
  altText: row.alt_text,
  decorative: row.decorative,
  width: row.width,
  height: row.height,
  sizeBytes: row.size_bytes,
})
