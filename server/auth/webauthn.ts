import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from "@simplewebauthn/server"
import { z } from "zod"
import type { AuthContext } from "./context"
import { badRequest, unprocessable } from "./errors"
import type { UserRow } from "./users"

/**
 * The WebAuthn relying party and its ceremonies, for WebAuthn MFA factors (/factors), through
 * @simplewebauthn/server: options out, responses checked (challenge, origin, RP id, signature, user
 * presence and verification, and a sign counter that must go up), and GoTrue's webauthn_* errors
 * when they fail.
 */

export interface RelyingParty {
  /** The domain credentials are scoped to: SITE_URL's host unless AUTH_WEBAUTHN_RP_ID says otherwise. */
  id: string
  name: string
  /** The origins a ceremony may come from: SITE_URL's unless AUTH_WEBAUTHN_RP_ORIGINS lists others. */
  origins: string[]
}

/** Read for every ceremony, so a SITE_URL set after start (the test harness does) is followed. */
export function relyingParty(actx: AuthContext): RelyingParty {
  const site = new URL(actx.config.siteUrl)
  const { rpId, rpOrigins, rpDisplayName } = actx.settings.webauthn
  return { id: rpId ?? site.hostname, name: rpDisplayName, origins: rpOrigins ?? [site.origin] }
}

export type UserVerification = "required" | "preferred" | "discouraged"

/** What a ceremony keeps server-side between its options and its response. */
export interface CeremonyData {
  challenge: string
  user_verification: UserVerification
}

/** A credential as the server keeps it (the public half only). */
export interface StoredCredential {
  /** base64url, as the browser names it. */
  id: string
  publicKey: Uint8Array
  counter: number
  transports: string[]
}

/** A credential a registration ceremony just proved. */
export interface NewCredential extends StoredCredential {
  aaguid: string
  attestationType: string
  backupEligible: boolean
  backedUp: boolean
}

export const challengeNotFound = () => badRequest("webauthn_challenge_not_found", "Challenge not found or already used")
export const challengeExpired = () => badRequest("webauthn_challenge_expired", "Challenge has expired")
const invalidCredentialResponse = () => badRequest("webauthn_verification_failed", "Invalid credential response")
export const verificationFailed = () => badRequest("webauthn_verification_failed", "Credential verification failed")
export const credentialExists = () => unprocessable("webauthn_credential_exists", "This credential is already registered")

/** The user handle GoTrue gives its credentials: the user id's text, as bytes. */
function userHandle(userId: string): Uint8Array<ArrayBuffer> {
  return new TextEncoder().encode(userId)
}

/** The user id a credential's user handle (base64url) names, or undefined. */
export function userIdFromHandle(handle: string | undefined): string | undefined {
  if (!handle) return undefined
  return Buffer.from(handle, "base64url").toString("utf8")
}

// A credential id is at most 1023 bytes (WebAuthn §5.8.3); these bound every field a browser sends.
const base64url = (max: number) =>
  z
    .string()
    .regex(/^[A-Za-z0-9_-]*$/, "not base64url")
    .max(max)
const credentialId = base64url(1400).min(1)
const extensionResults = z.record(z.string(), z.unknown()).optional()

const registrationSchema = z.object({
  id: credentialId,
  rawId: credentialId,
  type: z.literal("public-key"),
  response: z
    .object({
      clientDataJSON: base64url(8192),
      attestationObject: base64url(32768),
      transports: z.array(z.string().max(32)).max(10).optional(),
    })
    .loose(),
  clientExtensionResults: extensionResults,
  authenticatorAttachment: z.string().max(32).nullish(),
})

const assertionSchema = z.object({
  id: credentialId,
  rawId: credentialId,
  type: z.literal("public-key"),
  response: z.object({
    clientDataJSON: base64url(8192),
    authenticatorData: base64url(8192),
    signature: base64url(4096),
    userHandle: base64url(1024).nullish(),
  }),
  clientExtensionResults: extensionResults,
  authenticatorAttachment: z.string().max(32).nullish(),
})

/** A browser's registration response, checked for shape; 400 webauthn_verification_failed otherwise. */
export function parseRegistration(raw: unknown): RegistrationResponseJSON {
  const parsed = registrationSchema.safeParse(raw)
  if (!parsed.success) throw invalidCredentialResponse()
  return { ...parsed.data, clientExtensionResults: parsed.data.clientExtensionResults ?? {} } as RegistrationResponseJSON
}

