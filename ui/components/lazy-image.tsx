import * as React from "react"
import { imagePlaceholderInitials, optimizeImageSrcSet, optimizeImageUrl } from "../lib/image-url"
import { cn } from "../lib/utils"

/** An image starts loading once it is within 200 px of the viewport. */
export const LAZY_IMAGE_ROOT_MARGIN_PX = 200
/** A loaded image fades in over 300 ms. */
export const LAZY_IMAGE_FADE_MS = 300

type LoadState = { src: string; status: "loaded" | "error" }

export interface LazyImageProps extends Omit<React.ComponentProps<"img">, "src" | "alt" | "loading"> {
  src: string
  /** Describes the image; its first two letters show in the placeholder. Pass "" for a decorative image. */
  alt: string
  /** Classes for the `<img>` itself; `className` sizes the wrapper the placeholder fills. */
  imgClassName?: string
}

/**
 * An image that loads once it comes within LAZY_IMAGE_ROOT_MARGIN_PX of the viewport and never unloads.
 * Until it has loaded (or if it fails) a placeholder shows the alt text's initials. Give it a size
 * (`width` and `height`, or classes) so the placeholder has room before the image arrives.
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
  ...props
}: LazyImageProps) {
  const ref = React.useRef<HTMLSpanElement>(null)
  // Without IntersectionObserver (old browsers, some test runners) the image loads at once.
  const [inView, setInView] = React.useState(() => typeof IntersectionObserver === "undefined")
  const [loadState, setLoadState] = React.useState<LoadState | null>(null)
  const address = React.useMemo(() => optimizeImageUrl(src), [src])
  const candidates = React.useMemo(() => (srcSet ? optimizeImageSrcSet(srcSet) : undefined), [srcSet])
  const status = loadState?.src === address ? loadState.status : "loading"

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
        <img
          data-slot="lazy-image-img"
          data-loaded={status === "loaded"}
          src={address}
          srcSet={candidates}
          sizes={sizes}
          alt={alt}
          width={width}
          height={height}
          decoding="async"
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
      )}
    </span>
  )
}
