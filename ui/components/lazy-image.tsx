import * as React from "react"
import { imagePlaceholderInitials, optimizeImageSrcSet, optimizeImageUrl } from "../lib/image-url"
import { cn } from "../lib/utils"
import { ResponsivePicture, useResponsiveSources } from "./responsive-picture"

/** An image starts loading once it is within 200 px of the viewport. */
export const LAZY_IMAGE_ROOT_MARGIN_PX = 200
/** A loaded image fades in over 300 ms. */
export const LAZY_IMAGE_FADE_MS = 300
/** The widest copy asked of the image service when the image's own width is not given (its limit is 2500). */
const LAZY_IMAGE_MAX_RESIZED_WIDTH_PX = 1920

type LoadState = { src: string; status: "loaded" | "error" }

export interface LazyImageProps extends Omit<React.ComponentProps<"img">, "src" | "alt" | "loading"> {
  /** The image's address; it starts loading when the image nears the viewport. */
  src: string
  /** Describes the image; its first two letters show in the placeholder. Pass "" for a decorative image. */
  alt: string
  /** Classes for the `<img>` itself; `className` sizes the wrapper the placeholder fills. */
  imgClassName?: string
  /**
   * The image at the top of a page (its largest paint): rendered and fetched at once, with high
   * priority, rather than when it nears the viewport, which it is in already. @default false
   */
  priority?: boolean
}

/**
 * An image that loads once it comes within LAZY_IMAGE_ROOT_MARGIN_PX of the viewport and never unloads.
 * Until it has loaded (or if it fails) a placeholder shows the alt text's initials. Give it a size
 * (`width` and `height`, or classes) so the placeholder has room before the image arrives. Under an
 * ImageResizerProvider, an image the service can resize is offered in AVIF and WebP at several widths
 * (`sizes` says how wide it shows; `width` is the widest copy asked for).
 */
export function LazyImage({
  src,
  srcSet,
  sizes,
  alt,
  width,
  height,
  className,
  imgClassName,
  style,
  onLoad,
  onError,
  priority = false,
  ...props
}: LazyImageProps) {
  const ref = React.useRef<HTMLSpanElement>(null)
  // On a server (no window) only a priority image is in view, as in a browser before the observer reports,
  // so a server-rendered page hydrates as it was sent. Without IntersectionObserver (old browsers, some
  // test runners) the image loads at once.
  const [inView, setInView] = React.useState(
    () => priority || (typeof window !== "undefined" && typeof IntersectionObserver === "undefined"),
  )
  const [loadState, setLoadState] = React.useState<LoadState | null>(null)
  const address = React.useMemo(() => optimizeImageUrl(src), [src])
  const candidates = React.useMemo(() => (srcSet ? optimizeImageSrcSet(srcSet) : undefined), [srcSet])
  const sources = useResponsiveSources(src, typeof width === "number" ? width : LAZY_IMAGE_MAX_RESIZED_WIDTH_PX, Boolean(srcSet))
  const status = loadState?.src === address ? loadState.status : "loading"
  // A server-rendered image may finish loading before React attaches its handlers: it reports here instead.
  const settledBeforeHydration = React.useCallback(
    (img: HTMLImageElement | null) => {
      if (img?.complete && img.currentSrc) setLoadState({ src: address, status: img.naturalWidth > 0 ? "loaded" : "error" })
    },
    [address],
  )

  React.useEffect(() => {
    const element = ref.current
    if (inView || !element) return
    const margin = `${LAZY_IMAGE_ROOT_MARGIN_PX}px`
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setInView(true)
          observer.disconnect()
        }
      },
      // The document root (not the implicit one) keeps the margin inside iframes; scrollMargin extends
      // it to scrolling containers between the image and the viewport where supported.
      { root: element.ownerDocument, rootMargin: margin, scrollMargin: margin } as IntersectionObserverInit,
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [inView])

  const showImage = inView && status !== "error"
  const initials = imagePlaceholderInitials(alt)
  const ratio = typeof width === "number" && typeof height === "number" ? `${width} / ${height}` : undefined

  return (
    <span
      ref={ref}
      data-slot="lazy-image"
      data-state={status}
      // The width prop becomes the wrapper's width (through a variable, so a width class can still override it).
      className={cn("relative block w-(--lazy-image-width) max-w-full overflow-hidden", className)}
      style={
        { "--lazy-image-width": typeof width === "number" ? `${width}px` : width, aspectRatio: ratio, ...style } as React.CSSProperties
      }
    >
      {status !== "loaded" && (
        <span
          data-slot="lazy-image-placeholder"
          className="absolute inset-0 flex items-center justify-center bg-muted font-heading text-lg font-semibold tracking-wide text-muted-foreground select-none"
          // Until the <img> is there, the placeholder stands in for it.
          role={!showImage && alt ? "img" : undefined}
          aria-label={!showImage && alt ? alt : undefined}
          aria-hidden={showImage || !alt ? true : undefined}
        >
          {initials}
        </span>
      )}
      {showImage && (
        <ResponsivePicture sources={sources} sizes={sizes ?? defaultSizes(width)}>
          <img
            ref={settledBeforeHydration}
            data-slot="lazy-image-img"
            data-loaded={status === "loaded"}
            src={address}
            srcSet={candidates}
            sizes={sizes}
            alt={alt}
            width={width}
            height={height}
            decoding="async"
            fetchPriority={priority ? "high" : undefined}
            className={cn(
              "relative block size-full object-cover opacity-0 transition-opacity ease-out data-[loaded=true]:opacity-100 motion-reduce:transition-none",
              imgClassName,
            )}
            style={{ transitionDuration: `${LAZY_IMAGE_FADE_MS}ms` }}
            onLoad={(event) => {
              setLoadState({ src: address, status: "loaded" })
              onLoad?.(event)
            }}
            onError={(event) => {
              setLoadState({ src: address, status: "error" })
              onError?.(event)
            }}
            {...props}
          />
        </ResponsivePicture>
      )}
    </span>
  )
}

/** Without `sizes`, a resized image shows at most as wide as its `width`, and the full viewport below that. */
function defaultSizes(width: LazyImageProps["width"]): string {
  return typeof width === "number" ? `(min-width: ${width}px) ${width}px, 100vw` : "100vw"
}
