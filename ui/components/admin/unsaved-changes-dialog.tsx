import * as React from "react"
import { ConfirmDialog } from "./confirm-dialog"

export const UNSAVED_CHANGES_TITLE = "Leave without saving?"
export const UNSAVED_CHANGES_LEAVE_LABEL = "Leave and discard"
export const UNSAVED_CHANGES_STAY_LABEL = "Keep editing"

export interface UnsavedChangesDialogProps {
  /** Whether the dialog shows (a navigation away from unsaved changes is waiting). */
  open: boolean
  /** Closes the dialog and stays on the page. */
  onStay: () => void
  /** Goes on, discarding the changes. */
  onLeave: () => void
  /** What is at stake, under the question. @default "Your changes have not been saved. If you leave now, they are lost." */
  description?: string
}

/** Asks before leaving a form with changes that are not saved. */
export function UnsavedChangesDialog({
  open,
  onStay,
  onLeave,
  description = "Your changes have not been saved. If you leave now, they are lost.",
}: UnsavedChangesDialogProps) {
  // The dialog closes after onLeave too; that close is not a choice to stay.
  const leaving = React.useRef(false)
  React.useEffect(() => {
    if (open) leaving.current = false
  }, [open])
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        if (!next && !leaving.current) onStay()
      }}
      variant="destructive"
      title={UNSAVED_CHANGES_TITLE}
      description={description}
      confirmLabel={UNSAVED_CHANGES_LEAVE_LABEL}
      cancelLabel={UNSAVED_CHANGES_STAY_LABEL}
      onConfirm={() => {
        leaving.current = true
        onLeave()
      }}
    />
  )
}
