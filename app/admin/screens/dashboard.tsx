import type { ReactNode } from "react"
import type { UseQueryResult } from "@tanstack/react-query"
import { Bug, CalendarClock, CalendarDays, FileText, Inbox, Users } from "lucide-react"
import { formatDateTime, formatDayAndMonth, formatLongDate, formatRelativeTime, plural, Skeleton, SmartLink } from "@nordika/ui"
import { ActivityChart, BarChart, DetailList, ErrorState, HealthChecks, RecentChanges, StatCard } from "@nordika/ui/admin"
import { useAuth } from "../../auth/auth-provider"
import { useAuditEventsQuery } from "../../data/audit-log/audit-log-query"
import type { ContentSectionKey } from "../../data/content-sections"
import { LEAD_WEEKS, type LeadFigures } from "../../data/dashboard"
import {
  useActivityQuery,
  useDashboardFiguresQuery,
  useLeadFiguresQuery,
  useSectionChangesQuery,
} from "../../data/dashboard/dashboard-query"
import { useHealthChecks } from "../../data/diagnostics/diagnostics-query"
import { describeScheduleTime } from "../../data/document-schedules"
import { useScheduleOverviewQuery } from "../../data/document-schedules/document-schedules-query"
import type { LeadType } from "../../data/leads"
import { AdminScreenPage } from "../admin-screen"
import { describeStaff, staffTotal } from "./staff-counts"
import { adminHref } from "../paths"
import { WEBSITE_STAFF } from "../screens"

/** How many events Recent changes shows. */
export const RECENT_CHANGES_COUNT = 6

const SECTION_SCREENS: Record<ContentSectionKey, { label: string; path: string }> = {
  home_hero: { label: "Hero", path: "content/hero" },
  services_overview: { label: "Services", path: "content/services" },
  testimonials: { label: "Testimonials", path: "content/testimonials" },
  client_success: { label: "Client success", path: "content/client-success" },
  who_we_are: { label: "Who we are", path: "content/who-we-are" },
  leen_page: { label: "Leen AI", path: "content/leen-ai" },
}

/** Each lead type as the dashboard counts it. */
const LEAD_TYPE_LABELS: Record<LeadType, string> = {
  quote: "Quote requests",
  consultation: "Consultations",
  contact: "Messages",
  job_application: "Job applications",
  freelancer_application: "Freelancer applications",
  event_registration: "Event registrations",
  brochure_request: "Brochure requests",
  accessibility_report: "Accessibility reports",
}

function weekBars(byWeek: LeadFigures["byWeek"]) {
  return byWeek.map(({ weekStart, leads }) => ({
    key: weekStart,
    label: formatDayAndMonth(weekStart),
    description: `Week of ${formatLongDate(weekStart)}`,
    value: leads,
  }))
}

const sectionLabel = (key: string) => SECTION_SCREENS[key as ContentSectionKey]?.label ?? key
const inlineLink =
  "font-medium text-foreground underline-offset-4 hover:underline focus-visible:rounded-sm focus-visible:ring-2 focus-visible:ring-ring outline-none"

function Panel<T>({
  loaded,
  height,
  what,
  children,
}: {
  loaded: UseQueryResult<T>
  height: string
  what: string
  children: (data: T) => ReactNode
}) {
  if (loaded.isPending) return <Skeleton className={`${height} w-full rounded-xl`} />
  if (loaded.isError) return <ErrorState headingLevel="h2" description={`${what} could not be read.`} error={loaded.error} />
  return children(loaded.data)
}

/** What a recruiter's dashboard shows, under its title. */
export const LEADS_DASHBOARD_DESCRIPTION = "The applications still new, and the applications by week."

/**
 * /admin/dashboard. For the staff who run the website: key figures, the leads (new by type, by
 * week), the last 30 days' activity, the latest changes (admins) and the backend's health. For a
 * recruiter: their leads alone. Either way the lead figures count only the types the reader works.
 */
export default function DashboardScreen() {
  const { role } = useAuth()
  if (role === "contributor") return <ContributorDashboard />
  return role && (WEBSITE_STAFF as readonly string[]).includes(role) ? <WebsiteDashboard /> : <LeadsDashboard />
}

/** What a contributor's dashboard shows, under its title. */
export const CONTRIBUTOR_DASHBOARD_DESCRIPTION =
  "Write drafts of the site's pages and entries, then ask an editor to review and publish them."

/** A contributor's: where to write; they work no leads and publish nothing. */
function ContributorDashboard() {
  return (
    <AdminScreenPage description={CONTRIBUTOR_DASHBOARD_DESCRIPTION}>
      <p className="text-sm">
        Open a page in{" "}
        <SmartLink href={adminHref("pages")} className={inlineLink}>
          Pages
        </SmartLink>{" "}
        or an entry in{" "}
        <SmartLink href={adminHref("documents")} className={inlineLink}>
          Collections
        </SmartLink>
        , change it, and use Request review in its Review panel: the editors get a mail, and their comments appear there.
      </p>
    </AdminScreenPage>
  )
}

function useLeadFigures() {
  const { client } = useAuth()
  return useLeadFiguresQuery(client)
}

const newLeadCount = (figures: LeadFigures | undefined) => figures?.newByType.reduce((sum, row) => sum + row.count, 0)

function NewLeadsCard({ leads }: { leads: UseQueryResult<LeadFigures> }) {
  return (
    <StatCard
      label="New leads"
      icon={Inbox}
      value={newLeadCount(leads.data)}
      hint={
        <SmartLink href={adminHref("leads")} className={inlineLink}>
          Open the inbox
        </SmartLink>
      }
    />
  )
}

