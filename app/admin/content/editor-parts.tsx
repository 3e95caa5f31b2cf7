/** The pieces the section and document editors share around their forms: the leave guard, the action bar, the conflict dialog and the history. */
import { useEffect, useState, type ReactNode } from "react"
import { useBlocker } from "react-router-dom"
import { Button, Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle, Skeleton } from "@nordika/ui"
import { ConfirmDialog, EditorActionBar, ErrorState, UnsavedChangesDialog, VersionHistory, type ContentVersion } from "@nordika/ui/admin"
import { fieldPathLabel } from "./schema-form"

/** Asks before leaving the screen (or closing the tab) while the form has unsaved changes; render what it answers. */
export function useLeaveGuard(isDirty: boolean) {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => isDirty && currentLocation.pathname !== nextLocation.pathname)
  useEffect(() => {
    if (!isDirty) return
    const warn = (event: BeforeUnloadEvent) => event.preventDefault()
    window.addEventListener("beforeunload", warn)
    return () => window.removeEventListener("beforeunload", warn)
  }, [isDirty])
  return <UnsavedChangesDialog open={blocker.state === "blocked"} onStay={() => blocker.reset?.()} onLeave={() => blocker.proceed?.()} />
}

export interface ConflictDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  reloadLabel: string
  /** Opens the content afresh (what was typed here is lost). */
  onReload: () => void
}

/** Someone else saved or published since the editor opened: reload, or keep editing (and copy what matters). */
export function ConflictDialog({ open, onOpenChange, title, reloadLabel, onReload }: ConflictDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description="It was saved or published by someone else since you opened it. Reload to see their version; the changes you made here will be lost."
      confirmLabel={reloadLabel}
      cancelLabel="Keep editing"
      onConfirm={onReload}
    />
  )
}

export interface HistorySheetProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** What is edited ("Hero", "Plain language pays"). */
  name: string
  /** The published versions, newest first, as their query holds them. */
  history: { data?: ContentVersion[]; isError: boolean; error: Error | null; refetch: () => unknown }
  currentVersion: number
  /** Whether the form has unsaved changes, which a restore discards. */
  dirty: boolean
  /** Publishes a version again; absent for a reader who may only compare (the document read view). */
  onRestore?: (version: ContentVersion) => Promise<void>
}

/** Every published version in a sheet: compare one with the live version, or publish it again. */
export function HistorySheet({ open, onOpenChange, name, ...panel }: HistorySheetProps) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent className="w-full overflow-y-auto sm:max-w-2xl">
        <SheetHeader>
          <SheetTitle>History of {name}</SheetTitle>
          <SheetDescription>
            {panel.onRestore
              ? "Every published version. Compare one with the live version, or publish it again."
              : "Every published version. Compare one with the live version."}
          </SheetDescription>
        </SheetHeader>
        {open ? <HistoryPanel {...panel} /> : null}
      </SheetContent>
    </Sheet>
  )
}

function HistoryPanel({ history, currentVersion, dirty, onRestore }: Omit<HistorySheetProps, "open" | "onOpenChange" | "name">) {
  const [selected, setSelected] = useState<number>()
  const [restoring, setRestoring] = useState<ContentVersion | null>(null)
  const versions = history.data

  if (history.isError) return <ErrorState error={history.error} onRetry={() => void history.refetch()} className="mx-4" />
  if (!versions)
    return (
      <div className="flex flex-col gap-2 px-4" aria-busy="true" aria-label="Loading the history">
        <Skeleton className="h-12" />
        <Skeleton className="h-12" />
      </div>
    )
  return (
    <>
      <VersionHistory
        className="px-4 pb-6"
        versions={versions}
        currentVersion={currentVersion}
        selected={selected}
        onSelect={setSelected}
        onRestore={onRestore ? setRestoring : undefined}
        formatPath={fieldPathLabel}
      />
      <ConfirmDialog
        open={Boolean(restoring)}
        onOpenChange={(open) => !open && setRestoring(null)}
        title={`Restore version ${restoring?.version}?`}
        description={`Its content is published again as a new version and replaces what visitors see now.${dirty ? " Your unsaved changes in the form are discarded." : ""}`}
        confirmLabel={`Restore version ${restoring?.version}`}
        onConfirm={() => onRestore?.(restoring!)}
      />
    </>
  )
}

interface DraftActionBarProps {
  dirty: boolean
  hasDraft: boolean
  busy: boolean
  onSaveDraft: () => void
  onPublish: () => void
  /** Actions before "Save draft" (the document editor's "Unpublish"). */
  children?: ReactNode
}

/** The bar under an editor's form: where the edit stands, "Save draft" and "Publish". */
export function DraftActionBar({ dirty, hasDraft, busy, onSaveDraft, onPublish, children }: DraftActionBarProps) {
  return (
    <EditorActionBar
      status={
        dirty ? (
          <span className="font-medium text-foreground">Unsaved changes</span>
        ) : hasDraft ? (
          "Draft saved, not published"
        ) : (
          "No unsaved changes"
        )
      }
    >
      {children}
      <Button type="button" variant="outline" disabled={busy} onClick={onSaveDraft}>
        Save draft
      </Button>
      <Button type="button" disabled={busy} onClick={onPublish}>
        Publish
      </Button>
    </EditorActionBar>
  )
}
