/**
 * The command palette's chunk, loaded on its first opening (Ctrl/Cmd-K or the top bar's button): the
 * screens the role may open, filtered here, and the records admin_search() finds as the signed-in user,
 * looked up 200 ms after the last keystroke (an older lookup is aborted). Picking one opens it.
 */
import { useEffect, useMemo, useState } from "react"
import { useNavigate } from "react-router-dom"
import { FileText, Image, Inbox, Languages, UserRound } from "lucide-react"
import { CommandPalette, type CommandPaletteGroup, type CommandPaletteItem } from "@nordika/ui/admin"
import type { SupabaseClient } from "@supabase/supabase-js"
import type { StaffRole } from "../../auth/auth-state"
import { adminSearch, AdminSearchError, type AdminSearchHit } from "../../data/admin-search"
import type { Database } from "../../data/database.types"
import { adminHref } from "../paths"
import { ADMIN_SCREENS, adminScreen, mayOpen } from "../screens"

/** How long typing pauses before the records are looked up. */
const PALETTE_DEBOUNCE_MS = 200
const SCREENS_SHOWN = 8

export interface AdminPaletteProps {
  client: SupabaseClient<Database>
  role: StaffRole
  open: boolean
  onOpenChange: (open: boolean) => void
}

const STATUS_LABELS: Record<string, string> = {
  draft: "Draft",
  unpublished: "Unpublished",
  live: "Live",
  new: "New",
  in_progress: "In progress",
  won: "Won",
  lost: "Lost",
  closed: "Closed",
}

/** Where a record opens, for this role: null when no screen of the role shows it. */
export function hitHref(hit: AdminSearchHit, role: StaffRole): string | null {
  const may = (path: string) => {
    const screen = adminScreen(path)
    return screen !== undefined && mayOpen(screen, role)
  }
  switch (hit.category) {
    case "document":
      return may("documents/:id") ? adminHref(`documents/${hit.id}`) : null
    case "translation":
      if (may("translations/:documentId/:locale")) return adminHref(`translations/${hit.id}/${hit.locale}`)
      return may("documents/:id") ? adminHref(`documents/${hit.id}`) : null
    case "lead":
      return may("leads/:id") ? adminHref(`leads/${hit.id}`) : null
    case "user":
      return may("users/edit/:id") ? adminHref(`users/edit/${hit.id}`) : null
    case "media":
      return may("media") ? `${adminHref("media")}?image=${encodeURIComponent(hit.id)}` : null
  }
}

const GROUPS = [
  { category: "document", heading: "Documents", icon: FileText },
  { category: "translation", heading: "Translations", icon: Languages },
  { category: "lead", heading: "Leads", icon: Inbox },
  { category: "user", heading: "Users", icon: UserRound },
  { category: "media", heading: "Media", icon: Image },
] as const

function hitItem(hit: AdminSearchHit, href: string): CommandPaletteItem & { href: string } {
  const group = GROUPS.find((g) => g.category === hit.category)!
  const tags = [hit.locale && hit.category !== "lead" ? hit.locale : null, hit.status ? (STATUS_LABELS[hit.status] ?? hit.status) : null]
  return {
    key: `${hit.category}:${hit.id}:${hit.locale ?? ""}`,
    label: hit.title,
    detail: hit.detail,
    tags: tags.filter((tag): tag is string => Boolean(tag)),
    icon: group.icon,
    href,
  }
}

/** The screens of the role whose title or description has every typed word (all of them, for a blank query). */
function screenItems(query: string, role: StaffRole): (CommandPaletteItem & { href: string })[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean)
  return ADMIN_SCREENS.filter((screen) => !screen.hidden && mayOpen(screen, role))
    .filter((screen) => words.every((word) => `${screen.title} ${screen.description}`.toLowerCase().includes(word)))
    .sort((a, b) => Number(!a.title.toLowerCase().startsWith(words[0] ?? "")) - Number(!b.title.toLowerCase().startsWith(words[0] ?? "")))
    .slice(0, SCREENS_SHOWN)
    .map((screen) => ({
      key: `screen:${screen.path}`,
      label: screen.title,
      detail: screen.group,
      icon: screen.icon,
      href: adminHref(screen.path),
    }))
}

export default function AdminPalette({ client, role, open, onOpenChange }: AdminPaletteProps) {
  const navigate = useNavigate()
  const [query, setQuery] = useState("")
  // What the last lookup found (or why it failed), for the query it was made for.
  const [found, setFound] = useState<{ query: string; hits: AdminSearchHit[]; error?: string }>({ query: "", hits: [] })
  const typed = query.trim()
  const settled = typed !== "" && found.query === typed

  useEffect(() => {
    if (typed === "") return
    const abort = new AbortController()
    const timer = window.setTimeout(() => {
      adminSearch(client, typed, abort.signal).then(
        (hits) => setFound({ query: typed, hits }),
        (failure: unknown) => {
          if (abort.signal.aborted) return
          const error = failure instanceof AdminSearchError ? failure.message : "The search failed. Try again in a moment."
          setFound({ query: typed, hits: [], error })
        },
      )
    }, PALETTE_DEBOUNCE_MS)
    return () => {
      window.clearTimeout(timer)
      abort.abort()
    }
  }, [client, typed])

  const items = useMemo(() => {
    const hits = settled ? found.hits : []
    const records = hits.flatMap((hit) => {
      const href = hitHref(hit, role)
      return href ? [{ category: hit.category, item: hitItem(hit, href) }] : []
    })
    const groups: { heading: string; items: (CommandPaletteItem & { href: string })[] }[] = [
      { heading: "Screens", items: screenItems(typed, role) },
      ...GROUPS.map((group) => ({
        heading: group.heading,
        items: records.filter((record) => record.category === group.category).map((record) => record.item),
      })),
    ]
    return groups
  }, [found, settled, typed, role])

  const close = (next: boolean) => {
    onOpenChange(next)
    if (!next) setQuery("")
  }

  return (
    <CommandPalette
      open={open}
      onOpenChange={close}
      query={query}
      onQueryChange={setQuery}
      groups={items satisfies CommandPaletteGroup[]}
      searching={typed !== "" && !settled}
      error={settled ? found.error : undefined}
      onSelect={(item) => {
        const href = items.flatMap((group) => group.items).find((candidate) => candidate.key === item.key)?.href
        close(false)
        if (href) void navigate(href)
      }}
    />
  )
}
