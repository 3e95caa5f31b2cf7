/**
 * The sign-in pages' words in the page's language (/login, /sv/login, /de/login…; docs/decisions/0013):
 * the ui cards' labels, the pages' own copy and messages, from the interface catalogs (app/i18n/locales,
 * ids `sign-in.…`). English reads the same catalog, whose texts are the spec's and the cards' defaults.
 */
import { Fragment, useMemo, type ReactNode } from "react"
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
import { MISSING_CREDENTIALS_MESSAGE } from "@nordika/ui/admin"
import {
  DISPLAY_NAME_MAX_LENGTH,
  DISPLAY_NAME_MESSAGE,
  EMAIL_MESSAGE,
  MFA_RESET_REASON_MAX_LENGTH,
  PASSWORD_LONG_MESSAGE,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_MISMATCH_MESSAGE,
  PASSWORD_SHORT_MESSAGE,
  REASON_MESSAGE,
} from "#shared/staff"
import { SOURCE_LOCALE, type SiteLocale } from "#shared/locales"
import { useI18n } from "../i18n/i18n"
import type { I18n } from "../i18n/runtime"
import { PASSKEY_NOT_ALLOWED_HERE_MESSAGE, PASSKEY_NOT_ALLOWED_MESSAGE, PASSKEY_SIGN_IN_CANCELLED_MESSAGE } from "./passkey-messages"
import { SECURITY_KEY_CANCELLED_MESSAGE, SECURITY_KEY_NOT_ACCEPTED_MESSAGE } from "./security-keys"
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
  /** A problem a sign-in step returned (a passkey's, a security key's), in the page's language. */
  problem: (message: string) => string
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
  noBackend: { title: string; text: string }
  /** The spinner's name while the session is read. */
  loading: string
  /** The toasts' region and close buttons. */
  toasts: { region: string; close: string }
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

/** The shared schemas' and the sign-in steps' English messages, by the id of their translation. */
function messageIds(): ReadonlyMap<string, readonly [string, Record<string, unknown>?]> {
  return new Map<string, readonly [string, Record<string, unknown>?]>([
    [MISSING_CREDENTIALS_MESSAGE, [/*i18n*/ "sign-in.missing-credentials"]],
    ["You must provide either an email or phone number.", [/*i18n*/ "sign-in.missing-email"]],
    ["Enter all six digits of the code.", [/*i18n*/ "sign-in.code-incomplete"]],
    [EMAIL_MESSAGE, [/*i18n*/ "sign-in.email-invalid"]],
    [PASSWORD_SHORT_MESSAGE, [/*i18n*/ "sign-in.password-short", { min: PASSWORD_MIN_LENGTH }]],
    [PASSWORD_LONG_MESSAGE, [/*i18n*/ "sign-in.password-long", { max: PASSWORD_MAX_LENGTH }]],
    [PASSWORD_MISMATCH_MESSAGE, [/*i18n*/ "sign-in.password-mismatch"]],
    [DISPLAY_NAME_MESSAGE, [/*i18n*/ "sign-in.display-name-long", { max: DISPLAY_NAME_MAX_LENGTH + 1 }]],
    [REASON_MESSAGE, [/*i18n*/ "sign-in.reason-long", { max: MFA_RESET_REASON_MAX_LENGTH + 1 }]],
    [SECURITY_KEY_CANCELLED_MESSAGE, [/*i18n*/ "sign-in.security-key.cancelled"]],
    [SECURITY_KEY_NOT_ACCEPTED_MESSAGE, [/*i18n*/ "sign-in.security-key.not-accepted"]],
    [PASSKEY_SIGN_IN_CANCELLED_MESSAGE, [/*i18n*/ "sign-in.passkey.cancelled"]],
    [PASSKEY_NOT_ALLOWED_MESSAGE, [/*i18n*/ "sign-in.passkey.not-allowed"]],
    [PASSKEY_NOT_ALLOWED_HERE_MESSAGE, [/*i18n*/ "sign-in.passkey.not-allowed-here"]],
  ])
}

/** The sign-in pages' words in `i18n`'s language. */
export function signInWords(i18n: I18n, locale: SiteLocale): SignInWords {
  const known = messageIds()
  const message = (text: string) => {
    if (locale === SOURCE_LOCALE) return text
    const entry = known.get(text)
    return entry ? i18n._(entry[0], entry[1]) : text
  }
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
    layout: { home: i18n._("sign-in.home-link"), message },
    login: {
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
      title: i18n._("sign-in.emergency.heading"),
      intro: i18n._("sign-in.recovery.intro"),
      email: i18n._("sign-in.recovery.email"),
      send: i18n._("sign-in.recovery.send"),
      back: backToSignIn,
    },
    recoveryCode: {
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
    problem: message,
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
    noBackend: { title: i18n._("sign-in.no-backend.title"), text: i18n._("sign-in.no-backend.text") },
    loading: i18n._("frame.loading"),
    // Radix fills {hotkey} in the region's name itself.
    toasts: { region: i18n._("sign-in.toasts", { hotkey: "{hotkey}" }), close: i18n._("sign-in.toasts.close") },
  }
}

/** The sign-in pages' words in the language of the interface (the page's path's). */
export function useSignInWords(): SignInWords {
  const { i18n, locale } = useI18n()
  return useMemo(() => signInWords(i18n, locale), [i18n, locale])
}
