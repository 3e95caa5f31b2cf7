/**
 * The sign-in pages' words in the page's language (/login, /sv/login, /de/login…; docs/decisions/0013):
 * the ui cards' labels, the pages' own copy and messages, from the interface catalogs (app/i18n/locales,
 * ids `sign-in.…`), and the line under each card that offers the page in the other languages. English
 * reads the same catalog, whose texts are the spec's and the cards' defaults. (One module, so the
 * sign-in pages add one chunk to what the entry names for their lazy routes.)
 */
import { Fragment, useMemo, type ReactNode } from "react"
import { useLocation } from "react-router-dom"
import type { AuthError } from "@supabase/supabase-js"
import type {
  AuthLayoutLabels,
  FirstAdminCardLabels,
  LoginCardLabels,
  MfaResetRequestCardLabels,
  MfaResetRequestedCardLabels,
  NewPasswordCardLabels,
  RecoveryCodeCardLabels,
  RecoveryEmailCardLabels,
  SecurityKeyCardLabels,
  TotpCardLabels,
} from "@nordika/ui/admin"
import { AuthLink } from "@nordika/ui/admin"
import {
  defaultLocalizedPath,
  localeOfPath,
  localePrefix,
  LOCALE_NAMES,
  SITE_LOCALES,
  SOURCE_LOCALE,
  type SiteLocale,
} from "#shared/locales"
import { useI18n } from "../i18n/i18n"
import type { I18n } from "../i18n/runtime"
import { isRateLimited, serverMessage, type SignInMessages } from "./sign-in"

/** The sign-in pages' copy: the head, the heading and the way back. */
interface SignInPageCopy {
  title: string
  description: string
  heading: string
  backLabel: string
}

/** Every word of the sign-in pages in one language. */
interface SignInWords {
  locale: SiteLocale
  pages: { login: SignInPageCopy; setup: SignInPageCopy & { text: string }; emergency: SignInPageCopy }
  layout: AuthLayoutLabels
  login: LoginCardLabels
  totp: TotpCardLabels
  securityKey: SecurityKeyCardLabels
  recoveryEmail: RecoveryEmailCardLabels
  recoveryCode: RecoveryCodeCardLabels
  newPassword: NewPasswordCardLabels
  mfaResetRequest: MfaResetRequestCardLabels
  mfaResetRequested: MfaResetRequestedCardLabels
  firstAdmin: FirstAdminCardLabels
  messages: SignInMessages
  /**
   * A problem a sign-in step returned, in the page's language: a shared schema's message, or one of
   * `ids` (English message to id: a passkey's or a security key's answers, which their modules name).
   */
  problem: (message: string, ids?: ReadonlyMap<string, string>) => string
  /** The access-recovery page's own words. */
  recovery: {
    totpTitle: string
    codeRefused: string
    passwordSaved: string
    passwordSavedText: string
    cancelAndSignOut: string
    newPasswordInstead: string
    lostPasskey: string
  }
  /** The account setup page's own words. */
  setup: {
    welcome: (account: ReactNode) => ReactNode
    save: string
    ready: string
    readyFirstAdmin: string
    readyInvited: string
    signUpFailed: string
  }
  /** The spinner's name while the session is read. */
  loading: string
}

/** Stands for a React node inside a message, which is then cut around it. */
const NODE_MARK = "\u0000"

/** Message `id` with its placeholder `name` filled by a React node (an address shown in bold, say). */
function withNode(i18n: I18n, id: string, name: string, node: ReactNode): ReactNode {
  const [before, after = ""] = i18n._(id, { [name]: NODE_MARK }).split(NODE_MARK)
  return (
    <Fragment>
      {before}
      {node}
      {after}
    </Fragment>
  )
}

/** The GoTrue codes a sign-in page may meet, and their messages (the English ones are GoTrue's own). */
const SERVER_CODE_MESSAGES: Readonly<Record<string, string>> = {
  invalid_credentials: /*i18n*/ "sign-in.error.invalid-credentials",
  otp_expired: /*i18n*/ "sign-in.error.otp-expired",
  user_banned: /*i18n*/ "sign-in.error.user-banned",
  weak_password: /*i18n*/ "sign-in.error.weak-password",
  same_password: /*i18n*/ "sign-in.error.same-password",
}

/**
 * A refused auth call's reason. English shows the server's own message (the spec's 'Sign in Failed'
 * toast "with the server's message"); another language shows a known code's translation, and
 * 'Something went wrong' in that language for the rest rather than English.
 */
function serverMessageIn(i18n: I18n, locale: SiteLocale): (error: AuthError) => string {
  return (error) => {
    if (locale === SOURCE_LOCALE) return serverMessage(error)
    if (isRateLimited(error)) return i18n._("sign-in.rate-limited")
    const id = error.code ? SERVER_CODE_MESSAGES[error.code] : undefined
    return id ? i18n._(id) : i18n._("sign-in.something-went-wrong")
  }
}

