import { useMemo, useState } from "react"
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import { Download, Plus, Shuffle, Upload } from "lucide-react"
import { Button, Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, SearchField, toast } from "@nordika/ui"
import {
  EmptyState,
  ErrorState,
  FilterSelect,
  RedirectForm,
  RedirectImport,
  RedirectTable,
  type RedirectFormValues,
  type RedirectListItem,
} from "@nordika/ui/admin"
import { useAuth } from "../../auth/auth-provider"
import {
  importRedirects,
  listRedirects,
  parseRedirectCsv,
  redirectErrorField,
  redirectErrorMessage,
  redirectSchema,
  redirectsCsv,
  removeRedirect,
  saveRedirect,
  type RedirectListRow,
} from "../../data/redirects"
import { AdminScreenPage } from "../admin-screen"

const REDIRECTS_KEY = ["redirects"] as const
const EMPTY_FORM: RedirectFormValues = { source: "", target: "", status: "301", match: "exact" }
const ORIGIN_FILTERS = [
  { value: "all", label: "All redirects" },
  { value: "manual", label: "Added by staff" },
  { value: "auto", label: "Renamed pages" },
  { value: "fixed", label: "Locked" },
  { value: "missing", label: "Target no longer exists" },
] as const

function saveFile(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: "text/csv;charset=utf-8" }))
  const link = document.createElement("a")
  link.href = url
  link.download = name
  link.click()
  setTimeout(() => URL.revokeObjectURL(url), 0)
}

const itemOf = (row: RedirectListRow): RedirectListItem => ({
  id: row.id,
  source: row.source,
  target: row.target,
  status: row.status,
  match: row.match,
  origin: row.origin,
  hitCount: row.hitCount,
  lastHitAt: row.lastHitAt,
  // A prefix redirect's target is a section, whose pages are below it: only an exact one's is checked.
  targetMissing: row.match === "exact" && !row.targetIsPage,
})

/**
 * /admin/redirects: every redirect of the site (the spec's locked ones, those renamed pages left, and
 * staff's), searchable and filtered by origin, with hits and a mark on those whose target is no page
 * any more; staff add, edit and remove their own, and import and export them as CSV.
 */
