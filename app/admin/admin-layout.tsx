import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from "react"
import { Navigate, Outlet, useLocation, useNavigate } from "react-router-dom"
import { QueryClientProvider, useQueryClient, type QueryKey } from "@tanstack/react-query"
import { KeyRound } from "lucide-react"
import { FullScreenSpinner, plural } from "@nordika/ui"
import { AccessDenied, ACCESS_DENIED_TITLE, AdminShell, AuthLayout, commandPaletteShortcut } from "@nordika/ui/admin"
import { useAuth } from "../auth/auth-provider"
import { STAFF_ROLE_LABELS } from "../auth/copy"
import { LOGIN_PATH, loginPathFor } from "../auth/next-path"
import { createAdminQueryClient } from "../data/query-client"
import { releaseNoteKeys } from "../data/release-notes/keys"
import { securitySettingKeys } from "../data/security-settings/keys"
import { useAdminDocumentTitle, useAdminScreen } from "./admin-screen"
import { useFactorRequirement } from "./factor-requirement"
import { adminHref, ADMIN_HOME_PATH } from "./paths"
import { accessDeniedText, adminNavFor, adminScreen, mayOpen, type AdminScreen } from "./screens"
import { StepUpScreen } from "./step-up"
import { useUnreadNotes } from "./system/unread-notes"
import { useOpenReviewCount } from "../data/document-reviews"

const CREDENTIALS_PATH = adminHref("users/credentials")
const ACCOUNT_LINKS = [{ href: CREDENTIALS_PATH, label: "Credentials", icon: KeyRound }]
const BACK_TO_DASHBOARD = { href: ADMIN_HOME_PATH, label: "Back to the dashboard" }
const BACK_TO_WEBSITE = { href: "/", label: "Back to the website" }
/** The command palette: its own chunk, loaded on the first Ctrl/Cmd-K or click on the top bar's search. */
const AdminPalette = lazy(() => import("./search/admin-palette"))

/** The palette's state: opened by Ctrl/Cmd-K anywhere in the admin, and loaded from its first opening on. */
function usePalette(enabled: boolean) {
  const [open, setOpen] = useState(false)
  const [wanted, setWanted] = useState(false)
  useEffect(() => {
    if (!enabled) return
    const onKeyDown = (event: KeyboardEvent) => {
      // Taken already: the rich text editor's Ctrl/Cmd-K adds a link.
      if (event.defaultPrevented) return
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === "k") {
        event.preventDefault()
        setWanted(true)
        setOpen((was) => !was)
      }
    }
    window.addEventListener("keydown", onKeyDown)
    return () => window.removeEventListener("keydown", onKeyDown)
  }, [enabled])
  const show = () => {
    setWanted(true)
    setOpen(true)
  }
  return { open, wanted, setOpen, show }
}

/** Whose unread release notes the sidebar counts: only roles that may read them. */
const RELEASE_NOTES_SCREEN = adminScreen("system-updates")!

/**
 * The cache every admin screen loads its data through (app/data/<entity>/), one per signed-in
 * account: another account, or none, starts from an empty one.
 */
function AdminQueryProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createAdminQueryClient)
  useEffect(() => () => queryClient.clear(), [queryClient])
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
}

/** Marks `queryKey` stale on each move to another screen (the frame's own questions), so what shows it reads again. */
function useReadAgainOnNavigation(queryKey: QueryKey, enabled: boolean) {
  const queryClient = useQueryClient()
  const { pathname } = useLocation()
  const shown = useRef(pathname)
  useEffect(() => {
    if (shown.current === pathname) return
    shown.current = pathname
    if (enabled) void queryClient.invalidateQueries({ queryKey })
  }, [queryClient, queryKey, pathname, enabled])
}

export default function AdminLayout() {
  const { user } = useAuth()
  return (
    <AdminQueryProvider key={user?.id ?? "nobody"}>
      <AdminFrame />
    </AdminQueryProvider>
  )
}

/**
 * The protection wrapper and frame of /admin. No session, or a session still at aal1 while the user
 * has a verified factor: the sign-in page, which comes back here afterwards. A signed-in user without a
 * staff role: the access-denied page (with sign-out). Staff on a screen their role may not open: the
 * same message inside the admin, saying who may. An admin without a passkey or security key while
 * admins must use one: their credentials page, whatever they opened, until they add one (the
 * database refuses them everything else meanwhile); an admin with one whose session began with a
 * password and code: the step-up, until they use it. Everyone else: the admin shell around the screen,
 * whose sidebar lists only what their role may open.
 */
