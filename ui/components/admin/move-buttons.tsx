import * as React from "react"
import { ArrowDown, ArrowUp } from "lucide-react"
import { cn } from "../../lib/utils"

/** What a screen reader hears after a move made with the buttons ("IKEA moved to position 1 of 3."). */
export const movedAnnouncement = (label: string, index: number, count: number) => `${label} moved to position ${index + 1} of ${count}.`

export interface MoveButtonsProps extends React.ComponentProps<"div"> {
  /** The item's name in the buttons' accessible names ("Move IKEA up"). */
  label: string
  /** The item's position now. */
  index: number
  /** How many items the list has. */
  count: number
  /** Moves the item from `from` to `to` (one place up or down). */
  onMove: (from: number, to: number) => void
  /** Disables both buttons, e.g. while an order is being saved. @default false */
  disabled?: boolean
}

/**
 * "Move up" and "Move down" buttons for a row of a reorderable list: the single-pointer way to reorder
 * that dragging needs beside it (WCAG 2.5.7). The pressed button keeps focus as its row moves, or
 * hands it to the other one at the list's end.
 */
export function MoveButtons({ label, index, count, onMove, disabled = false, className, ...props }: MoveButtonsProps) {
  const upRef = React.useRef<HTMLButtonElement>(null)
  const downRef = React.useRef<HTMLButtonElement>(null)
  const pressed = React.useRef<"up" | "down" | null>(null)
  const canMoveUp = !disabled && index > 0
  const canMoveDown = !disabled && index < count - 1

  // React re-inserts a moved row's DOM node, and the browser drops focus from a node taken out of the page.
  React.useLayoutEffect(() => {
    const direction = pressed.current
    if (!direction) return
    pressed.current = null
    const same = direction === "up" ? upRef.current : downRef.current
    const other = direction === "up" ? downRef.current : upRef.current
    ;(same && !same.disabled ? same : other)?.focus()
  }, [index])

  const move = (direction: "up" | "down") => {
    pressed.current = direction
    onMove(index, direction === "up" ? index - 1 : index + 1)
  }

  const buttonClass =
    "grid size-8 shrink-0 place-items-center rounded-md text-muted-foreground outline-none hover:bg-muted hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring disabled:pointer-events-none disabled:opacity-40"
  return (
    <div data-slot="move-buttons" className={cn("flex shrink-0 items-center", className)} {...props}>
      <button
        ref={upRef}
        type="button"
        data-slot="move-up"
        aria-label={`Move ${label} up`}
        disabled={!canMoveUp}
        onClick={() => move("up")}
        className={buttonClass}
      >
        <ArrowUp aria-hidden="true" className="size-4" />
      </button>
      <button
        ref={downRef}
        type="button"
        data-slot="move-down"
        aria-label={`Move ${label} down`}
        disabled={!canMoveDown}
        onClick={() => move("down")}
        className={buttonClass}
      >
        <ArrowDown aria-hidden="true" className="size-4" />
      </button>
    </div>
  )
}