export default function RedirectsScreen() {
  const { client } = useAuth()
  const queryClient = useQueryClient()
  const list = useQuery({ queryKey: REDIRECTS_KEY, queryFn: () => listRedirects(client) })
  const refresh = () => queryClient.invalidateQueries({ queryKey: REDIRECTS_KEY })
  const [search, setSearch] = useState("")
  const [filter, setFilter] = useState<string>("all")
  const [editing, setEditing] = useState<{ id?: string } | null>(null)
  const [form, setForm] = useState<RedirectFormValues>(EMPTY_FORM)
  const [formErrors, setFormErrors] = useState<Partial<Record<keyof RedirectFormValues, string>>>({})
  const [importOpen, setImportOpen] = useState(false)
  const [csv, setCsv] = useState("")
  const [removingId, setRemovingId] = useState<string | null>(null)

  const rows = useMemo(() => list.data ?? [], [list.data])
  const items = useMemo(() => {
    const needle = search.trim().toLowerCase()
    return rows
      .map(itemOf)
      .filter((item) => (filter === "all" ? true : filter === "missing" ? item.targetMissing : item.origin === filter))
      .filter((item) => needle === "" || item.source.includes(needle) || item.target.includes(needle))
  }, [rows, search, filter])
  const importLines = useMemo(() => parseRedirectCsv(csv, rows), [csv, rows])

  const save = useMutation({
    mutationFn: ({ values, id }: { values: Parameters<typeof saveRedirect>[1]; id?: string }) => saveRedirect(client, values, id),
    onSuccess: () => {
      toast({ title: editing?.id ? "Redirect saved" : "Redirect added" })
      setEditing(null)
      void refresh()
    },
    // The database has the last word (a loop, a page or the app at the address): its message goes under the field, the values stay.
    onError: (error: Error) => setFormErrors({ [redirectErrorField(error)]: redirectErrorMessage(error) }),
  })
  const remove = useMutation({
    mutationFn: (row: RedirectListItem) => removeRedirect(client, row.id),
    onMutate: (row) => setRemovingId(row.id),
    onSuccess: (_, row) => {
      toast({ title: "Redirect removed", description: `${row.source} no longer redirects.` })
      void refresh()
    },
    onError: (error: Error) =>
      toast({ variant: "destructive", title: "Could not remove the redirect", description: redirectErrorMessage(error) }),
    onSettled: () => setRemovingId(null),
  })
  const importing = useMutation({
    mutationFn: () => importRedirects(client, importLines),
    onSuccess: ({ added, refused }) => {
      void refresh()
      const failed = [...importLines.filter((line) => line.error), ...refused]
      toast({
        variant: failed.length > 0 ? "destructive" : undefined,
        title: `${added} added`,
        description: failed.length > 0 ? `${failed.length} line(s) left in the box to fix.` : undefined,
      })
      // The lines not added stay in the box, with their errors, to fix and import again.
      setCsv(
        failed
          .sort((a, b) => a.line - b.line)
          .map((line) => line.text)
          .join("\n"),
      )
      if (failed.length === 0) setImportOpen(false)
    },
    onError: (error: Error) => toast({ variant: "destructive", title: "Could not import", description: redirectErrorMessage(error) }),
  })

  const openForm = (row?: RedirectListItem) => {
    setForm(row ? { source: row.source, target: row.target, status: String(row.status) as "301" | "302", match: row.match } : EMPTY_FORM)
    setFormErrors({})
    setEditing({ id: row?.id })
  }
  const submit = () => {
    const parsed = redirectSchema(rows, editing?.id).safeParse({ ...form, status: Number(form.status) })
    if (!parsed.success) {
      setFormErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])))
      return
    }
    setFormErrors({})
    save.mutate({ values: parsed.data, id: editing?.id })
  }

  return (
    <AdminScreenPage
      actions={
        <div className="flex flex-wrap gap-2">
          <Button
            type="button"
            variant="outline"
            onClick={() => saveFile("redirects.csv", redirectsCsv(rows))}
            disabled={rows.length === 0}
          >
            <Download aria-hidden="true" />
            Export CSV
          </Button>
          <Button type="button" variant="outline" onClick={() => setImportOpen(true)}>
            <Upload aria-hidden="true" />
            Import CSV
          </Button>
          <Button type="button" onClick={() => openForm()}>
            <Plus aria-hidden="true" />
            Add redirect
          </Button>
        </div>
      }
    >
      <div className="mb-4 grid gap-3 sm:grid-cols-[1fr_14rem]">
        <SearchField label="Search paths" value={search} onValueChange={setSearch} placeholder="/services" />
        <FilterSelect label="Show" value={filter} options={ORIGIN_FILTERS} onValueChange={setFilter} />
      </div>
      {list.isError && !list.data ? (
        <ErrorState
          headingLevel="h2"
          description="The redirects could not be read."
          error={list.error}
          onRetry={() => void list.refetch()}
        />
      ) : (
        <RedirectTable
          rows={items}
          loading={!list.data}
          onEdit={openForm}
          onRemove={(row) => remove.mutate(row)}
          removingId={removingId}
          empty={
            <EmptyState
              icon={Shuffle}
              title={rows.length === 0 ? "No redirects yet" : "No redirect matches"}
              description={
                rows.length === 0
                  ? "A page whose path changes leaves a redirect here by itself; add one for any other old address."
                  : "Try another search or filter."
              }
            />
          }
        />
      )}
      <Dialog open={editing !== null} onOpenChange={(open) => (open ? undefined : setEditing(null))}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{editing?.id ? "Edit redirect" : "Add redirect"}</DialogTitle>
            <DialogDescription>Visitors and search engines who ask for the old path are sent to the new one.</DialogDescription>
          </DialogHeader>
          <RedirectForm
            values={form}
            onValuesChange={setForm}
            errors={formErrors}
            onSubmit={submit}
            onCancel={() => setEditing(null)}
            saving={save.isPending}
          />
        </DialogContent>
      </Dialog>
      <Dialog open={importOpen} onOpenChange={setImportOpen}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Import redirects</DialogTitle>
            <DialogDescription>
              One redirect a line: source,target,status,match. Lines with errors are left out and stay here to fix.
            </DialogDescription>
          </DialogHeader>
          <RedirectImport
            text={csv}
            onTextChange={setCsv}
            lines={importLines}
            onImport={() => importing.mutate()}
            importing={importing.isPending}
          />
        </DialogContent>
      </Dialog>
    </AdminScreenPage>
  )
}
