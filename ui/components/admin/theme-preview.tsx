import * as React from "react"
import { cn } from "../../lib/utils"
import { applySiteTheme, clearSiteTheme, siteThemeForColorMode, siteThemeRecord, type ResolvedSiteTheme } from "../../lib/site-theme"
import { BrandLogo } from "../brand-logo"
import { Button } from "../button"
import { Badge } from "../badge"
import { Card, CardDescription, CardHeader, CardTitle } from "../card"

export interface ThemePreviewProps extends React.ComponentProps<"div"> {
  /** The site theme to show, applied to the preview's own box only. */
  theme: ResolvedSiteTheme
  /** The UI colour mode shown. In dark mode the site keeps its dark palette: only fonts and radius apply. @default "light" */
  mode?: "light" | "dark"
  /** The header logo, as on the site. */
  logoUrl?: string | null
}

/**
 * Real site pieces (the dark header, a hero, buttons, a card) under a theme, scoped to this box:
 * the theme is written onto the box's own CSS variables, never the document's. The preview is inert
 * (nothing in it can be focused or clicked).
 */
export function ThemePreview({ theme, mode = "light", logoUrl, className, ...props }: ThemePreviewProps) {
  const root = React.useRef<HTMLDivElement>(null)
  React.useLayoutEffect(() => {
    const element = root.current
    if (!element) return
    const record = siteThemeRecord(theme)
    // The light preview carries the whole light palette, so it stays light inside the admin's dark theme.
    const applied = applySiteTheme(mode === "light" ? { ...record, colors: theme.colors } : siteThemeForColorMode(record, "dark"), element)
    return () => clearSiteTheme(applied, element)
  }, [theme, mode])
  return (
    <div
      ref={root}
      data-slot="theme-preview"
      data-mode={mode}
      inert
      className={cn(
        mode === "dark" && "dark",
        "@container overflow-hidden rounded-lg border border-border bg-background font-sans text-foreground",
        className,
      )}
      {...props}
    >
      <div data-slot="theme-preview-header" className="flex h-14 items-center gap-4 bg-header px-4 text-header-foreground">
        <BrandLogo variant="header" logoUrl={logoUrl} className="h-8" maxWidthPx={120} />
        <span className="ml-auto hidden gap-4 text-sm text-header-muted @lg:flex">
          <span>Services</span>
          <span>Industries</span>
          <span>About</span>
        </span>
        <Button size="sm" className="ml-auto shrink-0 @lg:ml-0">
          Free Quote
        </Button>
      </div>
      <div data-slot="theme-preview-hero" className="flex flex-col gap-3 px-5 py-6">
        <span className="text-xs font-semibold tracking-wide text-primary uppercase">Language services</span>
        <p className="font-heading text-2xl leading-tight font-semibold text-foreground">Every market, in its own words</p>
        <p className="max-w-prose text-sm text-muted-foreground">
          Translation, localization and interpreting from Stockholm, in more than 60 languages.
        </p>
        <div className="flex flex-wrap gap-2">
          <Button size="sm">Get a free quote</Button>
          <Button size="sm" variant="outline">
            Our services
          </Button>
          <Button size="sm" variant="secondary">
            Talk to us
          </Button>
        </div>
      </div>
      <div className="bg-muted px-5 py-5">
        <Card data-slot="theme-preview-card" className="max-w-sm">
          <CardHeader>
            <Badge variant="secondary" className="self-start">
              Service
            </Badge>
            <CardTitle asChild>
              <p className="font-heading">Translation</p>
            </CardTitle>
            <CardDescription>Certified translators, native in the language you publish in.</CardDescription>
          </CardHeader>
        </Card>
      </div>
    </div>
  )
}
