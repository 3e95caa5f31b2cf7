import * as React from "react"
import { cn } from "../../lib/utils"
import {
  SITE_THEME_DEFAULT_COLORS,
  SITE_THEME_RADIUS_MAX_REM,
  SITE_THEME_RADIUS_MIN_REM,
  SITE_THEME_TEXT_PAIRS,
  type ResolvedSiteTheme,
  type SiteThemeColorName,
} from "../../lib/site-theme"
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../tabs"
import { ColorField } from "./color-field"
import { ContrastWarning } from "./contrast-warning"
import { FontPicker } from "./font-picker"
import { ThemePreview } from "./theme-preview"

/** The theme's colours in the groups the editor shows them in, each token with its name for staff. */
const THEME_COLOR_GROUPS: readonly { title: string; colors: readonly [SiteThemeColorName, string][] }[] = [
  {
    title: "Brand",
    colors: [
      ["primary", "Primary"],
      ["primary-foreground", "Text on primary"],
      ["ring", "Focus ring"],
      ["brand-blue", "Brand blue"],
      ["brand-dark", "Brand dark"],
    ],
  },
  {
    title: "Page and cards",
    colors: [
      ["background", "Page background"],
      ["foreground", "Page text"],
      ["muted", "Muted panels"],
      ["muted-foreground", "Secondary text"],
      ["card", "Cards"],
      ["card-foreground", "Text on cards"],
      ["popover", "Menus"],
      ["popover-foreground", "Text in menus"],
      ["border", "Borders"],
      ["input", "Field borders"],
    ],
  },
  {
    title: "Secondary and highlights",
    colors: [
      ["secondary", "Secondary"],
      ["secondary-foreground", "Text on secondary"],
      ["accent", "Highlight"],
      ["accent-foreground", "Text on highlight"],
    ],
  },
  {
    title: "Messages",
    colors: [
      ["destructive", "Destructive"],
      ["destructive-foreground", "Text on destructive"],
      ["success", "Success"],
      ["success-foreground", "Text on success"],
      ["warning", "Warning"],
      ["warning-foreground", "Text on warning"],
    ],
  },
  {
    title: "Header and footer",
    colors: [
      ["header", "Background"],
      ["header-foreground", "Text"],
      ["header-muted", "Secondary text"],
      ["header-accent", "Hover and lines"],
    ],
  },
]

export interface ThemeEditorProps extends Omit<React.ComponentProps<"div">, "onChange"> {
  /** The theme being edited (colours, fonts, radius). */
  value: ResolvedSiteTheme
  /** Called with the whole theme after every change. */
  onChange: (theme: ResolvedSiteTheme) => void
  /** The header logo shown in the preview. */
  logoUrl?: string | null
}

function Section({ title, description, children }: { title: string; description?: string; children: React.ReactNode }) {
  return (
    <section data-slot="theme-editor-section" className="flex flex-col gap-4 rounded-lg border border-border bg-card p-4 sm:p-5">
      <div className="flex flex-col gap-0.5">
        <h3 className="text-sm font-semibold text-card-foreground">{title}</h3>
        {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
      </div>
      {children}
    </section>
  )
}

/** Every colour, the two fonts and the corner radius of the site theme, beside a live preview in light and dark and a contrast check. */
export function ThemeEditor({ value, onChange, logoUrl, className, ...props }: ThemeEditorProps) {
  const radiusId = React.useId()
  const setColor = (name: SiteThemeColorName, color: string) => onChange({ ...value, colors: { ...value.colors, [name]: color } })
  const pairs = SITE_THEME_TEXT_PAIRS.map((pair) => ({
    label: pair.label,
    foreground: value.colors[pair.foreground],
    background: value.colors[pair.background],
  }))
  return (
    <div data-slot="theme-editor" className={cn("grid gap-6 xl:grid-cols-[minmax(0,1fr)_minmax(0,28rem)]", className)} {...props}>
      <div className="flex min-w-0 flex-col gap-6">
        <Section title="Colours" description="The light theme's palette. The dark theme keeps its own accessible palette.">
          {THEME_COLOR_GROUPS.map((group) => (
            <div key={group.title} className="flex flex-col gap-3">
              <h4 className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{group.title}</h4>
              <div className="grid gap-x-4 gap-y-3 sm:grid-cols-2 2xl:grid-cols-3">
                {group.colors.map(([name, label]) => (
                  <ColorField
                    key={name}
                    label={label}
                    value={value.colors[name]}
                    defaultValue={SITE_THEME_DEFAULT_COLORS[name]}
                    onValueChange={(color) => setColor(name, color)}
                  />
                ))}
              </div>
            </div>
          ))}
        </Section>
        <Section title="Heading font" description="Page titles and section headings.">
          <FontPicker label="Heading font" value={value.headingFont} onValueChange={(headingFont) => onChange({ ...value, headingFont })} />
        </Section>
        <Section title="Body font" description="Paragraphs, menus, buttons and forms.">
          <FontPicker label="Body font" value={value.bodyFont} onValueChange={(bodyFont) => onChange({ ...value, bodyFont })} />
        </Section>
        <Section title="Corners">
          <div className="flex flex-col gap-2">
            <label htmlFor={radiusId} className="text-sm font-medium text-foreground">
              Corner radius (rem)
            </label>
            <div className="flex items-center gap-3">
              <input
                type="range"
                aria-label="Corner radius slider"
                min={SITE_THEME_RADIUS_MIN_REM}
                max={SITE_THEME_RADIUS_MAX_REM}
                step={0.125}
                value={value.radius}
                onChange={(event) => onChange({ ...value, radius: Number(event.target.value) })}
                className="h-2 w-full max-w-xs accent-primary"
              />
              <input
                id={radiusId}
                type="number"
                min={SITE_THEME_RADIUS_MIN_REM}
                max={SITE_THEME_RADIUS_MAX_REM}
                step={0.125}
                value={value.radius}
                onChange={(event) => {
                  const radius = Number(event.target.value)
                  if (event.target.value !== "" && radius >= SITE_THEME_RADIUS_MIN_REM && radius <= SITE_THEME_RADIUS_MAX_REM)
                    onChange({ ...value, radius })
                }}
                className="h-9 w-24 rounded-md border border-input bg-background px-2.5 text-sm text-foreground shadow-xs outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background"
              />
            </div>
            <p className="text-sm text-muted-foreground">
              From {SITE_THEME_RADIUS_MIN_REM} (square) to {SITE_THEME_RADIUS_MAX_REM} rem.
            </p>
          </div>
        </Section>
      </div>
      <div className="flex min-w-0 flex-col gap-4 xl:sticky xl:top-4 xl:self-start">
        <Tabs defaultValue="light" className="flex flex-col gap-3">
          <div className="flex items-center justify-between gap-3">
            <h3 className="text-sm font-semibold text-foreground">Preview</h3>
            <TabsList aria-label="Preview theme">
              <TabsTrigger value="light">Light</TabsTrigger>
              <TabsTrigger value="dark">Dark</TabsTrigger>
            </TabsList>
          </div>
          <TabsContent value="light">
            <ThemePreview theme={value} mode="light" logoUrl={logoUrl} aria-label="Preview in the light theme" role="group" />
          </TabsContent>
          <TabsContent value="dark">
            <ThemePreview theme={value} mode="dark" logoUrl={logoUrl} aria-label="Preview in the dark theme" role="group" />
          </TabsContent>
        </Tabs>
        <ContrastWarning pairs={pairs} />
      </div>
    </div>
  )
}
