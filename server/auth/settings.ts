import type { ServerConfig } from "../config"
import { readSupabaseToml } from "../supabase-config"

/** A per-IP sliding-window limit: at most `max` requests in `windowSeconds`. */
export interface RateLimit {
  max: number
  windowSeconds: number
}

/**
 * GoTrue's knobs that this server honours. Defaults follow the Supabase CLI's config.toml where it
 * has one (auto-confirm on, anonymous sign-ins off, 6-character passwords, 10 s refresh-token reuse).
 */
export interface AuthSettings {
  /** mailer_autoconfirm: sign-ups get a session at once and email changes apply without mail. */
  autoconfirm: boolean
  disableSignup: boolean
  anonymousSignIns: boolean
  minPasswordLength: number
  /** Seconds an emailed OTP or link stays valid (otp_exp). */
  otpExpirySeconds: number
  otpLength: number
  /** Minimum seconds between two mails of one kind to one user (smtp max_frequency). */
  emailMaxFrequencySeconds: number
  /** Both the old and the new address must confirm an email change. */
  doubleConfirmChanges: boolean
  /**
   * PUT /user {password} from a session older than 24 h needs a reauthentication nonce: config.toml's
   * auth.email.secure_password_change (on in this project), AUTH_SECURE_PASSWORD_CHANGE overriding it.
   */
  securePasswordChange: boolean
  refreshTokenReuseIntervalSeconds: number
  /** Seconds an MFA challenge stays valid. */
  mfaChallengeExpirySeconds: number
  mfaMaxEnrolledFactors: number
  /** Redirect targets allowed besides the site's and the API's own origins (`*` and `**` globs). */
  redirectAllowList: string[]
  /** Passkeys: sign-in with a discoverable WebAuthn credential (GoTrue's /passkeys). */
  passkeys: boolean
  /** Seconds a passkey ceremony's challenge stays valid (GoTrue's WEBAUTHN_CHALLENGE_EXPIRY_DURATION). */
  webauthnChallengeExpirySeconds: number
  maxPasskeysPerUser: number
  /** WebAuthn as an MFA factor (factor_type "webauthn"): enrolment, then challenge and verification. */
  mfaWebAuthn: boolean
  /** The WebAuthn relying party; an unset id or origin list follows SITE_URL (see relyingParty()). */
  webauthn: { rpId?: string; rpOrigins?: string[]; rpDisplayName: string }
  rateLimits: {
    /** Password sign-in, sign-up and anonymous sign-in. */
    signIn: RateLimit
    /** POST /otp, /resend and GET /reauthenticate. */
    otp: RateLimit
    recover: RateLimit
    /** POST /verify, GET /verify and MFA verification (6-digit codes must not be guessable). */
    verify: RateLimit
  }
}

declare module "../config" {
  interface ServerConfig {
    /** Overrides of the auth defaults (tests use this; the environment sets the rest). */
    auth?: Partial<AuthSettings>
  }
}

function envBool(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === "") return fallback
  return value === "true" || value === "1" || value === "on"
}

function envNumber(value: string | undefined, fallback: number): number {
  const n = Number(value)
  return value !== undefined && value !== "" && Number.isFinite(n) ? n : fallback
}

/** A comma-separated list; undefined when empty. */
function envList(value: string | undefined): string[] | undefined {
  const items = (value ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean)
  return items.length ? items : undefined
}

const DEFAULT_RATE_LIMITS: AuthSettings["rateLimits"] = {
  signIn: { max: 30, windowSeconds: 300 },
  otp: { max: 30, windowSeconds: 300 },
  recover: { max: 30, windowSeconds: 300 },
  verify: { max: 30, windowSeconds: 300 },
}

/** config.toml's secure_password_change; on where it does not say (an access token alone never changes a password). */
function secureByToml(config: ServerConfig): boolean {
  return readSupabaseToml(config.supabaseDir).get("auth.email.secure_password_change") !== false
}

/** The effective settings: config.auth, then the environment (GOTRUE-like names), then defaults. */
export function authSettings(config: ServerConfig, env: NodeJS.ProcessEnv = process.env): AuthSettings {
  const defaults: AuthSettings = {
    autoconfirm: envBool(env.AUTH_AUTOCONFIRM, true),
    disableSignup: envBool(env.AUTH_DISABLE_SIGNUP, false),
    anonymousSignIns: envBool(env.AUTH_ANONYMOUS_SIGN_INS, false),
    minPasswordLength: envNumber(env.AUTH_MIN_PASSWORD_LENGTH, 6),
    otpExpirySeconds: envNumber(env.AUTH_OTP_EXPIRY, 3600),
    otpLength: 6,
    emailMaxFrequencySeconds: envNumber(env.AUTH_EMAIL_MAX_FREQUENCY, 60),
    doubleConfirmChanges: envBool(env.AUTH_DOUBLE_CONFIRM_CHANGES, true),
    securePasswordChange: envBool(env.AUTH_SECURE_PASSWORD_CHANGE, secureByToml(config)),
    refreshTokenReuseIntervalSeconds: envNumber(env.AUTH_REFRESH_TOKEN_REUSE_INTERVAL, 10),
    mfaChallengeExpirySeconds: 300,
    mfaMaxEnrolledFactors: 10,
    redirectAllowList: envList(env.AUTH_REDIRECT_ALLOW_LIST ?? env.ADDITIONAL_REDIRECT_URLS) ?? [],
    passkeys: envBool(env.AUTH_PASSKEYS, true),
    webauthnChallengeExpirySeconds: 300,
    maxPasskeysPerUser: 10,
    mfaWebAuthn: envBool(env.AUTH_MFA_WEBAUTHN, true),
    webauthn: {
      rpId: env.AUTH_WEBAUTHN_RP_ID || undefined,
      rpOrigins: envList(env.AUTH_WEBAUTHN_RP_ORIGINS),
      rpDisplayName: env.AUTH_WEBAUTHN_RP_DISPLAY_NAME || "Nordika",
    },
    rateLimits: DEFAULT_RATE_LIMITS,
  }
  const overrides = config.auth ?? {}
  return { ...defaults, ...overrides, rateLimits: { ...defaults.rateLimits, ...overrides.rateLimits } }
}
