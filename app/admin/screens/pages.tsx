import { useCallback, useMemo, useState } from "react"
import { useSearchParams } from "react-router-dom"
import { FilePlus2, FolderTree, SearchX } from "lucide-react"
import { Button, Skeleton } from "@nordika/ui"
import { DocumentTree, EmptyState, ErrorState, type DocumentTreeSection } from "@nordika/ui/admin"
import { useAuth } from "../../auth/auth-provider"
import { isPageKind } from "../../data/document-list"
import { useDocumentKindsQuery, useDocumentListQuery } from "../../data/document-list/document-list-query"
import { useDocumentListChanges } from "../../data/document-list/document-list-realtime"
import { AdminScreenPage } from "../admin-screen"
import { useDocumentActions } from "../documents/document-actions"
import { documentEditorHref } from "../documents/document-links"
import { pageKindsFor } from "../documents/kinds"
import { ListFilters } from "../documents/list-filters"
import { matchesStatus, viewFromSearch, viewToSearch, type DocumentListView } from "../documents/list-search"
import { NewDocumentDialog } from "../documents/new-document-dialog"
import { pageSections } from "../documents/page-sections"

/** The kind most of a section's pages have: a new page there is suggested as one of it. */
function usualKind(section: DocumentTreeSection): string | undefined {
  const counts = new Map<string, number>()
  // The section's own page (/services, a hub) is of another kind than the pages under it.
  for (const page of section.pages) if (page.depth > 0 || !section.path) counts.set(page.kind, (counts.get(page.kind) ?? 0) + 1)
  return [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0]
}

/**
 * /admin/pages: the site's pages as a tree by section (the path's first segment), with search and a
 * status filter in the address, each page's actions, and a new page of an existing kind at a new path.
 */
export default function PagesScreen() {
  const { client, role } = useAuth()
  const [params, setParams] = useSearchParams()
  const view = useMemo(() => viewFromSearch(params), [params])
  const kinds = useDocumentKindsQuery(client)
  const pageKinds = useMemo(() => pageKindsFor(kinds.data ?? [], role), [kinds.data, role])
  const list = useDocumentListQuery(client, { search: view.search })
  const actions = useDocumentActions(client)
  const [creating, setCreating] = useState<{ section?: DocumentTreeSection } | null>(null)
  useDocumentListChanges(client)

  const update = useCallback((next: DocumentListView) => setParams(viewToSearch(next), { replace: true }), [setParams])
  const kindLabel = useCallback((kind: string) => kinds.data?.find((candidate) => candidate.kind === kind)?.label ?? kind, [kinds.data])
  const sections = useMemo(
    () =>
      pageSections(
        (list.data ?? []).filter((row) => isPageKind(row.kind) && matchesStatus(view.status, row)),
        kindLabel,
      ),
    [list.data, view.status, kindLabel],
  )
  const filtered = view.search.trim() !== "" || view.status !== "all"
  const failed = (list.isError && !list.data) || kinds.isError

  return (
    <AdminScreenPage
      actions={
        <Button type="button" onClick={() => setCreating({})} disabled={pageKinds.length === 0}>
          <FilePlus2 aria-hidden="true" />
          New page
        </Button>
      }
    >
      <div className="flex flex-col gap-4">
        <ListFilters view={view} onChange={update} searchLabel="Search pages" sortable={false} />
        {failed ? (
          <ErrorState
            headingLevel="h2"
            description="The pages could not be read."
            error={list.error ?? kinds.error}
            onRetry={() => void Promise.all([list.refetch(), kinds.refetch()])}
          />
        ) : !list.data || !kinds.data ? (
          <div aria-busy="true" className="flex flex-col gap-3 rounded-xl border border-border bg-card p-4">
            {Array.from({ length: 6 }, (_, index) => (
              <Skeleton key={index} className="h-6 w-64 max-w-full" />
            ))}
          </div>
        ) : sections.length === 0 ? (
          filtered ? (
            <EmptyState icon={SearchX} title="No page matches" description="Try other words, or another status.">
              <Button type="button" variant="outline" onClick={() => update({ ...view, search: "", status: "all" })}>
                Clear the search and filters
              </Button>
            </EmptyState>
          ) : (
            <EmptyState
              icon={FolderTree}
              title="No pages yet"
              description="A new page starts as a draft; it is on the site once you publish it."
            />
          )
        ) : (
          <DocumentTree
            // A search or filter opens every section it leaves; otherwise they all start open too, for find-in-page.
            key={filtered ? `filtered:${view.search}:${view.status}` : "all"}
            sections={sections}
            editHref={documentEditorHref}
            actions={actions.menu}
            onCreateIn={pageKinds.length > 0 ? (section) => setCreating({ section }) : undefined}
          />
        )}
      </div>
      {actions.dialog}
      {pageKinds.length > 0 && (
        <NewDocumentDialog
          open={Boolean(creating)}
          onOpenChange={(open) => !open && setCreating(null)}
          heading={creating?.section ? `New page in ${creating.section.label}` : "New page"}
          kinds={pageKinds.map((kind) => ({ value: kind.kind, label: kind.label }))}
          defaultKind={(creating?.section && usualKind(creating.section)) || pageKinds[0].kind}
          pathPrefix={() => creating?.section?.path ?? "/"}
        />
      )}
    </AdminScreenPage>
  )
}
