import { useMemo, useRef, useState } from "react"
import { useSearchParams } from "react-router-dom"
import { DATA_TABLE_DEFAULT_PAGE_SIZE, plural, toast } from "@nordika/ui"
import {
  ErrorState,
  LEAD_TYPE_LABELS,
  LeadInboxFilters,
  LeadInboxTable,
  LeadStatusTabs,
  type LeadInboxFilterValues,
  type LeadTypeName,
} from "@nordika/ui/admin"
import { STAFF_LEAD_TYPES } from "#shared/staff"
import { useAuth } from "../../auth/auth-provider"
import { loadLeadsForExport } from "../../data/lead-inbox"
import { useLeadAssigneesQuery, useLeadCountsQuery, useLeadPageQuery } from "../../data/leads/leads-query"
import { useLeadChanges } from "../../data/leads/leads-realtime"
import { AdminScreenPage } from "../admin-screen"
import { leadCsvFileName, leadsToCsv } from "../leads/csv"
import { filtersFromSearch, filtersToSearch } from "../leads/filters"
import { adminHref } from "../paths"

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
  const assignees = useLeadAssigneesQuery(client).data
  const page = useLeadPageQuery(client, { filters, pageIndex, pageSize })
  const countsQuery = useLeadCountsQuery(client)
  const counts = countsQuery.data
  const [exporting, setExporting] = useState(false)
  const reload = () => {
    void page.refetch()
    void countsQuery.refetch()
  }

  const announced = useRef(new Set<string>())
  useLeadChanges(client, {
    onChange: ({ table, operation, lead }) => {
      if (table !== "leads" || operation !== "INSERT" || announced.current.has(lead.id)) return
      announced.current.add(lead.id)
      toast({
        title: `New ${LEAD_TYPE_LABELS[lead.type as LeadTypeName]?.toLowerCase() ?? "lead"}`,
        description: `${lead.reference} from ${lead.name}`,
      })
    },
  })

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
          counts={counts}
          onExport={exportCsv}
          exporting={exporting}
        />
        {page.isError && !page.data ? (
          <ErrorState headingLevel="h2" description="The leads could not be read." error={page.error} onRetry={reload} />
        ) : (
          <LeadInboxTable
            rows={page.data?.rows ?? []}
            rowCount={page.data?.total ?? 0}
            pagination={{ pageIndex, pageSize }}
            onPaginationChange={(next) => update(filters, next.pageSize === pageSize ? next.pageIndex : 0, next.pageSize)}
            loading={!page.data}
            leadHref={leadHref}
          />
        )}
      </div>
    </AdminScreenPage>
  )
}
