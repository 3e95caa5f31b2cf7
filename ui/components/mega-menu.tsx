import * as React from "react"
import * as NavigationMenuPrimitive from "@radix-ui/react-navigation-menu"
import { cva } from "class-variance-authority"
import { ArrowRight } from "lucide-react"
import { ChevronDownIcon } from "./frame-icons"
import { cn } from "../lib/utils"
import { SmartLink } from "../lib/link-context"
import { hasPanel, isActiveHref, isSectionActive, type FeaturedBlock, type MenuItem, type MenuLink, type SubItemGroup } from "../lib/menu"
import { Button } from "./button"
import { Icon } from "./icon"
import { megaMenuChevronClass, megaMenuTriggerClass } from "./mega-menu-placeholder"

/** Hover-open delay of a panel. */
export const MENU_OPEN_DELAY_MS = 200
/** After a panel closes, moving to another trigger within this window opens it at once. */
export const MENU_SKIP_DELAY_MS = 300
/**
 * A panel closes this long after the pointer leaves trigger and panel. Radix NavigationMenu 1.4
 * has no prop for it: its built-in close timer is this same 150 ms, guarded by the ClosesAfterCloseDelay story.
 */
export const MENU_CLOSE_DELAY_MS = 150
/** Delay between the cards of a panel as they fade and slide in. */
const MENU_STAGGER_STEP_MS = 60
/** Duration of one card's fade-and-slide. */
const MENU_ITEM_ANIMATION_MS = 360

const megaMenuGroupVariants = cva(
  "flex flex-col overflow-hidden rounded-xl ring-1 ring-inset ring-header-foreground/10 motion-safe:animate-[nordika-menu-item-in_var(--menu-item-duration)_cubic-bezier(0.22,1,0.36,1)_var(--menu-item-delay)_both]",
  {
    variants: {
      variant: {
        dark: "bg-header-accent",
        blue: "bg-brand-blue/20",
      },
    },
    defaultVariants: { variant: "dark" },
  },
)

const megaMenuLinkVariants = cva(
  "flex items-start gap-3 rounded-lg p-2 outline-none transition-colors hover:bg-header-foreground/10 focus-visible:ring-2 focus-visible:ring-header-foreground data-[active]:bg-header-foreground/10 data-[in-section=true]:bg-header-foreground/10",
  {
    variants: {
      size: {
        default: "",
        sm: "items-center py-1.5",
      },
    },
    defaultVariants: { size: "default" },
  },
)

// Tailwind cannot see runtime values, so the timing constants reach the animation classes through CSS variables.
function staggerStyle(index: number) {
  return {
    "--menu-item-duration": `${MENU_ITEM_ANIMATION_MS}ms`,
    "--menu-item-delay": `${index * MENU_STAGGER_STEP_MS}ms`,
  } as React.CSSProperties
}

const GROUP_COLUMNS: Record<number, string> = { 1: "grid-cols-1", 2: "grid-cols-2", 3: "grid-cols-3", 4: "grid-cols-4" }

export interface MegaMenuProps extends Omit<React.ComponentProps<typeof NavigationMenuPrimitive.Root>, "children"> {
  /** The top-level entries. */
  items: MenuItem[]
  /** The current path: its link is marked aria-current="page" and its section's trigger is highlighted. */
  currentPath?: string
}

