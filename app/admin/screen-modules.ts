import type { ComponentType } from "react"

/** What a screen module under app/admin/screens/ exports. */
export interface AdminScreenModule {
  default: ComponentType
}

/**
 * Each screen's lazily loaded module (its own chunk), by its path in ADMIN_SCREENS. Kept apart from
 * the registry: the screens read the registry (titles, breadcrumbs), and the registry loading them
 * would make every screen a cycle through itself.
 */
export const ADMIN_SCREEN_MODULES: Readonly<Record<string, () => Promise<AdminScreenModule>>> = {
  dashboard: () => import("./screens/dashboard"),
  leads: () => import("./screens/leads"),
  "leads/:id": () => import("./screens/lead-detail"),
  "system-updates": () => import("./screens/system-updates"),
  "search-insights": () => import("./screens/search-insights"),
  pages: () => import("./screens/pages"),
  documents: () => import("./screens/documents"),
  redirects: () => import("./screens/redirects"),
  links: () => import("./screens/links"),
  menus: () => import("./screens/menus"),
  "menus/footer": () => import("./screens/menus-footer"),
  content: () => import("./screens/content"),
  "content/hero": () => import("./screens/content-hero"),
  "content/services": () => import("./screens/content-services"),
  "content/testimonials": () => import("./screens/content-testimonials"),
  "content/client-success": () => import("./screens/content-client-success"),
  "content/who-we-are": () => import("./screens/content-who-we-are"),
  "content/leen-ai": () => import("./screens/content-leen-ai"),
  "documents/:id": () => import("./screens/document-edit"),
  translations: () => import("./screens/translations"),
  "translations/:documentId/:locale": () => import("./screens/translation-edit"),
  "translations/sections/:section/:locale": () => import("./screens/translation-edit"),
  "translations/team": () => import("./screens/translation-team"),
  media: () => import("./media/media-screen"),
  "client-logos": () => import("./screens/client-logos"),
  scheduled: () => import("./screens/scheduled"),
  trash: () => import("./screens/trash"),
  users: () => import("./screens/users"),
  "users/setup": () => import("./screens/users-setup"),
  "users/edit/:id": () => import("./screens/users-edit"),
  "users/credentials": () => import("./screens/users-credentials"),
  diagnostics: () => import("./screens/diagnostics"),
  "audit-log": () => import("./screens/audit-log"),
  settings: () => import("./screens/settings"),
}
