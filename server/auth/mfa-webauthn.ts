import crypto from "node:crypto"
import type { Queryable } from "../db"
import type { AuthContext } from "./context"
import { AuthError, unprocessable, validationFailed } from "./errors"
import type { UserRow, FactorRow } from "./users"
import {
  CEREMONY_TIMEOUT_MS,
  authenticationOptions,
  parseAssertion,
  parseRegistration,
  registrationOptions,
  relyingParty,
  verificationFailed,
  verifyAssertion,
  verifyRegistration,
  type CeremonyData,
  type NewCredential,
  type StoredCredential,
  type UserVerification,
} from "./webauthn"

/**
 * WebAuthn as an MFA factor (factor_type "webauthn"), as auth-js's mfa.webauthn drives it: enrol an
 * unverified factor, challenge it ("create": registration options while it is unverified, "request":
 * an assertion by its own credential once verified), verify the browser's answer. A security key is
 * the second step after the password, so it is kept server-side (not discoverable) and user
 * verification is preferred, not required.
 */

const FACTOR_USER_VERIFICATION: UserVerification = "preferred"

/** What mfa_challenges.web_authn_session_data holds: the ceremony and which kind it is. */
interface FactorCeremony extends CeremonyData {
  type: "create" | "request"
}

/**
 * go-webauthn's Credential, which GoTrue stores in mfa_factors.web_authn_credential ([]byte as padded
 * base64, Go's encoding), so a database moved to a hosted project keeps its security keys.
 */
interface GoWebAuthnCredential {
  id: string
  publicKey: string
  attestationType: string
  transport: string[]
  flags: { userPresent: boolean; userVerified: boolean; backupEligible: boolean; backupState: boolean }
  authenticator: { AAGUID: string; signCount: number; cloneWarning: boolean; attachment: string }
}

function goCredential(credential: NewCredential, attachment: string | null | undefined): GoWebAuthnCredential {
  return {
    id: Buffer.from(credential.id, "base64url").toString("base64"),
    publicKey: Buffer.from(credential.publicKey).toString("base64"),
    attestationType: credential.attestationType,
    transport: credential.transports,
    flags: { userPresent: true, userVerified: false, backupEligible: credential.backupEligible, backupState: credential.backedUp },
    authenticator: {
      AAGUID: Buffer.from(credential.aaguid.replaceAll("-", ""), "hex").toString("base64"),
      signCount: credential.counter,
      cloneWarning: false,
      attachment: attachment ?? "",
    },
  }
}

/** A verified WebAuthn factor's credential, or undefined for one that has none (unverified). */
function factorCredential(factor: Pick<FactorRow, "web_authn_credential">): StoredCredential | undefined {
  const stored = factor.web_authn_credential as GoWebAuthnCredential | null
  if (!stored?.id || !stored.publicKey) return undefined
  return {
    id: Buffer.from(stored.id, "base64").toString("base64url"),
    publicKey: new Uint8Array(Buffer.from(stored.publicKey, "base64")),
    counter: Number(stored.authenticator?.signCount ?? 0),
    transports: stored.transport ?? [],
  }
}

/** The user's verified WebAuthn factors' credentials (a new one must not be made on the same authenticator). */
async function userFactorCredentials(q: Queryable, userId: string): Promise<StoredCredential[]> {
  const { rows } = await q.query<Pick<FactorRow, "web_authn_credential">>(
    "select web_authn_credential from auth.mfa_factors where user_id = $1 and factor_type = 'webauthn' and status = 'verified'",
    [userId],
  )
  return rows.map(factorCredential).filter((credential): credential is StoredCredential => credential !== undefined)
}

/**
 * POST /factors/{id}/challenge for a WebAuthn factor: the challenge row (with its ceremony) and
 * GoTrue's answer, `webauthn.credential_options.publicKey` holding the options for the browser.
 */
