import * as React from "react"
import { ArrowRight, Menu } from "lucide-react"
import { cn } from "../lib/utils"
import { SmartLink } from "../lib/link-context"
import { hasPanel, isActiveHref, menuItemHrefs, type MenuItem, type MenuLink } from "../lib/menu"
import type { Cta } from "../templates/types"
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "./accordion"
import { BrandLogo, COMPANY_NAME } from "./brand-logo"
import { Button } from "./button"
import { Icon } from "./icon"
import { MegaMenu } from "./mega-menu"
import { Sheet, SheetClose, SheetContent, SheetDescription, SheetFooter, SheetHeader, SheetTitle, SheetTrigger } from "./sheet"

/** Widest the header logo may be. */
export const HEADER_LOGO_MAX_WIDTH_PX = 150
/** Accessible name of the mobile menu button. */
export const MOBILE_MENU_BUTTON_LABEL = "Open menu"
/** Title of the mobile slide-out menu. */
export const MOBILE_MENU_TITLE = "Menu"

// The header is always dark, so focus rings are offset against the header colour rather than the page background.
const onHeaderFocus = "focus-visible:ring-header-foreground focus-visible:ring-offset-header"

export interface SiteHeaderProps extends React.ComponentProps<"header"> {
  /** Header logo (site setting `logos.headerLogoUrl`). Absent, empty or broken, the default icon and company name show. */
  logoUrl?: string | null
  /** @default "Nordika" */
  companyName?: string
  /** Where the logo leads. @default "/" */
  homeHref?: string
  /** The menu's top-level entries. */
  menu: MenuItem[]
  /** The call-to-action button beside the menu, repeated at the foot of the mobile menu. */
  quote: Cta
  /** The current path, marked in the menu. */
  currentPath?: string
  /** Called when the logo fails to load. @default logs a warning */
  onLogoError?: (logoUrl: string) => void
  /** Controlled open state of the mobile menu. */
  mobileMenuOpen?: boolean
  /** @default false */
  defaultMobileMenuOpen?: boolean
  onMobileMenuOpenChange?: (open: boolean) => void
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
  className,
  ...props
}: SiteHeaderProps) {
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
          aria-label={`${companyName} home`}
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

        <MegaMenu items={menu} currentPath={currentPath} className="hidden flex-1 justify-center lg:flex" />

        <div data-slot="site-header-actions" className="ml-auto flex items-center gap-2 lg:ml-0">
          <Button asChild className={cn("h-9 px-3 sm:h-10 sm:px-4", onHeaderFocus)}>
            <SmartLink data-slot="site-header-quote" href={quote.href}>
              {quote.label}
            </SmartLink>
          </Button>
          <Sheet open={mobileMenuOpen} defaultOpen={defaultMobileMenuOpen} onOpenChange={onMobileMenuOpenChange}>
            <SheetTrigger asChild>
              <Button
                data-slot="site-header-menu-button"
                variant="ghost"
                size="icon"
                aria-label={MOBILE_MENU_BUTTON_LABEL}
                className={cn(
                  "text-header-foreground hover:bg-header-accent hover:text-header-foreground lg:hidden [&_svg]:size-6",
                  onHeaderFocus,
                )}
              >
                <Menu aria-hidden="true" />
              </Button>
            </SheetTrigger>
            <SheetContent side="right" data-slot="site-header-mobile-menu" className="gap-0">
              <SheetHeader className="border-b border-border">
                <SheetTitle>{MOBILE_MENU_TITLE}</SheetTitle>
                <SheetDescription className="sr-only">Browse {companyName}&apos;s services, industries and company pages.</SheetDescription>
              </SheetHeader>
              <MobileMenu items={menu} currentPath={currentPath} />
              <SheetFooter className="border-t border-border">
                <Button asChild className="w-full">
                  <SheetClose asChild>
                    <SmartLink data-slot="site-header-mobile-quote" href={quote.href}>
                      {quote.label}
                      <ArrowRight aria-hidden="true" />
                    </SmartLink>
                  </SheetClose>
                </Button>
              </SheetFooter>
            </SheetContent>
          </Sheet>
        </div>
      </div>
    </header>
  )
}