/**
 * The English messages the cards' forms may show (supabase-js's wording, the shared staff schemas' in
 * #shared/staff), by the id of their translation: matched by their text, numbers read from it, so this
 * module loads neither zod nor the schemas (sign-in-words.test.ts holds them to the schemas' constants).
 */
const FORM_MESSAGES: ReadonlyMap<string, string> = new Map([
  ["You must provide either an email or phone number and a password", /*i18n*/ "sign-in.missing-credentials"],
  ["You must provide either an email or phone number.", /*i18n*/ "sign-in.missing-email"],
  ["Enter all six digits of the code.", /*i18n*/ "sign-in.code-incomplete"],
  ["Enter an email address, such as name@nordika.se.", /*i18n*/ "sign-in.email-invalid"],
  ["The two passwords are not the same.", /*i18n*/ "sign-in.password-mismatch"],
])
const NUMBERED_FORM_MESSAGES: readonly (readonly [RegExp, string, string])[] = [
  [/^Use at least (\d+) characters\.$/, /*i18n*/ "sign-in.password-short", "min"],
  [/^Use at most (\d+) characters\.$/, /*i18n*/ "sign-in.password-long", "max"],
  [/^Keep the name under (\d+) characters\.$/, /*i18n*/ "sign-in.display-name-long", "max"],
  [/^Keep the reason under (\d+) characters\.$/, /*i18n*/ "sign-in.reason-long", "max"],
]

