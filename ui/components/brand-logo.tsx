import * as React from "react"
import { cva, type VariantProps } from "class-variance-authority"
import { cn } from "../lib/utils"
import { Icon } from "./icon"
import { ResponsivePicture, useResponsiveSources } from "./responsive-picture"

/** The company name shown beside the default icon when there is no logo image. */
export const COMPANY_NAME = "Nordika"
/** The icon shown beside the company name when there is no logo image. */
const BRAND_FALLBACK_ICON = "Languages"

const brandLogoVariants = cva("inline-flex shrink-0 items-center gap-2.5", {
  variants: {
    variant: {
      default: "text-foreground",
      /** On the always-dark header and footer. */
      header: "text-header-foreground",
    },
    size: {
      default: "h-9",
      lg: "h-11",
    },
  },
  defaultVariants: { variant: "default", size: "default" },
})

const brandMarkVariants = cva("grid shrink-0 place-items-center rounded-lg", {
  variants: {
    variant: {
      default: "bg-primary text-primary-foreground",
      header: "bg-header-foreground text-header",
    },
    size: {
      default: "size-9 [&_svg]:size-5",
      lg: "size-11 [&_svg]:size-6",
    },
  },
  defaultVariants: { variant: "default", size: "default" },
})

export interface BrandLogoProps extends React.ComponentProps<"span">, VariantProps<typeof brandLogoVariants> {
  /** `default` on the page's background, `header` on the always-dark header and footer. @default "default" */
  variant?: VariantProps<typeof brandLogoVariants>["variant"]
  /** Height of the mark and name: `default` 36 px, `lg` 44 px. @default "default" */
  size?: VariantProps<typeof brandLogoVariants>["size"]
  /** The uploaded logo (site setting `logos`). Absent, empty or failing to load, the default icon and name show. */
  logoUrl?: string | null
  /** Alt text of the logo image, and the name shown beside the default icon. @default "Nordika" */
  name?: string
  /** Widest the logo image may be, in px. @default 150 */
  maxWidthPx?: number
  /** Called when the logo image fails to load; the failure is only logged, never shown. @default logs a warning */
  onLoadError?: (logoUrl: string) => void
}

function logLoadError(logoUrl: string) {
  console.warn(`Logo failed to load, showing the default: ${logoUrl}`)
}

/** The company logo image, or the default mark and company name. Shared by the header and the footer. */
export function BrandLogo({
  logoUrl,
  name = COMPANY_NAME,
  maxWidthPx = 150,
  onLoadError = logLoadError,
  variant,
  size,
  className,
  ...props
}: BrandLogoProps) {
  const [failedUrl, setFailedUrl] = React.useState<string | null>(null)
  const showImage = Boolean(logoUrl) && failedUrl !== logoUrl
  // An uploaded raster logo comes resized to its box (at twice its width, for sharp high-density screens).
  const sources = useResponsiveSources(logoUrl, maxWidthPx * 2)

  return (
    <span
      data-slot="brand-logo"
      data-variant={variant ?? "default"}
      data-size={size ?? "default"}
      data-fallback={!showImage || undefined}
      className={cn(brandLogoVariants({ variant, size }), className)}
      {...props}
    >
      {showImage ? (
        <ResponsivePicture sources={sources} sizes={`${maxWidthPx}px`}>
          <img
            data-slot="brand-logo-image"
            src={logoUrl!}
            alt={name}
            style={{ maxWidth: maxWidthPx }}
            className="h-full w-auto object-contain object-left"
            onError={() => {
              setFailedUrl(logoUrl!)
              onLoadError(logoUrl!)
            }}
          />
        </ResponsivePicture>
      ) : (
        <>
          <span data-slot="brand-logo-mark" className={brandMarkVariants({ variant, size })}>
            <Icon name={BRAND_FALLBACK_ICON} />
          </span>
          <span data-slot="brand-logo-name" className="font-heading text-xl font-bold tracking-tight">
            {name}
          </span>
        </>
      )}
    </span>
  )
}
