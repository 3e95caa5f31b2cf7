/**
 * How pages show a library image: its public address on the project's storage, AVIF and WebP
 * srcsets from storage's render endpoint (transform.ts locally, imgproxy on a hosted project), its
 * width and height (so nothing shifts as it loads), its alt text, and a crop centred on its focal point.
 */
import { BACKEND_TIMEOUT_MS, withTimeout } from "./backend"
import { resolveSupabaseConfig } from "./config"
import type { MediaRow } from "./media"
import { storageImageResizer } from "./storage-images"

type MediaFacts = Pick<MediaRow, "object_path" | "width" | "height" | "alt_text" | "focal_x" | "focal_y">

/** The widths, in px, of a library image's srcset by default: phones at 1x to 3x, tablets and desktops. */
const MEDIA_SRCSET_WIDTHS_PX = [320, 640, 960, 1280, 1920] as const

/** The file's public address: `<project>/storage/v1/object/public/media/<path>`. */
export function mediaPublicUrl(supabaseUrl: string, objectPath: string): string {
  return `${supabaseUrl.replace(/\/$/, "")}/storage/v1/object/public/media/${objectPath.split("/").map(encodeURIComponent).join("/")}`
}

/**
 * "url 320w, url 640w, …" in `format`: each width below the widest worth sending, which is the
 * original's width or the largest of `widths`, whichever is smaller (the endpoint does not enlarge).
 */
export function mediaSrcSet(
  src: string,
  originalWidth: number,
  format: "avif" | "webp",
  widths: readonly number[] = MEDIA_SRCSET_WIDTHS_PX,
) {
  const widest = Math.min(originalWidth, Math.max(...widths))
  return [...widths.filter((width) => width < widest), widest]
    .map((width) => `${storageImageResizer(src, width, format) ?? src} ${width}w`)
    .join(", ")
}

/** What a page needs to draw a library image. */
export interface MediaImage {
  src: string
  /** "" for a decorative image. */
  alt: string
  width: number
  height: number
  sources: { type: "image/avif" | "image/webp"; srcSet: string }[]
  /** CSS object-position centring every crop on the focal point ("40% 25%"). */
  objectPosition: string
}

export function mediaImage(supabaseUrl: string, media: MediaFacts, widths: readonly number[] = MEDIA_SRCSET_WIDTHS_PX): MediaImage {
  const src = mediaPublicUrl(supabaseUrl, media.object_path)
  return {
    src,
    alt: media.alt_text ?? "",
    width: media.width,
    height: media.height,
    sources: (["avif", "webp"] as const).map((format) => ({
      type: `image/${format}` as const,
      srcSet: mediaSrcSet(src, media.width, format, widths),
    })),
    objectPosition: `${Math.round(media.focal_x * 100)}% ${Math.round(media.focal_y * 100)}%`,
  }
}

/** A WebP rendition `widthPx` wide (or the original's width, if smaller), for the admin's grid and sheet. */
export const mediaRenditionUrl = (src: string, widthPx: number) => storageImageResizer(src, widthPx, "webp") ?? src

/** The widths, in px, of a cover's srcsets: cards (about 400 px) and the page's body column (about 790 px), at 1x and 2x. */
const COVER_WIDTHS_PX = [400, 800, 1200, 1600] as const

/** The widths, in px, of a team member's portrait's srcsets: a grid card's (about 320 px from lg, up to 700 px spanning a tablet's row), at 1x and 2x. */
export const PORTRAIT_WIDTHS_PX = [320, 640, 960, 1280] as const

/** `media` at a cover's widths, as the public pages draw covers (the editor's preview draws them so). */
export const coverImage = (supabaseUrl: string, media: MediaFacts) => mediaImage(supabaseUrl, media, COVER_WIDTHS_PX)

/** A media id as the image field's schema writes it, so an id cannot change the query it goes into. */
const MEDIA_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** What the log says a page does when its images cannot be read. */
const IMAGES_LEFT_OUT = "showing the page without its images"

/**
 * The library images `ids` name, as covers (or at `widths`), read as a visitor (the columns anon may read, rows a live
 * document uses); an image that cannot be read is left out, logged, and its page drawn without it.
 * A plain fetch, not supabase-js, as app/data/documents.ts reads documents: pages' code carries neither.
 */
export async function readMediaImages(
  ids: readonly (string | undefined)[],
  widths: readonly number[] = COVER_WIDTHS_PX,
): Promise<Record<string, MediaImage>> {
  const config = resolveSupabaseConfig()
  const wanted = [...new Set(ids.filter((id): id is string => id !== undefined && MEDIA_ID.test(id)))]
  if (wanted.length === 0 || !config) return {}
  const base = config.url.replace(/\/+$/, "")
  const url = `${base}/rest/v1/media?${new URLSearchParams({ select: "id,object_path,width,height,alt_text,focal_x,focal_y", id: `in.(${wanted.join(",")})` })}`
  const init: RequestInit = {
    headers: { apikey: config.anonKey, Authorization: `Bearer ${config.anonKey}`, "Accept-Profile": "public", Accept: "application/json" },
  }
  const read = (config.fetch ? config.fetch(url, init) : fetch(url, init)).then(async (response) => {
    if (!response.ok) throw new Error(`HTTP ${response.status}`)
    const rows = (await response.json()) as (MediaFacts & { id: string })[]
    return Object.fromEntries(rows.map((row) => [row.id, mediaImage(base, row, widths)]))
  })
  // A failed or slow read is logged by withTimeout, and the page is drawn without its images.
  return withTimeout(read, BACKEND_TIMEOUT_MS, {}, "Could not read the pages' images", IMAGES_LEFT_OUT)
}
