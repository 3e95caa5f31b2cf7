import * as React from "react"
import { cn } from "../lib/utils"
import { matchRanges } from "../lib/text-search"

export interface HighlightProps extends Omit<React.ComponentProps<"span">, "children"> {
  /** The plain text to show. */
  text: string
  /** Folded search words (see searchWords); the whole words they begin are marked. */
  words: readonly string[]
  /** Classes of each `<mark>`. */
  markClassName?: string
}

/**
 * Text with the places a search matched marked up, so a reader sees why an item was found. The text
 * is one inline element whatever its parent: in a flex container (an accordion's trigger) each bare
 * text run and mark would be a flex item of its own, set apart by the gap, which split words. A mark
 * changes no glyph's width (no padding, no other weight), so the text wraps as it does unmarked.
 */
export function Highlight({ text, words, markClassName, className, ...props }: HighlightProps) {
  const ranges = words.length > 0 ? matchRanges(text, words) : []
  const parts: React.ReactNode[] = []
  let at = 0
  for (const [start, end] of ranges) {
    if (start > at) parts.push(text.slice(at, start))
    parts.push(
      <mark
        key={start}
        data-slot="highlight-mark"
        className={cn("rounded-[2px] bg-accent text-accent-foreground ring-2 ring-accent box-decoration-clone", markClassName)}
      >
        {text.slice(start, end)}
      </mark>,
    )
    at = end
  }
  if (at < text.length) parts.push(text.slice(at))
  return (
    <span data-slot="highlight" className={className} {...props}>
      {parts}
    </span>
  )
}
