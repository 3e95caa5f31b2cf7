import * as React from "react"
import { cva, type VariantProps } from "class-variance-authority"
import { MonitorIcon, MoonIcon, SunIcon, type FrameIcon } from "./frame-icons"
import { cn } from "../lib/utils"
import type { UiTheme } from "../lib/ui-theme"
import { useTheme } from "./theme-provider"

/** Accessible name of the control. */
export const THEME_TOGGLE_LABEL = "Colour theme"
export const THEME_TOGGLE_OPTIONS: ReadonlyArray<{ value: UiTheme; label: string; icon: FrameIcon }> = [
  { value: "light", label: "Light", icon: SunIcon },
  { value: "dark", label: "Dark", icon: MoonIcon },
  { value: "system", label: "System", icon: MonitorIcon },
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

/** The options' names in the page's language. @default "Light", "Dark", "System" */
export type ThemeOptionLabels = Readonly<Record<UiTheme, string>>

export type ThemeTogglePlaceholderProps = React.ComponentProps<"div"> & {
  /** The options' names in the page's language. @default English */
  optionLabels?: ThemeOptionLabels
  /** `default` on the page's background, `header` on the always-dark header and footer, in either UI theme. @default "default" */
  variant?: VariantProps<typeof themeToggleItemVariants>["variant"]
  /** `default` an icon and a word per option, `icon` the icon alone (its name then only for assistive technology). @default "default" */
  size?: VariantProps<typeof themeToggleItemVariants>["size"]
}

/**
 * The theme toggle as it looks, inert, standing in while its code (a Radix radio group) loads after the
 * first paint: the same boxes, the current theme marked, so nothing moves when the real one arrives.
 */
export function ThemeTogglePlaceholder({ className, variant, size, optionLabels, ...props }: ThemeTogglePlaceholderProps) {
  const { theme } = useTheme()
  return (
    <div
      data-slot="theme-toggle-placeholder"
      aria-hidden="true"
      inert
      className={cn(themeToggleVariants({ variant }), className)}
      {...props}
    >
      {THEME_TOGGLE_OPTIONS.map(({ value, label, icon: Icon }) => (
        <span key={value} data-state={value === theme ? "checked" : "unchecked"} className={themeToggleItemVariants({ variant, size })}>
          <Icon aria-hidden="true" />
          <span className={size === "icon" ? "sr-only" : undefined}>{optionLabels?.[value] ?? label}</span>
        </span>
      ))}
    </div>
  )
}
