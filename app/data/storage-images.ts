/** How the site's images from Storage are resized: its render endpoint (sharp locally, imgproxy on a hosted project). */
import { renderEndpointResizer, type ImageResizer } from "@nordika/ui"

/** Public objects (`getPublicUrl`) and the same objects resized and re-encoded on request. */
const STORAGE_PUBLIC_OBJECT_PATH = "/storage/v1/object/public/"
const STORAGE_RENDER_IMAGE_PATH = "/storage/v1/render/image/public/"

/** Uploaded logos and section images, offered in AVIF and WebP at the widths a page needs. */
export const storageImageResizer: ImageResizer = renderEndpointResizer({
  sourcePath: STORAGE_PUBLIC_OBJECT_PATH,
  renderPath: STORAGE_RENDER_IMAGE_PATH,
})
