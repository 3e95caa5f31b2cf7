import * as React from "react"
import * as RadioGroupPrimitive from "@radix-ui/react-radio-group"
import type { VariantProps } from "class-variance-authority"
import { cn } from "../lib/utils"
import { isUiTheme } from "../lib/ui-theme"
import { useTheme } from "./theme-provider"
import {
  THEME_TOGGLE_LABEL,
  THEME_TOGGLE_OPTIONS,
  themeToggleItemVariants,
  themeToggleVariants,
  type ThemeOptionLabels,
} from "./theme-toggle-placeholder"

export { THEME_TOGGLE_LABEL }

export interface ThemeToggleProps
  extends
    Omit<React.ComponentProps<typeof RadioGroupPrimitive.Root>, "value" | "defaultValue" | "onValueChange">,
    VariantProps<typeof themeToggleItemVariants> {
  /** `default` on the page's background, `header` on the always-dark header and footer, in either UI theme. @default "default" */
  variant?: VariantProps<typeof themeToggleItemVariants>["variant"]
  /** `default` an icon and a word per option, `icon` the icon alone (its name then only for assistive technology). @default "default" */
  size?: VariantProps<typeof themeToggleItemVariants>["size"]
  /** The options' names in the page's language. @default English */
  optionLabels?: ThemeOptionLabels
}

/**
 * A segmented control (a radio group) for light, dark or system; arrow keys move between the options.
 * `size="icon"` keeps the labels for screen readers only.
 */
export function ThemeToggle({
  className,
  variant,
  size,
  optionLabels,
  "aria-label": ariaLabel = THEME_TOGGLE_LABEL,
  ...props
}: ThemeToggleProps) {
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
          <span className={size === "icon" ? "sr-only" : undefined}>{optionLabels?.[value] ?? label}</span>
        </RadioGroupPrimitive.Item>
      ))}
    </RadioGroupPrimitive.Root>
  )
}
