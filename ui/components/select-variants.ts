import { cva } from "class-variance-authority"

// Apart from select.tsx (Radix Select) so a stand-in can look like a trigger without loading the Select.
// A long value wraps where it may (so it never makes the trigger, its column or the page wider than
// they are) and shows its first line only, ending in an ellipsis: line-clamp needs the value's own
// display, so it is not a flex box.
const selectTriggerVariantMap = {
  size: {
    default: "h-10 px-3 py-2 text-sm",
    sm: "h-9 px-2.5 text-sm",
    lg: "h-11 px-4 text-base",
  },
}

export const selectTriggerVariants = cva(
  "flex w-fit max-w-full min-w-0 items-center justify-between gap-2 rounded-md border border-input bg-background text-foreground shadow-xs whitespace-nowrap transition-colors outline-none focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive data-[placeholder]:text-muted-foreground *:data-[slot=select-value]:line-clamp-1 *:data-[slot=select-value]:min-w-0 *:data-[slot=select-value]:text-left *:data-[slot=select-value]:whitespace-normal *:data-[slot=select-value]:wrap-anywhere [&_svg]:pointer-events-none [&_svg]:shrink-0",
  {
    variants: selectTriggerVariantMap,
    defaultVariants: { size: "default" },
  },
)
