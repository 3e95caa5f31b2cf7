import { defaultLocalizedPath, TRANSLATION_LOCALES } from "#shared/locales"

/**
 * Copy of the pages outside the public layout: sign-in, access recovery and account setup. (Kept here
 * rather than in app/content, which another engineer owns.)
 */
export interface StandalonePageCopy {
  title: string
  description: string
  heading: string
  text: string
  backLabel: string
}

export const STANDALONE_PAGES = {
  "/login": {
    title: "Staff Sign-in",
    description: "Sign-in for Nordika staff to the admin area of the website.",
    heading: "Staff sign-in",
    text: "Staff sign in here to manage users, site content, client logos and settings.",
    backLabel: "Back to the website",
  },
  "/emergency-login": {
    title: "Emergency Access Recovery",
    description: "Access recovery for Nordika staff who cannot sign in with their usual method. It opens together with the admin area.",
    heading: "Emergency access recovery",
    text: "Staff who lost their password, authenticator app, security key or passkey get back in here, with a one-time code sent to their email.",
    backLabel: "Back to the website",
  },
  "/login/setup": {
    title: "Staff Account Setup",
    description: "Where invited Nordika staff choose their password, and where the first administrator is set up.",
    heading: "Set up your staff account",
    text: "Open the link in your invitation email to choose your password. The link is valid for one hour; if it has expired, ask an admin for a new invitation.",
    backLabel: "Back to sign-in",
  },
} as const satisfies Record<string, StandalonePageCopy>

/**
 * The sign-in pages' addresses in Swedish and German: the English path under the language's prefix
 * (/sv/login, /de/emergency-login…), rendered in the browser like the English ones; their words come
 * from the interface catalogs (app/auth/sign-in-words.tsx). See docs/decisions/0013-interface-strings.md.
 */
export const TRANSLATED_STANDALONE_PATHS: readonly string[] = TRANSLATION_LOCALES.flatMap((locale) =>
  Object.keys(STANDALONE_PAGES).map((path) => defaultLocalizedPath(path, locale)),
)
