import * as React from "react"
import { MenuIcon } from "./frame-icons"
import { Icon } from "./icon"
import { useControllableValue } from "../hooks/use-controllable-value"
import { cn } from "../lib/utils"
import { SmartLink } from "../lib/link-context"
import type { MenuItem } from "../lib/menu"
import { whenInteracted } from "../lib/when-interacted"
import type { Cta } from "../templates/types"
import { BrandLogo, COMPANY_NAME } from "./brand-logo"
import { Button } from "./button"
import { MegaMenuPlaceholder } from "./mega-menu-placeholder"
import type { LanguageSwitcherProps } from "./language-switcher"
import {
  MOBILE_MENU_BUTTON_LABEL,
  MOBILE_MENU_TITLE,
  SITE_HEADER_LABELS,
  type SiteHeaderLabels,
  type SiteHeaderSearch,
} from "./site-header-labels"

export { MOBILE_MENU_BUTTON_LABEL, MOBILE_MENU_TITLE }

/**
 * The language switcher loads after the page's first code (its 0.8 KB kept the first load over budget):
 * until it arrives, a lookalike of its button holds its place, so nothing moves. The server render loads
 * it first (preloadLanguageSwitcher), so the page's HTML has the real switcher, which the browser then
 * takes over once its code has come; the promise is marked settled as React marks those it has seen, so
 * that `use` reads a loaded module at once.
 */
let switcherModule: Promise<typeof import("./language-switcher")> | undefined
export function preloadLanguageSwitcher() {
  if (!switcherModule) {
    const promise = import("./language-switcher")
    promise.then(
      (module) => Object.assign(promise, { status: "fulfilled", value: module }),
      () => (switcherModule = undefined),
    )
    switcherModule = promise
  }
  return switcherModule
}

function LanguageSwitcher(props: LanguageSwitcherProps) {
  const { LanguageSwitcher: Switcher } = React.use(preloadLanguageSwitcher())
  return <Switcher {...props} />
}

function LanguageSwitcherPlaceholder({ current }: { current: string }) {
  return (
    <span aria-hidden="true" className="flex h-9 items-center gap-1 px-2 text-sm font-semibold text-header-foreground">
      <span>{current.toUpperCase()}</span>
      <span className="size-4" />
    </span>
  )
}

/** Widest the header logo may be. */
export const HEADER_LOGO_MAX_WIDTH_PX = 150
/**
 * The slide-out menu (dialog, accordion, the whole menu's icons) is no part of the first paint: its code
 * loads once the visitor starts using the page (see whenInteracted), or at the first touch of the menu button.
 */
let mobileMenuModule: Promise<typeof import("./site-header-mobile-menu")> | undefined
const loadMobileMenu = () => {
  mobileMenuModule ??= import("./site-header-mobile-menu")
  return mobileMenuModule
}
const MobileMenuSheet = React.lazy(loadMobileMenu)

/** From this width (Tailwind's lg) the header shows the mega-menu instead of the menu button. */
const MEGA_MENU_MIN_WIDTH_PX = 1024
const DESKTOP_QUERY = `(min-width: ${MEGA_MENU_MIN_WIDTH_PX}px)`

/** The mega-menu (Radix NavigationMenu, the panels and their icons) is loaded on large screens only. */
const MegaMenu = React.lazy(() => import("./mega-menu").then((module) => ({ default: module.MegaMenu })))

const subscribeToDesktop = (onChange: () => void) => {
  const query = window.matchMedia(DESKTOP_QUERY)
  query.addEventListener("change", onChange)
  return () => query.removeEventListener("change", onChange)
}

/** Whether the screen is large enough for the mega-menu: false on a server and while hydrating, as there. */
function useDesktopHeader(): boolean {
  return React.useSyncExternalStore(
    subscribeToDesktop,
    () => window.matchMedia(DESKTOP_QUERY).matches,
    () => false,
  )
}

// The header is always dark, so focus rings are offset against the header colour rather than the page background.
const onHeaderFocus = "focus-visible:ring-header-foreground focus-visible:ring-offset-header"
/** The header's icon buttons (the search link, the menu button): light on the dark header. */
const headerIconButton = "text-header-foreground hover:bg-header-accent hover:text-header-foreground [&_svg]:size-6"

export interface SiteHeaderProps extends React.ComponentProps<"header"> {
  /** Header logo (site setting `logos.headerLogoUrl`). Absent, empty or broken, the default icon and company name show. */
  logoUrl?: string | null
  /** Shown beside the default icon when there is no logo, and as the logo's alt text. @default "Nordika" */
  companyName?: string
  /** Where the logo leads. @default "/" */
  homeHref?: string
  /** The menu's top-level entries. */
  menu: MenuItem[]
  /** The call-to-action button beside the menu, repeated at the foot of the mobile menu; none without it (a menu that could not be read). */
  quote?: Cta
  /** The current path, marked in the menu. */
  currentPath?: string
  /** Called when the logo fails to load. @default logs a warning */
  onLogoError?: (logoUrl: string) => void
  /** Controlled open state of the mobile menu. */
  mobileMenuOpen?: boolean
  /** Opens the mobile menu on mount, when nothing controls it. @default false */
  defaultMobileMenuOpen?: boolean
  /** Called when the mobile menu opens or closes. */
  onMobileMenuOpenChange?: (open: boolean) => void
  /** The id of the entry whose mega-menu panel is open on mount (the menu editor's preview). @default none */
  defaultMenuValue?: string
  /** The language switcher, beside the quote button and at the foot of the mobile menu; none without it. */
  languages?: Omit<LanguageSwitcherProps, "variant">
  /** The search control, before the languages and at the top of the mobile menu: a link to the search page. */
  search?: SiteHeaderSearch
  /** The header's own texts in the page's language. @default English (SITE_HEADER_LABELS) */
  labels?: SiteHeaderLabels
  /**
   * The language of the menu's and the quote button's texts where it is not the page's (a menu shown
   * untranslated): their `lang`, on the mega-menu, the mobile menu and the button. @default the page's language
   */
  menuLang?: string
}

