import { useLocation } from "react-router-dom"
import { AuthLink } from "@nordika/ui/admin"
import { defaultLocalizedPath, localeOfPath, localePrefix, LOCALE_NAMES, SITE_LOCALES } from "#shared/locales"
import { useI18n } from "../i18n/i18n"

interface SignInFooterProps {
  /** The way back's words ("Back to the website"). */
  backLabel: string
  /** The way back's English path, taken to the page's language. @default "/" */
  back?: string
}

/**
 * Under a sign-in page's card: the way back (to the website or the sign-in, in the page's language)
 * and the same page in the other languages, each named in itself, with the query and fragment (`next`, a setup token).
 */
export function SignInFooter({ backLabel, back = "/" }: SignInFooterProps) {
  const { pathname, search, hash } = useLocation()
  const { i18n } = useI18n()
  const locale = localeOfPath(pathname)
  const englishPath = pathname.slice(localePrefix(locale).length) || "/"
  return (
    <div className="flex flex-col items-center gap-3">
      <AuthLink href={defaultLocalizedPath(back, locale)} variant="muted">
        {backLabel}
      </AuthLink>
      <nav data-slot="sign-in-languages" aria-label={i18n._("sign-in.languages")}>
        <ul className="flex items-center gap-4 text-xs">
          {SITE_LOCALES.filter((other) => other !== locale).map((other) => (
            <li key={other}>
              <AuthLink href={`${defaultLocalizedPath(englishPath, other)}${search}${hash}`} lang={other} hrefLang={other} variant="muted">
                {LOCALE_NAMES[other]}
              </AuthLink>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  )
}
