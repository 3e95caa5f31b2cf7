import * as React from "react"
import * as ToastPrimitives from "@radix-ui/react-toast"
import { cva, type VariantProps } from "class-variance-authority"
import { X } from "lucide-react"
import { cn, variantOptions } from "../lib/utils"

/** A toast dismisses itself after 5 s unless it sets its own duration. */
export const TOAST_DURATION_MS = 5000
/** Swiping a toast this far to the right dismisses it. */
export const TOAST_SWIPE_THRESHOLD_PX = 50
/** Pressing F8 moves focus to the notifications viewport. */
export const TOAST_HOTKEY = ["F8"]
/** Accessible name of each toast's close button. */
export const TOAST_CLOSE_LABEL = "Close notification"
export type ToastProviderProps = React.ComponentProps<typeof ToastPrimitives.Provider>

export function ToastProvider({
  duration = TOAST_DURATION_MS,
  swipeThreshold = TOAST_SWIPE_THRESHOLD_PX,
  swipeDirection = "right",
  ...props
}: ToastProviderProps) {
  return <ToastPrimitives.Provider duration={duration} swipeThreshold={swipeThreshold} swipeDirection={swipeDirection} {...props} />
}

export function ToastViewport({ className, hotkey = TOAST_HOTKEY, ...props }: React.ComponentProps<typeof ToastPrimitives.Viewport>) {
  return (
    <ToastPrimitives.Viewport
      data-slot="toast-viewport"
      hotkey={hotkey}
      className={cn(
        "fixed top-0 z-[100] flex max-h-screen w-full flex-col-reverse gap-2 p-4 outline-none focus-visible:ring-2 focus-visible:ring-ring sm:top-auto sm:right-0 sm:bottom-0 sm:flex-col md:max-w-[420px]",
        className,
      )}
      {...props}
    />
  )
}

const toastVariantMap = {
  variant: {
    default: "border-border bg-background text-foreground",
    destructive: "border-destructive bg-destructive text-destructive-foreground",
  },
}

const toastVariants = cva(
  "group pointer-events-auto relative flex w-full items-center justify-between gap-4 overflow-hidden rounded-md border p-4 pr-8 shadow-lg motion-safe:data-[state=open]:animate-[nordika-fade-slide-up_200ms_ease-out] motion-safe:data-[state=closed]:animate-[nordika-fade-out_150ms_ease-in] data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-transform motion-safe:data-[swipe=end]:animate-[nordika-toast-swipe-out-right_100ms_ease-out]",
  {
    variants: toastVariantMap,
    defaultVariants: { variant: "default" },
  },
)

export const TOAST_VARIANTS = variantOptions(toastVariantMap.variant)

export interface ToastProps extends React.ComponentProps<typeof ToastPrimitives.Root>, VariantProps<typeof toastVariants> {
  /** `default` a confirmation (Saved), `destructive` a failure the person should act on. @default "default" */
  variant?: VariantProps<typeof toastVariants>["variant"]
}

export function Toast({ className, variant, ...props }: ToastProps) {
  return (
    <ToastPrimitives.Root
      data-slot="toast"
      data-variant={variant ?? "default"}
      className={cn(toastVariants({ variant }), className)}
      {...props}
    />
  )
}

/** `altText` tells screen-reader users how else to reach the action (Radix requirement). */
export function ToastAction({ className, ...props }: React.ComponentProps<typeof ToastPrimitives.Action>) {
  return (
    <ToastPrimitives.Action
      data-slot="toast-action"
      className={cn(
        "inline-flex h-8 shrink-0 items-center justify-center rounded-md border border-border bg-transparent px-3 text-sm font-medium transition-colors hover:bg-secondary hover:text-secondary-foreground outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:pointer-events-none disabled:opacity-50 group-data-[variant=destructive]:border-destructive-foreground/40 group-data-[variant=destructive]:hover:bg-destructive-foreground group-data-[variant=destructive]:hover:text-destructive group-data-[variant=destructive]:focus-visible:ring-destructive-foreground",
        className,
      )}
      {...props}
    />
  )
}

export interface ToastCloseProps extends React.ComponentProps<typeof ToastPrimitives.Close> {
  /** Accessible name of the icon-only button. @default "Close notification" */
  label?: string
}

export function ToastClose({ className, label = TOAST_CLOSE_LABEL, ...props }: ToastCloseProps) {
  return (
    <ToastPrimitives.Close
      data-slot="toast-close"
      aria-label={label}
      className={cn(
        "absolute top-2 right-2 inline-flex size-6 items-center justify-center rounded-md text-foreground/70 transition-colors hover:text-foreground outline-none focus-visible:ring-2 focus-visible:ring-ring group-data-[variant=destructive]:text-destructive-foreground group-data-[variant=destructive]:focus-visible:ring-destructive-foreground [&_svg]:size-4",
        className,
      )}
      {...props}
    >
      <X aria-hidden="true" />
    </ToastPrimitives.Close>
  )
}

export function ToastTitle({ className, ...props }: React.ComponentProps<typeof ToastPrimitives.Title>) {
  return <ToastPrimitives.Title data-slot="toast-title" className={cn("text-sm font-semibold", className)} {...props} />
}

export function ToastDescription({ className, ...props }: React.ComponentProps<typeof ToastPrimitives.Description>) {
  return <ToastPrimitives.Description data-slot="toast-description" className={cn("text-sm opacity-90", className)} {...props} />
}

export type ToastActionElement = React.ReactElement<React.ComponentProps<typeof ToastAction>>
