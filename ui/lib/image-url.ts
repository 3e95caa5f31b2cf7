/** Stock photos come from this host; its CDN resizes and re-encodes on request. */
export const STOCK_PHOTO_HOST = "images.unsplash.com"
/** Quality of re-encoded stock photos: webp at 75. */
export const STOCK_PHOTO_QUALITY = 75
/** Query parameters set on every stock-photo address: webp, quality 75, automatic format, crop fit. */
const STOCK_PHOTO_PARAMS: Readonly<Record<string, string>> = {
  fm: "webp",
  q: String(STOCK_PHOTO_QUALITY),
  auto: "format",
  fit: "crop",
}

// Relative addresses ("/img/a.png") are valid; resolving against a placeholder base lets URL parse them.
const RELATIVE_BASE = "http://relative.invalid"

/**
 * Adds the stock-photo parameters to an address on the stock-photo host, keeping its other query
 * parameters (the four are set, replacing any value already there). Other addresses are returned as
 * given; an address that cannot be parsed is logged with console.warn and returned unchanged.
 */
export function optimizeImageUrl(src: string): string {
  let url: URL
  try {
    url = new URL(src, RELATIVE_BASE)
  } catch {
    console.warn(`Invalid image address, using it unchanged: ${src}`)
    return src
  }
  if (url.hostname !== STOCK_PHOTO_HOST) return src
  for (const [key, value] of Object.entries(STOCK_PHOTO_PARAMS)) url.searchParams.set(key, value)
  // A protocol-relative address stays protocol-relative.
  return src.startsWith("//") ? url.href.slice(url.protocol.length) : url.href
}

/** Applies optimizeImageUrl to each candidate of a srcset ("url 400w, url 800w"). */
export function optimizeImageSrcSet(srcSet: string): string {
  return srcSet
    .split(",")
    .map((candidate) => candidate.trim())
    .filter(Boolean)
    .map((candidate) => {
      const [address, ...descriptor] = candidate.split(/\s+/)
      return [optimizeImageUrl(address), ...descriptor].join(" ")
    })
    .join(", ")
}

/**
 * The placeholder's text: the first two letters of the alt text in upper case, or "" without alt
 * text. Spaces and punctuation are skipped ("A team meeting" gives "AT"); digits count ("3D" stays).
 */
export function imagePlaceholderInitials(alt: string | undefined): string {
  return (
    (alt ?? "")
      .match(/[\p{L}\p{N}]/gu)
      ?.slice(0, 2)
      .join("")
      .toUpperCase() ?? ""
  )
}