/** The header's desktop mega-menu. Behaviour (hover delays, keyboard, dismissal, ARIA) is Radix NavigationMenu's. */
export function MegaMenu({
  items,
  currentPath,
  delayDuration = MENU_OPEN_DELAY_MS,
  skipDelayDuration = MENU_SKIP_DELAY_MS,
  value,
  defaultValue,
  onValueChange,
  className,
  ...props
}: MegaMenuProps) {
  const [uncontrolledValue, setUncontrolledValue] = React.useState(defaultValue ?? "")
  const openValue = value ?? uncontrolledValue
  /** The panel a pointer click opened (or confirmed open): a click on its trigger closes it. */
  const clickedOpen = React.useRef<string | null>(null)
  const setOpenValue = (next: string) => {
    if (next !== clickedOpen.current) clickedOpen.current = null
    if (value === undefined) setUncontrolledValue(next)
    onValueChange?.(next)
  }
  const rootRef = React.useRef<HTMLElement>(null)
  const enterPanelOf = React.useRef<string | null>(null)

  // Radix toggles a panel on every click of its trigger, so a visitor who hovered a panel open and then
  // clicked the trigger (the usual way to "open" it) closed it again. A pointer click on a trigger whose
  // panel the hover opened keeps it open; the next click closes it. A click from the keyboard (Enter,
  // Space: detail 0) still toggles, as before.
  const onTriggerClick = (id: string) => (event: React.MouseEvent) => {
    if (event.detail > 0 && openValue === id && clickedOpen.current !== id) event.preventDefault()
    clickedOpen.current = id
  }

  // The WAI-ARIA menu button pattern: Arrow Down on a closed trigger opens its panel and moves to the first link
  // (Radix only moves into a panel that is already open).
  const onTriggerKeyDown = (id: string) => (event: React.KeyboardEvent) => {
    if (event.key !== "ArrowDown" || openValue === id) return
    event.preventDefault()
    enterPanelOf.current = id
    setOpenValue(id)
  }
  React.useEffect(() => {
    if (enterPanelOf.current !== openValue) return
    enterPanelOf.current = null
    let frame = 0
    let tries = 0
    const focusFirstLink = () => {
      const link = rootRef.current?.querySelector<HTMLElement>('[data-slot="mega-menu-viewport"] a')
      if (link) link.focus()
      else if (++tries < 30) frame = requestAnimationFrame(focusFirstLink)
    }
    frame = requestAnimationFrame(focusFirstLink)
    return () => cancelAnimationFrame(frame)
  }, [openValue])

  return (
    <NavigationMenuPrimitive.Root
      ref={rootRef}
      data-slot="mega-menu"
      delayDuration={delayDuration}
      skipDelayDuration={skipDelayDuration}
      value={openValue}
      onValueChange={setOpenValue}
      className={cn("flex items-center", className)}
      {...props}
    >
      <NavigationMenuPrimitive.List data-slot="mega-menu-list" className="flex items-center gap-1">
        {items.map((item) => (
          <NavigationMenuPrimitive.Item key={item.id} value={item.id} data-slot="mega-menu-item">
            {hasPanel(item) ? (
              <>
                <NavigationMenuPrimitive.Trigger
                  data-slot="mega-menu-trigger"
                  data-section-active={isSectionActive(item, currentPath) || undefined}
                  className={megaMenuTriggerClass}
                  onKeyDown={onTriggerKeyDown(item.id)}
                  onClick={onTriggerClick(item.id)}
                >
                  {item.title}
                  <ChevronDownIcon aria-hidden="true" className={megaMenuChevronClass} />
                </NavigationMenuPrimitive.Trigger>
                <NavigationMenuPrimitive.Content data-slot="mega-menu-panel" className="absolute inset-x-0 top-0 w-full">
                  <MegaMenuPanel item={item} currentPath={currentPath} />
                </NavigationMenuPrimitive.Content>
              </>
            ) : (
              <NavigationMenuPrimitive.Link asChild active={item.href === currentPath}>
                <SmartLink data-slot="mega-menu-top-link" href={item.href ?? "#"} className={megaMenuTriggerClass}>
                  {item.title}
                </SmartLink>
              </NavigationMenuPrimitive.Link>
            )}
          </NavigationMenuPrimitive.Item>
        ))}
      </NavigationMenuPrimitive.List>
      <div data-slot="mega-menu-viewport-wrapper" className="absolute inset-x-0 top-full z-50 flex justify-center px-4 lg:px-6">
        <NavigationMenuPrimitive.Viewport
          data-slot="mega-menu-viewport"
          className="relative mt-2 h-[var(--radix-navigation-menu-viewport-height)] w-full max-w-7xl origin-top overflow-hidden rounded-2xl border border-header-foreground/10 bg-header text-header-foreground shadow-2xl transition-[height] duration-300 ease-out motion-reduce:transition-none data-[state=open]:motion-safe:animate-[nordika-menu-viewport-in_200ms_ease-out] data-[state=closed]:motion-safe:animate-[nordika-menu-viewport-out_150ms_ease-in]"
        />
      </div>
    </NavigationMenuPrimitive.Root>
  )
}

