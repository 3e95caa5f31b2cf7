import { cva } from "class-variance-authority"
import { variantOptions } from "../lib/utils"

// Apart from select.tsx (Radix Select) so a stand-in can look like a trigger without loading the Select.
const selectTriggerVariantMap = {
  size: {
    default: "h-10 px-3 py-2 text-sm",
    sm: "h-9 px-2.5 text-sm",
    lg: "h-11 px-4 text-base",
  },
}

export const selectTriggerVariants = cva(
  "flex w-fit items-center justify-between gap-2 rounded-md border border-input bg-background text-foreground shadow-xs whitespace-nowrap transition-colors outline-none focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive data-[placeholder]:text-muted-foreground *:data-[slot=select-value]:line-clamp-1 *:data-[slot=select-value]:flex *:data-[slot=select-value]:items-center *:data-[slot=select-value]:gap-2 [&_svg]:pointer-events-none [&_svg]:shrink-0",
  {
    variants: selectTriggerVariantMap,
    defaultVariants: { size: "default" },
  },
)

export const SELECT_TRIGGER_SIZES = variantOptions(selectTriggerVariantMap.size)