function AdminFrame() {
  const auth = useAuth()
  const location = useLocation()
  const navigate = useNavigate()
  const screen = useAdminScreen()
  const readsReleaseNotes = auth.status === "signed-in" && auth.role !== null && mayOpen(RELEASE_NOTES_SCREEN, auth.role)
  const isAdmin = auth.status === "signed-in" && auth.role === "admin"
  const unreadNotes = useUnreadNotes(readsReleaseNotes)
  const factorRequirement = useFactorRequirement()
  // Editors and admins see how many drafts wait for their review, on the collections' entry; an admin
  // only once past the passkey requirement (until then the database refuses them the reviews, 403).
  const reviews = auth.status === "signed-in" && (auth.role === "editor" || (auth.role === "admin" && factorRequirement === "met"))
  const openReviews = useOpenReviewCount(auth.status === "signed-in" ? auth.client : null, reviews)
  const palette = usePalette(auth.status === "signed-in" && auth.role !== null)
  useReadAgainOnNavigation(releaseNoteKeys.unreadCount(), readsReleaseNotes)
  useReadAgainOnNavigation(securitySettingKeys.adminFactorRequirement(), isAdmin)

  // The signed-out account's cache goes with it (AdminLayout starts an empty one).
  const signOut = async () => {
    if (!(await auth.signOut())) return
    navigate(LOGIN_PATH, { replace: true })
  }

  if (auth.status === "loading") return <FullScreenSpinner />
  if (auth.status !== "signed-in" || !auth.user) return <Navigate to={loginPathFor(location)} replace />
  if (!auth.role) return <NotStaffScreen email={auth.user.email ?? ""} onSignOut={signOut} />
  if (isAdmin && factorRequirement === "unknown") return <FullScreenSpinner />
  if (isAdmin && factorRequirement === "must-add-factor" && location.pathname !== CREDENTIALS_PATH)
    return <Navigate to={CREDENTIALS_PATH} replace />
  if (isAdmin && factorRequirement === "must-verify-factor") return <StepUpScreen onSignOut={signOut} />

  const denied = screen !== undefined && !mayOpen(screen, auth.role)
  return (
    <AdminShell
      nav={adminNavFor(auth.role, {
        "system-updates": unreadBadge(unreadNotes),
        ...(openReviews > 0
          ? { documents: { badge: openReviews, badgeLabel: plural(openReviews, "draft to review", "drafts to review") } }
          : {}),
      })}
      currentPath={location.pathname}
      account={{ email: auth.user.email ?? "", role: STAFF_ROLE_LABELS[auth.role] }}
      accountLinks={ACCOUNT_LINKS}
      onSignOut={signOut}
      onOpenSearch={palette.show}
      searchShortcut={commandPaletteShortcut(navigator.platform)}
    >
      {denied ? <NotForYourRoleScreen screen={screen} email={auth.user.email ?? ""} /> : <Outlet />}
      {palette.wanted && (
        <Suspense fallback={null}>
          <AdminPalette client={auth.client} role={auth.role} open={palette.open} onOpenChange={palette.setOpen} />
        </Suspense>
      )}
    </AdminShell>
  )
}

function unreadBadge(count: number) {
  return { badge: count, badgeLabel: plural(count, "unread note", "unread notes") }
}

function NotStaffScreen({ email, onSignOut }: { email: string; onSignOut: () => void }) {
  useAdminDocumentTitle(ACCESS_DENIED_TITLE)
  return (
    <AuthLayout>
      <AccessDenied
        account={email}
        description="This account has no staff role, so it cannot open the admin. If you work at Nordika, ask an administrator for access."
        onSignOut={onSignOut}
        back={BACK_TO_WEBSITE}
      />
    </AuthLayout>
  )
}

function NotForYourRoleScreen({ screen, email }: { screen: AdminScreen; email: string }) {
  useAdminDocumentTitle(ACCESS_DENIED_TITLE)
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
      <div className="rounded-xl border border-border bg-card px-6 py-14 text-card-foreground">
        <AccessDenied account={email} description={accessDeniedText(screen)} back={BACK_TO_DASHBOARD} />
      </div>
    </div>
  )
}