/** The sign-in pages' words in `i18n`'s language. */
export function signInWords(i18n: I18n, locale: SiteLocale): SignInWords {
  const problem = (text: string, ids?: ReadonlyMap<string, string>) => {
    if (locale === SOURCE_LOCALE) return text
    const id = ids?.get(text) ?? FORM_MESSAGES.get(text)
    if (id) return i18n._(id)
    for (const [pattern, numberedId, name] of NUMBERED_FORM_MESSAGES) {
      const match = pattern.exec(text)
      if (match) return i18n._(numberedId, { [name]: Number(match[1]) })
    }
    return text
  }
  const message = (text: string) => problem(text)
  const digit = (position: number, length: number) => i18n._("sign-in.code-digit", { position, length })
  const signedInAs = (account: ReactNode) => withNode(i18n, /*i18n*/ "sign-in.signed-in-as", "account", account)
  const backToSignIn = i18n._("sign-in.back-to-sign-in")
  const backToWebsite = i18n._("sign-in.back-to-website")
  const lost = {
    authenticator: i18n._("sign-in.lost.authenticator"),
    "security-key": i18n._("sign-in.lost.security-key"),
    passkey: i18n._("sign-in.lost.passkey"),
  }
  const newPasswordDescription = i18n._("sign-in.new-password.description")
  const confirmPassword = i18n._("sign-in.new-password.confirm")
  return {
    locale,
    pages: {
      login: {
        title: i18n._("sign-in.login.title"),
        description: i18n._("sign-in.login.description"),
        heading: i18n._("sign-in.login.heading"),
        backLabel: backToWebsite,
      },
      emergency: {
        title: i18n._("sign-in.emergency.title"),
        description: i18n._("sign-in.emergency.description"),
        heading: i18n._("sign-in.emergency.heading"),
        backLabel: backToWebsite,
      },
      setup: {
        title: i18n._("sign-in.setup.title"),
        description: i18n._("sign-in.setup.description"),
        heading: i18n._("sign-in.setup.heading"),
        text: i18n._("sign-in.setup.text"),
        backLabel: backToSignIn,
      },
    },
    layout: { home: i18n._("sign-in.home-link") },
    login: {
      message,
      title: i18n._("sign-in.login.heading"),
      description: i18n._("sign-in.login.card-description"),
      email: i18n._("sign-in.email"),
      password: i18n._("sign-in.password"),
      submit: i18n._("sign-in.submit"),
      passkey: i18n._("sign-in.passkey"),
      or: i18n._("sign-in.or"),
      help: i18n._("sign-in.help"),
    },
    totp: {
      message,
      title: i18n._("sign-in.totp.title"),
      description: i18n._("sign-in.totp.description"),
      signedInAs,
      code: i18n._("sign-in.totp.code"),
      codeInput: i18n._("sign-in.code-input"),
      digit,
      hint: i18n._("sign-in.totp.hint"),
      submit: i18n._("sign-in.totp.submit"),
      cancel: i18n._("sign-in.switch-account"),
      help: lost.authenticator,
      useSecurityKey: i18n._("sign-in.totp.use-security-key"),
    },
    securityKey: {
      title: i18n._("sign-in.security-key.title"),
      description: i18n._("sign-in.security-key.description"),
      signedInAs,
      hint: i18n._("sign-in.security-key.hint"),
      verify: i18n._("sign-in.security-key.title"),
      useCode: i18n._("sign-in.security-key.use-code"),
      cancel: i18n._("sign-in.switch-account"),
      help: lost["security-key"],
    },
    recoveryEmail: {
      message,
      title: i18n._("sign-in.emergency.heading"),
      intro: i18n._("sign-in.recovery.intro"),
      email: i18n._("sign-in.recovery.email"),
      send: i18n._("sign-in.recovery.send"),
      back: backToSignIn,
    },
    recoveryCode: {
      message,
      title: i18n._("sign-in.recovery.code-title"),
      description: (email) => withNode(i18n, /*i18n*/ "sign-in.recovery.code-description", "email", email),
      code: i18n._("sign-in.recovery.code"),
      codeInput: i18n._("sign-in.code-input"),
      digit,
      submit: i18n._("sign-in.recovery.continue"),
      resend: i18n._("sign-in.recovery.resend"),
      otherAddress: i18n._("sign-in.recovery.other-address"),
    },
    newPassword: {
      message,
      title: i18n._("sign-in.new-password.title"),
      description: newPasswordDescription,
      forAccount: (account) => (
        <Fragment>
          {withNode(i18n, /*i18n*/ "sign-in.new-password.for-account", "account", account)} {newPasswordDescription}
        </Fragment>
      ),
      password: i18n._("sign-in.new-password.label"),
      confirmPassword,
      submit: i18n._("sign-in.new-password.submit"),
    },
    mfaResetRequest: {
      message,
      titles: lost,
      description: i18n._("sign-in.mfa-reset.description"),
      account: (account) => withNode(i18n, /*i18n*/ "sign-in.mfa-reset.account", "account", account),
      reason: i18n._("sign-in.mfa-reset.reason"),
      reasonHint: i18n._("sign-in.mfa-reset.reason-hint"),
      submit: i18n._("sign-in.mfa-reset.submit"),
      useApp: i18n._("sign-in.mfa-reset.use-app"),
      cliHint: i18n._("sign-in.mfa-reset.cli-hint"),
      yourEmail: `<${i18n._("sign-in.mfa-reset.your-email")}>`,
    },
    mfaResetRequested: {
      title: i18n._("sign-in.mfa-requested.title"),
      description: (hours) => i18n._("sign-in.mfa-requested.description", { hours }),
      back: backToSignIn,
    },
    firstAdmin: {
      message,
      title: i18n._("sign-in.first-admin.title"),
      description: i18n._("sign-in.first-admin.description"),
      email: i18n._("sign-in.email"),
      name: i18n._("sign-in.first-admin.name"),
      nameHint: i18n._("sign-in.first-admin.name-hint"),
      password: i18n._("sign-in.password"),
      passwordHint: i18n._("sign-in.first-admin.password-hint"),
      confirmPassword,
      submit: i18n._("sign-in.first-admin.submit"),
    },
    messages: {
      signInFailed: i18n._("sign-in.failed"),
      somethingWentWrong: i18n._("sign-in.something-went-wrong"),
      rateLimited: i18n._("sign-in.rate-limited"),
      wrongCode: i18n._("sign-in.wrong-code"),
      server: serverMessageIn(i18n, locale),
    },
    problem,
    recovery: {
      totpTitle: i18n._("sign-in.recovery.totp-title"),
      codeRefused: i18n._("sign-in.recovery.code-refused"),
      passwordSaved: i18n._("sign-in.recovery.password-saved"),
      passwordSavedText: i18n._("sign-in.recovery.password-saved-text"),
      cancelAndSignOut: i18n._("sign-in.cancel-and-sign-out"),
      newPasswordInstead: i18n._("sign-in.new-password-instead"),
      lostPasskey: lost.passkey,
    },
    setup: {
      welcome: (account) => withNode(i18n, /*i18n*/ "sign-in.setup.welcome", "account", account),
      save: i18n._("sign-in.setup.save"),
      ready: i18n._("sign-in.setup.ready"),
      readyFirstAdmin: i18n._("sign-in.setup.ready-first-admin"),
      readyInvited: i18n._("sign-in.setup.ready-invited"),
      signUpFailed: i18n._("sign-in.sign-up-failed"),
    },
    loading: i18n._("frame.loading"),
  }
}

/** The sign-in pages' words in the language of the interface (the page's path's). */
export function useSignInWords(): SignInWords {
  const { i18n, locale } = useI18n()
  return useMemo(() => signInWords(i18n, locale), [i18n, locale])
}

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
