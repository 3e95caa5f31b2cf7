import * as React from "react"
import { cva, type VariantProps } from "class-variance-authority"
import { cn, variantOptions } from "../lib/utils"

const inputVariantMap = {
  size: {
    default: "h-10 px-3 py-2 text-sm",
    sm: "h-9 px-2.5 text-sm",
    lg: "h-11 px-4 text-base",
  },
}

const inputVariants = cva(
  "flex w-full min-w-0 rounded-md border border-input bg-background text-foreground shadow-xs transition-colors outline-none placeholder:text-muted-foreground file:border-0 file:bg-transparent file:text-sm file:font-medium file:text-foreground focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive aria-invalid:focus-visible:ring-destructive",
  {
    variants: inputVariantMap,
    defaultVariants: { size: "default" },
  },
)

export const INPUT_SIZES = variantOptions(inputVariantMap.size)

export interface InputProps extends Omit<React.ComponentProps<"input">, "size">, VariantProps<typeof inputVariants> {
  /** Height: `sm` 36 px (filters, tables), `default` 40 px (forms), `lg` 44 px (a search on its own). @default "default" */
  size?: VariantProps<typeof inputVariants>["size"]
}

export function Input({ className, size, type = "text", ...props }: InputProps) {
  return <input data-slot="input" data-size={size ?? "default"} type={type} className={cn(inputVariants({ size }), className)} {...props} />
}