interface PanelPartProps {
  currentPath?: string
}

/**
 * A panel lays itself out by its own width (a container query), so it balances the same in the header
 * and in a story: where the groups have room (from 64rem, a 1280 px window) the featured block stands
 * beside them; narrower, it runs as a band under them, so the groups keep readable columns.
 */
function MegaMenuPanel({ item, currentPath }: PanelPartProps & { item: MenuItem }) {
  const groups = item.subItems ?? []
  const links = item.links ?? []
  return (
    <div data-slot="mega-menu-panel-body" className="@container p-4 xl:p-5">
      <div
        data-slot="mega-menu-panel-grid"
        className={cn("grid gap-4", item.featured && "@5xl:grid-cols-[minmax(0,1fr)_17rem] @6xl:grid-cols-[minmax(0,1fr)_18rem]")}
      >
        <div className="flex min-w-0 flex-col gap-4">
          {groups.length > 0 && (
            <div className={cn("grid flex-1 gap-4", GROUP_COLUMNS[Math.min(groups.length, 4)])}>
              {groups.map((group, index) => (
                <MegaMenuGroup key={group.title} group={group} index={index} currentPath={currentPath} />
              ))}
            </div>
          )}
          {links.length > 0 && (
            <ul
              data-slot="mega-menu-links"
              className="grid grid-cols-2 gap-1 motion-safe:animate-[nordika-menu-item-in_var(--menu-item-duration)_ease-out_var(--menu-item-delay)_both]"
              style={staggerStyle(groups.length)}
            >
              {links.map((link) => (
                <li key={link.href}>
                  <MegaMenuLinkCard link={link} currentPath={currentPath} />
                </li>
              ))}
            </ul>
          )}
        </div>
        {item.featured && (
          <MegaMenuFeatured featured={item.featured} index={groups.length + (links.length > 0 ? 1 : 0)} currentPath={currentPath} />
        )}
      </div>
    </div>
  )
}

/**
 * A card's illustration: a 2:1 scene drawn with its subject at its foot, anchored there, so a wider or
 * taller strip shows more sky and never cuts the subject. It takes the height its card's links leave
 * free, so a card with fewer links than its neighbours is filled by its picture, not by empty space.
 */
function MegaMenuArt({ src, alt, slot, className }: { src: string; alt: string; slot: string; className?: string }) {
  return (
    <div data-slot={slot} className={cn("relative min-h-20 flex-1 overflow-hidden", className)}>
      <img src={src} alt={alt} className="absolute inset-0 size-full object-cover object-bottom" />
    </div>
  )
}

function MegaMenuGroup({ group, index, currentPath }: PanelPartProps & { group: SubItemGroup; index: number }) {
  const titleId = React.useId()
  const art = <MegaMenuArt slot="mega-menu-group-image" src={group.imageUrl} alt="" />
  return (
    <div
      data-slot="mega-menu-group"
      data-variant={group.bgColor}
      data-image-position={group.imagePosition}
      className={megaMenuGroupVariants({ variant: group.bgColor })}
      style={staggerStyle(index)}
    >
      {group.imagePosition === "top" && art}
      <div data-slot="mega-menu-group-body" className="flex flex-col gap-2 p-3">
        <p
          id={titleId}
          data-slot="mega-menu-group-title"
          className="flex items-center gap-2 px-2 pt-1 text-xs font-semibold tracking-wider text-header-muted uppercase"
        >
          <Icon name={group.icon} className="size-4" />
          {group.title}
        </p>
        <ul aria-labelledby={titleId} className="flex flex-col gap-0.5">
          {group.links.map((link) => (
            <li key={link.href}>
              <MegaMenuLinkCard link={link} currentPath={currentPath} />
            </li>
          ))}
        </ul>
      </div>
      {group.imagePosition === "bottom" && art}
    </div>
  )
}

