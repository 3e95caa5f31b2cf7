import * as React from "react"
import { useMeasuredWidth } from "../../hooks/use-measured-width"
import { integerTicks, labelledIndexes } from "../../lib/chart-scale"
import { formatDayAndMonth } from "../../lib/format-date"
import { cn } from "../../lib/utils"

/** One day of activity. */
export interface ActivityDay {
  /** "2026-02-25" */
  day: string
  changes: number
  signIns: number
  clientErrors: number
}

/** The series, in stacking order, with their colours (semantic tokens). */
const ACTIVITY_SERIES = [
  { key: "changes", label: "Changes", color: "var(--primary)" },
  { key: "signIns", label: "Sign-ins", color: "var(--success)" },
  { key: "clientErrors", label: "Browser errors", color: "var(--destructive)" },
] as const satisfies ReadonlyArray<{ key: keyof Omit<ActivityDay, "day">; label: string; color: string }>

/** Height of the plot, in pixels, the day labels under it included. */
const ACTIVITY_CHART_HEIGHT_PX = 240
/** Room for the count axis's labels, left of the bars. */
const COUNT_AXIS_WIDTH_PX = 32
/** Room above the highest tick, for its label. */
const TOP_SPACE_PX = 6
/** Room under the bars for the day labels. */
const DAY_LABEL_SPACE_PX = 22
/** Narrowest room a day label ("27 Jan") takes with the space around it. */
const DAY_LABEL_MIN_GAP_PX = 56
/** Widest a day's bar is drawn. */
const MAX_BAR_WIDTH_PX = 40
/** A bar's share of its day's width. */
const BAR_SHARE = 0.62

export interface ActivityChartProps extends Omit<React.ComponentProps<"figure">, "title"> {
  /** One entry per day, oldest first: the counts of each kind of activity. */
  data: readonly ActivityDay[]
  /** The chart's heading. @default "Activity, last 30 days" */
  title?: string
  /** Heading level of the title, to fit the page's outline. @default "h2" */
  headingLevel?: "h2" | "h3"
}

type ActivityRow = ActivityDay & { label: string }

/** A rectangle with its top corners rounded by `radius`: the top of a day's stack. */
function roundedTopBar(x: number, y: number, width: number, height: number, radius: number): string {
  const r = Math.min(radius, width / 2, height)
  return `M${x},${y + height}V${y + r}Q${x},${y} ${x + r},${y}H${x + width - r}Q${x + width},${y} ${x + width},${y + r}V${y + height}Z`
}

/** The day's figures in words, for the pointer's tooltip over its column. */
const describeDay = (row: ActivityRow) =>
  `${row.label}: ${ACTIVITY_SERIES.map((series) => `${series.label} ${row[series.key]}`).join(", ")}`

/**
 * The drawing: a count axis of round figures with its grid lines, one stack a day (its series in
 * stacking order, the top rounded), and the days' labels as far apart as they need.
 */
