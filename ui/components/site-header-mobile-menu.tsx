import * as React from "react"
import { ArrowRight } from "lucide-react"
import { SmartLink } from "../lib/link-context"
import { hasPanel, isActiveHref, menuItemHrefs, type MenuItem, type MenuLink } from "../lib/menu"
import type { Cta } from "../templates/types"
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "./accordion"
import { Button } from "./button"
import { Icon } from "./icon"
import { Sheet, SheetClose, SheetContent, SheetDescription, SheetFooter, SheetHeader, SheetTitle } from "./sheet"
import { LanguageSwitcher, type LanguageSwitcherProps } from "./language-switcher"
import type { SiteHeaderLabels, SiteHeaderSearch } from "./site-header-labels"

export interface MobileMenuSheetProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** Where focus goes back when the sheet closes: the header's menu button. */
  returnFocusTo: React.RefObject<HTMLElement | null>
  companyName: string
  menu: MenuItem[]
  /** The call to action at the sheet's foot; none without it. */
  quote?: Cta
  currentPath?: string
  /** The language switcher at the sheet's foot; none without it. */
  languages?: Omit<LanguageSwitcherProps, "variant">
  /** The search control, at the top of the sheet; none without it. */
  search?: SiteHeaderSearch
  labels: SiteHeaderLabels
  /** The language of the menu's and the quote button's texts where it is not the page's. */
  menuLang?: string
}

/**
 * The site header's slide-out menu below lg: the whole menu as an accordion, and the quote button.
 * Its own module, loaded after the first paint (see SiteHeader), as it brings the dialog and accordion.
 */
export default function MobileMenuSheet({
  open,
  onOpenChange,
  returnFocusTo,
  companyName,
  menu,
  quote,
  currentPath,
  languages,
  search,
  labels,
  menuLang,
}: MobileMenuSheetProps) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="right"
        data-slot="site-header-mobile-menu"
        className="gap-0"
        closeLabel={labels.close}
        onCloseAutoFocus={(event) => {
          // The menu button is not a Radix trigger (it renders before this module loads): focus is handed back by hand.
          event.preventDefault()
          returnFocusTo.current?.focus()
        }}
      >
        <SheetHeader className="border-b border-border">
          <SheetTitle>{labels.menuTitle}</SheetTitle>
          <SheetDescription className="sr-only">
            {labels.menuDescription ?? `Browse ${companyName}'s services, industries and company pages.`}
          </SheetDescription>
        </SheetHeader>
        {search && (
          <SheetClose asChild>
            <a
              data-slot="site-header-mobile-search"
              href={search.href}
              className="mx-4 mt-4 flex h-11 items-center gap-3 rounded-full border border-input px-4 text-base text-muted-foreground outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring [&_svg]:size-5"
            >
              <Icon name="Search" />
              {search.label}
            </a>
          </SheetClose>
        )}
        <MobileMenu items={menu} currentPath={currentPath} label={labels.mainMenu} lang={menuLang} />
        {languages && (
          <LanguageSwitcher
            {...languages}
            variant="list"
            className="border-t border-border px-4 py-3"
            onChoose={(locale) => {
              languages.onChoose?.(locale)
              onOpenChange(false)
            }}
          />
        )}
        {quote && (
          <SheetFooter className="border-t border-border">
            <Button asChild className="w-full">
              <SheetClose asChild>
                <SmartLink data-slot="site-header-mobile-quote" href={quote.href} lang={menuLang}>
                  {quote.label}
                  <ArrowRight aria-hidden="true" />
                </SmartLink>
              </SheetClose>
            </Button>
          </SheetFooter>
        )}
      </SheetContent>
    </Sheet>
  )
}

interface MobileMenuProps {
  items: MenuItem[]
  currentPath?: string
  label: string
  lang?: string
}

/** The whole menu as an accordion, one item per panel; direct entries are plain links. Every link closes the sheet. */
function MobileMenu({ items, currentPath, label, lang }: MobileMenuProps) {
  const current = items.find((item) => hasPanel(item) && menuItemHrefs(item).some((href) => isActiveHref(href, currentPath)))
  return (
    <nav aria-label={label} data-slot="site-header-mobile-nav" className="flex-1 overflow-y-auto px-4">
      <Accordion lang={lang} type="single" collapsible defaultValue={current?.id}>
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
