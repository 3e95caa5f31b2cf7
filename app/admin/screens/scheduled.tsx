import { CalendarClock } from "lucide-react"
import { Badge, formatDateTime, Skeleton, SmartLink } from "@nordika/ui"
import { EmptyState, ErrorState } from "@nordika/ui/admin"
import { useAuth } from "../../auth/auth-provider"
import { describeScheduleTime, type ScheduleOverviewRow } from "../../data/document-schedules"
import { useScheduleOverviewQuery } from "../../data/document-schedules/document-schedules-query"
import { useDocumentKindsQuery } from "../../data/document-list/document-list-query"
import { AdminScreenPage } from "../admin-screen"
import { documentEditorHref } from "../documents/document-links"

const ACTION_LABEL = { publish: "Goes live", unpublish: "Comes off" } as const
const STATUS_LABEL = { done: "Ran", failed: "Failed" } as const

/**
 * /admin/scheduled: what goes live or comes off the site and when (the viewer's time beside Stockholm's),
 * soonest first, each opening its editor (where it is cancelled); below, what ran or failed in the last week.
 */
export default function ScheduledScreen() {
  const { client } = useAuth()
  const overview = useScheduleOverviewQuery(client)
  const kinds = useDocumentKindsQuery(client)
  const kindLabel = (kind: string) => kinds.data?.find((row) => row.kind === kind)?.label ?? kind
  const rows = overview.data ?? []
  const pending = rows.filter((row) => row.status === "pending")
  const finished = rows.filter((row) => row.status !== "pending")

  return (
    <AdminScreenPage>
      {overview.isError && !overview.data ? (
        <ErrorState
          headingLevel="h2"
          description="The schedules could not be read."
          error={overview.error}
          onRetry={() => void overview.refetch()}
        />
      ) : overview.isPending ? (
        <div className="flex flex-col gap-3" aria-busy="true" aria-label="Loading the schedules">
          <Skeleton className="h-16 w-full" />
          <Skeleton className="h-16 w-full" />
        </div>
      ) : (
        <div className="flex flex-col gap-8">
          <section aria-labelledby="scheduled-upcoming" className="flex flex-col gap-3">
            <h2 id="scheduled-upcoming" className="text-lg font-semibold">
              Coming up
            </h2>
            {pending.length === 0 ? (
              <EmptyState
                icon={CalendarClock}
                title="Nothing is scheduled"
                description="Open a draft and choose Schedule beside Publish to set when it goes live, or when a page comes off the site."
              />
            ) : (
              <ScheduleList rows={pending} kindLabel={kindLabel} />
            )}
          </section>
          {finished.length > 0 ? (
            <section aria-labelledby="scheduled-recent" className="flex flex-col gap-3">
              <h2 id="scheduled-recent" className="text-lg font-semibold">
                Last 7 days
              </h2>
              <ScheduleList rows={finished} kindLabel={kindLabel} />
            </section>
          ) : null}
        </div>
      )}
    </AdminScreenPage>
  )
}

function ScheduleList({ rows, kindLabel }: { rows: readonly ScheduleOverviewRow[]; kindLabel: (kind: string) => string }) {
  return (
    <ul className="flex flex-col divide-y divide-border rounded-xl border border-border bg-card text-card-foreground">
      {rows.map((row) => (
        <li key={row.id} className="flex flex-col gap-1 p-4 sm:flex-row sm:items-center sm:gap-4" data-slot="schedule-row">
          <div className="flex min-w-0 flex-1 flex-col gap-1">
            <div className="flex flex-wrap items-center gap-2">
              <Badge variant={row.action === "publish" ? "default" : "secondary"}>{ACTION_LABEL[row.action]}</Badge>
              {row.status === "pending" ? null : (
                <Badge variant={row.status === "failed" ? "destructive" : "outline"}>{STATUS_LABEL[row.status]}</Badge>
              )}
              <SmartLink href={documentEditorHref(row.documentId)} className="truncate font-medium underline-offset-4 hover:underline">
                {row.title}
              </SmartLink>
            </div>
            <p className="truncate text-sm text-muted-foreground">
              {kindLabel(row.kind)} · {row.path}
              {row.scheduledBy ? ` · scheduled by ${row.scheduledBy}` : ""}
            </p>
            {row.error ? <p className="text-sm text-destructive">{row.error}</p> : null}
          </div>
          <p className="text-sm sm:max-w-[22rem] sm:text-right">
            {row.status === "pending" || !row.finishedAt ? describeScheduleTime(row.runAt) : `Ran ${formatDateTime(row.finishedAt)}`}
          </p>
        </li>
      ))}
    </ul>
  )
}
