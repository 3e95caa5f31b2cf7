import * as React from "react"
import * as SheetPrimitive from "@radix-ui/react-dialog"
import { cva, type VariantProps } from "class-variance-authority"
import { X } from "lucide-react"
import { cn } from "../lib/utils"

/** The side panel slides in from its edge over 500 ms. */
export const SHEET_OPEN_DURATION_MS = 500
/** …and slides out over 300 ms. */
export const SHEET_CLOSE_DURATION_MS = 300
/** Accessible name of the close button in the panel's corner. */
export const SHEET_CLOSE_LABEL = "Close"

// Tailwind cannot see runtime values, so the constants reach the animation classes through CSS variables.
const sheetMotionStyle = {
  "--sheet-open-duration": `${SHEET_OPEN_DURATION_MS}ms`,
  "--sheet-close-duration": `${SHEET_CLOSE_DURATION_MS}ms`,
} as React.CSSProperties

export function Sheet(props: React.ComponentProps<typeof SheetPrimitive.Root>) {
  return <SheetPrimitive.Root data-slot="sheet" {...props} />
}

export function SheetTrigger(props: React.ComponentProps<typeof SheetPrimitive.Trigger>) {
  return <SheetPrimitive.Trigger data-slot="sheet-trigger" {...props} />
}

export function SheetClose(props: React.ComponentProps<typeof SheetPrimitive.Close>) {
  return <SheetPrimitive.Close data-slot="sheet-close" {...props} />
}

// Animations sit behind motion-safe: with prefers-reduced-motion the sheet opens and closes at once.
export function SheetOverlay({ className, style, ...props }: React.ComponentProps<typeof SheetPrimitive.Overlay>) {
  return (
    <SheetPrimitive.Overlay
      data-slot="sheet-overlay"
      className={cn(
        "fixed inset-0 z-50 bg-brand-dark/70 motion-safe:data-[state=open]:animate-[nordika-fade-in_var(--sheet-open-duration)_ease-out] motion-safe:data-[state=closed]:animate-[nordika-fade-out_var(--sheet-close-duration)_ease-in]",
        className,
      )}
      style={{ ...sheetMotionStyle, ...style }}
      {...props}
    />
  )
}

const sheetContentVariantMap = {
  side: {
    right:
      "inset-y-0 right-0 h-full w-3/4 border-l border-border sm:max-w-sm motion-safe:data-[state=open]:animate-[nordika-slide-in-right_var(--sheet-open-duration)_ease-out] motion-safe:data-[state=closed]:animate-[nordika-slide-out-right_var(--sheet-close-duration)_ease-in]",
    left: "inset-y-0 left-0 h-full w-3/4 border-r border-border sm:max-w-sm motion-safe:data-[state=open]:animate-[nordika-slide-in-left_var(--sheet-open-duration)_ease-out] motion-safe:data-[state=closed]:animate-[nordika-slide-out-left_var(--sheet-close-duration)_ease-in]",
    top: "inset-x-0 top-0 h-auto border-b border-border motion-safe:data-[state=open]:animate-[nordika-slide-in-top_var(--sheet-open-duration)_ease-out] motion-safe:data-[state=closed]:animate-[nordika-slide-out-top_var(--sheet-close-duration)_ease-in]",
    bottom:
      "inset-x-0 bottom-0 h-auto border-t border-border motion-safe:data-[state=open]:animate-[nordika-slide-in-bottom_var(--sheet-open-duration)_ease-out] motion-safe:data-[state=closed]:animate-[nordika-slide-out-bottom_var(--sheet-close-duration)_ease-in]",
  },
}

const sheetContentVariants = cva("fixed z-50 flex flex-col gap-4 bg-background text-foreground shadow-lg outline-none", {
  variants: sheetContentVariantMap,
  defaultVariants: { side: "right" },
})

export interface SheetContentProps extends React.ComponentProps<typeof SheetPrimitive.Content>, VariantProps<typeof sheetContentVariants> {
  /** The edge the panel slides in from: `right` for menus and details, `left`, `top`, `bottom` for a phone's drawer. @default "right" */
  side?: VariantProps<typeof sheetContentVariants>["side"]
  /** Accessible name of the corner close button. @default "Close" */
  closeLabel?: string
  /** Props for the overlay behind the panel (clicking it closes the sheet). */
  overlayProps?: React.ComponentProps<typeof SheetPrimitive.Overlay>
}

export function SheetContent({
  className,
  style,
  side,
  closeLabel = SHEET_CLOSE_LABEL,
  overlayProps,
  children,
  ...props
}: SheetContentProps) {
  return (
    <SheetPrimitive.Portal>
      <SheetOverlay {...overlayProps} />
      <SheetPrimitive.Content
        data-slot="sheet-content"
        data-side={side ?? "right"}
        className={cn(sheetContentVariants({ side }), className)}
        style={{ ...sheetMotionStyle, ...style }}
        {...props}
      >
        {children}
        <SheetPrimitive.Close
          data-slot="sheet-close-button"
          aria-label={closeLabel}
          className="absolute top-4 right-4 inline-flex size-8 items-center justify-center rounded-md text-muted-foreground transition-colors hover:bg-accent hover:text-accent-foreground outline-none focus-visible:ring-2 focus-visible:ring-ring [&_svg]:size-4"
        >
          <X aria-hidden="true" />
        </SheetPrimitive.Close>
      </SheetPrimitive.Content>
    </SheetPrimitive.Portal>
  )
}

export function SheetHeader({ className, ...props }: React.ComponentProps<"div">) {
  return <div data-slot="sheet-header" className={cn("flex flex-col gap-1.5 p-4 pr-12", className)} {...props} />
}

export function SheetFooter({ className, ...props }: React.ComponentProps<"div">) {
  return <div data-slot="sheet-footer" className={cn("mt-auto flex flex-col gap-2 p-4", className)} {...props} />
}

export function SheetTitle({ className, ...props }: React.ComponentProps<typeof SheetPrimitive.Title>) {
  return (
    <SheetPrimitive.Title
      data-slot="sheet-title"
      className={cn("font-heading text-lg font-semibold text-foreground", className)}
      {...props}
    />
  )
}

export function SheetDescription({ className, ...props }: React.ComponentProps<typeof SheetPrimitive.Description>) {
  return <SheetPrimitive.Description data-slot="sheet-description" className={cn("text-sm text-muted-foreground", className)} {...props} />
}
