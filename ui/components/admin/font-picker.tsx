import * as React from "react"
import * as RadioGroupPrimitive from "@radix-ui/react-radio-group"
import { cn } from "../../lib/utils"
import { SITE_THEME_FONTS, type SiteThemeFont } from "../../lib/site-theme"
import { loadSiteThemeFonts } from "../../lib/theme-fonts"

/** The CSS font stack a font picker's sample is set in. */
function sampleFont(font: SiteThemeFont) {
  return `"${font}", "${font} Fallback", ui-sans-serif, system-ui, sans-serif`
}

export interface FontPickerProps extends Omit<React.ComponentProps<typeof RadioGroupPrimitive.Root>, "value" | "onValueChange"> {
  /** The group's accessible name ("Heading font"). */
  label: string
  /** The chosen font. */
  value: SiteThemeFont
  /** Called with the font chosen. */
  onValueChange: (font: SiteThemeFont) => void
  /** The words each option is set in. @default "Clear words, every language" */
  sample?: string
}

/** One of the six bundled site fonts, each option shown in its own typeface. Arrow keys move between them. */
export function FontPicker({ label, value, onValueChange, sample = "Clear words, every language", className, ...props }: FontPickerProps) {
  // The site itself loads a theme font only once a theme selects it; the picker shows all six.
  React.useEffect(() => void loadSiteThemeFonts(SITE_THEME_FONTS), [])
  return (
    <RadioGroupPrimitive.Root
      data-slot="font-picker"
      aria-label={label}
      value={value}
      onValueChange={(next) => onValueChange(next as SiteThemeFont)}
      className={cn("grid grid-cols-1 gap-2 sm:grid-cols-2", className)}
      {...props}
    >
      {SITE_THEME_FONTS.map((font) => (
        <RadioGroupPrimitive.Item
          key={font}
          value={font}
          data-slot="font-picker-option"
          className="group flex flex-col items-start gap-0.5 rounded-md border border-border bg-background px-3 py-2.5 text-left outline-none transition-colors hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background data-[state=checked]:border-primary data-[state=checked]:bg-accent"
        >
          <span className="flex w-full items-center justify-between gap-2 text-xs font-medium text-muted-foreground group-data-[state=checked]:text-accent-foreground">
            {font}
            <span
              aria-hidden="true"
              className="size-3.5 rounded-full border border-input group-data-[state=checked]:border-4 group-data-[state=checked]:border-primary"
            />
          </span>
          {/* One line in every font: a sample that wrapped once its font loaded would move the options under the pointer. */}
          <span
            aria-hidden="true"
            className="block w-full truncate text-base text-foreground group-data-[state=checked]:text-accent-foreground"
            style={{ fontFamily: sampleFont(font) }}
          >
            {sample}
          </span>
        </RadioGroupPrimitive.Item>
      ))}
    </RadioGroupPrimitive.Root>
  )
}
