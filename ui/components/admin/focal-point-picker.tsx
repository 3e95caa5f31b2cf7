import * as React from "react"
import { cn } from "../../lib/utils"

/** How far one arrow key moves the focal point, as a fraction of the image; with Shift, ten times as far. */
export const FOCAL_POINT_STEP = 0.01
export const FOCAL_POINT_LARGE_STEP = 0.1

/** A point on an image as fractions of its width (x, from the left) and height (y, from the top), 0 to 1. */
export interface FocalPoint {
  x: number
  y: number
}

const clamp = (value: number) => Math.round(Math.min(1, Math.max(0, value)) * 1000) / 1000
const percent = (value: number) => `${Math.round(value * 100)}%`

/** "40% across, 25% down": what the picker announces. */
export const describeFocalPoint = ({ x, y }: FocalPoint) => `${percent(x)} across, ${percent(y)} down`

const ARROWS: Record<string, FocalPoint> = {
  ArrowLeft: { x: -1, y: 0 },
  ArrowRight: { x: 1, y: 0 },
  ArrowUp: { x: 0, y: -1 },
  ArrowDown: { x: 0, y: 1 },
}

export interface FocalPointPickerProps extends Omit<React.ComponentProps<"div">, "onChange"> {
  /** The image's address. */
  src: string
  /** Where the marker is: x and y from 0 (left, top) to 1 (right, bottom). */
  value: FocalPoint
  /** Called with the new point when a click or a key moves the marker. */
  onValueChange: (value: FocalPoint) => void
  /** The picker's accessible name. @default "Focal point" */
  label?: string
  /** Shows the marker without letting it move (while the image is being saved). */
  disabled?: boolean
}

/**
 * The image with a marker where every crop of it will be centred: a click (or tap) puts the marker
 * there; focused, the arrow keys move it (Shift for larger steps) and Home centres it.
 */
export function FocalPointPicker({
  src,
  value,
  onValueChange,
  label = "Focal point",
  disabled,
  className,
  ...props
}: FocalPointPickerProps) {
  const pickAt = (event: React.PointerEvent<HTMLDivElement>) => {
    if (disabled) return
    const box = event.currentTarget.getBoundingClientRect()
    if (box.width === 0 || box.height === 0) return
    onValueChange({ x: clamp((event.clientX - box.left) / box.width), y: clamp((event.clientY - box.top) / box.height) })
  }

  const onKeyDown = (event: React.KeyboardEvent<HTMLDivElement>) => {
    if (disabled) return
    if (event.key === "Home") {
      event.preventDefault()
      return onValueChange({ x: 0.5, y: 0.5 })
    }
    const arrow = ARROWS[event.key]
    if (!arrow) return
    event.preventDefault()
    const step = event.shiftKey ? FOCAL_POINT_LARGE_STEP : FOCAL_POINT_STEP
    onValueChange({ x: clamp(value.x + arrow.x * step), y: clamp(value.y + arrow.y * step) })
  }

  return (
    <div
      data-slot="focal-point-picker"
      // A slider has one axis; its value text carries both, and the arrows of both axes move it.
      role="slider"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(value.x * 100)}
      aria-valuetext={describeFocalPoint(value)}
      aria-disabled={disabled || undefined}
      tabIndex={disabled ? -1 : 0}
      onPointerDown={pickAt}
      onKeyDown={onKeyDown}
      className={cn(
        "relative inline-block max-w-full cursor-crosshair touch-none overflow-hidden rounded-md border border-border bg-muted outline-none select-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background aria-disabled:cursor-not-allowed aria-disabled:opacity-60",
        className,
      )}
      {...props}
    >
      <img src={src} alt="" draggable={false} className="block max-h-72 w-auto max-w-full" />
      <span
        data-slot="focal-point-marker"
        aria-hidden="true"
        className="pointer-events-none absolute size-6 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-white shadow-[0_0_0_2px_rgb(0_0_0/0.6)]"
        style={{ left: percent(value.x), top: percent(value.y) }}
      />
    </div>
  )
}
