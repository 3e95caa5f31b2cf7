import * as React from "react"
import { cn } from "../lib/utils"

/** A library image as a page draws it: its address, AVIF and WebP srcsets, size, alt text and focal point. */
export interface ContentImage {
  /** The original file's address: the `<img>`'s fallback. */
  src: string
  /** What the image shows; "" for a decorative image. */
  alt: string
  /** The original's width in pixels: with `height`, the space the image takes before it loads. */
  width: number
  /** The original's height in pixels. */
  height: number
  /** The srcset of each format, best first. */
  sources: { type: "image/avif" | "image/webp"; srcSet: string }[]
  /** CSS object-position centring every crop on the image's focal point ("40% 25%"). */
  objectPosition: string
}

interface ContentPictureProps extends Omit<React.ComponentProps<"img">, "src" | "alt" | "width" | "height" | "srcSet" | "sizes"> {
  /** The image to draw. */
  image: ContentImage
  /** How wide the image shows at each viewport, for the browser's choice among the srcsets' widths. */
  sizes: string
}

/**
 * A library image in a `<picture>` (a block, so a flex parent's gap counts it once, not its sources): a `<source>` per format and the `<img>` with
 * its width and height (nothing shifts as it loads), its alt text, and crops centred on its focal point.
 * Lazy unless `loading="eager"` (an image at the top of a page).
 */
export function ContentPicture({ image, sizes, loading = "lazy", className, style, ...props }: ContentPictureProps) {
  return (
    <picture data-slot="content-picture" className="block">
      {image.sources.map(({ type, srcSet }) => (
        <source key={type} type={type} srcSet={srcSet} sizes={sizes} />
      ))}
      <img
        src={image.src}
        alt={image.alt}
        width={image.width}
        height={image.height}
        loading={loading}
        decoding="async"
        className={cn("object-cover", className)}
        style={{ objectPosition: image.objectPosition, ...style }}
        {...props}
      />
    </picture>
  )
}
