import * as React from "react"
import { cva, type VariantProps } from "class-variance-authority"
import { cn, variantOptions } from "../lib/utils"

const textareaVariantMap = {
  size: {
    default: "min-h-20 text-sm",
    sm: "min-h-16 text-sm",
    lg: "min-h-32 text-base",
  },
}

const textareaVariants = cva(
  "flex w-full rounded-md border border-input bg-background px-3 py-2 text-foreground shadow-xs transition-colors outline-none placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive aria-invalid:focus-visible:ring-destructive",
  {
    variants: textareaVariantMap,
    defaultVariants: { size: "default" },
  },
)

export const TEXTAREA_SIZES = variantOptions(textareaVariantMap.size)

export interface TextareaProps extends React.ComponentProps<"textarea">, VariantProps<typeof textareaVariants> {
  /** Least height: `sm` 64 px (a short note), `default` 80 px, `lg` 128 px (a message or a brief). @default "default" */
  size?: VariantProps<typeof textareaVariants>["size"]
}

export function Textarea({ className, size, ...props }: TextareaProps) {
  return <textarea data-slot="textarea" data-size={size ?? "default"} className={cn(textareaVariants({ size }), className)} {...props} />
}
