import { useMemo, useState } from "react"
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import { Link2 } from "lucide-react"
import { toast } from "@nordika/ui"
import { EmptyState, ErrorState, FilterSelect, LinkCheckStatus, LinkReportTable, type LinkReportItem } from "@nordika/ui/admin"
import { useAuth } from "../../auth/auth-provider"
import { linkFieldLabel, readLinkReport, requestLinkCheck, type LinkProblem, type LinkReportRow } from "../../data/link-checks"
import { AdminScreenPage } from "../admin-screen"
import { documentEditorHref } from "../documents/document-links"

const LINKS_KEY = ["link-report"] as const
/** How often the screen looks again while a run is waiting or under way. */
const PENDING_POLL_MS = 2_000

const STATUS_FILTERS = [
  { value: "all", label: "Everything to fix" },
  { value: "broken", label: "Broken" },
  { value: "redirected", label: "Redirected" },
  { value: "slow", label: "Slow" },
  { value: "unreachable", label: "Unreachable" },
  { value: "refused", label: "Refused" },
] as const

const itemOf = (row: LinkReportRow): LinkReportItem => ({
  id: row.id,
  status: row.status,
  // A link by id names its page by the page's path (the id means nothing to an editor).
  target: row.linkKind === "document" ? (row.finalTarget ?? "A page that no longer exists") : row.target,
  detail: row.detail,
  finalTarget: row.linkKind === "document" ? null : row.finalTarget,
  documentTitle: row.documentTitle,
  documentKind: row.documentKindLabel,
  fieldLabel: linkFieldLabel(row.field),
  editHref: documentEditorHref(row.documentId),
})

/**
 * /admin/links: what the link checker found on the live pages (broken, redirected, slow, unreachable
 * and refused links, each with its document and field and a link to edit it), when it last checked
 * the whole site, and "Check now".
 */
export default function LinksScreen() {
  const { client } = useAuth()
  const queryClient = useQueryClient()
  const [filter, setFilter] = useState<string>("all")
  const report = useQuery({
    queryKey: LINKS_KEY,
    queryFn: () => readLinkReport(client),
    refetchInterval: (query) => (query.state.data?.pending ? PENDING_POLL_MS : false),
  })
  const checkNow = useMutation({
    mutationFn: () => requestLinkCheck(client),
    onSuccess: () => {
      toast({ title: "Checking the links", description: "This page updates when the check is done." })
      void queryClient.invalidateQueries({ queryKey: LINKS_KEY })
    },
    onError: (error: Error) => toast({ variant: "destructive", title: "Could not start the check", description: error.message }),
  })

  const rows = useMemo(() => report.data?.rows ?? [], [report.data])
  const items = useMemo(() => rows.filter((row) => filter === "all" || row.status === filter).map(itemOf), [rows, filter])
  const counts = useMemo(() => {
    const tally: Partial<Record<LinkProblem, number>> = {}
    for (const row of rows) tally[row.status] = (tally[row.status] ?? 0) + 1
    return tally
  }, [rows])

  return (
    <AdminScreenPage>
      {report.isError && !report.data ? (
        <ErrorState
          headingLevel="h2"
          description="The link checker's results could not be read."
          error={report.error}
          onRetry={() => void report.refetch()}
        />
      ) : (
        <>
          <LinkCheckStatus
            className="mb-4"
            lastRunAt={report.data?.lastRun?.finishedAt ?? null}
            linksChecked={report.data?.lastRun?.linksChecked ?? null}
            counts={counts}
            checking={checkNow.isPending || Boolean(report.data?.pending)}
            onCheckNow={() => checkNow.mutate()}
          />
          <div className="mb-4 grid gap-3 sm:max-w-xs">
            <FilterSelect label="Show" value={filter} options={STATUS_FILTERS} onValueChange={setFilter} />
          </div>
          <LinkReportTable
            rows={items}
            loading={!report.data}
            empty={
              <EmptyState
                icon={Link2}
                title={rows.length === 0 ? "No links to fix" : "No link matches"}
                description={
                  rows.length === 0
                    ? report.data?.lastRun
                      ? "Every link of the live pages worked at the last check."
                      : "Check now to look at every link of the live pages."
                    : "Try another filter."
                }
              />
            }
          />
        </>
      )}
    </AdminScreenPage>
  )
}
