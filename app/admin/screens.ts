import {
  Activity,
  BellRing,
  Bot,
  Building2,
  CalendarClock,
  FilePen,
  FileText,
  FolderTree,
  ImageIcon,
  Images,
  Inbox,
  KeyRound,
  Languages,
  LayoutDashboard,
  Layers,
  Library,
  MessageSquareQuote,
  PanelTop,
  ScrollText,
  SearchCheck,
  Shuffle,
  Link2,
  Menu,
  Settings,
  Trash2,
  Trophy,
  UserPen,
  UserPlus,
  Users,
  type LucideIcon,
} from "lucide-react"
import type { StaffRole } from "../auth/auth-state"
import { adminHref } from "./paths"

/** The sidebar's groups, in order. */
export const ADMIN_NAV_GROUPS = ["Overview", "Content", "Team", "System"] as const
type AdminNavGroupName = (typeof ADMIN_NAV_GROUPS)[number]

export interface AdminScreen {
  /** Below /admin, in react-router's syntax ("users/edit/:id"). Also the screen's key. */
  path: string
  /** The h1, the sidebar label, the last breadcrumb and the document title ("Users · Nordika admin"). */
  title: string
  /** The line under the title. */
  description: string
  group: AdminNavGroupName
  icon: LucideIcon
  /**
   * The staff roles that may open it. Anyone else does not see it in the sidebar, and gets the
   * access-denied screen at its address. Row level security still decides what its data shows.
   */
  roles: readonly StaffRole[]
  /** Left out of the sidebar: a screen reached from another one (users/edit/:id from Users). */
  hidden?: boolean
  /** The path of the screen above it in the breadcrumbs. */
  parent?: string
}

/** Every staff role: the dashboard and one's own credentials. */
const EVERY_STAFF_ROLE = ["admin", "editor", "recruiter", "contributor", "translator"] as const satisfies readonly StaffRole[]
/** The staff whose work something may be scheduled for (not translators, who touch no document). */
const SCHEDULING_STAFF = ["admin", "editor", "recruiter", "contributor"] as const satisfies readonly StaffRole[]
/** The staff who work leads (each role its own types) and edit documents of the kinds they edit, with a trash. */
const LEADS_AND_DOCUMENTS_STAFF = ["admin", "editor", "recruiter"] as const satisfies readonly StaffRole[]
/** The staff who write the website's pages and entries: contributors draft them, for an editor to publish. */
const WRITERS = ["admin", "editor", "contributor"] as const satisfies readonly StaffRole[]
/** Whoever edits some kind of document: the collections and the document editor. */
const DOCUMENT_STAFF = ["admin", "editor", "recruiter", "contributor"] as const satisfies readonly StaffRole[]
/** The staff who run the website: its content, logos, settings, diagnostics and release notes. */
export const WEBSITE_STAFF = ["admin", "editor"] as const satisfies readonly StaffRole[]
const ADMINS_ONLY = ["admin"] as const satisfies readonly StaffRole[]
/** The staff who translate and review the site (row level security narrows a translator to their languages). */
const LINGUISTS = ["admin", "editor", "translator"] as const satisfies readonly StaffRole[]

/**
 * Every admin screen, in sidebar order. This one list makes the routes, the sidebar, the breadcrumbs
 * and the document titles: a new screen is a module in app/admin/screens/, a line here and its loader
 * in screen-modules.ts.
 */
