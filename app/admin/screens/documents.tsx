import { useCallback, useMemo, useState } from "react"
import { useSearchParams } from "react-router-dom"
import { FilePlus2, Library, SearchX } from "lucide-react"
import { Button, SmartLink } from "@nordika/ui"
import { DocumentTable, EmptyState, ErrorState, sortDocuments } from "@nordika/ui/admin"
import { useAuth } from "../../auth/auth-provider"
import { useDocumentKindsQuery, useDocumentListQuery } from "../../data/document-list/document-list-query"
import { useDocumentListChanges } from "../../data/document-list/document-list-realtime"
import { AdminScreenPage } from "../admin-screen"
import { useDocumentActions } from "../documents/document-actions"
import { documentEditorHref } from "../documents/document-links"
import { collectionName, collectionsFor, pathPrefixOf } from "../documents/kinds"
import { ListFilters } from "../documents/list-filters"
import { matchesStatus, viewFromSearch, viewToSearch, type DocumentListView } from "../documents/list-search"
import { NewDocumentDialog } from "../documents/new-document-dialog"

/** "Blog post" → "blog post"; "FAQ entry" stays as it is. */
const inSentence = (label: string) => (/^[A-Z][a-z]/.test(label) ? label.charAt(0).toLowerCase() + label.slice(1) : label)

/**
 * /admin/documents: the collections (blog posts, news, open positions…) the reader's role edits, one
 * at a time, with search, a status filter and an order, all in the address; each row's actions; a new
 * entry. A recruiter has the open positions alone.
 */
export default function DocumentsScreen() {
  const { client, role } = useAuth()
  const [params, setParams] = useSearchParams()
  const view = useMemo(() => viewFromSearch(params), [params])
  const kinds = useDocumentKindsQuery(client)
  const collections = useMemo(() => collectionsFor(kinds.data ?? [], role), [kinds.data, role])
  const current = collections.find((kind) => kind.kind === view.kind) ?? collections[0]
  const list = useDocumentListQuery(client, { kind: current?.kind, search: view.search }, Boolean(current))
  const actions = useDocumentActions(client)
  const [creating, setCreating] = useState(false)
  useDocumentListChanges(client)

  const update = useCallback((next: DocumentListView) => setParams(viewToSearch(next), { replace: true }), [setParams])
  const rows = useMemo(
    () =>
      sortDocuments(
        (list.data ?? []).filter((row) => matchesStatus(view.status, row)),
        view.sort,
      ),
    [list.data, view],
  )
  const name = current ? collectionName(current) : ""
  const label = current ? inSentence(current.label) : ""
  const filtered = view.search.trim() !== "" || view.status !== "all"

  const newButton = current && (
    <Button type="button" onClick={() => setCreating(true)}>
      <FilePlus2 aria-hidden="true" />
      New {label}
    </Button>
  )

  if (kinds.isError) {
    return (
      <AdminScreenPage>
        <ErrorState
          headingLevel="h2"
          description="The kinds of document could not be read."
          error={kinds.error}
          onRetry={() => void kinds.refetch()}
        />
      </AdminScreenPage>
    )
  }

  return (
    <AdminScreenPage actions={newButton}>
      <div className="flex flex-col gap-4">
        {collections.length > 1 && (
          <nav aria-label="Collections" className="-mx-1 overflow-x-auto px-1 pb-1">
            <ul className="flex w-max gap-1 md:w-auto md:flex-wrap">
              {collections.map((kind) => {
                const here = kind.kind === current?.kind
                return (
                  <li key={kind.kind}>
                    <SmartLink
                      href={`?${viewToSearch({ ...view, kind: kind.kind, search: "" }).toString()}`}
                      aria-current={here ? "page" : undefined}
                      className={`inline-flex h-8 items-center rounded-full border px-3 text-sm whitespace-nowrap transition-colors focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none ${
                        here
                          ? "border-primary bg-primary text-primary-foreground"
                          : "border-border bg-card hover:bg-accent hover:text-accent-foreground"
                      }`}
                    >
                      {collectionName(kind)}
                    </SmartLink>
                  </li>
                )
              })}
            </ul>
          </nav>
        )}
        <ListFilters view={view} onChange={update} searchLabel={current ? `Search ${name.toLowerCase()}` : "Search"} />
        {list.isError && !list.data ? (
          <ErrorState
            headingLevel="h2"
            description={`The ${name.toLowerCase()} could not be read.`}
            error={list.error}
            onRetry={() => void list.refetch()}
          />
        ) : (
          <DocumentTable
            caption={name}
            rows={rows}
            loading={!list.data || !current}
            sort={view.sort}
            onSortChange={(sort) => update({ ...view, sort })}
            editHref={documentEditorHref}
            actions={actions.menu}
            aria-live="polite"
            empty={
              filtered ? (
                <EmptyState icon={SearchX} title={`No ${label} matches`} description="Try other words, or another status.">
                  <Button type="button" variant="outline" onClick={() => update({ ...view, search: "", status: "all" })}>
                    Clear the search and filters
                  </Button>
                </EmptyState>
              ) : (
                <EmptyState
                  icon={Library}
                  title={`No ${name.toLowerCase()} yet`}
                  description={`A new ${label} starts as a draft; it is on the site once you publish it.`}
                >
                  {newButton}
                </EmptyState>
              )
            }
          />
        )}
      </div>
      {actions.dialog}
      {current && (
        <NewDocumentDialog
          open={creating}
          onOpenChange={setCreating}
          heading={`New ${label}`}
          kinds={[{ value: current.kind, label: current.label }]}
          pathPrefix={pathPrefixOf}
        />
      )}
    </AdminScreenPage>
  )
}