function LeadPanels({ leads }: { leads: UseQueryResult<LeadFigures> }) {
  return (
    <div className="grid gap-6 lg:grid-cols-3 lg:items-start">
      <div className="lg:col-span-2">
        <Panel loaded={leads} height="h-64" what="The leads by week">
          {(figures) => (
            <BarChart
              title={`Leads by week, last ${LEAD_WEEKS} weeks`}
              summary={`${plural(
                figures.byWeek.reduce((sum, week) => sum + week.leads, 0),
                "lead",
                "leads",
              )} in all`}
              categoryLabel="Week"
              valueLabel="Leads"
              emptyMessage="No leads have arrived in these weeks."
              data={weekBars(figures.byWeek)}
            />
          )}
        </Panel>
      </div>
      <Panel loaded={leads} height="h-64" what="The new leads">
        {(figures) => (
          <DetailList
            title="New leads by type"
            variant="inline"
            emptyMessage="No new leads: every lead has been picked up."
            items={figures.newByType.map((row) => ({
              label: LEAD_TYPE_LABELS[row.type],
              value: <span className="font-medium tabular-nums">{row.count}</span>,
            }))}
          />
        )}
      </Panel>
    </div>
  )
}

/** A recruiter's: the leads their role works, nothing of the website. */
function LeadsDashboard() {
  const leads = useLeadFigures()
  return (
    <AdminScreenPage description={LEADS_DASHBOARD_DESCRIPTION}>
      <div className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
        <NewLeadsCard leads={leads} />
        <StatCard label="Leads this week" icon={CalendarDays} value={leads.data?.byWeek.at(-1)?.leads} />
      </div>
      <LeadPanels leads={leads} />
    </AdminScreenPage>
  )
}

/** What goes live or off next (the "Scheduled" screen's pending rows), with the way to that screen. */
function ScheduledCard() {
  const { client } = useAuth()
  const overview = useScheduleOverviewQuery(client)
  const pending = overview.data?.filter((row) => row.status === "pending")
  const next = pending?.[0]
  const failed = overview.data?.filter((row) => row.status === "failed").length ?? 0
  return (
    <StatCard
      // A fifth card: the whole row on a phone's two columns, one of five from xl.
      className="col-span-2 xl:col-span-1"
      label="Scheduled"
      icon={CalendarClock}
      value={pending?.length}
      hint={
        overview.data && (
          <>
            {next
              ? `Next: “${next.title}” ${next.action === "publish" ? "goes live" : "comes off"} ${describeScheduleTime(next.runAt)}. `
              : "Nothing is scheduled. "}
            {failed > 0 ? `${plural(failed, "schedule", "schedules")} failed this week. ` : ""}
            <SmartLink href={adminHref("scheduled")} className={inlineLink}>
              See what is scheduled
            </SmartLink>
          </>
        )
      }
    />
  )
}

function WebsiteDashboard() {
  const { client, role } = useAuth()
  const figures = useDashboardFiguresQuery(client)
  const sections = useSectionChangesQuery(client)
  const activity = useActivityQuery(client)
  const leads = useLeadFigures()
  const recent = useAuditEventsQuery(client, { limit: RECENT_CHANGES_COUNT, enabled: role === "admin" })
  const health = useHealthChecks(client)
  const latest = sections.data?.[0]

  return (
    <AdminScreenPage>
      <div className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-5">
        <StatCard
          label="Staff"
          icon={Users}
          value={figures.data && staffTotal(figures.data)}
          hint={figures.data && describeStaff(figures.data)}
        />
        <StatCard
          label="Content sections"
          icon={FileText}
          value={sections.data?.length}
          hint={latest && `Last change: ${sectionLabel(latest.key)}, ${formatRelativeTime(latest.updatedAt)}`}
        />
        <StatCard
          label="Browser errors this week"
          icon={Bug}
          value={figures.data?.clientErrorsWeek}
          hint={
            <SmartLink href={adminHref("diagnostics")} className={inlineLink}>
              See them in Diagnostics
            </SmartLink>
          }
        />
        <NewLeadsCard leads={leads} />
        <ScheduledCard />
      </div>
      <LeadPanels leads={leads} />
      <Panel loaded={activity} height="h-80" what="The activity">
        {(days) => <ActivityChart data={days} />}
      </Panel>
      <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
        {role === "admin" && (
          <Panel loaded={recent} height="h-72" what="The recent changes">
            {(events) => (
              <RecentChanges
                events={events}
                footer={
                  <SmartLink href={adminHref("audit-log")} className={inlineLink}>
                    Open the audit log
                  </SmartLink>
                }
              />
            )}
          </Panel>
        )}
        <div className="flex flex-col gap-6">
          <Panel loaded={sections} height="h-72" what="The content sections">
            {(rows) => (
              <DetailList
                title="Content sections"
                items={rows.map((row) => ({
                  label: sectionLabel(row.key),
                  value: (
                    <span className="flex flex-wrap items-center justify-between gap-x-3">
                      <time dateTime={row.updatedAt} title={formatDateTime(row.updatedAt)}>
                        Changed {formatRelativeTime(row.updatedAt)}
                      </time>
                      {SECTION_SCREENS[row.key as ContentSectionKey] && (
                        <SmartLink href={adminHref(SECTION_SCREENS[row.key as ContentSectionKey].path)} className={inlineLink}>
                          Edit<span className="sr-only"> {sectionLabel(row.key)}</span>
                        </SmartLink>
                      )}
                    </span>
                  ),
                }))}
              />
            )}
          </Panel>
          <HealthChecks
            title="Backend health"
            checks={health.checks}
            onRerun={health.rerun}
            summary={
              <SmartLink href={adminHref("diagnostics")} className={inlineLink}>
                Details in Diagnostics
              </SmartLink>
            }
          />
        </div>
      </div>
    </AdminScreenPage>
  )
}
