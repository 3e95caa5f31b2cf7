import { hash as bcryptHash, verify as bcryptVerify } from "@node-rs/bcrypt"
import crypto from "node:crypto"
import { AuthError } from "./errors"

/** bcrypt cost GoTrue uses. */
export const BCRYPT_COST = 10
/** bcrypt reads only the first 72 bytes; GoTrue refuses longer passwords. */
const MAX_PASSWORD_BYTES = 72

// Comparing against a hash of a random password when the user does not exist keeps the response
// time of a failed sign-in the same either way.
let dummyHash: Promise<string> | undefined
const getDummyHash = () => (dummyHash ??= hashPassword(crypto.randomUUID()))

/**
 * Hashes with bcrypt as GoTrue does, with the `$2a$` prefix Go's bcrypt writes, so a Supabase
 * export of auth.users and this server read each other's hashes (2a and 2b hash alike below 255
 * bytes). bcrypt runs natively on libuv's thread pool: a sign-in's hashing neither holds the event
 * loop, which answers every other request meanwhile, nor waits for it, and several run on several cores.
 */
export async function hashPassword(password: string): Promise<string> {
  return (await bcryptHash(password, BCRYPT_COST)).replace(/^\$2b\$/, "$2a$")
}

const BCRYPT_RE = /^\$2[aby]\$\d{2}\$[./A-Za-z0-9]{53}$/

export function isBcryptHash(hash: string): boolean {
  return BCRYPT_RE.test(hash)
}

/** Checks a password against a `$2a$`, `$2b$` or `$2y$` hash; false for a missing or foreign hash. */
export async function verifyPassword(password: string, hash: string | null | undefined): Promise<boolean> {
  if (!hash || !isBcryptHash(hash)) {
    await bcryptVerify(password, await getDummyHash())
    return false
  }
  return bcryptVerify(password, hash)
}

export interface PasswordPolicy {
  minPasswordLength: number
}

/** Why a password is weak (`length`), or an empty list. */
export function weakPasswordReasons(password: string, policy: PasswordPolicy): string[] {
  return [...password].length < policy.minPasswordLength ? ["length"] : []
}

/** 422 weak_password (with reasons) or 422 validation_failed for an over-long password. */
export function assertStrongPassword(password: string, policy: PasswordPolicy): void {
  if (Buffer.byteLength(password, "utf8") > MAX_PASSWORD_BYTES) {
    throw new AuthError(422, "validation_failed", `Password cannot be longer than ${MAX_PASSWORD_BYTES} characters`)
  }
  const reasons = weakPasswordReasons(password, policy)
  if (reasons.length) {
    throw new AuthError(422, "weak_password", weakPasswordMessage(policy), { weak_password: { reasons } })
  }
}

export function weakPasswordMessage(policy: PasswordPolicy): string {
  return `Password should be at least ${policy.minPasswordLength} characters.`
}
