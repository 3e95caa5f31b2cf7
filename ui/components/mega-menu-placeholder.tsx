import { ChevronDownIcon } from "./frame-icons"
import { cn } from "../lib/utils"
import { hasPanel, type MenuItem } from "../lib/menu"

/** A top-level entry of the mega-menu: a trigger, or a direct link. */
export const megaMenuTriggerClass =
  "group/trigger relative inline-flex h-10 items-center gap-1.5 rounded-md px-3 text-sm font-medium text-header-foreground transition-colors outline-none hover:bg-header-accent focus-visible:ring-2 focus-visible:ring-header-foreground data-[state=open]:bg-header-accent after:absolute after:inset-x-3 after:-bottom-1 after:h-0.5 after:rounded-full after:bg-header-foreground after:opacity-0 after:transition-opacity data-[section-active=true]:after:opacity-100 aria-[current=page]:after:opacity-100"

export const megaMenuChevronClass =
  "size-4 text-header-muted transition-transform duration-200 group-data-[state=open]/trigger:rotate-180 motion-reduce:transition-none"

export interface MegaMenuPlaceholderProps {
  items: MenuItem[]
  /** The language of the entries' titles where it is not the page's. */
  lang?: string
  className?: string
}

/**
 * The mega-menu's top row as it looks closed, inert, standing in while the menu's code loads (it is
 * loaded on large screens only): the same boxes in the same places, so the header does not move.
 */
export function MegaMenuPlaceholder({ items, lang, className }: MegaMenuPlaceholderProps) {
  return (
    <div data-slot="mega-menu-placeholder" aria-hidden="true" inert lang={lang} className={cn("flex items-center", className)}>
      <ul className="flex items-center gap-1">
        {items.map((item) => (
          <li key={item.id}>
            <span className={megaMenuTriggerClass}>
              {item.title}
              {hasPanel(item) && <ChevronDownIcon aria-hidden="true" className={megaMenuChevronClass} />}
            </span>
          </li>
        ))}
      </ul>
    </div>
  )
}