export const ADMIN_SCREENS: readonly AdminScreen[] = [
  {
    path: "dashboard",
    roles: EVERY_STAFF_ROLE,
    title: "Dashboard",
    description: "Key figures, new leads and leads by week, the last 30 days' activity, recent changes and the backend's health.",
    group: "Overview",
    icon: LayoutDashboard,
  },
  {
    path: "leads",
    roles: LEADS_AND_DOCUMENTS_STAFF,
    title: "Leads",
    description: "Everything visitors send through the site's forms: quotes, consultations, messages, applications and registrations.",
    group: "Overview",
    icon: Inbox,
  },
  {
    path: "leads/:id",
    roles: LEADS_AND_DOCUMENTS_STAFF,
    title: "Lead",
    description: "What the visitor sent, their files, and the staff's work on it.",
    group: "Overview",
    icon: Inbox,
    hidden: true,
    parent: "leads",
  },
  {
    path: "system-updates",
    roles: WEBSITE_STAFF,
    title: "System updates",
    description: "Release notes for staff, and the database migrations.",
    group: "Overview",
    icon: BellRing,
  },
  {
    path: "search-insights",
    roles: WEBSITE_STAFF,
    title: "Search insights",
    description: "What visitors search the site for, what they find nothing for, and the synonyms the search applies.",
    group: "Overview",
    icon: SearchCheck,
  },
  {
    path: "pages",
    roles: WRITERS,
    title: "Pages",
    description: "Every page of the site by section, with its state and last change; a new page of an existing kind at a new path.",
    group: "Content",
    icon: FolderTree,
  },
  {
    path: "documents",
    roles: DOCUMENT_STAFF,
    title: "Collections",
    description:
      "Blog posts, news, case studies, open positions and the site's other collections: find, create, duplicate, unpublish and trash.",
    group: "Content",
    icon: Library,
  },
  {
    path: "menus",
    roles: WRITERS,
    title: "Menus",
    description:
      "The header's mega-menu and the footer: entries, panels, link cards and columns, drafted, previewed and published as documents.",
    group: "Content",
    icon: Menu,
  },
  {
    path: "menus/footer",
    roles: WRITERS,
    title: "Footer menu",
    description: "The footer's tagline, link columns and legal links, drafted, previewed and published as a document.",
    group: "Content",
    icon: Menu,
    hidden: true,
    parent: "menus",
  },
  {
    path: "redirects",
    roles: WEBSITE_STAFF,
    title: "Redirects",
    description:
      "Old addresses and where they lead: renamed pages' by themselves, staff's own, and the site's locked ones, with their hits.",
    group: "Content",
    icon: Shuffle,
  },
  {
    path: "links",
    roles: WEBSITE_STAFF,
    title: "Links",
    description:
      "Broken, redirected and slow links of the live pages, with the documents and fields that hold them; checked daily, after each publish, and on demand.",
    group: "Content",
    icon: Link2,
  },
  {
    path: "content",
    roles: WEBSITE_STAFF,
    title: "Content",
    description: "The sections of the website staff edit: what is live, what is waiting as a draft, and who changed it last.",
    group: "Content",
    icon: FileText,
  },
  {
    path: "content/hero",
    roles: WEBSITE_STAFF,
    title: "Hero",
    description: "The top of the home page: heading, introduction, buttons, badges and image.",
    group: "Content",
    icon: PanelTop,
    parent: "content",
  },
  {
    path: "content/services",
    roles: WEBSITE_STAFF,
    title: "Services",
    description: "The services overview on the home page: one card per service, in order.",
    group: "Content",
    icon: Layers,
    parent: "content",
  },
  {
    path: "content/testimonials",
    roles: WEBSITE_STAFF,
    title: "Testimonials",
    description: "Quotes from clients on the home page.",
    group: "Content",
    icon: MessageSquareQuote,
    parent: "content",
  },
  {
    path: "content/client-success",
    roles: WEBSITE_STAFF,
    title: "Client success",
    description: "Key figures and client stories on the home page.",
    group: "Content",
    icon: Trophy,
    parent: "content",
  },
  {
    path: "content/who-we-are",
    roles: WEBSITE_STAFF,
    title: "Who we are",
    description: "The company introduction on the home page: text, figures and image.",
    group: "Content",
    icon: Building2,
    parent: "content",
  },
  {
    path: "content/leen-ai",
    roles: WEBSITE_STAFF,
    title: "Leen AI",
    description: "The whole Leen AI page (its document): its top, its sections and its closing call to action.",
    group: "Content",
    icon: Bot,
    parent: "content",
  },
  {
    path: "documents/:id",
    // Recruiters edit open positions: row level security and the RPCs limit them to that kind.
    roles: DOCUMENT_STAFF,
    title: "Edit document",
    description: "A page or a collection entry: its fields, drafts, preview, publishing and history.",
    group: "Content",
    icon: FilePen,
    hidden: true,
    parent: "documents",
  },
  {
    path: "translations",
    roles: LINGUISTS,
    title: "Translations",
    description:
      "The site in Swedish and German: the share published, the words waiting per state, the documents and sections outdated longest, and each one's translation.",
    group: "Content",
    icon: Languages,
  },
  {
    path: "translations/team",
    roles: ADMINS_ONLY,
    title: "Translation team",
    description: "The accounts with the translator role and what each does in Swedish and German: translate, or also review.",
    group: "Team",
    icon: Languages,
    parent: "translations",
  },
  {
    path: "translations/:documentId/:locale",
    roles: LINGUISTS,
    title: "Translate document",
    description:
      "A document's segments, English beside the translation, with the memory's matches, the terms, the quality checks and the preview.",
    group: "Content",
    icon: Languages,
    hidden: true,
    parent: "translations",
  },
  {
    path: "translations/sections/:section/:locale",
    roles: LINGUISTS,
    title: "Translate section",
    description:
      "A home page section's segments, English beside the translation, with the memory's matches, the terms, the quality checks and the preview.",
    group: "Content",
    icon: Languages,
    hidden: true,
    parent: "translations",
  },
  {
    path: "media",
    // Contributors upload and describe their own images; editors and admins manage every one.
    roles: WRITERS,
    title: "Media",
    description: "The images pages use: upload them, describe them for people who cannot see them, and set where crops centre.",
    group: "Content",
    icon: ImageIcon,
  },
  {
    path: "client-logos",
    roles: WEBSITE_STAFF,
    title: "Client logos",
    description: "The logo wall on the home page: which clients show, and in what order.",
    group: "Content",
    icon: Images,
  },
  {
    path: "scheduled",
    roles: SCHEDULING_STAFF,
    title: "Scheduled",
    description: "What goes live or comes off the site, and when (your time beside Stockholm's); what ran or failed in the last week.",
    group: "Content",
    icon: CalendarClock,
  },
  {
    path: "trash",
    roles: LEADS_AND_DOCUMENTS_STAFF,
    title: "Trash",
    description: "Pages and entries moved to the trash: each can be restored for 30 days, then goes for good.",
    group: "Content",
    icon: Trash2,
  },
  {
    path: "users",
    roles: ADMINS_ONLY,
    title: "Users",
    description: "Staff accounts: roles, two-step verification and who signed in when.",
    group: "Team",
    icon: Users,
  },
  {
    path: "users/setup",
    roles: ADMINS_ONLY,
    title: "Invite staff",
    description: "Send a new staff member an invitation with their role.",
    group: "Team",
    icon: UserPlus,
    parent: "users",
  },
  {
    path: "users/edit/:id",
    roles: ADMINS_ONLY,
    title: "Edit user",
    description: "Name, role and access of one staff account.",
    group: "Team",
    icon: UserPen,
    hidden: true,
    parent: "users",
  },
  {
    path: "users/credentials",
    roles: EVERY_STAFF_ROLE,
    title: "Credentials",
    description: "Your password, authenticator app, passkeys and signed-in sessions.",
    group: "Team",
    icon: KeyRound,
  },
  {
    path: "diagnostics",
    roles: WEBSITE_STAFF,
    title: "Diagnostics",
    description: "Live checks of the backend, the errors browsers reported, and this browser.",
    group: "System",
    icon: Activity,
  },
  {
    path: "audit-log",
    roles: ADMINS_ONLY,
    title: "Audit log",
    description: "Who changed what, when and from where.",
    group: "System",
    icon: ScrollText,
  },
  {
    path: "settings",
    roles: WEBSITE_STAFF,
    title: "Settings",
    description: "Logos, the site theme, and the company details in the footer.",
    group: "System",
    icon: Settings,
  },
]