export async function challengeWebAuthnFactor(actx: AuthContext, user: UserRow, factor: FactorRow, ip: string) {
  const rp = relyingParty(actx)
  let ceremony: FactorCeremony
  let publicKey: unknown
  if (factor.status === "unverified") {
    const options = await registrationOptions({
      rp,
      user,
      exclude: await userFactorCredentials(actx.db, user.id),
      residentKey: "discouraged",
      userVerification: FACTOR_USER_VERIFICATION,
      timeoutMs: CEREMONY_TIMEOUT_MS,
    })
    ceremony = { type: "create", challenge: options.challenge, user_verification: FACTOR_USER_VERIFICATION }
    publicKey = options
  } else {
    const credential = factorCredential(factor)
    if (!credential) throw unprocessable("mfa_factor_not_found", "Factor has no WebAuthn credential")
    const options = await authenticationOptions({
      rp,
      allow: [credential],
      userVerification: FACTOR_USER_VERIFICATION,
      timeoutMs: CEREMONY_TIMEOUT_MS,
    })
    ceremony = { type: "request", challenge: options.challenge, user_verification: FACTOR_USER_VERIFICATION }
    publicKey = options
  }
  const id = crypto.randomUUID()
  const now = new Date()
  await actx.db.transaction(async (tx) => {
    await tx.query(
      "insert into auth.mfa_challenges (id, factor_id, created_at, ip_address, web_authn_session_data) values ($1, $2, $3, $4, $5::jsonb)",
      [id, factor.id, now, ip, JSON.stringify(ceremony)],
    )
    await tx.query("update auth.mfa_factors set last_challenged_at = $2, updated_at = $2 where id = $1", [factor.id, now])
  })
  return {
    id,
    type: "webauthn",
    expires_at: Math.floor(now.getTime() / 1000) + actx.settings.mfaChallengeExpirySeconds,
    webauthn: { type: ceremony.type, credential_options: { publicKey } },
  }
}

/** The `webauthn` part of a verification, checked in GoTrue's order and with its messages. */
export function webauthnVerifyParams(value: unknown): { type: "create" | "request"; credential_response: unknown } {
  if (value === undefined || value === null) throw validationFailed("WebAuthn config required")
  const params = value as { type?: unknown; credential_response?: unknown }
  if (params.type !== "create" && params.type !== "request") throw validationFailed("WebAuthn type must be create or request")
  if (params.credential_response === undefined || params.credential_response === null)
    throw validationFailed("credential_response required")
  return { type: params.type, credential_response: params.credential_response }
}

/**
 * Checks the browser's answer to a WebAuthn factor's challenge (spent by now, whatever the outcome)
 * and stores what it proves: the new credential of an enrolment, or the sign counter of an assertion.
 * Returns the failure, not throws it, so the caller's transaction keeps the spent challenge.
 */
export async function checkWebAuthnFactor(
  actx: AuthContext,
  tx: Queryable,
  factor: FactorRow,
  ceremony: FactorCeremony,
  params: { type: "create" | "request"; credential_response: unknown },
): Promise<AuthError | undefined> {
  const rp = relyingParty(actx)
  if (params.type !== ceremony.type) return verificationFailed()
  const now = new Date()
  /** GoTrue's answer to a credential_response it cannot parse (unlike /passkeys, a validation failure). */
  const unreadable = () => validationFailed("Invalid credential_response")
  try {
    if (ceremony.type === "create") {
      let response
      try {
        response = parseRegistration(params.credential_response)
      } catch {
        return unreadable()
      }
      const credential = await verifyRegistration(rp, response, ceremony)
      const attachment = (params.credential_response as { authenticatorAttachment?: string }).authenticatorAttachment
      await tx.query(
        `update auth.mfa_factors set status = 'verified', web_authn_credential = $2::jsonb, web_authn_aaguid = $3, updated_at = $4
         where id = $1`,
        [factor.id, JSON.stringify(goCredential(credential, attachment)), credential.aaguid, now],
      )
      return undefined
    }
    const stored = factorCredential(factor)
    if (!stored) return verificationFailed()
    let response
    try {
      response = parseAssertion(params.credential_response)
    } catch {
      return unreadable()
    }
    const { counter, backedUp } = await verifyAssertion(rp, response, ceremony, stored)
    await tx.query(
      `update auth.mfa_factors
       set web_authn_credential = jsonb_set(jsonb_set(web_authn_credential, '{authenticator,signCount}', to_jsonb($2::bigint)),
             '{flags,backupState}', to_jsonb($3::boolean)),
           updated_at = $4
       where id = $1`,
      [factor.id, counter, backedUp, now],
    )
    return undefined
  } catch (error) {
    if (error instanceof AuthError) return error
    throw error
  }
}

/** The ceremony a challenge row keeps, or undefined for a challenge that is not a WebAuthn one. */
export function factorCeremony(data: unknown): FactorCeremony | undefined {
  const ceremony = data as Partial<FactorCeremony> | null
  if (!ceremony || typeof ceremony.challenge !== "string" || (ceremony.type !== "create" && ceremony.type !== "request")) return undefined
  return {
    type: ceremony.type,
    challenge: ceremony.challenge,
    user_verification: ceremony.user_verification ?? FACTOR_USER_VERIFICATION,
  }
}