/** A browser's authentication response, checked for shape; 400 webauthn_verification_failed otherwise. */
export function parseAssertion(raw: unknown): AuthenticationResponseJSON {
  const parsed = assertionSchema.safeParse(raw)
  if (!parsed.success) throw invalidCredentialResponse()
  const { userHandle: handle, ...response } = parsed.data.response
  return {
    ...parsed.data,
    response: { ...response, ...(handle ? { userHandle: handle } : {}) },
    clientExtensionResults: parsed.data.clientExtensionResults ?? {},
  } as AuthenticationResponseJSON
}

export interface RegistrationRequest {
  rp: RelyingParty
  user: UserRow
  /** Credentials the user has already: an authenticator holding one refuses to make another. */
  exclude: StoredCredential[]
  /** "required" for a passkey (discoverable); "discouraged" for a second factor, kept server-side. */
  residentKey: "required" | "discouraged"
  userVerification: UserVerification
  timeoutMs: number
}

export async function registrationOptions(request: RegistrationRequest): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const { rp, user } = request
  const name = user.email || user.phone || user.id
  const displayName = typeof user.raw_user_meta_data?.display_name === "string" ? user.raw_user_meta_data.display_name : name
  return generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userID: userHandle(user.id),
    userName: name,
    userDisplayName: displayName,
    timeout: request.timeoutMs,
    attestationType: "none",
    excludeCredentials: request.exclude.map((credential) => ({ id: credential.id, transports: credential.transports })),
    authenticatorSelection: {
      residentKey: request.residentKey,
      requireResidentKey: request.residentKey === "required",
      userVerification: request.userVerification,
    },
  })
}

/** Checks a registration response against its ceremony; 400 webauthn_verification_failed when anything is off. */
export async function verifyRegistration(
  rp: RelyingParty,
  response: RegistrationResponseJSON,
  ceremony: CeremonyData,
): Promise<NewCredential> {
  const result = await verifyRegistrationResponse({
    response,
    expectedChallenge: ceremony.challenge,
    expectedOrigin: rp.origins,
    expectedRPID: rp.id,
    requireUserVerification: ceremony.user_verification === "required",
  }).catch(() => undefined)
  if (!result?.verified) throw verificationFailed()
  const { credential, aaguid, fmt, credentialDeviceType, credentialBackedUp } = result.registrationInfo
  return {
    id: credential.id,
    publicKey: credential.publicKey,
    counter: credential.counter,
    transports: credential.transports ?? response.response.transports ?? [],
    aaguid,
    attestationType: fmt,
    backupEligible: credentialDeviceType === "multiDevice",
    backedUp: credentialBackedUp,
  }
}

export function authenticationOptions(request: {
  rp: RelyingParty
  /** The credentials that may answer; none for a discoverable (passkey) sign-in. */
  allow?: StoredCredential[]
  userVerification: UserVerification
  timeoutMs: number
}): Promise<PublicKeyCredentialRequestOptionsJSON> {
  return generateAuthenticationOptions({
    rpID: request.rp.id,
    allowCredentials: request.allow?.map((credential) => ({ id: credential.id, transports: credential.transports })),
    userVerification: request.userVerification,
    timeout: request.timeoutMs,
  })
}

/**
 * Checks an assertion by `credential` against its ceremony, including the sign counter (a counter
 * that does not go up means a cloned authenticator); the counter and backup state to store after it.
 */
export async function verifyAssertion(
  rp: RelyingParty,
  response: AuthenticationResponseJSON,
  ceremony: CeremonyData,
  credential: StoredCredential,
): Promise<{ counter: number; backedUp: boolean }> {
  if (response.id !== credential.id) throw verificationFailed()
  const result = await verifyAuthenticationResponse({
    response,
    expectedChallenge: ceremony.challenge,
    expectedOrigin: rp.origins,
    expectedRPID: rp.id,
    credential: { id: credential.id, publicKey: new Uint8Array(credential.publicKey), counter: credential.counter },
    requireUserVerification: ceremony.user_verification === "required",
  }).catch(() => undefined)
  if (!result?.verified) throw verificationFailed()
  return { counter: result.authenticationInfo.newCounter, backedUp: result.authenticationInfo.credentialBackedUp }
}

/** How long the browser may take over a ceremony (the options' timeout), within the challenge's life. */
export const CEREMONY_TIMEOUT_MS = 60_000
