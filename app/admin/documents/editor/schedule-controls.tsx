/**
 * Scheduling in the document editor: the pending publish and unpublish with Cancel, and the dialog
 * that picks a time in Stockholm (the viewer's own time shown beside it as they type).
 */
import { useId, useState } from "react"
import { CalendarClock, X } from "lucide-react"
import { Button, Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, Input, Label, toast } from "@nordika/ui"
import {
  describeScheduleTime,
  instantToStockholmTime,
  stockholmTimeToInstant,
  type PendingSchedule,
  type ScheduleAction,
} from "../../../data/document-schedules"

export const SCHEDULE_BUTTON_LABEL = "Schedule"
export const SCHEDULE_TIME_LABEL = "Date and time in Stockholm"

const ACTION_TEXT: Record<ScheduleAction, { pending: string; dialogTitle: string; confirm: string }> = {
  publish: { pending: "Goes live", dialogTitle: "Schedule the publish", confirm: "Schedule publish" },
  unpublish: { pending: "Comes off the site", dialogTitle: "Schedule taking it off the site", confirm: "Schedule unpublish" },
}

/** The document's pending schedules, each with its time for the viewer and Stockholm, and Cancel. */
export function PendingSchedules({
  schedules,
  disabled,
  onCancel,
}: {
  schedules: readonly PendingSchedule[]
  disabled?: boolean
  onCancel: (action: ScheduleAction) => void
}) {
  if (schedules.length === 0) return null
  return (
    <ul aria-label="Scheduled" className="flex flex-col gap-2" data-slot="document-schedules">
      {schedules.map((schedule) => (
        <li key={schedule.id} className="flex items-start gap-3 rounded-lg border border-border bg-muted/40 px-3 py-2 text-sm">
          <CalendarClock aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
          <span className="min-w-0 flex-1 self-center">
            <span className="font-medium">{ACTION_TEXT[schedule.action].pending}</span> {describeScheduleTime(schedule.runAt)}
          </span>
          <Button
            type="button"
            variant="ghost"
            size="sm"
            className="-my-1 shrink-0"
            disabled={disabled}
            onClick={() => onCancel(schedule.action)}
            aria-label={`Cancel the scheduled ${schedule.action}`}
          >
            <X aria-hidden />
            Cancel
          </Button>
        </li>
      ))}
    </ul>
  )
}

/** Whether the instant has come (read when the editor confirms, never in a render). */
const isPast = (instant: Date) => instant.getTime() <= Date.now()

/** The next whole hour in Stockholm, as the picker's first value. */
function nextHour(): string {
  const next = new Date(Math.ceil((Date.now() + 60_000) / 3_600_000) * 3_600_000)
  return instantToStockholmTime(next)
}

/**
 * The dialog that picks when: a date and time in Stockholm, what that is for the viewer, and the
 * server's refusal of a time (in the past, after the unpublish) beside the field.
 */
export function ScheduleDialog({
  action,
  open,
  onOpenChange,
  initial,
  onSchedule,
}: {
  action: ScheduleAction
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The pending schedule's time, when one is replaced. */
  initial?: string
  /** Schedules at the instant; rejects with the message to show. */
  onSchedule: (at: Date) => Promise<void>
}) {
  const inputId = useId()
  const [value, setValue] = useState(() => (initial ? instantToStockholmTime(new Date(initial)) : nextHour()))
  const [problem, setProblem] = useState<string | null>(null)
  const [pending, setPending] = useState(false)
  const instant = stockholmTimeToInstant(value)
  const text = ACTION_TEXT[action]

  const submit = async () => {
    if (!instant) {
      setProblem("Choose a date and a time.")
      return
    }
    if (isPast(instant)) {
      setProblem("Choose a time in the future.")
      return
    }
    setPending(true)
    setProblem(null)
    try {
      await onSchedule(instant)
      onOpenChange(false)
      toast({ title: "Scheduled", description: `${text.pending} ${describeScheduleTime(instant)}.` })
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error))
    } finally {
      setPending(false)
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{text.dialogTitle}</DialogTitle>
          <DialogDescription>
            {action === "publish"
              ? "The content as it is now is checked and kept for that time; later edits stay in the draft. Publishing now, or a new schedule, replaces this one."
              : "At that time visitors stop seeing it; its content, draft and history stay here."}
          </DialogDescription>
        </DialogHeader>
        <form
          noValidate
          className="flex flex-col gap-2"
          onSubmit={(event) => {
            event.preventDefault()
            void submit()
          }}
        >
          <Label htmlFor={inputId}>{SCHEDULE_TIME_LABEL}</Label>
          <Input
            id={inputId}
            type="datetime-local"
            value={value}
            step={60}
            aria-invalid={problem ? true : undefined}
            aria-describedby={`${inputId}-when`}
            onChange={(event) => {
              setValue(event.target.value)
              setProblem(null)
            }}
          />
          <p id={`${inputId}-when`} className="text-sm text-muted-foreground" aria-live="polite">
            {instant ? describeScheduleTime(instant) : "Choose a date and a time."}
          </p>
          {problem ? (
            <p role="alert" className="text-sm font-medium text-destructive">
              {problem}
            </p>
          ) : null}
          <DialogFooter className="mt-2">
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Close
            </Button>
            <Button type="submit" disabled={pending}>
              {text.confirm}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
