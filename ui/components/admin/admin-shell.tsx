import * as React from "react"
import { ChevronDown, LogOut, Menu, Search, SquareArrowOutUpRight, type LucideIcon } from "lucide-react"
import { SmartLink } from "../../lib/link-context"
import { cn } from "../../lib/utils"
import { BrandLogo } from "../brand-logo"
import { Button } from "../button"
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "../dropdown-menu"
import { Sheet, SheetContent, SheetTitle, SheetTrigger } from "../sheet"
import { ThemeToggle } from "../theme-toggle"

/** Id of the admin's main landmark, the target of its skip link. */
export const ADMIN_MAIN_ID = "admin-main"
/** Accessible name of the sidebar navigation (and of the sheet that holds it on phones). */
export const ADMIN_NAV_LABEL = "Admin"
export const ADMIN_OPEN_NAV_LABEL = "Open navigation"
export const ADMIN_CLOSE_NAV_LABEL = "Close navigation"
export const ADMIN_SKIP_LINK_LABEL = "Skip to content"
export const ADMIN_SIGN_OUT_LABEL = "Sign out"
const ADMIN_VIEW_SITE_LABEL = "View website"
/** Name of the top bar's button that opens the command palette. */
export const ADMIN_SEARCH_LABEL = "Search"
/** The keys that open the command palette, as the top bar's Search button shows them (here, not with the palette, which loads later). */
export function commandPaletteShortcut(platform: string): string {
  return /mac|iphone|ipad/i.test(platform) ? "⌘K" : "Ctrl K"
}

/** Name of the account menu's button, before the signed-in address. */
export const ADMIN_ACCOUNT_MENU_LABEL = "Account"
/** A nav badge shows at most this number, then "99+". */
export const ADMIN_NAV_BADGE_MAX = 99

export interface AdminNavItem {
  href: string
  label: string
  icon: LucideIcon
  /** A count beside the label (unread notes, say); none when 0 or absent. */
  badge?: number
  /** What the count means, the link's description for assistive technology ("3 unread"); the name stays the label. @default "{badge} new" */
  badgeLabel?: string
}

export interface AdminNavGroup {
  label: string
  items: AdminNavItem[]
}

/** Who is signed in, as the top bar shows it. */
interface AdminAccount {
  email: string
  /** Shown under the address in the account menu ("Admin", "Editor"). */
  role?: string
}

/**
 * The nav item that stands for `currentPath`: the longest href equal to it or above it, so
 * /admin/users/edit/42 marks "Users" and /admin/content/hero marks "Hero", not "Content".
 */
export function activeNavHref(groups: readonly AdminNavGroup[], currentPath: string): string | undefined {
  const path = currentPath.length > 1 ? currentPath.replace(/\/+$/, "") : currentPath
  let best: string | undefined
  for (const { items } of groups) {
    for (const { href } of items) {
      const matches = path === href || path.startsWith(`${href}/`)
      if (matches && (!best || href.length > best.length)) best = href
    }
  }
  return best
}

function initialsOf(email: string): string {
  const name = email.split("@")[0] ?? ""
  const parts = name.split(/[._-]+/).filter(Boolean)
  const letters = parts.length > 1 ? parts[0][0] + parts[1][0] : name.slice(0, 2)
  return letters.toUpperCase()
}

interface AdminNavProps {
  nav: readonly AdminNavGroup[]
  activeHref?: string
  onNavigate?: () => void
}

