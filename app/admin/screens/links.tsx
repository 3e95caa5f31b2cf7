import { useMemo, useState } from "react"
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import { Link2 } from "lucide-react"
import { Input, Label, RadioGroup, RadioGroupItem, Textarea, toast } from "@nordika/ui"
import {
  ConfirmDialog,
  EmptyState,
  ErrorState,
  FilterSelect,
  LinkCheckStatus,
  LinkReportTable,
  type LinkReportItem,
} from "@nordika/ui/admin"
import { useAuth } from "../../auth/auth-provider"
import {
  ignoreLink,
  linkFieldLabel,
  linkIgnoreSchema,
  readLinkReport,
  requestLinkCheck,
  unignoreLink,
  type LinkProblem,
  type LinkReportRow,
} from "../../data/link-checks"
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
  { value: "ignored", label: "Ignored" },
] as const

/** What the ignore dialog offers as the prefix of a link: its site ("https://host/") or, for a path, the path itself. */
function defaultPrefix(target: string): string {
  return URL.canParse(target) ? `${new URL(target).origin}/` : target
}

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
  ignored: row.ignore ? { reason: row.ignore.reason, prefix: row.ignore.match === "prefix" ? row.ignore.target : null } : null,
})

/**
 * /admin/links: what the link checker found on the live pages (broken, redirected, slow, unreachable
 * and refused links, each with its document and field and a link to edit it), when it last checked
 * the whole site, and "Check now".
 */
export default function LinksScreen() {
  const { client, role } = useAuth()
  const queryClient = useQueryClient()
  const [filter, setFilter] = useState<string>("all")
  // Admins and editors ignore links (the table's policies); the other staff roles read the report only.
  const mayIgnore = role === "admin" || role === "editor"
  const [ignoring, setIgnoring] = useState<LinkReportRow | null>(null)
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

  const unignore = useMutation({
    mutationFn: (id: string) => unignoreLink(client, id),
    onSuccess: () => {
      toast({ title: "Link un-ignored", description: "It is listed with the others again." })
      void queryClient.invalidateQueries({ queryKey: LINKS_KEY })
    },
    onError: (error: Error) => toast({ variant: "destructive", title: "Could not un-ignore the link", description: error.message }),
  })

  const allRows = useMemo(() => report.data?.rows ?? [], [report.data])
  // Ignored links leave the lists of problems and are shown under "Ignored" only.
  const rows = useMemo(() => allRows.filter((row) => !row.ignore), [allRows])
  const items = useMemo(
    () =>
      (filter === "ignored" ? allRows.filter((row) => row.ignore) : rows.filter((row) => filter === "all" || row.status === filter)).map(
        itemOf,
      ),
    [allRows, rows, filter],
  )
  const counts = useMemo(() => {
    const tally: Partial<Record<LinkProblem, number>> = {}
    for (const row of rows) tally[row.status] = (tally[row.status] ?? 0) + 1
    return tally
  }, [rows])
  const rowOf = (item: LinkReportItem) => allRows.find((row) => row.id === item.id)

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
            onIgnore={mayIgnore ? (item) => setIgnoring(rowOf(item) ?? null) : undefined}
            onUnignore={
              mayIgnore
                ? (item) => {
                    const ignore = rowOf(item)?.ignore
                    if (ignore) unignore.mutate(ignore.id)
                  }
                : undefined
            }
            empty={
              <EmptyState
                icon={Link2}
                title={filter === "ignored" ? "No ignored links" : rows.length === 0 ? "No links to fix" : "No link matches"}
                description={
                  filter === "ignored"
                    ? "Links you ignore, with the reason, are listed here."
                    : rows.length === 0
                      ? report.data?.lastRun
                        ? "Every link of the live pages worked at the last check."
                        : "Check now to look at every link of the live pages."
                      : "Try another filter."
                }
              />
            }
          />
          {ignoring ? (
            <IgnoreLinkDialog
              key={ignoring.id}
              row={ignoring}
              onOpenChange={(open) => !open && setIgnoring(null)}
              onIgnore={async (input) => {
                await ignoreLink(client, input)
                toast({ title: "Link ignored", description: "It is listed under Ignored, where you can un-ignore it." })
                await queryClient.invalidateQueries({ queryKey: LINKS_KEY })
              }}
            />
          ) : null}
        </>
      )}
    </AdminScreenPage>
  )
}

interface IgnoreLinkDialogProps {
  row: LinkReportRow
  onOpenChange: (open: boolean) => void
  onIgnore: (input: { match: "exact" | "prefix"; target: string; reason: string }) => Promise<void>
}

/** Asks why a link is ignored, and whether the ignore covers this address alone or every address with a prefix. */
function IgnoreLinkDialog({ row, onOpenChange, onIgnore }: IgnoreLinkDialogProps) {
  const [match, setMatch] = useState<"exact" | "prefix">("exact")
  const [prefix, setPrefix] = useState(() => defaultPrefix(row.target))
  const [reason, setReason] = useState("")
  const [problem, setProblem] = useState<string | null>(null)
  // A link by id is named by its page's path, as in the list.
  const shown = row.linkKind === "document" ? (row.finalTarget ?? "a page that no longer exists") : row.target
  return (
    <ConfirmDialog
      open
      onOpenChange={onOpenChange}
      title="Ignore this link?"
      description={`It leaves the lists of links to fix and is shown under Ignored, where you can un-ignore it. ${shown}`}
      confirmLabel="Ignore link"
      onConfirm={async () => {
        const parsed = linkIgnoreSchema.safeParse({ match, target: match === "exact" ? row.target : prefix, reason })
        if (!parsed.success) {
          setProblem(parsed.error.issues[0].message)
          throw new Error(parsed.error.issues[0].message)
        }
        try {
          await onIgnore(parsed.data)
        } catch (error) {
          setProblem(error instanceof Error ? error.message : String(error))
          throw error
        }
      }}
    >
      <div className="flex flex-col gap-4">
        <RadioGroup value={match} onValueChange={(value) => setMatch(value === "prefix" ? "prefix" : "exact")} aria-label="What to ignore">
          <div className="flex items-center gap-2">
            <RadioGroupItem id="ignore-exact" value="exact" />
            <Label htmlFor="ignore-exact">This address only</Label>
          </div>
          <div className="flex items-center gap-2">
            <RadioGroupItem id="ignore-prefix" value="prefix" />
            <Label htmlFor="ignore-prefix">Every address that starts with</Label>
          </div>
        </RadioGroup>
        {match === "prefix" ? (
          <div className="flex flex-col gap-2">
            <Label htmlFor="ignore-prefix-value">Start of the addresses</Label>
            <Input id="ignore-prefix-value" value={prefix} maxLength={400} onChange={(event) => setPrefix(event.target.value)} />
          </div>
        ) : null}
        <div className="flex flex-col gap-2">
          <Label htmlFor="ignore-reason">Why (required)</Label>
          <Textarea
            id="ignore-reason"
            value={reason}
            maxLength={300}
            aria-invalid={problem !== null || undefined}
            onChange={(event) => {
              setReason(event.target.value)
              setProblem(null)
            }}
          />
          {problem ? (
            <p role="alert" className="text-sm text-destructive">
              {problem}
            </p>
          ) : null}
        </div>
      </div>
    </ConfirmDialog>
  )
}
