import * as React from "react"
import { BarChart3, Table2 } from "lucide-react"
import { useMeasuredWidth } from "../../hooks/use-measured-width"
import { cn } from "../../lib/utils"
import { Button } from "../button"

/** Height of the bars' area, in pixels (value labels above and category labels below come on top). */
const BAR_CHART_PLOT_HEIGHT_PX = 160
/** Narrowest room per category label, in pixels: narrower bars label only every second (third…) one, the latest always. */
export const BAR_CHART_MIN_LABEL_WIDTH_PX = 44
/** Widest a bar is drawn, in pixels. */
const BAR_CHART_MAX_BAR_WIDTH_PX = 40

const VALUE_LABEL_SPACE_PX = 18
const CATEGORY_LABEL_SPACE_PX = 22

/** One bar. */
export interface BarChartDatum {
  /** Unique among the bars. */
  key: string
  /** Short, under the bar ("6 Oct"). */
  label: string
  value: number
  /** Long, in the table and the pointer tooltip ("Week of 6 October 2026"); the label when absent. */
  description?: string
}

export interface BarChartProps extends Omit<React.ComponentProps<"figure">, "title"> {
  /** The chart's heading, also its accessible name. */
  title: string
  /** The bars, in order: a label, a value and an optional long description each. */
  data: readonly BarChartDatum[]
  /** Beside the title, e.g. the total. */
  summary?: React.ReactNode
  /** Heading of the categories' column in the table. @default "Period" */
  categoryLabel?: string
  /** Heading of the values' column in the table. @default "Count" */
  valueLabel?: string
  /** Over an empty plot when every value is 0. @default "Nothing to show yet." */
  emptyMessage?: string
  /** Heading level of the title, to fit the page's outline. @default "h2" */
  headingLevel?: "h2" | "h3"
  /** The table rather than the bars on first show. @default "chart" */
  defaultView?: "chart" | "table"
}

/**
 * Counts per category as labelled vertical bars, drawn in SVG with the theme's tokens. The drawing
 * is for sighted readers; the same figures are always in a table for assistive technology, which a
 * button also shows on screen instead of the bars.
 */
export function BarChart({
  title,
  data,
  summary,
  categoryLabel = "Period",
  valueLabel = "Count",
  emptyMessage = "Nothing to show yet.",
  headingLevel = "h2",
  defaultView = "chart",
  className,
  ...props
}: BarChartProps) {
  const titleId = React.useId()
  const Heading = headingLevel
  const [view, setView] = React.useState(defaultView)
  const [plotRef, width] = useMeasuredWidth<HTMLDivElement>()
  const max = Math.max(0, ...data.map((datum) => datum.value))
  const slot = data.length ? width / data.length : 0
  const barWidth = Math.min(BAR_CHART_MAX_BAR_WIDTH_PX, slot * 0.62)
  const labelEvery = slot > 0 ? Math.ceil(BAR_CHART_MIN_LABEL_WIDTH_PX / slot) : 1
  const baseline = VALUE_LABEL_SPACE_PX + BAR_CHART_PLOT_HEIGHT_PX
  const height = baseline + CATEGORY_LABEL_SPACE_PX

  return (
    <figure
      data-slot="bar-chart"
      data-view={view}
      aria-labelledby={titleId}
      className={cn("flex flex-col gap-3 rounded-xl border border-border bg-card p-4 text-card-foreground", className)}
      {...props}
    >
      <figcaption className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
          <Heading id={titleId} className="font-heading text-sm font-semibold">
            {title}
          </Heading>
          {summary && <span className="text-xs text-muted-foreground">{summary}</span>}
        </div>
        <Button variant="ghost" size="sm" onClick={() => setView(view === "chart" ? "table" : "chart")}>
          {view === "chart" ? <Table2 aria-hidden="true" /> : <BarChart3 aria-hidden="true" />}
          {view === "chart" ? "Show as table" : "Show as chart"}
        </Button>
      </figcaption>
      <div ref={plotRef} data-slot="bar-chart-plot" className={cn("relative", view === "table" && "hidden")}>
        <svg aria-hidden="true" width="100%" height={height} className="block overflow-visible text-[11px]">
          <line x1={0} x2={width} y1={baseline + 0.5} y2={baseline + 0.5} className="stroke-border" />
          {width > 0 &&
            data.map((datum, index) => {
              const barHeight = max ? Math.max((datum.value / max) * BAR_CHART_PLOT_HEIGHT_PX, datum.value > 0 ? 2 : 0) : 0
              const center = index * slot + slot / 2
              const labelled = (data.length - 1 - index) % labelEvery === 0
              return (
                <g key={datum.key} data-slot="bar-chart-bar" data-value={datum.value}>
                  <title>{`${datum.description ?? datum.label}: ${datum.value}`}</title>
                  {/* The whole column answers the pointer, so a short bar still shows its tooltip. */}
                  <rect x={index * slot} y={0} width={slot} height={baseline} className="fill-transparent" />
                  <rect
                    x={center - barWidth / 2}
                    y={baseline - barHeight}
                    width={barWidth}
                    height={barHeight}
                    rx={Math.min(3, barWidth / 4)}
                    className="fill-primary"
                  />
                  {max > 0 && (
                    <text x={center} y={baseline - barHeight - 5} textAnchor="middle" className="fill-foreground font-medium tabular-nums">
                      {datum.value}
                    </text>
                  )}
                  {labelled && (
                    <text x={center} y={baseline + 15} textAnchor="middle" className="fill-muted-foreground">
                      {datum.label}
                    </text>
                  )}
                </g>
              )
            })}
        </svg>
        {max === 0 && (
          <p
            data-slot="bar-chart-empty"
            className="absolute inset-x-0 top-0 grid place-items-center text-sm text-muted-foreground"
            style={{ height: baseline }}
          >
            {emptyMessage}
          </p>
        )}
      </div>
      <table data-slot="bar-chart-table" className={cn("text-sm", view === "chart" ? "sr-only" : "w-full")}>
        <caption className="sr-only">{title}</caption>
        <thead>
          <tr className="border-b border-border text-left text-xs text-muted-foreground">
            <th scope="col" className="py-1.5 font-medium">
              {categoryLabel}
            </th>
            <th scope="col" className="py-1.5 text-right font-medium">
              {valueLabel}
            </th>
          </tr>
        </thead>
        <tbody>
          {data.map((datum) => (
            <tr key={datum.key} className="border-b border-border last:border-0">
              <th scope="row" className="py-1.5 text-left font-normal">
                {datum.description ?? datum.label}
              </th>
              <td className="py-1.5 text-right tabular-nums">{datum.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  )
}
