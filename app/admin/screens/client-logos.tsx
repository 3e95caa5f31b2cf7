import { useState } from "react"
import { ExternalLink, Images, Pencil, Plus, Trash2 } from "lucide-react"
import {
  Badge,
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  plural,
  Skeleton,
  Switch,
  toast,
  ToastAction,
} from "@nordika/ui"
import { ClientLogoForm, EmptyState, ErrorState, SortableList, type ClientLogoValues } from "@nordika/ui/admin"
import { useAuth } from "../../auth/auth-provider"
import type { ClientLogoInput, ClientLogoRow } from "../../data/client-logos"
import {
  useAddClientLogoMutation,
  useDeleteClientLogoMutation,
  useReorderClientLogosMutation,
  useRestoreClientLogoMutation,
  useUpdateClientLogoMutation,
} from "../../data/client-logos/client-logos-mutations"
import { useClientLogosQuery } from "../../data/client-logos/client-logos-query"
import { uploadSiteAsset } from "../../data/site-assets"
import { AdminScreenPage } from "../admin-screen"

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error))

const toInput = (values: ClientLogoValues): ClientLogoInput => ({
  name: values.name,
  industry: values.industry || null,
  website_url: values.websiteUrl || null,
  logo_url: values.logoUrl || null,
})

const toValues = (row: ClientLogoRow): ClientLogoValues => ({
  name: row.name,
  industry: row.industry ?? "",
  websiteUrl: row.website_url ?? "",
  logoUrl: row.logo_url ?? "",
})

type Editing = { kind: "add" } | { kind: "edit"; row: ClientLogoRow } | null

