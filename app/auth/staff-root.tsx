import { useEffect } from "react"
import { Outlet, useLocation } from "react-router-dom"
import { LinkProvider, Toaster } from "@nordika/ui"
import { AuthCardHeader, AuthLayout } from "@nordika/ui/admin"
import { getSupabase } from "../data/supabase"
import { PageLocaleProvider } from "../site/page-locale"
import { RouterLink } from "../site/router-link"
import { AuthProvider } from "./auth-provider"
import { useI18n } from "../i18n/i18n"
import { localeOfPath } from "#shared/locales"

/**
 * The root of the sign-in pages and the admin: the router's links, the session, the toasts, and the
 * page's language (its path's: /sv/login is Swedish; the admin is English), which sets <html lang>
 * (here too, since the admin's screens set no head of their own: after a Swedish sign-in it is English).
 */
export default function StaffRoot() {
  const client = getSupabase()
  const { pathname } = useLocation()
  // The words straight from the catalog: app/auth/sign-in-words.tsx loads with the sign-in pages, not with the admin.
  const { i18n, locale } = useI18n()
  const pathLocale = localeOfPath(pathname)
  useEffect(() => {
    document.documentElement.lang = pathLocale
  }, [pathLocale])
  // The interface keeps the sign-in page's language into the admin, whose toasts stay English.
  const inPathLanguage = locale === pathLocale
  return (
    <LinkProvider value={RouterLink}>
      <PageLocaleProvider pathname={pathname}>
        {client ? (
          <AuthProvider client={client}>
            <Outlet />
          </AuthProvider>
        ) : (
          <AuthLayout labels={{ home: i18n._("sign-in.home-link") }}>
            <AuthCardHeader title={i18n._("sign-in.no-backend.title")} description={i18n._("sign-in.no-backend.text")} className="mb-0" />
          </AuthLayout>
        )}
      </PageLocaleProvider>
      {/* Radix fills {hotkey} in the region's name itself. */}
      <Toaster
        label={inPathLanguage ? i18n._("sign-in.toasts", { hotkey: "{hotkey}" }) : undefined}
        closeLabel={inPathLanguage ? i18n._("sign-in.toasts.close") : undefined}
      />
    </LinkProvider>
  )
}
