import { useCallback, useEffect, useMemo, useRef, useState } from "react"
import { useSearchParams } from "react-router-dom"
import {
  DATA_TABLE_DEFAULT_PAGE_SIZE,
  ErrorState,
  LEAD_TYPE_LABELS,
  LeadInboxFilters,
  LeadInboxTable,
  LeadStatusTabs,
  plural,
  toast,
  type LeadAssigneeOption,
  type LeadCounts,
  type LeadInboxFilterValues,
  type LeadInboxRow,
  type LeadTypeName,
} from "@nordika/ui"
import { STAFF_LEAD_TYPES } from "../../../supabase/functions/_shared/staff"
import { useAuth } from "../../auth/auth-provider"
import { realtimeAvailable } from "../../data/config"
import { loadLeadAssignees, loadLeadCounts, loadLeadPage, loadLeadsForExport } from "../../data/lead-inbox"
import { watchLeads } from "../../data/lead-changes"
import { AdminScreenPage } from "../admin-screen"
import { leadCsvFileName, leadsToCsv } from "../leads/csv"
import { filtersFromSearch, filtersToSearch } from "../leads/filters"
import { adminHref } from "../paths"

/** Changes that arrive together (a lead and its files, in one transaction) reload the list once. */
const REALTIME_SETTLE_MS = 250

const leadHref = (id: string) => adminHref(`leads/${id}`)
const NO_TYPES: readonly LeadTypeName[] = []

/** The screen's line for staff who work only some types: which ones ("Leads your role works: job applications and …"). */
export function leadTypesDescription(types: readonly LeadTypeName[]): string {
  const names = types.map((type) => `${LEAD_TYPE_LABELS[type].toLowerCase()}s`)
  const list = names.length > 1 ? `${names.slice(0, -1).join(", ")} and ${names.at(-1)}` : names[0]
  return `Leads your role works: ${list}.`
}

function saveFile(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: "text/csv;charset=utf-8" }))
  const link = document.createElement("a")
  link.href = url
  link.download = name
  link.click()
  setTimeout(() => URL.revokeObjectURL(url), 0)
}

/**
 * /admin/leads: every lead from the site's forms that the reader's role works (row level security
 * answers no other), newest first, with the reader's unread ones marked. Filters and the page live in the address (a filtered view can be shared and survives a
 * reload); new and changed leads come in over realtime without a reload.
 */
export default function LeadsScreen() {
  const { client, role } = useAuth()
  const types: readonly LeadTypeName[] = role ? STAFF_LEAD_TYPES[role] : NO_TYPES
  const everyType = role === "admin"
  const [params, setParams] = useSearchParams()
  const filters = useMemo(() => filtersFromSearch(params, types), [params, types])
  const pageIndex = Math.max(0, Number(params.get("page") ?? 1) - 1) || 0
  const pageSize = Number(params.get("size")) || DATA_TABLE_DEFAULT_PAGE_SIZE
  const [assignees, setAssignees] = useState<(LeadAssigneeOption & { email: string })[] | null>(null)
  const [page, setPage] = useState<{ rows: LeadInboxRow[]; total: number } | null>(null)
  const [counts, setCounts] = useState<LeadCounts | null>(null)
  const [failure, setFailure] = useState<unknown>(null)
  /** What the shown page answers; a newer request makes the table show that it loads. */
  const [answered, setAnswered] = useState("")
  const [exporting, setExporting] = useState(false)
  const [generation, setGeneration] = useState(0)
  const reload = useCallback(() => setGeneration((value) => value + 1), [])
  const requestKey = JSON.stringify([filters, pageIndex, pageSize, generation])

  useEffect(() => {
    loadLeadAssignees(client).then(setAssignees, (error: unknown) => {
      console.warn("[leads] could not list the assignees:", error)
      setAssignees([])
    })
  }, [client])

  useEffect(() => {
    if (assignees === null) return
    let current = true
    const request = requestKey
    Promise.all([loadLeadPage(client, filters, { pageIndex, pageSize }, assignees), loadLeadCounts(client)]).then(
      ([nextPage, nextCounts]) => {
        if (!current) return
        setPage(nextPage)
        setCounts(nextCounts)
        setFailure(null)
        setAnswered(request)
      },
      (error: unknown) => {
        if (!current) return
        setFailure(error)
        setAnswered(request)
      },
    )
    return () => {
      current = false
    }
    // requestKey stands for filters, page and generation.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [client, requestKey, assignees])
  const loading = answered !== requestKey

  const announced = useRef(new Set<string>())
  useEffect(() => {
    if (!realtimeAvailable()) return
    let timer: ReturnType<typeof setTimeout> | undefined
    const settle = () => {
      clearTimeout(timer)
      timer = setTimeout(reload, REALTIME_SETTLE_MS)
    }
    const stop = watchLeads(client, {
      onChange: ({ table, operation, lead }) => {
        settle()
        if (table === "leads" && operation === "INSERT" && !announced.current.has(lead.id)) {
          announced.current.add(lead.id)
          toast({
            title: `New ${LEAD_TYPE_LABELS[lead.type as LeadTypeName]?.toLowerCase() ?? "lead"}`,
            description: `${lead.reference} from ${lead.name}`,
          })
        }
      },
    })
    return () => {
      clearTimeout(timer)
      stop()
    }
  }, [client, reload])

  const update = (next: LeadInboxFilterValues, nextPage = 0, nextSize = pageSize) => {
    const search = filtersToSearch(next)
    if (nextPage > 0) search.set("page", String(nextPage + 1))
    if (nextSize !== DATA_TABLE_DEFAULT_PAGE_SIZE) search.set("size", String(nextSize))
    setParams(search, { replace: true })
  }

  const exportCsv = async () => {
    setExporting(true)
    try {
      const leads = await loadLeadsForExport(client, filters)
      saveFile(leadCsvFileName(), leadsToCsv(leads, new Map((assignees ?? []).map((assignee) => [assignee.id, assignee.name]))))
      toast({ title: "Export ready", description: `${plural(leads.length, "lead", "leads")} in ${leadCsvFileName()}` })
    } catch (error) {
      toast({ variant: "destructive", title: "The export failed", description: error instanceof Error ? error.message : String(error) })
    } finally {
      setExporting(false)
    }
  }

  return (
    <AdminScreenPage description={everyType ? undefined : leadTypesDescription(types)}>
      <div className="flex flex-col gap-4">
        {counts && <LeadStatusTabs counts={counts} value={filters.status} onValueChange={(status) => update({ ...filters, status })} />}
        <LeadInboxFilters
          value={filters}
          onValueChange={(next) => update(next)}
          assignees={assignees ?? []}
          types={types}
          counts={counts ?? undefined}
          onExport={exportCsv}
          exporting={exporting}
        />
        {failure !== null && !page ? (
          <ErrorState headingLevel="h2" description="The leads could not be read." error={failure} onRetry={reload} />
        ) : (
          <LeadInboxTable
            rows={page?.rows ?? []}
            rowCount={page?.total ?? 0}
            pagination={{ pageIndex, pageSize }}
            onPaginationChange={(next) => update(filters, next.pageSize === pageSize ? next.pageIndex : 0, next.pageSize)}
            loading={loading && !page}
            leadHref={leadHref}
          />
        )}
      </div>
    </AdminScreenPage>
  )
}
