import { Outlet, useLocation } from "react-router-dom"
import { LinkProvider, Toaster } from "@nordika/ui"
import { AuthCardHeader, AuthLayout } from "@nordika/ui/admin"
import { getSupabase } from "../data/supabase"
import { PageLocaleProvider } from "../site/page-locale"
import { RouterLink } from "../site/router-link"
import { AuthProvider } from "./auth-provider"
import { useSignInWords } from "./sign-in-words"

/**
 * The root of the sign-in pages and the admin: the router's links, the session, the toasts, and the
 * page's language (its path's: /sv/login is Swedish; the admin is English), which sets <html lang>.
 */
export default function StaffRoot() {
  const client = getSupabase()
  const { pathname } = useLocation()
  const words = useSignInWords()
  return (
    <LinkProvider value={RouterLink}>
      <PageLocaleProvider pathname={pathname}>
        {client ? (
          <AuthProvider client={client}>
            <Outlet />
          </AuthProvider>
        ) : (
          <AuthLayout labels={words.layout}>
            <AuthCardHeader title={words.noBackend.title} description={words.noBackend.text} className="mb-0" />
          </AuthLayout>
        )}
      </PageLocaleProvider>
      <Toaster label={words.toasts.region} closeLabel={words.toasts.close} />
    </LinkProvider>
  )
}
