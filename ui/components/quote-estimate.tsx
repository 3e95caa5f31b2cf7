import * as React from "react"
import { Calculator } from "lucide-react"
import { estimatePrice, estimateTurnaround } from "../lib/quote-estimate"
import { cn } from "../lib/utils"
import { formatWordCount } from "../lib/format-number"

export interface QuoteEstimateNoticeProps extends React.ComponentProps<"div"> {
  /** The low end of the price range, in `currency`. */
  min: number
  /** The high end of the price range, in `currency`. */
  max: number
  /** ISO 4217 code, e.g. "EUR". */
  currency: string
  /** Business days. */
  days: number
  /** The words the estimate is for. */
  words: number
}

/** The quote form's indicative price range and turnaround, announced politely as it changes. */
export function QuoteEstimateNotice({ min, max, currency, days, words, className, ...props }: QuoteEstimateNoticeProps) {
  return (
    <div
      data-slot="quote-estimate-notice"
      role="status"
      className={cn("flex gap-3 rounded-md border border-border bg-muted px-4 py-3 text-sm", className)}
      {...props}
    >
      <Calculator aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
      <div className="grid gap-0.5">
        <p className="font-medium">
          Indicative price: {estimatePrice({ min, max, currency })} · {estimateTurnaround(days)}
        </p>
        <p className="text-muted-foreground">
          For {formatWordCount(words)} and the languages you chose. Your project manager confirms the exact price in the quote.
        </p>
      </div>
    </div>
  )
}
