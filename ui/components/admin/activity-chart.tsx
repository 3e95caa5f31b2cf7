import * as React from "react"
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts"
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

/** Height of the plot, in pixels. */
const ACTIVITY_CHART_HEIGHT_PX = 240

export interface ActivityChartProps extends Omit<React.ComponentProps<"figure">, "title"> {
  /** One entry per day, oldest first: the counts of each kind of activity. */
  data: readonly ActivityDay[]
  /** The chart's heading. @default "Activity, last 30 days" */
  title?: string
  /** Heading level of the title, to fit the page's outline. @default "h2" */
  headingLevel?: "h2" | "h3"
}

/**
 * Daily staff changes, sign-ins and browser errors as stacked bars. The chart is drawn for sighted
 * readers; the same figures are in a table for assistive technology, and the totals are in the caption.
 */
export function ActivityChart({ data, title = "Activity, last 30 days", headingLevel = "h2", className, ...props }: ActivityChartProps) {
  const titleId = React.useId()
  const Heading = headingLevel
  const totals = ACTIVITY_SERIES.map((series) => ({ ...series, total: data.reduce((sum, day) => sum + day[series.key], 0) }))
  const rows = React.useMemo(() => data.map((day) => ({ ...day, label: formatDayAndMonth(day.day) })), [data])
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
      <div aria-hidden="true" data-slot="activity-plot" style={{ height: ACTIVITY_CHART_HEIGHT_PX }} className="-ml-2 text-xs">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart accessibilityLayer={false} data={rows} margin={{ top: 4, right: 4, bottom: 0, left: 0 }} barCategoryGap="20%">
            <CartesianGrid vertical={false} stroke="var(--border)" />
            <XAxis
              dataKey="label"
              tickLine={false}
              axisLine={false}
              interval="preserveStartEnd"
              minTickGap={16}
              tick={{ fill: "var(--muted-foreground)", fontSize: 11 }}
            />
            <YAxis
              allowDecimals={false}
              tickLine={false}
              axisLine={false}
              width={32}
              tick={{ fill: "var(--muted-foreground)", fontSize: 11 }}
            />
            <Tooltip
              cursor={{ fill: "var(--muted)" }}
              contentStyle={{
                background: "var(--popover)",
                border: "1px solid var(--border)",
                borderRadius: 8,
                color: "var(--popover-foreground)",
                fontSize: 12,
              }}
              labelStyle={{ color: "var(--popover-foreground)", fontWeight: 600 }}
            />
            {ACTIVITY_SERIES.map((series, index) => (
              <Bar
                key={series.key}
                dataKey={series.key}
                name={series.label}
                stackId="activity"
                fill={series.color}
                radius={index === ACTIVITY_SERIES.length - 1 ? [3, 3, 0, 0] : 0}
                isAnimationActive={false}
              />
            ))}
          </BarChart>
        </ResponsiveContainer>
      </div>
      <table className="sr-only">
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
    </figure>
  )
}
