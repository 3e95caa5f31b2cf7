import * as React from "react"
import * as AlertDialogPrimitive from "@radix-ui/react-alert-dialog"
import { cva, type VariantProps } from "class-variance-authority"
import { TriangleAlert } from "lucide-react"
import { useControllableValue } from "../../hooks/use-controllable-value"
import { Button } from "../button"
import { Input } from "../input"
import { Label } from "../label"

const CONFIRM_DIALOG_CONFIRM_LABEL = "Confirm"
export const CONFIRM_DIALOG_CANCEL_LABEL = "Cancel"

const confirmDialogIconVariants = cva("grid size-10 shrink-0 place-items-center rounded-full [&_svg]:size-5", {
  variants: {
    variant: {
      default: "bg-accent text-accent-foreground",
      destructive: "bg-destructive/10 text-destructive",
    },
  },
  defaultVariants: { variant: "default" },
})

export interface ConfirmDialogProps
  extends Omit<React.ComponentProps<typeof AlertDialogPrimitive.Root>, "children">, VariantProps<typeof confirmDialogIconVariants> {
  /** `destructive` for an action that deletes or cannot be undone: a red icon and confirm button. @default "default" */
  variant?: VariantProps<typeof confirmDialogIconVariants>["variant"]
  /** The element that opens the dialog (a Button); omit it to control `open` from outside. */
  trigger?: React.ReactElement
  /** The question ("Delete this user?"). */
  title: string
  /** What follows from it, under the question. */
  description?: React.ReactNode
  /** Text of the confirm button: the action itself ("Delete user"). @default "Confirm" */
  confirmLabel?: string
  /** Text of the button that backs out. @default "Cancel" */
  cancelLabel?: string
  /**
   * Text the reader must type before the confirm button works (the address of the account to delete,
   * say), for actions that cannot be undone.
   */
  confirmationText?: string
  /** Label of the typing box. @default `Type ${confirmationText} to confirm` */
  confirmationLabel?: React.ReactNode
  /**
   * The action. While its promise is pending the buttons wait; when it resolves the dialog closes, when
   * it rejects the dialog stays open (the caller shows what went wrong).
   */
  onConfirm: () => unknown
  /** Extra content between the description and the buttons. */
  children?: React.ReactNode
}

/**
 * Asks before an action (Radix AlertDialog: focus starts on Cancel, Escape cancels, a click outside
 * does not). `variant="destructive"` is for what cannot be undone, optionally behind typed confirmation.
 */
export function ConfirmDialog({
  trigger,
  title,
  description,
  confirmLabel = CONFIRM_DIALOG_CONFIRM_LABEL,
  cancelLabel = CONFIRM_DIALOG_CANCEL_LABEL,
  confirmationText,
  confirmationLabel,
  onConfirm,
  variant,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  children,
  ...props
}: ConfirmDialogProps) {
  const [open, setOpen] = useControllableValue(openProp, defaultOpen, onOpenChange)
  const [typed, setTyped] = React.useState("")
  const [pending, setPending] = React.useState(false)
  const inputId = React.useId()
  const confirmed = !confirmationText || typed.trim() === confirmationText

  const changeOpen = (next: boolean) => {
    if (pending) return
    if (!next) setTyped("")
    setOpen(next)
  }

  const confirm = async (event: React.MouseEvent) => {
    // The dialog closes only once the action has succeeded.
    event.preventDefault()
    if (!confirmed || pending) return
    setPending(true)
    try {
      await onConfirm()
      setTyped("")
      setOpen(false)
    } catch {
      // Stays open: the caller has shown what went wrong, and the reader may try again or cancel.
    } finally {
      setPending(false)
    }
  }

  return (
    <AlertDialogPrimitive.Root data-slot="confirm-dialog" open={open} onOpenChange={changeOpen} {...props}>
      {trigger && <AlertDialogPrimitive.Trigger asChild>{trigger}</AlertDialogPrimitive.Trigger>}
      <AlertDialogPrimitive.Portal>
        <AlertDialogPrimitive.Overlay
          data-slot="confirm-dialog-overlay"
          className="fixed inset-0 z-50 bg-foreground/50 data-[state=open]:animate-[nordika-fade-in_150ms_ease-out] motion-reduce:animate-none dark:bg-background/80"
        />
        <AlertDialogPrimitive.Content
          data-slot="confirm-dialog-content"
          data-variant={variant ?? "default"}
          {...(description ? {} : { "aria-describedby": undefined })}
          className="fixed top-1/2 left-1/2 z-50 grid w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-5 rounded-lg border border-border bg-background p-6 text-foreground shadow-lg outline-none data-[state=open]:animate-[nordika-fade-in_150ms_ease-out] motion-reduce:animate-none"
        >
          <div className="flex gap-4">
            <span aria-hidden="true" className={confirmDialogIconVariants({ variant })}>
              <TriangleAlert />
            </span>
            <div className="flex min-w-0 flex-col gap-1.5">
              <AlertDialogPrimitive.Title className="font-heading text-lg leading-tight font-semibold">{title}</AlertDialogPrimitive.Title>
              {description ? (
                <AlertDialogPrimitive.Description className="text-sm text-muted-foreground">{description}</AlertDialogPrimitive.Description>
              ) : null}
            </div>
          </div>
          {children}
          {confirmationText && (
            <div className="grid gap-2">
              <Label htmlFor={inputId} className="leading-snug font-normal text-muted-foreground">
                {confirmationLabel ?? (
                  <span>
                    Type <span className="font-mono font-semibold text-foreground">{confirmationText}</span> to confirm
                  </span>
                )}
              </Label>
              <Input
                id={inputId}
                data-slot="confirm-dialog-input"
                autoComplete="off"
                autoCapitalize="none"
                spellCheck={false}
                value={typed}
                onChange={(event) => setTyped(event.target.value)}
              />
            </div>
          )}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialogPrimitive.Cancel asChild>
              <Button variant="outline" disabled={pending}>
                {cancelLabel}
              </Button>
            </AlertDialogPrimitive.Cancel>
            <AlertDialogPrimitive.Action asChild>
              <Button
                data-slot="confirm-dialog-confirm"
                variant={variant === "destructive" ? "destructive" : "default"}
                disabled={!confirmed}
                loading={pending}
                onClick={confirm}
              >
                {confirmLabel}
              </Button>
            </AlertDialogPrimitive.Action>
          </div>
        </AlertDialogPrimitive.Content>
      </AlertDialogPrimitive.Portal>
    </AlertDialogPrimitive.Root>
  )
}
