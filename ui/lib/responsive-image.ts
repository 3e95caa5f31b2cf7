/** The modern formats a resized image is offered in, best first (the `<img>` keeps the original as the fallback). */
export const RESPONSIVE_IMAGE_FORMATS = ["avif", "webp"] as const
export type ResponsiveImageFormat = (typeof RESPONSIVE_IMAGE_FORMATS)[number]

/** The widths, in px, a resized image is offered at: phones at 1x to 3x, tablets and desktops. */
const RESPONSIVE_IMAGE_WIDTHS_PX = [320, 480, 640, 960, 1280, 1600, 1920] as const

/** Quality of resized images, as for the stock photos (webp and avif at 75). */
export const RESPONSIVE_IMAGE_QUALITY = 75

/** The address of `src` resized to `width` px in `format`, or null when `src` is not an image the service can resize. */
export type ImageResizer = (src: string, width: number, format: ResponsiveImageFormat) => string | null

/** Raster images only: an SVG scales by itself, and an address with no extension is not known to be an image. */
const RESIZABLE_IMAGE = /\.(png|jpe?g|webp|avif|gif|tiff?)$/i

// Relative addresses ("/storage/…") are valid; resolving against a placeholder base lets URL parse them.
const RELATIVE_BASE = "http://relative.invalid"

/**
 * A resizer for an image service that answers `…${renderPath}<file>?width=&format=&quality=` for the
 * image at `…${sourcePath}<file>` on the same host: the app gives it its storage's public object and
 * render paths. Being about paths only, it gives the same addresses wherever it runs (a server
 * rendering the page, the browser hydrating it). Other addresses, and images that are not raster
 * images, are not resized.
 */
export function renderEndpointResizer({ sourcePath, renderPath }: { sourcePath: string; renderPath: string }): ImageResizer {
  return (src, width, format) => {
    let url: URL
    try {
      url = new URL(src, RELATIVE_BASE)
    } catch {
      return null
    }
    if (!url.pathname.startsWith(sourcePath) || !RESIZABLE_IMAGE.test(url.pathname)) return null
    url.pathname = renderPath + url.pathname.slice(sourcePath.length)
    url.searchParams.set("width", String(width))
    url.searchParams.set("format", format)
    url.searchParams.set("quality", String(RESPONSIVE_IMAGE_QUALITY))
    return url.origin === RELATIVE_BASE ? url.href.slice(RELATIVE_BASE.length) : url.href
  }
}

/**
 * The `srcset` of `src` in `format` ("…?width=320… 320w, …?width=640… 640w"), one candidate per width
 * of RESPONSIVE_IMAGE_WIDTHS_PX up to `maxWidthPx` (the widest it is ever shown, at the highest pixel
 * density worth sending), or undefined when the resizer cannot resize `src`.
 */
export function responsiveSrcSet(src: string, resize: ImageResizer, format: ResponsiveImageFormat, maxWidthPx: number): string | undefined {
  const widths = RESPONSIVE_IMAGE_WIDTHS_PX.filter((width) => width < maxWidthPx)
  const candidates: string[] = []
  for (const width of [...widths, Math.round(maxWidthPx)]) {
    const address = resize(src, width, format)
    if (address === null) return undefined
    candidates.push(`${address} ${width}w`)
  }
  return candidates.join(", ")
}