function MegaMenuLinkCard({ link, currentPath, size }: PanelPartProps & { link: MenuLink; size?: "default" | "sm" }) {
  return (
    <NavigationMenuPrimitive.Link asChild active={link.href === currentPath}>
      <SmartLink
        data-slot="mega-menu-link"
        data-in-section={isActiveHref(link.href, currentPath) || undefined}
        href={link.href}
        className={megaMenuLinkVariants({ size })}
      >
        <span
          data-slot="mega-menu-link-icon"
          className={cn(
            "grid shrink-0 place-items-center rounded-md bg-header-foreground/10 text-header-foreground",
            size === "sm" ? "size-7" : "size-8",
          )}
        >
          <Icon name={link.icon} className="size-4" />
        </span>
        <span className="flex min-w-0 flex-1 flex-col gap-0.5">
          <span data-slot="mega-menu-link-text" className="text-sm leading-5 font-semibold text-header-foreground">
            {link.text}
          </span>
          {link.description && (
            <span data-slot="mega-menu-link-description" className="text-xs leading-snug text-header-muted">
              {link.description}
            </span>
          )}
        </span>
        {link.imageUrl && (
          <img data-slot="mega-menu-link-image" src={link.imageUrl} alt="" className="size-10 shrink-0 rounded-md object-cover" />
        )}
      </SmartLink>
    </NavigationMenuPrimitive.Link>
  )
}

/**
 * The panel's call to action. Beside the groups it is a column, its picture taking up the height the
 * column leaves over; under them (narrow panels) it is a band: picture, then text, then links and button.
 */
function MegaMenuFeatured({ featured, index, currentPath }: PanelPartProps & { featured: FeaturedBlock; index: number }) {
  const titleId = React.useId()
  const hasLinks = Boolean(featured.links && featured.links.length > 0)
  return (
    <div
      data-slot="mega-menu-featured"
      className="grid grid-cols-[11rem_minmax(0,1fr)] overflow-hidden rounded-xl bg-header-accent ring-1 ring-header-foreground/15 ring-inset motion-safe:animate-[nordika-menu-item-in_var(--menu-item-duration)_cubic-bezier(0.22,1,0.36,1)_var(--menu-item-delay)_both] @5xl:flex @5xl:flex-col"
      style={staggerStyle(index)}
    >
      <MegaMenuArt slot="mega-menu-featured-image" src={featured.imageUrl} alt={featured.imageDescription} className="@5xl:min-h-28" />
      <div
        className={cn(
          "grid gap-x-6 gap-y-3 p-5 @5xl:flex @5xl:flex-col",
          hasLinks ? "grid-cols-[minmax(0,1fr)_minmax(0,1fr)] items-start" : "grid-cols-[minmax(0,1fr)_auto] items-end",
        )}
      >
        <div className="flex flex-col gap-3">
          <span
            data-slot="mega-menu-featured-icon"
            className="relative grid size-10 place-items-center rounded-lg bg-header-foreground text-header shadow-md @5xl:-mt-10"
          >
            <Icon name={featured.icon} />
          </span>
          <p
            id={titleId}
            data-slot="mega-menu-featured-title"
            className="font-heading text-lg leading-tight font-semibold text-header-foreground"
          >
            {featured.title}
          </p>
          <p data-slot="mega-menu-featured-description" className="text-sm leading-relaxed text-header-muted">
            {featured.description}
          </p>
        </div>
        <div className="flex flex-col gap-3">
          {hasLinks && (
            <ul aria-labelledby={titleId} data-slot="mega-menu-featured-links" className="-mx-2 flex flex-col">
              {featured.links!.map((link) => (
                <li key={link.href}>
                  <MegaMenuLinkCard link={link} size="sm" currentPath={currentPath} />
                </li>
              ))}
            </ul>
          )}
          <Button asChild className="w-full focus-visible:ring-header-foreground focus-visible:ring-offset-header-accent">
            <NavigationMenuPrimitive.Link asChild active={featured.href === currentPath}>
              <SmartLink data-slot="mega-menu-featured-button" href={featured.href}>
                {featured.buttonText}
                <ArrowRight aria-hidden="true" />
              </SmartLink>
            </NavigationMenuPrimitive.Link>
          </Button>
        </div>
      </div>
    </div>
  )
}
