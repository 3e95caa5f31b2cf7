/**
 * The start token of a lead form: the server's own time of when a visitor began filling in a form of
 * one type, signed (HMAC-SHA256), so the minimum fill time is measured from a time the visitor cannot
 * choose. The lead-start-token function issues it, submit-lead checks it. Web Crypto only, so it runs
 * under Deno on Supabase and in the local server alike.
 *
 * The key is LEAD_START_TOKEN_SECRET when the project sets one (`supabase secrets set`), else one
 * derived from the service role key, which every function already has and no visitor ever sees.
 */
import { LEAD_TYPES, type LeadType } from "./lead-schemas.ts"
import type { FunctionEnv } from "./supabase.ts"

/** A token is accepted for this long after it was issued: a form left open for a day is started again. */
export const LEAD_START_TOKEN_MAX_AGE_MS = 24 * 60 * 60 * 1000
/** A token dated this far ahead of this server's clock is no token of its own (clocks of the edge may drift a little). */
const CLOCK_SKEW_MS = 60 * 1000
const VERSION = "v1"
/** Tokens are short; anything longer is refused before any work is done on it. */
export const LEAD_START_TOKEN_MAX_LENGTH = 200

export type StartTokenProblem =
  "start_token_missing" | "start_token_invalid" | "start_token_wrong_form" | "start_token_expired" | "too_fast"

const encoder = new TextEncoder()
const keys = new Map<string, Promise<CryptoKey>>()

/** The HMAC key for this environment, imported once per secret. */
function signingKey(env: FunctionEnv): Promise<CryptoKey> {
  const own = env.get("LEAD_START_TOKEN_SECRET")
  const serviceKey = env.get("SUPABASE_SERVICE_ROLE_KEY")
  if (!own && !serviceKey) return Promise.reject(new Error("Neither LEAD_START_TOKEN_SECRET nor SUPABASE_SERVICE_ROLE_KEY is set"))
  const secret = own || `nordika-lead-start-token:${serviceKey}`
  let key = keys.get(secret)
  if (!key) {
    key = crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign", "verify"])
    keys.set(secret, key)
  }
  return key
}

const base64url = (bytes: ArrayBuffer) =>
  btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "")

function fromBase64url(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]+$/.test(text)) return null
  try {
    const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/"))
    return Uint8Array.from(binary, (c) => c.charCodeAt(0))
  } catch {
    return null
  }
}

/** A token for a form of `type`, started at `issuedAt` (ms since the epoch): `v1.<type>.<issuedAt>.<signature>`. */
export async function issueLeadStartToken(env: FunctionEnv, type: LeadType, issuedAt = Date.now()): Promise<string> {
  const payload = `${VERSION}.${type}.${issuedAt}`
  const signature = await crypto.subtle.sign("HMAC", await signingKey(env), encoder.encode(payload))
  return `${payload}.${base64url(signature)}`
}

/**
 * What is wrong with `token` for a form of `type` sent at `now`, or null when the form may be taken:
 * signed with this project's key, for this form, no older than a day and at least `minFillTimeMs` old.
 */
export async function startTokenProblem(
  env: FunctionEnv,
  token: string | undefined,
  options: { type: LeadType; minFillTimeMs: number; now?: number },
): Promise<StartTokenProblem | null> {
  if (!token) return "start_token_missing"
  const parts = token.length <= LEAD_START_TOKEN_MAX_LENGTH ? token.split(".") : []
  if (parts.length !== 4) return "start_token_invalid"
  const [version, type, issued, signed] = parts
  const signature = fromBase64url(signed)
  if (version !== VERSION || !(LEAD_TYPES as readonly string[]).includes(type) || !/^\d{1,15}$/.test(issued) || !signature)
    return "start_token_invalid"
  const valid = await crypto.subtle.verify("HMAC", await signingKey(env), signature, encoder.encode(`${version}.${type}.${issued}`))
  if (!valid) return "start_token_invalid"
  const now = options.now ?? Date.now()
  const issuedAt = Number(issued)
  if (issuedAt > now + CLOCK_SKEW_MS) return "start_token_invalid"
  if (type !== options.type) return "start_token_wrong_form"
  if (now - issuedAt > LEAD_START_TOKEN_MAX_AGE_MS) return "start_token_expired"
  if (now - issuedAt < options.minFillTimeMs) return "too_fast"
  return null
}