export default function ClientLogosScreen() {
  const { client } = useAuth()
  const logos = useClientLogosQuery(client)
  const addLogo = useAddClientLogoMutation(client)
  const updateLogo = useUpdateClientLogoMutation(client)
  const reorderLogos = useReorderClientLogosMutation(client)
  const deleteLogo = useDeleteClientLogoMutation(client)
  const restoreLogo = useRestoreClientLogoMutation(client)
  const [editing, setEditing] = useState<Editing>(null)
  const savingOrder = reorderLogos.isPending

  const upload = (file: File, onProgress: (fraction: number) => void) =>
    uploadSiteAsset(client, { file, folder: "client-logos", onProgress })

  const body = () => {
    if (logos.isPending) {
      return (
        <div role="status" aria-busy="true" aria-label="Loading client logos" className="flex flex-col gap-2">
          {[0, 1, 2, 3].map((row) => (
            <Skeleton key={row} className="h-14" />
          ))}
        </div>
      )
    }
    if (logos.isError)
      return <ErrorState description="The client logos could not be loaded." error={logos.error} onRetry={() => void logos.refetch()} />
    const rows = logos.data
    if (rows.length === 0) {
      return (
        <EmptyState
          icon={Images}
          title="No client logos yet"
          description="The home page shows its built-in logo wall until you add the first one."
          footer={<Button onClick={() => setEditing({ kind: "add" })}>Add a logo</Button>}
        />
      )
    }

    const reorder = async (next: ClientLogoRow[]) => {
      try {
        await reorderLogos.mutateAsync({ before: rows, next })
      } catch (error) {
        toast({ variant: "destructive", title: "The new order was not saved", description: messageOf(error) })
      }
    }

    const setPublished = async (row: ClientLogoRow, published: boolean) => {
      try {
        await updateLogo.mutateAsync({ row, change: { published } })
        toast({
          title: published ? `${row.name} is shown` : `${row.name} is hidden`,
          description: published ? "It is back in the home page's logo wall." : "It no longer shows on the home page.",
        })
      } catch (error) {
        toast({ variant: "destructive", title: `${row.name} was not changed`, description: messageOf(error) })
      }
    }

    const remove = async (row: ClientLogoRow) => {
      try {
        await deleteLogo.mutateAsync(row)
      } catch (error) {
        toast({ variant: "destructive", title: `${row.name} was not deleted`, description: messageOf(error) })
        return
      }
      toast({
        title: `${row.name} deleted`,
        description: "It is gone from the home page.",
        action: (
          <ToastAction
            altText={`Undo deleting ${row.name}`}
            onClick={() => {
              restoreLogo.mutateAsync(row).then(
                () => toast({ title: `${row.name} restored` }),
                (error: unknown) =>
                  toast({ variant: "destructive", title: `${row.name} could not be restored`, description: messageOf(error) }),
              )
            }}
          >
            Undo
          </ToastAction>
        ),
      })
    }

    return (
      <div className="overflow-hidden rounded-lg border border-border bg-card">
        <div className="flex items-center justify-between gap-3 border-b border-border bg-muted/40 px-4 py-2.5 text-xs text-muted-foreground">
          <span>
            {plural(rows.length, "logo", "logos")}, {rows.filter((row) => row.published).length} shown on the home page
          </span>
          <span className="hidden sm:inline" aria-live="polite">
            {savingOrder ? "Saving the order…" : "Drag a row by its handle, or move it with its up and down arrows."}
          </span>
        </div>
        <SortableList
          aria-label="Client logos, in home page order"
          items={rows}
          getId={(row) => row.id}
          getLabel={(row) => row.name}
          disabled={savingOrder}
          onReorder={(next) => void reorder(next)}
          renderItem={(row) => (
            <div className="flex items-center gap-2 sm:gap-3">
              <span className="grid h-9 w-12 shrink-0 place-items-center sm:h-10 sm:w-20 overflow-hidden rounded-md border border-border bg-background px-1.5">
                {row.logo_url ? (
                  <img src={row.logo_url} alt="" className="max-h-7 max-w-full object-contain dark:hue-rotate-180 dark:invert" />
                ) : (
                  <span aria-hidden="true" className="text-xs font-semibold text-muted-foreground">
                    {row.name.slice(0, 2).toUpperCase()}
                  </span>
                )}
              </span>
              <div className="flex min-w-0 flex-1 flex-col">
                <span className="flex items-center gap-2">
                  <span className="truncate text-sm font-medium text-foreground">{row.name}</span>
                  {row.published ? null : <Badge variant="secondary">Hidden</Badge>}
                </span>
                <span className="flex min-w-0 items-center gap-2 text-xs text-muted-foreground">
                  <span className="truncate">{row.industry ?? "No industry"}</span>
                  {row.website_url ? (
                    <a
                      href={row.website_url}
                      target="_blank"
                      rel="noreferrer"
                      className="hidden items-center gap-1 truncate hover:text-foreground hover:underline sm:inline-flex"
                    >
                      {row.website_url.replace(/^https?:\/\//, "")}
                      <ExternalLink aria-hidden="true" className="size-3" />
                      <span className="sr-only">(opens in a new tab)</span>
                    </a>
                  ) : null}
                </span>
              </div>
              <Switch
                checked={row.published}
                onCheckedChange={(published) => void setPublished(row, published)}
                aria-label={`Show ${row.name} on the home page`}
              />
              <Button
                variant="ghost"
                size="icon"
                className="size-8"
                aria-label={`Edit ${row.name}`}
                onClick={() => setEditing({ kind: "edit", row })}
              >
                <Pencil aria-hidden="true" className="size-4" />
              </Button>
              <Button
                variant="ghost"
                size="icon"
                className="size-8 text-muted-foreground hover:text-destructive"
                aria-label={`Delete ${row.name}`}
                onClick={() => void remove(row)}
              >
                <Trash2 aria-hidden="true" className="size-4" />
              </Button>
            </div>
          )}
        />
      </div>
    )
  }

  const save = async (values: ClientLogoValues) => {
    if (!logos.isSuccess || !editing) return
    try {
      if (editing.kind === "add") {
        const nextOrder = Math.max(-1, ...logos.data.map((row) => row.sort_order)) + 1
        const added = await addLogo.mutateAsync({ input: toInput(values), sortOrder: nextOrder })
        toast({ title: `${added.name} added`, description: "It shows at the end of the home page's logo wall." })
      } else {
        const updated = await updateLogo.mutateAsync({ row: editing.row, change: toInput(values) })
        toast({ title: `${updated.name} saved` })
      }
      setEditing(null)
    } catch (error) {
      return messageOf(error)
    }
  }

  return (
    <AdminScreenPage
      actions={
        logos.isSuccess ? (
          <Button onClick={() => setEditing({ kind: "add" })}>
            <Plus aria-hidden="true" />
            Add logo
          </Button>
        ) : null
      }
    >
      {body()}
      <Dialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)}>
        <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-lg">
          <DialogHeader>
            <DialogTitle>{editing?.kind === "edit" ? `Edit ${editing.row.name}` : "Add a client logo"}</DialogTitle>
            <DialogDescription>Logos show in the home page's logo wall, in the order of this list.</DialogDescription>
          </DialogHeader>
          {editing ? (
            <ClientLogoForm
              key={editing.kind === "edit" ? editing.row.id : "add"}
              defaultValues={editing.kind === "edit" ? toValues(editing.row) : undefined}
              submitLabel={editing.kind === "edit" ? "Save changes" : "Add logo"}
              onSubmit={save}
              onUploadLogo={upload}
              onCancel={() => setEditing(null)}
            />
          ) : null}
        </DialogContent>
      </Dialog>
    </AdminScreenPage>
  )
}
