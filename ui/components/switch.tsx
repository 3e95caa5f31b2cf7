import * as React from "react"
import * as SwitchPrimitive from "@radix-ui/react-switch"
import { cva, type VariantProps } from "class-variance-authority"
import { cn, variantOptions } from "../lib/utils"

const switchVariantMap = { size: { default: "h-6 w-11", sm: "h-5 w-9" } }

const switchVariants = cva(
  "peer inline-flex shrink-0 items-center rounded-full border-2 border-transparent shadow-xs transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:cursor-not-allowed disabled:opacity-50 data-[state=checked]:bg-primary data-[state=unchecked]:bg-input",
  {
    variants: switchVariantMap,
    defaultVariants: { size: "default" },
  },
)

export const SWITCH_SIZES = variantOptions(switchVariantMap.size)

const switchThumbVariants = cva(
  "pointer-events-none block rounded-full bg-background shadow-md ring-0 transition-transform motion-reduce:transition-none data-[state=unchecked]:translate-x-0",
  {
    variants: {
      size: {
        default: "size-5 data-[state=checked]:translate-x-5",
        sm: "size-4 data-[state=checked]:translate-x-4",
      } satisfies Record<(typeof SWITCH_SIZES)[number], string>,
    },
    defaultVariants: { size: "default" },
  },
)

export interface SwitchProps extends React.ComponentProps<typeof SwitchPrimitive.Root>, VariantProps<typeof switchVariants> {
  /** `default` 44 × 24 px in forms, `sm` 36 × 20 px in table rows and dense settings. @default "default" */
  size?: VariantProps<typeof switchVariants>["size"]
}

export function Switch({ className, size, ...props }: SwitchProps) {
  return (
    <SwitchPrimitive.Root data-slot="switch" data-size={size ?? "default"} className={cn(switchVariants({ size }), className)} {...props}>
      <SwitchPrimitive.Thumb data-slot="switch-thumb" className={switchThumbVariants({ size })} />
    </SwitchPrimitive.Root>
  )
}
