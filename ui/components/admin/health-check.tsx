import * as React from "react"
import { cva } from "class-variance-authority"
import { CircleAlert, CircleCheck, CircleMinus, LoaderCircle, RefreshCw, TriangleAlert, type LucideIcon } from "lucide-react"
import { cn } from "../../lib/utils"
import { Button } from "../button"

/** A check is slow (amber) from this many milliseconds. */
const HEALTH_SLOW_MS = 1000
export const HEALTH_RERUN_LABEL = "Run the checks again"

export type HealthStatus = "checking" | "ok" | "slow" | "down" | "unavailable"

export const HEALTH_STATUS_LABELS: Record<HealthStatus, string> = {
  checking: "Checking",
  ok: "Healthy",
  slow: "Slow",
  down: "Failing",
  unavailable: "Not available",
}

const STATUS_ICONS: Record<HealthStatus, LucideIcon> = {
  checking: LoaderCircle,
  ok: CircleCheck,
  slow: TriangleAlert,
  down: CircleAlert,
  unavailable: CircleMinus,
}

const healthStatusVariants = cva("inline-flex shrink-0 items-center gap-1.5 text-xs font-medium [&_svg]:size-4", {
  variants: {
    status: {
      checking: "text-muted-foreground [&_svg]:animate-spin",
      ok: "text-success",
      slow: "text-warning",
      down: "text-destructive",
      unavailable: "text-muted-foreground",
    },
  },
  defaultVariants: { status: "checking" },
})

/** The status a finished check gets from its answer and its time. */
export function healthStatusFor(ok: boolean, latencyMs: number): HealthStatus {
  if (!ok) return "down"
  return latencyMs >= HEALTH_SLOW_MS ? "slow" : "ok"
}

export interface HealthCheck {
  id: string
  /** What is checked ("Database"). */
  name: string
  /** How it is checked ("REST select on site_settings"). */
  description?: string
  status: HealthStatus
  /** How long the answer took; absent while checking or when nothing answered. */
  latencyMs?: number
  /** What went wrong, or a note on the answer ("HTTP 503", "realtime is not part of this server"). */
  detail?: string
}

/** The status of one check as an icon and a word (never colour alone). */
export function HealthStatusLabel({
  status,
  className,
  ...props
}: React.ComponentProps<"span"> & {
  /** The check's outcome: up, slow or down. */
  status: HealthStatus
}) {
  const Icon = STATUS_ICONS[status]
  return (
    <span data-slot="health-status" data-status={status} className={cn(healthStatusVariants({ status }), className)} {...props}>
      <Icon aria-hidden="true" />
      {HEALTH_STATUS_LABELS[status]}
    </span>
  )
}

/** One row of the health panel: the service, how it is checked, its status and its latency. */
export function HealthCheckRow({
  check,
  className,
  ...props
}: React.ComponentProps<"li"> & {
  /** The service, how it is checked, its status and its latency. */
  check: HealthCheck
}) {
  return (
    <li
      data-slot="health-check"
      data-status={check.status}
      aria-label={check.name}
      className={cn("flex flex-wrap items-center gap-x-4 gap-y-1 px-4 py-3 sm:flex-nowrap", className)}
      {...props}
    >
      <div className="min-w-0 flex-1">
        <p className="text-sm font-medium text-foreground">{check.name}</p>
        {(check.detail ?? check.description) && (
          <p data-slot="health-check-detail" className="truncate text-xs text-muted-foreground" title={check.detail ?? check.description}>
            {check.detail ?? check.description}
          </p>
        )}
      </div>
      <span data-slot="health-check-latency" className="w-14 text-right font-mono text-xs sm:w-16 text-muted-foreground tabular-nums">
        {check.latencyMs === undefined ? "—" : `${Math.round(check.latencyMs)} ms`}
      </span>
      <HealthStatusLabel status={check.status} className="justify-end sm:w-28" />
    </li>
  )
}

export interface HealthChecksProps extends Omit<React.ComponentProps<"section">, "title"> {
  /** The panel's heading. @default "Services" */
  title?: string
  /** The services checked, in the order shown. */
  checks: HealthCheck[]
  /** Runs every check again; without it there is no button. */
  onRerun?: () => void
  /** A short line under the title ("Checked at 14:05"). */
  summary?: React.ReactNode
  /** Heading level of the title, to fit the page's outline. @default "h2" */
  headingLevel?: "h2" | "h3"
}

/** The live checks of the backend's services, each with its status and latency, and a button to run them again. */
export function HealthChecks({
  title = "Services",
  checks,
  onRerun,
  summary,
  headingLevel = "h2",
  className,
  ...props
}: HealthChecksProps) {
  const titleId = React.useId()
  const Heading = headingLevel
  const running = checks.some((check) => check.status === "checking")
  return (
    <section
      data-slot="health-checks"
      aria-labelledby={titleId}
      aria-busy={running}
      className={cn("rounded-xl border border-border bg-card text-card-foreground", className)}
      {...props}
    >
      <header className="flex items-center justify-between gap-3 border-b border-border px-4 py-3">
        <div className="min-w-0">
          <Heading id={titleId} className="font-heading text-sm font-semibold">
            {title}
          </Heading>
          {summary && <p className="text-xs text-muted-foreground">{summary}</p>}
        </div>
        {onRerun && (
          <Button size="sm" variant="outline" onClick={onRerun} disabled={running}>
            <RefreshCw aria-hidden="true" className={cn(running && "animate-spin")} />
            <span className="sr-only sm:not-sr-only">{HEALTH_RERUN_LABEL}</span>
          </Button>
        )}
      </header>
      <ul className="divide-y divide-border">
        {checks.map((check) => (
          <HealthCheckRow key={check.id} check={check} />
        ))}
      </ul>
    </section>
  )
}