function ActivityPlot({ rows, width }: { rows: readonly ActivityRow[]; width: number }) {
  const ticks = integerTicks(Math.max(0, ...rows.map((row) => row.changes + row.signIns + row.clientErrors)))
  const top = ticks[ticks.length - 1]
  const baseline = ACTIVITY_CHART_HEIGHT_PX - DAY_LABEL_SPACE_PX
  const y = (count: number) => baseline - (count / top) * (baseline - TOP_SPACE_PX)
  const slot = rows.length ? (width - COUNT_AXIS_WIDTH_PX) / rows.length : 0
  const barWidth = Math.min(MAX_BAR_WIDTH_PX, slot * BAR_SHARE)
  const labelled = labelledIndexes(rows.length, slot, DAY_LABEL_MIN_GAP_PX)
  return (
    <svg width="100%" height={ACTIVITY_CHART_HEIGHT_PX} className="block overflow-visible text-[11px]">
      {ticks.map((tick) => (
        <g key={tick} data-slot="activity-tick">
          <line
            x1={COUNT_AXIS_WIDTH_PX}
            x2={width}
            y1={Math.round(y(tick)) + 0.5}
            y2={Math.round(y(tick)) + 0.5}
            className="stroke-border"
          />
          <text x={COUNT_AXIS_WIDTH_PX - 8} y={y(tick)} dy="0.32em" textAnchor="end" className="fill-muted-foreground tabular-nums">
            {tick}
          </text>
        </g>
      ))}
      {rows.map((row, index) => {
        const left = COUNT_AXIS_WIDTH_PX + index * slot
        const center = left + slot / 2
        const stacked = ACTIVITY_SERIES.filter((series) => row[series.key] > 0)
        let below = 0
        return (
          <g key={row.day} data-slot="activity-day" data-total={row.changes + row.signIns + row.clientErrors}>
            <title>{describeDay(row)}</title>
            {/* The whole column answers the pointer, so a short stack still shows its tooltip. */}
            <rect x={left} y={TOP_SPACE_PX} width={slot} height={baseline - TOP_SPACE_PX} className="fill-transparent hover:fill-muted" />
            {stacked.map((series, position) => {
              const from = below
              below += row[series.key]
              const yTop = y(below)
              const height = y(from) - yTop
              const x = center - barWidth / 2
              return position === stacked.length - 1 ? (
                <path
                  key={series.key}
                  data-series={series.key}
                  d={roundedTopBar(x, yTop, barWidth, height, 3)}
                  style={{ fill: series.color }}
                />
              ) : (
                <rect
                  key={series.key}
                  data-series={series.key}
                  x={x}
                  y={yTop}
                  width={barWidth}
                  height={height}
                  style={{ fill: series.color }}
                />
              )
            })}
            {labelled.has(index) && (
              // The last day's label ends at the plot's edge: centred under a narrow day it would reach past
              // the figure (and make a docs page's frame scroll).
              <text
                x={index === rows.length - 1 ? width : center}
                y={baseline + 16}
                textAnchor={index === rows.length - 1 ? "end" : "middle"}
                className="fill-muted-foreground"
              >
                {row.label}
              </text>
            )}
          </g>
        )
      })}
    </svg>
  )
}

/**
 * Daily staff changes, sign-ins and browser errors as stacked bars, drawn in SVG with the theme's
 * tokens. The drawing is for sighted readers; the same figures are in a table for assistive
 * technology, and the totals are in the caption.
 */
export function ActivityChart({ data, title = "Activity, last 30 days", headingLevel = "h2", className, ...props }: ActivityChartProps) {
  const titleId = React.useId()
  const Heading = headingLevel
  const totals = ACTIVITY_SERIES.map((series) => ({ ...series, total: data.reduce((sum, day) => sum + day[series.key], 0) }))
  const rows = React.useMemo(() => data.map((day) => ({ ...day, label: formatDayAndMonth(day.day) })), [data])
  const [plotRef, width] = useMeasuredWidth<HTMLDivElement>()
  const quiet = totals.every((series) => series.total === 0)
  return (
    <figure
      data-slot="activity-chart"
      aria-labelledby={titleId}
      className={cn("flex flex-col gap-3 rounded-xl border border-border bg-card p-4 text-card-foreground", className)}
      {...props}
    >
      <figcaption className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-2">
        <Heading id={titleId} className="font-heading text-sm font-semibold">
          {title}
        </Heading>
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
          {totals.map((series) => (
            <li key={series.key} data-slot="activity-total" className="flex items-center gap-1.5">
              <span aria-hidden="true" className="size-2 rounded-full" style={{ background: series.color }} />
              {series.label}: <span className="font-medium text-foreground tabular-nums">{series.total}</span>
            </li>
          ))}
        </ul>
      </figcaption>
      <div
        ref={plotRef}
        aria-hidden="true"
        data-slot="activity-plot"
        className="relative overflow-hidden"
        style={{ height: ACTIVITY_CHART_HEIGHT_PX }}
      >
        {width > 0 && <ActivityPlot rows={rows} width={width} />}
        {quiet && (
          <p
            data-slot="activity-empty"
            className="absolute inset-x-0 top-0 grid place-items-center text-sm text-muted-foreground"
            style={{ height: ACTIVITY_CHART_HEIGHT_PX - DAY_LABEL_SPACE_PX, paddingLeft: COUNT_AXIS_WIDTH_PX }}
          >
            <span className="bg-card px-2">No activity in these days.</span>
          </p>
        )}
      </div>
      {/* In a clipped box: a table sizes itself to its rows whatever its own width and height say, and 30 rows
          would reach out of a narrow frame and make it scroll. */}
      <div className="sr-only">
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              {ACTIVITY_SERIES.map((series) => (
                <th key={series.key} scope="col">
                  {series.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.day}>
                <th scope="row">{row.label}</th>
                {ACTIVITY_SERIES.map((series) => (
                  <td key={series.key}>{row[series.key]}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  )
}