function AdminNav({ nav, activeHref, onNavigate }: AdminNavProps) {
  const id = React.useId()
  return (
    <nav data-slot="admin-nav" aria-label={ADMIN_NAV_LABEL} className="flex flex-col gap-5 px-3 py-4">
      {nav.map((group, index) => (
        <div key={group.label} data-slot="admin-nav-group" className="flex flex-col gap-0.5">
          <p id={`${id}-${index}`} className="px-3 pb-1 text-[0.6875rem] font-semibold tracking-wider text-sidebar-muted uppercase">
            {group.label}
          </p>
          <ul aria-labelledby={`${id}-${index}`} className="flex flex-col gap-0.5">
            {group.items.map(({ href, label, icon: Icon, badge, badgeLabel }, itemIndex) => (
              <li key={href}>
                <SmartLink
                  data-slot="admin-nav-item"
                  href={href}
                  aria-current={href === activeHref ? "page" : undefined}
                  aria-describedby={badge ? `${id}-${index}-${itemIndex}-badge` : undefined}
                  onClick={onNavigate}
                  className="relative flex h-8 items-center gap-3 rounded-md px-3 text-sm font-medium text-sidebar-foreground transition-colors outline-none before:absolute before:inset-y-2 before:left-0 before:w-0.5 before:rounded-full hover:bg-sidebar-accent hover:text-sidebar-accent-foreground focus-visible:ring-2 focus-visible:ring-sidebar-ring aria-[current=page]:bg-sidebar-accent aria-[current=page]:text-sidebar-accent-foreground aria-[current=page]:before:bg-sidebar-primary [&_svg]:size-4 [&_svg]:shrink-0 aria-[current=page]:[&_svg]:text-sidebar-primary"
                >
                  <Icon aria-hidden="true" />
                  <span className="truncate">{label}</span>
                  {badge ? (
                    <span
                      data-slot="admin-nav-badge"
                      className="ml-auto grid h-5 min-w-5 place-items-center rounded-full bg-sidebar-primary px-1.5 text-[0.6875rem] leading-none font-semibold text-sidebar tabular-nums"
                    >
                      <span aria-hidden="true">{badge > ADMIN_NAV_BADGE_MAX ? `${ADMIN_NAV_BADGE_MAX}+` : badge}</span>
                      <span id={`${id}-${index}-${itemIndex}-badge`} hidden>
                        {badgeLabel ?? `${badge} new`}
                      </span>
                    </span>
                  ) : null}
                </SmartLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  )
}

interface AdminSidebarBodyProps extends AdminNavProps {
  homeHref: string
  siteHref: string
  logoUrl?: string | null
}

function AdminSidebarBody({ homeHref, siteHref, logoUrl, ...navProps }: AdminSidebarBodyProps) {
  return (
    <div data-slot="admin-sidebar-body" className="flex h-full min-h-0 flex-col">
      <div className="flex h-14 shrink-0 items-center gap-2 border-b border-sidebar-border px-5">
        <SmartLink
          href={homeHref}
          onClick={navProps.onNavigate}
          className="rounded-md outline-none focus-visible:ring-2 focus-visible:ring-sidebar-ring focus-visible:ring-offset-2 focus-visible:ring-offset-sidebar"
        >
          <BrandLogo
            variant="header"
            logoUrl={logoUrl}
            className="h-8 [&_[data-slot=brand-logo-mark]]:size-8 [&_[data-slot=brand-logo-name]]:text-lg"
          />
        </SmartLink>
        <span className="rounded border border-sidebar-border px-1.5 py-0.5 text-[0.6875rem] font-semibold tracking-wide text-sidebar-muted uppercase">
          {ADMIN_NAV_LABEL}
        </span>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto">
        <AdminNav {...navProps} />
      </div>
      <div className="shrink-0 border-t border-sidebar-border p-3">
        <SmartLink
          href={siteHref}
          onClick={navProps.onNavigate}
          className="flex h-9 items-center gap-3 rounded-md px-3 text-sm font-medium text-sidebar-foreground transition-colors outline-none hover:bg-sidebar-accent hover:text-sidebar-accent-foreground focus-visible:ring-2 focus-visible:ring-sidebar-ring [&_svg]:size-4"
        >
          <SquareArrowOutUpRight aria-hidden="true" />
          {ADMIN_VIEW_SITE_LABEL}
        </SmartLink>
      </div>
    </div>
  )
}

interface AccountMenuProps {
  account: AdminAccount
  links: readonly AdminNavItem[]
  onSignOut: () => void
}

function AccountMenu({ account, links, onSignOut }: AccountMenuProps) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button data-slot="admin-account-menu" variant="ghost" className="h-9 gap-2 px-1.5 sm:px-2">
          <span
            aria-hidden="true"
            className="grid size-7 place-items-center rounded-full bg-primary text-xs font-semibold text-primary-foreground"
          >
            {initialsOf(account.email)}
          </span>
          <span className="sr-only">{ADMIN_ACCOUNT_MENU_LABEL}: </span>
          {/* The address is the button's name at every width, and shown from md up. */}
          <span className="sr-only max-w-56 truncate text-sm font-medium md:not-sr-only">{account.email}</span>
          <ChevronDown aria-hidden="true" className="hidden text-muted-foreground md:block" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-64">
        <DropdownMenuLabel className="flex flex-col gap-0.5 font-normal">
          <span className="truncate text-sm font-medium text-foreground">{account.email}</span>
          {account.role && <span className="text-xs text-muted-foreground">{account.role}</span>}
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {links.map(({ href, label, icon: Icon }) => (
          <DropdownMenuItem key={href} asChild>
            <SmartLink href={href}>
              <Icon aria-hidden="true" />
              {label}
            </SmartLink>
          </DropdownMenuItem>
        ))}
        {links.length > 0 && <DropdownMenuSeparator />}
        <DropdownMenuItem data-slot="admin-sign-out" onSelect={onSignOut}>
          <LogOut aria-hidden="true" />
          {ADMIN_SIGN_OUT_LABEL}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  )
}

export interface AdminShellProps extends React.ComponentProps<"div"> {
  /** The sidebar's groups of screens. */
  nav: readonly AdminNavGroup[]
  /** The path shown now; its nav item is marked as the current page. */
  currentPath: string
  /** The signed-in staff member, shown in the account menu. */
  account: AdminAccount
  /** Signs out ("Sign out" in the account menu). */
  onSignOut: () => void
  /** Extra entries of the account menu, above "Sign out" (e.g. the user's own credentials). */
  accountLinks?: readonly AdminNavItem[]
  /** Where the logo in the sidebar leads. @default "/admin/dashboard" */
  homeHref?: string
  /** The public website, linked at the foot of the sidebar. @default "/" */
  siteHref?: string
  /** The uploaded logo (site setting `logos`); the default mark and name without it. */
  logoUrl?: string | null
  /** Opens the command palette: a "Search" button in the top bar, with `searchShortcut` beside it. */
  onOpenSearch?: () => void
  /** The keys that open the palette too ("Ctrl K", "⌘K"). */
  searchShortcut?: string
}

/**
 * The frame of every admin screen: the brand's navy sidebar with grouped navigation (a sheet from the
 * left on phones and tablets), a top bar with the theme toggle and the account menu (sign-out), and
 * the screen in <main>.
 */
export function AdminShell({
  nav,
  currentPath,
  account,
  onSignOut,
  accountLinks = [],
  homeHref = "/admin/dashboard",
  siteHref = "/",
  logoUrl,
  onOpenSearch,
  searchShortcut,
  className,
  children,
  ...props
}: AdminShellProps) {
  const [sheetOpen, setSheetOpen] = React.useState(false)
  const activeHref = activeNavHref(nav, currentPath)
  const sidebar = { nav, activeHref, homeHref, siteHref, logoUrl }

  return (
    <div
      data-slot="admin-shell"
      className={cn("min-h-svh bg-muted/40 text-foreground lg:grid lg:grid-cols-[15.5rem_minmax(0,1fr)] dark:bg-background", className)}
      {...props}
    >
      <a
        href={`#${ADMIN_MAIN_ID}`}
        className="sr-only z-50 rounded-md bg-background px-4 py-2 text-sm font-medium text-foreground shadow-lg outline-none focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus-visible:ring-2 focus-visible:ring-ring"
      >
        {ADMIN_SKIP_LINK_LABEL}
      </a>
      <aside data-slot="admin-sidebar" className="sticky top-0 hidden h-svh bg-sidebar text-sidebar-foreground lg:block">
        <AdminSidebarBody {...sidebar} />
      </aside>
      <div className="flex min-h-svh min-w-0 flex-col">
        <header
          data-slot="admin-topbar"
          className="sticky top-0 z-30 flex h-14 shrink-0 items-center gap-2 border-b border-border bg-background/95 px-3 backdrop-blur-sm sm:px-4 lg:px-6"
        >
          <Sheet open={sheetOpen} onOpenChange={setSheetOpen}>
            <SheetTrigger asChild>
              <Button variant="ghost" size="icon" aria-label={ADMIN_OPEN_NAV_LABEL} className="size-9 lg:hidden">
                <Menu aria-hidden="true" />
              </Button>
            </SheetTrigger>
            <SheetContent
              side="left"
              aria-describedby={undefined}
              closeLabel={ADMIN_CLOSE_NAV_LABEL}
              className="w-72 gap-0 border-sidebar-border bg-sidebar p-0 text-sidebar-foreground sm:max-w-72 [&_[data-slot=sheet-close-button]]:top-3 [&_[data-slot=sheet-close-button]]:text-sidebar-foreground [&_[data-slot=sheet-close-button]]:hover:bg-sidebar-accent [&_[data-slot=sheet-close-button]]:hover:text-sidebar-accent-foreground"
            >
              <SheetTitle className="sr-only">{ADMIN_NAV_LABEL}</SheetTitle>
              <AdminSidebarBody {...sidebar} onNavigate={() => setSheetOpen(false)} />
            </SheetContent>
          </Sheet>
          <SmartLink href={homeHref} className="rounded-md outline-none focus-visible:ring-2 focus-visible:ring-ring lg:hidden">
            <BrandLogo logoUrl={logoUrl} className="h-8 [&_[data-slot=brand-logo-mark]]:size-8 [&_[data-slot=brand-logo-name]]:text-lg" />
          </SmartLink>
          <div className="ml-auto flex items-center gap-1.5 sm:gap-3">
            {onOpenSearch && (
              <Button
                data-slot="admin-search-button"
                variant="outline"
                onClick={onOpenSearch}
                aria-keyshortcuts={searchShortcut ? "Control+K Meta+K" : undefined}
                className="h-9 gap-2 px-2.5 text-muted-foreground sm:w-56 sm:justify-start"
              >
                <Search aria-hidden="true" />
                <span className="sr-only sm:not-sr-only">{ADMIN_SEARCH_LABEL}</span>
                {searchShortcut && (
                  <kbd
                    aria-hidden="true"
                    className="ml-auto hidden rounded border border-border px-1.5 font-sans text-[0.6875rem] sm:inline"
                  >
                    {searchShortcut}
                  </kbd>
                )}
              </Button>
            )}
            <ThemeToggle size="icon" className="[&_[data-slot=theme-toggle-item]]:size-7" />
            <AccountMenu account={account} links={accountLinks} onSignOut={onSignOut} />
          </div>
        </header>
        <main id={ADMIN_MAIN_ID} tabIndex={-1} data-slot="admin-main" className="flex flex-1 flex-col outline-none">
          {children}
        </main>
      </div>
    </div>
  )
}
