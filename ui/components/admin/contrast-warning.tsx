import * as React from "react"
import { CircleCheck, TriangleAlert } from "lucide-react"
import { plural } from "../../lib/plural"
import { cn } from "../../lib/utils"
import { contrastRatio, WCAG_AA_NORMAL_TEXT_RATIO } from "../../lib/contrast"

export interface ContrastPair {
  /** What the pair is used for ("Primary buttons"). */
  label: string
  foreground: string
  background: string
}

export interface ContrastWarningProps extends React.ComponentProps<"div"> {
  /** The text colours of the theme on the backgrounds they are used on, each with what it is for. */
  pairs: readonly ContrastPair[]
}

/** The ratio as WCAG writes it, rounded down so a pair just under the bar never reads as passing: "4.49:1". */
function formatContrastRatio(ratio: number): string {
  return `${(Math.floor(ratio * 100) / 100).toFixed(2)}:1`
}

/** The text/background pairs below WCAG AA (4.5:1 for normal text), or a calm line when every pair passes. */
export function ContrastWarning({ pairs, className, ...props }: ContrastWarningProps) {
  const failing = pairs
    .map((pair) => ({ ...pair, ratio: contrastRatio(pair.foreground, pair.background) }))
    .filter((pair): pair is ContrastPair & { ratio: number } => pair.ratio !== null && pair.ratio < WCAG_AA_NORMAL_TEXT_RATIO)
  return (
    <div
      data-slot="contrast-warning"
      data-state={failing.length > 0 ? "failing" : "passing"}
      role="status"
      className={cn(
        "rounded-lg border px-4 py-3 text-sm",
        failing.length > 0 ? "border-warning/50 bg-warning/10 text-foreground" : "border-border bg-muted/50 text-muted-foreground",
        className,
      )}
      {...props}
    >
      {failing.length === 0 ? (
        <p className="flex items-center gap-2">
          <CircleCheck aria-hidden="true" className="size-4 shrink-0 text-success" />
          Every text colour meets WCAG AA contrast ({WCAG_AA_NORMAL_TEXT_RATIO}:1) on its background.
        </p>
      ) : (
        <>
          <p className="flex items-center gap-2 font-medium">
            <TriangleAlert aria-hidden="true" className="size-4 shrink-0 text-warning" />
            {plural(failing.length, "text colour is", "text colours are")} hard to read: below WCAG AA ({WCAG_AA_NORMAL_TEXT_RATIO}:1).
          </p>
          <ul className="mt-2 flex flex-col gap-1.5 pl-6">
            {failing.map((pair) => (
              <li key={pair.label} data-slot="contrast-warning-pair" className="flex flex-wrap items-center gap-x-2 gap-y-1">
                <span aria-hidden="true" className="inline-flex h-4 overflow-hidden rounded-sm border border-border">
                  <span className="w-3" style={{ backgroundColor: pair.foreground }} />
                  <span className="w-3" style={{ backgroundColor: pair.background }} />
                </span>
                <span>{pair.label}</span>
                <span className="font-mono text-xs text-muted-foreground">
                  {pair.foreground} on {pair.background}: {formatContrastRatio(pair.ratio)}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  )
}
