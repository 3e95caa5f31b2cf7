import * as React from "react"
import { useImageResizer } from "../lib/image-resizer-context"
import { RESPONSIVE_IMAGE_FORMATS, responsiveSrcSet, type ResponsiveImageFormat } from "../lib/responsive-image"

export interface ResponsiveSource {
  format: ResponsiveImageFormat
  srcSet: string
}

/**
 * The AVIF and WebP `srcset`s of `src` from the provided image resizer, up to `maxWidthPx` wide; none
 * without a resizer, for an address it cannot resize, or when `skip` (the caller has its own srcset).
 */
export function useResponsiveSources(src: string | null | undefined, maxWidthPx: number, skip = false): ResponsiveSource[] {
  const resize = useImageResizer()
  return React.useMemo(() => {
    if (skip || !resize || !src) return []
    return RESPONSIVE_IMAGE_FORMATS.flatMap((format) => {
      const srcSet = responsiveSrcSet(src, resize, format, maxWidthPx)
      return srcSet ? [{ format, srcSet }] : []
    })
  }, [src, resize, maxWidthPx, skip])
}

export interface ResponsivePictureProps {
  sources: ResponsiveSource[]
  /** How wide the image shows, for the browser's choice among the widths. */
  sizes: string
  /** The `<img>`, which keeps the original address as the fallback. */
  children: React.ReactElement
}

/** The `<img>` alone, or in a `<picture>` (laid out as if absent) with a `<source>` per format, best first. */
export function ResponsivePicture({ sources, sizes, children }: ResponsivePictureProps) {
  if (sources.length === 0) return children
  return (
    <picture data-slot="responsive-picture" className="contents">
      {sources.map(({ format, srcSet }) => (
        <source key={format} type={`image/${format}`} srcSet={srcSet} sizes={sizes} />
      ))}
      {children}
    </picture>
  )
}