const BY_PATH = new Map(ADMIN_SCREENS.map((screen) => [screen.path, screen]))

/** The screen registered at `path` (a registry path, e.g. "users/edit/:id"). */
export function adminScreen(path: string): AdminScreen | undefined {
  return BY_PATH.get(path)
}

/** Whether the screen is open to a staff member of `role`. */
export function mayOpen(screen: AdminScreen, role: StaffRole): boolean {
  return screen.roles.includes(role)
}

const ROLE_PLURALS = {
  admin: "administrators",
  editor: "editors",
  recruiter: "recruiters",
  contributor: "contributors",
  translator: "translators",
} as const satisfies Record<StaffRole, string>

/** What the access-denied screen says of a screen the reader's role may not open: who may, and whom to ask. */
export function accessDeniedText(screen: AdminScreen): string {
  const who = screen.roles.map((role) => ROLE_PLURALS[role])
  const list = who.length > 1 ? `${who.slice(0, -1).join(", ")} and ${who.at(-1)}` : who[0]
  return `Only ${list} can open ${screen.title}. If you need it, ask an administrator.`
}

/** The screens above `screen`, outermost first (its parent chain). */
export function screenAncestors(screen: AdminScreen): AdminScreen[] {
  const chain: AdminScreen[] = []
  for (let parent = screen.parent && BY_PATH.get(screen.parent); parent; parent = parent.parent && BY_PATH.get(parent.parent)) {
    chain.unshift(parent)
  }
  return chain
}

/** A count beside a sidebar entry, by the screen's path. */
export type AdminNavBadges = Partial<Record<string, { badge: number; badgeLabel: string }>>

/** The sidebar for `role`: the groups with the screens it may open, hidden ones left out, with their badges. */
export function adminNavFor(role: StaffRole, badges: AdminNavBadges = {}) {
  return ADMIN_NAV_GROUPS.map((group) => ({
    label: group,
    items: ADMIN_SCREENS.filter((screen) => screen.group === group && !screen.hidden && mayOpen(screen, role)).map((screen) => ({
      href: adminHref(screen.path),
      label: screen.title,
      icon: screen.icon,
      ...badges[screen.path],
    })),
  })).filter((group) => group.items.length > 0)
}
