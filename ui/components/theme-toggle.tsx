import * as React from "react"
import * as RadioGroupPrimitive from "@radix-ui/react-radio-group"
import { cva, type VariantProps } from "class-variance-authority"
import { Monitor, Moon, Sun, type LucideIcon } from "lucide-react"
import { cn } from "../lib/utils"
import { isUiTheme, type UiTheme } from "../lib/ui-theme"
import { useTheme } from "./theme-provider"

/** Accessible name of the control. */
export const THEME_TOGGLE_LABEL = "Colour theme"
export const THEME_TOGGLE_OPTIONS: ReadonlyArray<{ value: UiTheme; label: string; icon: LucideIcon }> = [
  { value: "light", label: "Light", icon: Sun },
  { value: "dark", label: "Dark", icon: Moon },
  { value: "system", label: "System", icon: Monitor },
]

export const themeToggleVariants = cva("inline-flex w-fit items-center gap-0.5 rounded-md border p-0.5", {
  variants: {
    variant: {
      default: "border-border bg-muted",
      header: "border-header-foreground/20 bg-header-accent",
    },
  },
  defaultVariants: { variant: "default" },
})

export const themeToggleItemVariants = cva(
  "inline-flex items-center justify-center gap-1.5 rounded-sm text-sm font-medium transition-colors outline-none focus-visible:ring-2 data-[state=checked]:shadow-sm [&_svg]:size-4 [&_svg]:shrink-0",
  {
    variants: {
      variant: {
        default:
          "text-muted-foreground hover:text-foreground focus-visible:ring-ring data-[state=checked]:bg-background data-[state=checked]:text-foreground",
        /** On the always-dark header and footer, in either UI theme. */
        header:
          "text-header-muted hover:text-header-foreground focus-visible:ring-header-foreground data-[state=checked]:bg-header-foreground data-[state=checked]:text-header",
      },
      size: {
        default: "h-8 px-3",
        icon: "size-8",
      },
    },
    defaultVariants: { variant: "default", size: "default" },
  },
)

export interface ThemeToggleProps
  extends
    Omit<React.ComponentProps<typeof RadioGroupPrimitive.Root>, "value" | "defaultValue" | "onValueChange">,
    VariantProps<typeof themeToggleItemVariants> {}

/**
 * A segmented control (a radio group) for light, dark or system; arrow keys move between the options.
 * `size="icon"` keeps the labels for screen readers only.
 */
export function ThemeToggle({ className, variant, size, "aria-label": ariaLabel = THEME_TOGGLE_LABEL, ...props }: ThemeToggleProps) {
  const { theme, setTheme } = useTheme()
  return (
    <RadioGroupPrimitive.Root
      data-slot="theme-toggle"
      data-variant={variant ?? "default"}
      data-size={size ?? "default"}
      aria-label={ariaLabel}
      orientation="horizontal"
      value={theme}
      onValueChange={(value) => isUiTheme(value) && setTheme(value)}
      className={cn(themeToggleVariants({ variant }), className)}
      {...props}
    >
      {THEME_TOGGLE_OPTIONS.map(({ value, label, icon: Icon }) => (
        <RadioGroupPrimitive.Item
          key={value}
          value={value}
          data-slot="theme-toggle-item"
          className={themeToggleItemVariants({ variant, size })}
        >
          <Icon aria-hidden="true" />
          <span className={size === "icon" ? "sr-only" : undefined}>{label}</span>
        </RadioGroupPrimitive.Item>
      ))}
    </RadioGroupPrimitive.Root>
  )
}