interface MobileMenuProps {
  items: MenuItem[]
  currentPath?: string
}

/** The whole menu as an accordion, one item per panel; direct entries are plain links. Every link closes the sheet. */
function MobileMenu({ items, currentPath }: MobileMenuProps) {
  const current = items.find((item) => hasPanel(item) && menuItemHrefs(item).some((href) => isActiveHref(href, currentPath)))
  return (
    <nav aria-label="Main menu" data-slot="site-header-mobile-nav" className="flex-1 overflow-y-auto px-4">
      <Accordion type="single" collapsible defaultValue={current?.id}>
        {items.map((item) =>
          hasPanel(item) ? (
            <AccordionItem key={item.id} value={item.id} data-slot="site-header-mobile-section">
              <AccordionTrigger className="items-center text-base font-semibold hover:no-underline">
                <span className="flex items-center gap-3">
                  <Icon name={item.icon} className="text-primary" />
                  {item.title}
                </span>
              </AccordionTrigger>
              <AccordionContent className="flex flex-col gap-5 pl-1">
                {item.subItems?.map((group) => (
                  <MobileLinkGroup key={group.title} title={group.title} links={group.links} currentPath={currentPath} />
                ))}
                {item.links && item.links.length > 0 && <MobileLinkGroup title={item.title} links={item.links} currentPath={currentPath} />}
                {item.featured && (
                  <div data-slot="site-header-mobile-featured" className="flex flex-col gap-2 rounded-lg bg-muted p-4">
                    <p className="flex items-center gap-2 font-semibold text-foreground">
                      <Icon name={item.featured.icon} className="size-4 text-primary" />
                      {item.featured.title}
                    </p>
                    <p className="text-sm text-muted-foreground">{item.featured.description}</p>
                    {item.featured.links && item.featured.links.length > 0 && (
                      <MobileLinkList links={item.featured.links} currentPath={currentPath} />
                    )}
                    <Button asChild variant="outline" size="sm" className="mt-1 self-start">
                      <SheetClose asChild>
                        <SmartLink href={item.featured.href}>
                          {item.featured.buttonText}
                          <ArrowRight aria-hidden="true" />
                        </SmartLink>
                      </SheetClose>
                    </Button>
                  </div>
                )}
              </AccordionContent>
            </AccordionItem>
          ) : (
            <SheetClose asChild key={item.id}>
              <SmartLink
                data-slot="site-header-mobile-link"
                href={item.href ?? "#"}
                aria-current={item.href === currentPath ? "page" : undefined}
                className="flex items-center gap-3 rounded-md py-4 text-base font-semibold text-foreground outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
              >
                <Icon name={item.icon} className="text-primary" />
                {item.title}
              </SmartLink>
            </SheetClose>
          ),
        )}
      </Accordion>
    </nav>
  )
}

function MobileLinkGroup({ title, links, currentPath }: { title: string; links: MenuLink[]; currentPath?: string }) {
  const titleId = React.useId()
  return (
    <div data-slot="site-header-mobile-group" className="flex flex-col gap-1">
      <p id={titleId} className="text-xs font-semibold tracking-wider text-muted-foreground uppercase">
        {title}
      </p>
      <MobileLinkList aria-labelledby={titleId} links={links} currentPath={currentPath} />
    </div>
  )
}

function MobileLinkList({ links, currentPath, ...props }: React.ComponentProps<"ul"> & { links: MenuLink[]; currentPath?: string }) {
  return (
    <ul className="-mx-2 flex flex-col" {...props}>
      {links.map((link) => (
        <li key={link.href}>
          <SheetClose asChild>
            <SmartLink
              data-slot="site-header-mobile-link"
              href={link.href}
              aria-current={link.href === currentPath ? "page" : undefined}
              data-in-section={isActiveHref(link.href, currentPath) || undefined}
              className="flex items-center gap-3 rounded-md px-2 py-2 text-sm text-foreground outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring data-[in-section=true]:font-semibold data-[in-section=true]:text-primary"
            >
              <Icon name={link.icon} className="size-4 text-muted-foreground" />
              {link.text}
            </SmartLink>
          </SheetClose>
        </li>
      ))}
    </ul>
  )
}
