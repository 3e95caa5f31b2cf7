import * as React from "react"
import { CircleCheck, ImageOff, TriangleAlert } from "lucide-react"
import { cutToWidth, SERP_DESCRIPTION, SERP_TITLE } from "../../lib/serp-width"
import { cn } from "../../lib/utils"

/** Below these many characters a title or description says too little to earn the click (Google often rewrites it). */
const SHORT_TITLE_CHARACTERS = 30
const SHORT_DESCRIPTION_CHARACTERS = 70

export interface SeoPreviewProps extends React.ComponentProps<"section"> {
  /** The title search results and social cards show (the SEO title, or the default worked out from the page). */
  title: string
  /** The description under it (the SEO description, or the page's own). */
  description: string
  /** The page's full address, as the result's address line and the card's domain show it. */
  url: string
  /** The social card's image (the SEO image, the cover or the site's default); none draws an empty frame. */
  image?: { src: string; alt: string }
  /** Checks worked out beyond the lengths (a duplicate title, no internal links…), each one sentence. */
  warnings?: readonly string[]
}

/** The lengths' own warnings: cut or short, by pixel width for the cut. */
function lengthWarnings(title: string, description: string, titleWidth: number, descriptionWidth: number): string[] {
  const warnings: string[] = []
  if (titleWidth > SERP_TITLE.maxPx)
    warnings.push(`The title is cut in search results: ${Math.round(titleWidth)} px of about ${SERP_TITLE.maxPx} px.`)
  else if (title.length < SHORT_TITLE_CHARACTERS) warnings.push(`The title is short: under ${SHORT_TITLE_CHARACTERS} characters.`)
  if (descriptionWidth > SERP_DESCRIPTION.maxPx)
    warnings.push(`The description is cut in search results: ${Math.round(descriptionWidth)} px of about ${SERP_DESCRIPTION.maxPx} px.`)
  else if (description.length < SHORT_DESCRIPTION_CHARACTERS)
    warnings.push(`The description is short: under ${SHORT_DESCRIPTION_CHARACTERS} characters.`)
  return warnings
}

/** "https://www.nordika.com/services/translation" as a result's address line: "www.nordika.com › services › translation". */
function addressLine(url: string): { host: string; crumbs: string } {
  try {
    const { host, pathname } = new URL(url)
    return { host, crumbs: pathname.split("/").filter(Boolean).join(" › ") }
  } catch {
    return { host: url, crumbs: "" }
  }
}

/**
 * How a page appears in a search result and on a social card, its title and description cut where
 * Google cuts them (by pixel width), with warnings that never block a publish.
 */
export function SeoPreview({ title, description, url, image, warnings = [], className, ...props }: SeoPreviewProps) {
  const shownTitle = cutToWidth(title, SERP_TITLE)
  const shownDescription = cutToWidth(description, SERP_DESCRIPTION)
  const { host, crumbs } = addressLine(url)
  const allWarnings = [...lengthWarnings(title, description, shownTitle.widthPx, shownDescription.widthPx), ...warnings]
  return (
    <section data-slot="seo-preview" aria-label="Search and social preview" className={cn("flex flex-col gap-4", className)} {...props}>
      <div className="flex flex-col gap-1.5">
        <h3 className="text-sm font-medium">Search result</h3>
        <div
          data-slot="seo-preview-result"
          // Google's result is drawn on white whatever the admin's theme, as searchers see it.
          className="max-w-[612px] rounded-lg border border-border bg-white p-4 text-left"
          style={{ fontFamily: "Arial, 'Liberation Sans', Helvetica, sans-serif" }}
        >
          <p className="truncate text-[14px] leading-5 text-[#202124]">
            {host}
            {crumbs ? <span className="text-[#4d5156]"> › {crumbs}</span> : null}
          </p>
          <p
            data-slot="seo-preview-title"
            className="overflow-hidden text-ellipsis whitespace-nowrap text-[20px] leading-[26px] text-[#1a0dab]"
          >
            {shownTitle.text}
          </p>
          <p data-slot="seo-preview-description" className="text-[14px] leading-[22px] text-[#4d5156]">
            {shownDescription.text}
          </p>
        </div>
      </div>
      <div className="flex flex-col gap-1.5">
        <h3 className="text-sm font-medium">Social card</h3>
        <div
          data-slot="seo-preview-card"
          className="max-w-[500px] overflow-hidden rounded-lg border border-border bg-card text-card-foreground"
        >
          <div className="flex aspect-[1.91/1] items-center justify-center bg-muted text-muted-foreground">
            {image ? (
              <img src={image.src} alt={image.alt} className="size-full object-cover" />
            ) : (
              <span className="flex items-center gap-2 text-sm">
                <ImageOff aria-hidden="true" className="size-4" />
                No image
              </span>
            )}
          </div>
          <div className="flex flex-col gap-0.5 border-t border-border px-3 py-2">
            <p className="text-xs uppercase text-muted-foreground">{host}</p>
            <p className="line-clamp-1 font-semibold">{title}</p>
            <p className="line-clamp-2 text-sm text-muted-foreground">{description}</p>
          </div>
        </div>
      </div>
      <div
        data-slot="seo-preview-warnings"
        role="status"
        className={cn(
          "rounded-lg border px-4 py-3 text-sm",
          allWarnings.length > 0 ? "border-warning/50 bg-warning/10 text-foreground" : "border-border bg-muted/50 text-muted-foreground",
        )}
      >
        {allWarnings.length === 0 ? (
          <p className="flex items-center gap-2">
            <CircleCheck aria-hidden="true" className="size-4 shrink-0 text-success" />
            The title and description fit, and nothing else needs a look.
          </p>
        ) : (
          <ul className="flex flex-col gap-1.5">
            {allWarnings.map((warning) => (
              <li key={warning} className="flex items-start gap-2">
                <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-warning" />
                {warning}
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  )
}
