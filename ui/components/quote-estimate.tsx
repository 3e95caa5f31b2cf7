import * as React from "react"
import { Calculator } from "lucide-react"
import { cn } from "../lib/utils"
import { formatWordCount } from "../lib/format-number"

export interface QuoteEstimateNoticeProps extends React.ComponentProps<"div"> {
  /** The price range in words, e.g. "€1,200–€1,800" (the site words it as the staff mail does). */
  price: string
  /** The turnaround in words, e.g. "about 4 business days". */
  turnaround: string
  /** The words the estimate is for. */
  words: number
  /** Both lines as the page's language words them (price and turnaround; what it is based on). @default English */
  text?: { price: string; basis: string }
}

/** The quote form's indicative price range and turnaround, announced politely as it changes. */
export function QuoteEstimateNotice({ price, turnaround, words, text, className, ...props }: QuoteEstimateNoticeProps) {
  return (
    <div
      data-slot="quote-estimate-notice"
      role="status"
      className={cn("flex gap-3 rounded-md border border-border bg-muted px-4 py-3 text-sm", className)}
      {...props}
    >
      <Calculator aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
      <div className="grid gap-0.5">
        {text ? (
          <>
            <p className="font-medium">{text.price}</p>
            <p className="text-muted-foreground">{text.basis}</p>
          </>
        ) : (
          <>
            <p className="font-medium">
              Indicative price: {price} · {turnaround}
            </p>
            <p className="text-muted-foreground">
              For {formatWordCount(words)} and the languages you chose. Your project manager confirms the exact price in the quote.
            </p>
          </>
        )}
      </div>
    </div>
  )
}
