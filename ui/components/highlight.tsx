import * as React from "react"
import { cn } from "../lib/utils"
import { matchRanges } from "../lib/text-search"

export interface HighlightProps extends Omit<React.ComponentProps<"mark">, "children"> {
  /** The plain text to show. */
  text: string
  /** Folded search words (see searchWords); their occurrences are marked. */
  words: readonly string[]
}

/** Text with the places a search matched marked up, so a reader sees why an item was found. */
export function Highlight({ text, words, className, ...props }: HighlightProps) {
  const ranges = words.length > 0 ? matchRanges(text, words) : []
  if (ranges.length === 0) return <>{text}</>
  const parts: React.ReactNode[] = []
  let at = 0
  for (const [start, end] of ranges) {
    if (start > at) parts.push(text.slice(at, start))
    parts.push(
      <mark
        key={start}
        data-slot="highlight"
        className={cn("rounded-sm bg-accent px-0.5 font-medium text-accent-foreground", className)}
        {...props}
      >
        {text.slice(start, end)}
      </mark>,
    )
    at = end
  }
  if (at < text.length) parts.push(text.slice(at))
  return <>{parts}</>
}
