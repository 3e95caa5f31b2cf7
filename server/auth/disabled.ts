import { Hono, type Context } from "hono"
import type { AuthContext } from "./context"
import { OAuthError, badRequest, notFound, unprocessable, validationFailed } from "./errors"
import { requireUser } from "./guards"
import { idTokenGrantBody, readBody } from "./validation"

/**
 * What GoTrue answers for the sign-in methods this project leaves off: SAML SSO, phone, third-party
 * ID tokens and Web3 wallets (and WebAuthn MFA when AUTH_MFA_WEBAUTHN=off). Each answer is GoTrue's
 * own for that method when it is disabled, so supabase-js reports the same error code and message as
 * against a hosted project configured alike.
 */

/** GoTrue's requireSAMLEnabled: with SAML off, every /sso route answers this before anything else. */
const samlDisabled = () => notFound("saml_provider_disabled", "SAML 2.0 is disabled")

/** /sso, /sso/saml/metadata and /sso/saml/acs (the last two are reached without an apikey, as through Kong). */
export function ssoRoutes(): Hono {
  const app = new Hono()
  app.all("/sso", () => {
    throw samlDisabled()
  })
  app.all("/sso/*", () => {
    throw samlDisabled()
  })
  return app
}

/** GoTrue's SmsOtp with the phone provider off (POST /otp with a phone). */
export const unsupportedPhoneProvider = () => badRequest("phone_provider_disabled", "Unsupported phone provider")
/** Signup with a phone (GoTrue's Signup, provider "phone"). */
export const phoneSignupsDisabled = () => badRequest("phone_provider_disabled", "Phone signups are disabled")
/** The password grant with a phone (422, unlike the others). */
export const phoneLoginsDisabled = () => unprocessable("phone_provider_disabled", "Phone logins are disabled")
/** POST /resend for a phone. */
export const phoneResendDisabled = () => badRequest("phone_provider_disabled", "Phone logins are disabled")

/**
 * GoTrue's validatePhone: "+" and spaces dropped, then E.164's digits (a country code not starting
 * with 0, at most 15 digits); 400 validation_failed otherwise.
 */
export function validatePhone(phone: string): string {
  const formatted = phone.replace(/^\+/, "").replaceAll(" ", "")
  if (!/^[1-9][0-9]{1,14}$/.test(formatted)) throw validationFailed("Invalid phone number format (E.164 required)")
  return formatted
}

/** POST /factors with factor_type webauthn while WebAuthn MFA is off (AUTH_MFA_WEBAUTHN=off). */
export const webauthnEnrollDisabled = () => unprocessable("mfa_webauthn_enroll_not_enabled", "MFA enroll is disabled for WebAuthn")
/** A challenge or verification of a WebAuthn factor while WebAuthn MFA is off. */
export const webauthnVerifyDisabled = () => unprocessable("mfa_webauthn_verify_not_enabled", "MFA verification is disabled for WebAuthn")

/** GoTrue's Web3Grant checks its providers before reading the body: none is enabled here. */
export function web3Grant(): never {
  throw unprocessable("web3_provider_disabled", "Web3 provider is disabled")
}

/** The OIDC providers GoTrue knows for the id_token grant, by name and issuer (token_oidc.go's getProvider). */
const OIDC_PROVIDERS: { name: string; issuer: string }[] = [
  { name: "google", issuer: "https://accounts.google.com" },
  { name: "facebook", issuer: "https://www.facebook.com" },
  { name: "kakao", issuer: "https://kauth.kakao.com" },
  { name: "vercel_marketplace", issuer: "https://marketplace.vercel.com" },
  { name: "snapchat", issuer: "https://accounts.snapchat.com" },
]
const APPLE_ISSUERS = ["https://appleid.apple.com", "https://account.apple.com"]
const AZURE_ISSUER = /^https:\/\/login[.]microsoftonline[.]com\/([^/]+)\/v2[.]0\/?$/

/** The `iss` of an ID token, read without verifying it (GoTrue's DetectAppleIDTokenIssuer and its Azure twin). */
function detectIssuer(idToken: string): string | undefined {
  const parts = idToken.split(".")
  if (parts.length !== 3) return undefined
  try {
    const payload: unknown = JSON.parse(Buffer.from(parts[1], "base64url").toString("utf8"))
    if (typeof payload !== "object" || payload === null) return undefined
    const iss = (payload as { iss?: unknown }).iss
    return typeof iss === "string" ? iss : ""
  } catch {
    return undefined
  }
}

const providerDisabled = (issuer: string) => badRequest("provider_disabled", `Provider (issuer ${JSON.stringify(issuer)}) is not enabled`)

/** The issuer GoTrue would verify an ID token against, or its refusal when the provider is unknown. */
function oidcIssuer(provider: string, issuer: string, idToken: string): string {
  const detected = (label: string, accepts: (iss: string) => boolean) => {
    const iss = detectIssuer(idToken)
    if (iss === undefined) throw validationFailed(`Unable to detect issuer in ID token for ${label} provider`)
    if (!accepts(iss)) throw validationFailed(`Detected ID token issuer is not an ${label} ID token issuer`)
    if (issuer !== "" && issuer !== iss) throw validationFailed("Provided issuer does not match ID token issuer")
    return iss
  }
  if (provider === "apple" || APPLE_ISSUERS.includes(issuer)) return detected("Apple", (iss) => APPLE_ISSUERS.includes(iss))
  const known = OIDC_PROVIDERS.find((p) => p.name === provider || p.issuer === issuer)
  if (known?.name === "google") return known.issuer
  if (provider === "azure" || AZURE_ISSUER.test(issuer)) {
    return detected("Azure", (iss) => iss.startsWith("https://login.microsoftonline.com/") || iss.startsWith("https://sts.windows.net/"))
  }
  if (known) return known.issuer
  // Keycloak's issuer is its configured URL, which is empty while the provider is off.
  if (provider === "keycloak") return ""
  if (provider.startsWith("custom:")) throw validationFailed("Custom OAuth providers are disabled")
  throw validationFailed(`Custom OIDC provider ${JSON.stringify(provider)} not allowed`)
}

/**
 * grant_type=id_token (signInWithIdToken): GoTrue's IdTokenGrant up to its provider lookup, where
 * every provider is off here. Its OAuth-style refusals keep GoTrue's "invalid request" (with a space).
 */
export async function idTokenGrant(c: Context, actx: AuthContext): Promise<never> {
  const body = await readBody(c, idTokenGrantBody)
  const idToken = body.id_token ?? ""
  const provider = body.provider ?? ""
  if (idToken === "") throw new OAuthError("invalid request", "id_token required")
  if (provider === "" && (!body.client_id || !body.issuer)) {
    throw new OAuthError("invalid request", "provider or client_id and issuer required")
  }
  if (body.link_identity) {
    if (!c.req.header("authorization"))
      throw new OAuthError("invalid request", "Linking requires a valid user access token in Authorization")
    await requireUser(c, actx)
  }
  throw providerDisabled(oidcIssuer(provider, body.issuer ?? "", idToken))
}
