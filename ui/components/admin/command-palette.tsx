import { Command } from "cmdk"
import { Search, type LucideIcon } from "lucide-react"
import { cn } from "../../lib/utils"
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "../dialog"

export const COMMAND_PALETTE_TITLE = "Search the admin"
const COMMAND_PALETTE_PLACEHOLDER = "Screens, documents, leads, users, media…"

export interface CommandPaletteItem {
  /** Unique in the palette ("lead:…"). */
  key: string
  label: string
  /** A second line: the path, the lead's reference and company, the address. */
  detail?: string
  /** Short facts beside the label ("sv", "Draft"). */
  tags?: readonly string[]
  icon: LucideIcon
}

export interface CommandPaletteGroup {
  heading: string
  items: readonly CommandPaletteItem[]
}

export interface CommandPaletteProps {
  /** Whether the palette is open. */
  open: boolean
  /** The palette opened or closed (Ctrl/Cmd-K, Escape, a chosen result). */
  onOpenChange: (open: boolean) => void
  /** What the reader typed. */
  query: string
  /** The reader typed. */
  onQueryChange: (query: string) => void
  /** What to show, in order; groups without items are left out. */
  groups: readonly CommandPaletteGroup[]
  /** Records are being looked up (the groups shown may be the previous query's). */
  searching?: boolean
  /** Why the records could not be searched; the screens still show. */
  error?: string
  /** Called with the item picked (Enter or a click); the palette closes. */
  onSelect: (item: CommandPaletteItem) => void
}

/**
 * The admin's command palette (Ctrl/Cmd-K): one field over screens and records, keyboard first (arrows,
 * Enter, Escape). It filters nothing itself: the caller searches (the database decides what the role may
 * find) and passes the groups.
 */
export function CommandPalette({ open, onOpenChange, query, onQueryChange, groups, searching, error, onSelect }: CommandPaletteProps) {
  const shown = groups.filter((group) => group.items.length > 0)
  const typed = query.trim() !== ""
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        data-slot="command-palette"
        size="lg"
        showCloseButton={false}
        className="top-[12vh] translate-y-0 gap-0 overflow-hidden p-0"
      >
        <DialogTitle className="sr-only">{COMMAND_PALETTE_TITLE}</DialogTitle>
        <DialogDescription className="sr-only">
          Type to find a screen or a record; arrow keys move, Enter opens, Escape closes.
        </DialogDescription>
        <Command shouldFilter={false} loop label={COMMAND_PALETTE_TITLE} className="flex min-w-0 flex-col">
          <div className="flex items-center gap-2 border-b border-border px-4">
            <Search aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
            <Command.Input
              autoFocus
              value={query}
              onValueChange={onQueryChange}
              placeholder={COMMAND_PALETTE_PLACEHOLDER}
              maxLength={200}
              className="h-12 w-full bg-transparent text-sm outline-none placeholder:text-muted-foreground"
            />
            {searching && (
              <span role="status" className="shrink-0 text-xs text-muted-foreground">
                Searching…
              </span>
            )}
          </div>
          {error && (
            <p role="alert" className="border-b border-border bg-destructive/10 px-4 py-2 text-sm text-destructive">
              {error}
            </p>
          )}
          {/* Outside the list: a listbox may hold only options, so what to do is said beside it. */}
          {shown.length === 0 && !searching && (
            <p data-slot="command-palette-empty" className="px-3 py-8 text-center text-sm text-muted-foreground">
              {typed
                ? `Nothing you may open matches “${query.trim()}”. Try a lead's reference (NQ-2026-00042), a name, an address, a page title or a file name.`
                : "Type to find a screen, a document in any language, a lead, a user or an image."}
            </p>
          )}
          <Command.List className={cn("max-h-[min(60vh,28rem)] overflow-y-auto p-2", shown.length === 0 && "hidden")}>
            {shown.map((group) => (
              <Command.Group
                key={group.heading}
                heading={group.heading}
                className="[&_[cmdk-group-heading]]:px-3 [&_[cmdk-group-heading]]:pt-2 [&_[cmdk-group-heading]]:pb-1 [&_[cmdk-group-heading]]:text-xs [&_[cmdk-group-heading]]:font-semibold [&_[cmdk-group-heading]]:text-muted-foreground"
              >
                {group.items.map((item) => (
                  <Command.Item
                    key={item.key}
                    value={item.key}
                    onSelect={() => onSelect(item)}
                    className={cn(
                      "flex cursor-pointer items-center gap-3 rounded-md px-3 py-2 text-sm outline-none",
                      "data-[selected=true]:bg-accent data-[selected=true]:text-accent-foreground",
                    )}
                  >
                    <item.icon aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
                    <span className="flex min-w-0 flex-1 flex-col">
                      <span className="truncate font-medium">{item.label}</span>
                      {item.detail && <span className="truncate text-xs text-muted-foreground">{item.detail}</span>}
                    </span>
                    {item.tags?.map((tag) => (
                      <span
                        key={tag}
                        className="shrink-0 rounded border border-border px-1.5 py-0.5 text-[0.6875rem] text-muted-foreground"
                      >
                        {tag}
                      </span>
                    ))}
                  </Command.Item>
                ))}
              </Command.Group>
            ))}
          </Command.List>
        </Command>
      </DialogContent>
    </Dialog>
  )
}
