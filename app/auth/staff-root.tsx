import { Outlet } from "react-router-dom"
import { LinkProvider, Toaster } from "@nordika/ui"
import { AuthCardHeader, AuthLayout } from "@nordika/ui/admin"
import { getSupabase } from "../data/supabase"
import { RouterLink } from "../site/router-link"
import { AuthProvider } from "./auth-provider"
import { NO_BACKEND_TEXT, NO_BACKEND_TITLE } from "./copy"

/** The root of the sign-in pages and the admin: the router's links, the session, and the toasts. */
export default function StaffRoot() {
  const client = getSupabase()
  return (
    <LinkProvider value={RouterLink}>
      {client ? (
        <AuthProvider client={client}>
          <Outlet />
        </AuthProvider>
      ) : (
        <AuthLayout>
          <AuthCardHeader title={NO_BACKEND_TITLE} description={NO_BACKEND_TEXT} className="mb-0" />
        </AuthLayout>
      )}
      <Toaster />
    </LinkProvider>
  )
}