/**
 * The fixed, always-dark site header (h-16): logo, mega-menu from lg up, the quote button, and below lg a menu button
 * opening a slide-out sheet with the menu as an accordion. Pages leave `pt-16` for it.
 */
export function SiteHeader({
  logoUrl,
  companyName = COMPANY_NAME,
  homeHref = "/",
  menu,
  quote,
  currentPath,
  onLogoError,
  mobileMenuOpen,
  defaultMobileMenuOpen,
  onMobileMenuOpenChange,
  defaultMenuValue,
  languages,
  search,
  labels = SITE_HEADER_LABELS,
  menuLang,
  className,
  ...props
}: SiteHeaderProps) {
  const [open, setOpen] = useControllableValue(mobileMenuOpen, defaultMobileMenuOpen ?? false, onMobileMenuOpenChange)
  const menuButton = React.useRef<HTMLButtonElement>(null)
  const [menuLoaded, setMenuLoaded] = React.useState(false)
  const desktop = useDesktopHeader()
  React.useEffect(
    () =>
      whenInteracted(() => {
        // From lg up the button is hidden (display: none, so no offsetParent) and the mega-menu serves instead.
        if (menuButton.current?.offsetParent) void loadMobileMenu().then(() => setMenuLoaded(true))
      }),
    [],
  )
  return (
    <header
      data-slot="site-header"
      className={cn("fixed inset-x-0 top-0 z-40 h-16 border-b border-header-foreground/10 bg-header text-header-foreground", className)}
      {...props}
    >
      <div data-slot="site-header-inner" className="mx-auto flex h-full max-w-7xl items-center gap-4 px-4 lg:gap-8 lg:px-6">
        <SmartLink
          data-slot="site-header-home"
          href={homeHref}
          aria-label={labels.home ?? `${companyName} home`}
          className={cn(
            "flex h-9 shrink-0 items-center rounded-md outline-none focus-visible:ring-2 focus-visible:ring-offset-4",
            onHeaderFocus,
          )}
        >
          <BrandLogo
            variant="header"
            logoUrl={logoUrl}
            name={companyName}
            maxWidthPx={HEADER_LOGO_MAX_WIDTH_PX}
            onLoadError={onLogoError}
          />
        </SmartLink>

        {desktop ? (
          <React.Suspense fallback={<MegaMenuPlaceholder items={menu} lang={menuLang} className="hidden flex-1 justify-center lg:flex" />}>
            <MegaMenu
              items={menu}
              lang={menuLang}
              currentPath={currentPath}
              defaultValue={defaultMenuValue}
              className="hidden flex-1 justify-center lg:flex"
            />
          </React.Suspense>
        ) : (
          <MegaMenuPlaceholder items={menu} lang={menuLang} className="hidden flex-1 justify-center lg:flex" />
        )}

        <div data-slot="site-header-actions" className="ml-auto flex items-center gap-2 lg:ml-0">
          {search && (
            <Button asChild variant="ghost" size="icon" className={cn(headerIconButton, onHeaderFocus)}>
              <a data-slot="site-header-search" href={search.href} aria-label={search.label}>
                <Icon name="Search" />
              </a>
            </Button>
          )}
          {/* On a phone the languages are in the menu sheet (ui/styles.css): the header keeps its room for a longer button label. */}
          {languages && (
            <div data-slot="site-header-languages">
              <React.Suspense fallback={<LanguageSwitcherPlaceholder current={languages.current} />}>
                <LanguageSwitcher {...languages} variant="header" />
              </React.Suspense>
            </div>
          )}
          {quote && (
            <Button asChild className={cn("h-9 px-3 sm:h-10 sm:px-4", onHeaderFocus)}>
              <SmartLink data-slot="site-header-quote" href={quote.href} lang={menuLang}>
                {quote.label}
              </SmartLink>
            </Button>
          )}
          <Button
            ref={menuButton}
            data-slot="site-header-menu-button"
            variant="ghost"
            size="icon"
            aria-label={labels.openMenu}
            aria-haspopup="dialog"
            aria-expanded={open}
            onPointerDown={loadMobileMenu}
            onFocus={loadMobileMenu}
            onClick={() => setOpen(true)}
            className={cn(headerIconButton, "lg:hidden", onHeaderFocus)}
          >
            <MenuIcon aria-hidden="true" />
          </Button>
          {(open || menuLoaded) && (
            <React.Suspense fallback={null}>
              <MobileMenuSheet
                open={open}
                onOpenChange={setOpen}
                returnFocusTo={menuButton}
                companyName={companyName}
                menu={menu}
                quote={quote}
                currentPath={currentPath}
                languages={languages}
                search={search}
                labels={labels}
                menuLang={menuLang}
              />
            </React.Suspense>
          )}
        </div>
      </div>
    </header>
  )
}
