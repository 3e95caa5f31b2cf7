import crypto from "node:crypto"
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest"
import { decodeJwt } from "jose"
import ws from "ws"
import { createClient, type SupabaseClient } from "@supabase/supabase-js"
import { startTestServer, type TestServer } from "../testing/harness"
import { newEmail, PASSWORD, totpCode } from "./test-support"
import { createCredential, type CreationOptions, type RequestOptions, type SoftwareCredential } from "./test-authenticator"

let t: TestServer
let origin: string
beforeAll(async () => {
  t = await startTestServer()
  origin = new URL(t.ctx.config.siteUrl).origin
})
afterAll(async () => {
  await t?.close()
})

/** supabase-js with its experimental passkey API switched on, as /login and /admin would create it. */
function passkeyClient(): SupabaseClient {
  return createClient(t.url, t.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false, experimental: { passkey: true } } as never,
    global: { fetch: t.fetch as typeof fetch },
    realtime: { transport: ws as never },
  })
}

async function signedUp() {
  const client = passkeyClient()
  const email = newEmail("passkey")
  expect((await client.auth.signUp({ email, password: PASSWORD })).error).toBeNull()
  return { client, email }
}

async function registerPasskey(client: SupabaseClient) {
  const { data: start, error } = await client.auth.passkey.startRegistration()
  expect(error).toBeNull()
  const { credential, response } = createCredential(start!.options as unknown as CreationOptions, origin)
  const { data, error: verifyError } = await client.auth.passkey.verifyRegistration({
    challengeId: start!.challenge_id,
    credential: response.toJSON() as never,
  })
  expect(verifyError).toBeNull()
  return { passkey: data!, credential, options: start!.options }
}

/** A passkey sign-in on a fresh client: the options, the authenticator's answer, the verification. */
async function signInWith(credential: SoftwareCredential, answerFrom = origin) {
  const client = passkeyClient()
  const { data: start, error } = await client.auth.passkey.startAuthentication()
  expect(error).toBeNull()
  const answer = credential.assert(start!.options as unknown as RequestOptions, answerFrom)
  const result = await client.auth.passkey.verifyAuthentication({ challengeId: start!.challenge_id, credential: answer.toJSON() as never })
  return { client, start: start!, ...result }
}

describe("passkeys (/passkeys, supabase-js auth.passkey)", () => {
  it("registers a discoverable credential that needs user verification, and lists it", async () => {
    const { client, email } = await signedUp()
    const { passkey, options } = await registerPasskey(client)
    const creation = options as unknown as PublicKeyCredentialCreationOptions & { user: { name: string } }
    expect(creation.rp).toEqual({ id: "nordika.test", name: "Nordika" })
    expect(creation.user.name).toBe(email)
    expect(creation.authenticatorSelection).toMatchObject({ residentKey: "required", userVerification: "required" })
    expect(passkey).toEqual({ id: expect.any(String), created_at: expect.any(String) })
    const { data: list } = await client.auth.passkey.list()
    expect(list).toEqual([{ id: passkey.id, created_at: passkey.created_at }])
  })

  it("signs in with no email or password: a session at aal2 with passkey in amr, and the passkey's last use", async () => {
    const { client } = await signedUp()
    const { passkey, credential } = await registerPasskey(client)
    const { data, error, start } = await signInWith(credential)
    expect(error).toBeNull()
    const options = start.options as unknown as PublicKeyCredentialRequestOptions
    expect(options.userVerification).toBe("required")
    expect(options.allowCredentials ?? []).toEqual([])
    // The challenge lives five minutes.
    expect(start.expires_at - Math.floor(Date.now() / 1000)).toBeGreaterThanOrEqual(299)
    expect(start.expires_at - Math.floor(Date.now() / 1000)).toBeLessThanOrEqual(300)
    const claims = decodeJwt(data!.session!.access_token)
    expect(claims.aal).toBe("aal2")
    expect((claims.amr as { method: string }[]).map((a) => a.method)).toEqual(["passkey"])
    expect(data!.user!.id).toBe((await client.auth.getUser()).data.user!.id)
    const { data: list } = await client.auth.passkey.list()
    expect(list![0]).toMatchObject({ id: passkey.id, last_used_at: expect.any(String) })
  })

  it("refuses an answer made on another origin, and its challenge is spent", async () => {
    const { client } = await signedUp()
    const { credential } = await registerPasskey(client)
    const { error, start, client: other } = await signInWith(credential, "https://nordika-login.example")
    expect(error).toMatchObject({ status: 400, code: "webauthn_verification_failed", message: "Credential verification failed" })
    const again = credential.assert(start.options as unknown as RequestOptions, origin)
    const retry = await other.auth.passkey.verifyAuthentication({ challengeId: start.challenge_id, credential: again.toJSON() as never })
    expect(retry.error).toMatchObject({ status: 400, code: "webauthn_challenge_not_found" })
  })

  it("refuses a cloned passkey whose sign counter is not above the last one seen", async () => {
    const { client } = await signedUp()
    const { credential } = await registerPasskey(client)
    expect((await signInWith(credential)).error).toBeNull()
    expect((await signInWith(credential)).error).toBeNull()
    const { data, error } = await signInWith(credential.clone(1))
    expect(data?.session ?? null).toBeNull()
    expect(error).toMatchObject({ status: 400, code: "webauthn_verification_failed", message: "Credential verification failed" })
  })

  it("renames and removes a passkey; a removed passkey signs nobody in", async () => {
    const { client } = await signedUp()
    const { passkey, credential } = await registerPasskey(client)
    const { data: renamed, error } = await client.auth.passkey.update({ passkeyId: passkey.id, friendlyName: "Work laptop" })
    expect(error).toBeNull()
    expect(renamed).toMatchObject({ id: passkey.id, friendly_name: "Work laptop" })
    expect((await client.auth.passkey.delete({ passkeyId: passkey.id })).error).toBeNull()
    expect((await client.auth.passkey.list()).data).toEqual([])
    expect((await signInWith(credential)).error).toMatchObject({ status: 400, code: "webauthn_verification_failed" })
  })

  describe("removal needs a session authenticated within the last five minutes", () => {
    /** Moves the session's every authentication (sign-in, factor, passkey) `seconds` into the past. */
    async function authenticatedAgo(client: SupabaseClient, seconds: number) {
      const { data } = await client.auth.getSession()
      const sessionId = decodeJwt(data.session!.access_token).session_id as string
      await t.db.query("update auth.mfa_amr_claims set updated_at = now() - make_interval(secs => $2) where session_id = $1", [
        sessionId,
        seconds,
      ])
    }

    it("refuses a session signed in 5 minutes and 5 seconds ago (403 reauthentication_needed) and keeps the passkey", async () => {
      const { client } = await signedUp()
      const { passkey } = await registerPasskey(client)
      await authenticatedAgo(client, 305)
      const { error } = await client.auth.passkey.delete({ passkeyId: passkey.id })
      expect(error).toMatchObject({
        status: 403,
        code: "reauthentication_needed",
        message: "Removing a passkey requires signing in again or confirming with a passkey first",
      })
      expect((await client.auth.passkey.list()).data).toEqual([{ id: passkey.id, created_at: passkey.created_at }])
    })

    it("removes it from a session signed in 4 minutes and 50 seconds ago", async () => {
      const { client } = await signedUp()
      const { passkey } = await registerPasskey(client)
      await authenticatedAgo(client, 290)
      expect((await client.auth.passkey.delete({ passkeyId: passkey.id })).error).toBeNull()
      expect((await client.auth.passkey.list()).data).toEqual([])
    })

    it("removes it from a stale session's user once they confirm with a passkey: the new session is fresh", async () => {
      const { client } = await signedUp()
      const { passkey, credential } = await registerPasskey(client)
      await authenticatedAgo(client, 3600)
      expect((await client.auth.passkey.delete({ passkeyId: passkey.id })).error).toMatchObject({ code: "reauthentication_needed" })
      const { client: confirmed, error } = await signInWith(credential)
      expect(error).toBeNull()
      expect((await confirmed.auth.passkey.delete({ passkeyId: passkey.id })).error).toBeNull()
      expect((await client.auth.passkey.list()).data).toEqual([])
    })

    it("counts a second factor used moments ago on an old session", async () => {
      const { client } = await signedUp()
      const { data: factor } = await client.auth.mfa.enroll({ factorType: "totp" })
      const secret = factor!.totp.secret
      expect((await client.auth.mfa.challengeAndVerify({ factorId: factor!.id, code: await totpCode(secret) })).error).toBeNull()
      const { passkey } = await registerPasskey(client)
      await authenticatedAgo(client, 3600)
      expect((await client.auth.passkey.delete({ passkeyId: passkey.id })).error).toMatchObject({ code: "reauthentication_needed" })
      expect((await client.auth.mfa.challengeAndVerify({ factorId: factor!.id, code: await totpCode(secret) })).error).toBeNull()
      expect((await client.auth.passkey.delete({ passkeyId: passkey.id })).error).toBeNull()
    })
  })

  it("is not added from a password-only session of someone with an authenticator app (403 insufficient_aal)", async () => {
    const { client, email } = await signedUp()
    const { data: factor } = await client.auth.mfa.enroll({ factorType: "totp" })
    expect((await client.auth.mfa.challengeAndVerify({ factorId: factor!.id, code: await totpCode(factor!.totp.secret) })).error).toBeNull()
    const passwordOnly = passkeyClient()
    expect((await passwordOnly.auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull()
    const { error } = await passwordOnly.auth.passkey.startRegistration()
    expect(error).toMatchObject({ status: 403, code: "insufficient_aal" })
  })

  describe("the audit log", () => {
    async function entries(action: string, userId: string) {
      const { rows } = await t.db.query<{ payload: Record<string, unknown> & { traits?: Record<string, unknown> } }>(
        "select payload from auth.audit_log_entries where payload ->> 'action' = $1 order by created_at",
        [action],
      )
      return rows.map((row) => row.payload).filter((payload) => payload.actor_id === userId || payload.traits?.user_id === userId)
    }

    it("records a passkey added, renamed, used to sign in and removed, with who did it and whose passkey", async () => {
      const { client, email } = await signedUp()
      const userId = (await client.auth.getUser()).data.user!.id
      const { passkey, credential } = await registerPasskey(client)
      await client.auth.passkey.update({ passkeyId: passkey.id, friendlyName: "Work laptop" })
      expect((await signInWith(credential)).error).toBeNull()
      expect((await client.auth.passkey.delete({ passkeyId: passkey.id })).error).toBeNull()

      const target = { user_id: userId, user_email: email, passkey_id: passkey.id }
      const actor = { actor_id: userId, actor_username: email, log_type: "factor" }
      expect(await entries("passkey_added", userId)).toEqual([
        expect.objectContaining({ ...actor, traits: { ...target, passkey_name: "" } }),
      ])
      expect(await entries("passkey_renamed", userId)).toEqual([
        expect.objectContaining({ ...actor, traits: { ...target, passkey_name: "Work laptop" } }),
      ])
      expect((await entries("login", userId)).at(-1)).toMatchObject({
        actor_id: userId,
        log_type: "account",
        traits: { provider: "passkey", passkey_id: passkey.id },
      })
      expect(await entries("passkey_removed", userId)).toEqual([
        expect.objectContaining({ ...actor, traits: { ...target, passkey_name: "Work laptop" } }),
      ])
    })

    it("lets the service role list and remove a user's passkeys (as the recovery flows do), recorded as its doing", async () => {
      const { client, email } = await signedUp()
      const userId = (await client.auth.getUser()).data.user!.id
      const { passkey, credential } = await registerPasskey(client)
      const admin = createClient(t.url, t.serviceRoleKey, {
        auth: { persistSession: false, autoRefreshToken: false, experimental: { passkey: true } } as never,
        global: { fetch: t.fetch as typeof fetch },
        realtime: { transport: ws as never },
      })
      const { data: listed } = await admin.auth.admin.passkey.listPasskeys({ userId })
      expect(listed).toEqual([{ id: passkey.id, created_at: passkey.created_at }])
      expect((await admin.auth.admin.passkey.deletePasskey({ userId, passkeyId: passkey.id })).error).toBeNull()
      expect((await admin.auth.admin.passkey.listPasskeys({ userId })).data).toEqual([])
      expect((await signInWith(credential)).error).toMatchObject({ status: 400, code: "webauthn_verification_failed" })
      expect(await entries("passkey_removed", userId)).toEqual([
        expect.objectContaining({
          actor_username: "service_role",
          traits: { user_id: userId, user_email: email, passkey_id: passkey.id, passkey_name: "" },
        }),
      ])
      const again = await admin.auth.admin.passkey.deletePasskey({ userId, passkeyId: passkey.id })
      expect(again.error).toMatchObject({ status: 404, code: "passkey_not_found" })
      const { error } = await client.auth.admin.passkey.listPasskeys({ userId })
      expect(error).toMatchObject({ status: 403, code: "not_admin" })
    })
  })

  describe("what a passkey sign-in checks besides the signature", () => {
    const refused = { status: 400, code: "webauthn_verification_failed", message: "Credential verification failed" }

    /** A fresh client's sign-in options and the verification of `answer(options)` on it. */
    async function answer(
      make: (options: RequestOptions, challengeId: string) => { toJSON(): unknown } | Promise<{ toJSON(): unknown }>,
      challengeId?: string,
    ) {
      const client = passkeyClient()
      const { data: start } = await client.auth.passkey.startAuthentication()
      const options = start!.options as unknown as RequestOptions
      const credential = (await make(options, start!.challenge_id)).toJSON() as never
      const result = await client.auth.passkey.verifyAuthentication({ challengeId: challengeId ?? start!.challenge_id, credential })
      return { ...result, client, options, challengeId: start!.challenge_id }
    }

    /** An answer with its user handle replaced, or left out for undefined: the signature does not cover it. */
    function withUserHandle(answer: { toJSON(): unknown }, userHandle: string | undefined) {
      const json = answer.toJSON() as { response: Record<string, unknown> }
      const { userHandle: _signedFor, ...response } = json.response
      return { toJSON: () => ({ ...json, response: userHandle === undefined ? response : { ...response, userHandle } }) }
    }

    it("refuses an assertion made without user verification (no PIN or biometric), as a passkey stands for two factors", async () => {
      const { client } = await signedUp()
      const { credential } = await registerPasskey(client)
      const { data, error } = await answer((options) => credential.assert(options, origin, { userVerified: false }))
      expect(data?.session ?? null).toBeNull()
      expect(error).toMatchObject(refused)
    })

    it("refuses an assertion whose user handle names someone other than the passkey's owner", async () => {
      const { client } = await signedUp()
      const { credential } = await registerPasskey(client)
      const { client: other } = await signedUp()
      const otherHandle = Buffer.from((await other.auth.getUser()).data.user!.id).toString("base64url")
      const { data, error } = await answer((options) => withUserHandle(credential.assert(options, origin), otherHandle))
      expect(data?.session ?? null).toBeNull()
      expect(error).toMatchObject(refused)
    })

    it("signs its owner in from an assertion with no user handle: the credential's id names the owner", async () => {
      const { client } = await signedUp()
      const { credential } = await registerPasskey(client)
      const { data, error } = await answer((options) => withUserHandle(credential.assert(options, origin), undefined))
      expect(error).toBeNull()
      expect(data!.user!.id).toBe((await client.auth.getUser()).data.user!.id)
    })

    it("refuses an answer naming its credential by another spelling of the same bytes (the id must be the one registered)", async () => {
      const { client } = await signedUp()
      const { credential } = await registerPasskey(client)
      // 32 bytes are 43 base64url characters, whose last two bits are padding: flipping them names the same bytes.
      const id = credential.idBase64url
      const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
      const alias = id.slice(0, -1) + alphabet[alphabet.indexOf(id.at(-1)!) ^ 1]
      expect(Buffer.from(alias, "base64url")).toEqual(Buffer.from(id, "base64url"))
      const { data, error } = await answer((options) => {
        const json = credential.assert(options, origin).toJSON() as unknown as Record<string, unknown>
        return { toJSON: () => ({ ...json, id: alias, rawId: alias }) }
      })
      expect(data?.session ?? null).toBeNull()
      expect(error).toMatchObject(refused)
    })

    it("refuses an assertion of the wrong shape (400 webauthn_verification_failed, Invalid credential response) and spends the challenge", async () => {
      const { client: owner } = await signedUp()
      const { credential } = await registerPasskey(owner)
      const client = passkeyClient()
      const { data: start } = await client.auth.passkey.startAuthentication()
      const answer = credential.assert(start!.options as unknown as RequestOptions, origin).toJSON()
      const refused = await client.auth.passkey.verifyAuthentication({
        challengeId: start!.challenge_id,
        credential: { ...answer, type: "password" } as never,
      })
      expect(refused.error).toMatchObject({ status: 400, code: "webauthn_verification_failed", message: "Invalid credential response" })
      const retry = await client.auth.passkey.verifyAuthentication({ challengeId: start!.challenge_id, credential: answer as never })
      expect(retry.error).toMatchObject({ status: 400, code: "webauthn_challenge_not_found" })
    })

    it("refuses a challenge answered after its five minutes (400 webauthn_challenge_expired) and spends it", async () => {
      const { client } = await signedUp()
      const { credential } = await registerPasskey(client)
      const late = await answer(async (options, id) => {
        // As if the browser had taken five minutes and a second: the challenge expired a second ago.
        await t.db.query("update auth.webauthn_challenges set expires_at = now() - interval '1 second' where id = $1", [id])
        return credential.assert(options, origin)
      })
      expect(late.error).toMatchObject({ status: 400, code: "webauthn_challenge_expired", message: "Challenge has expired" })
      const again = await late.client.auth.passkey.verifyAuthentication({
        challengeId: late.challengeId,
        credential: credential.assert(late.options, origin).toJSON() as never,
      })
      expect(again.error).toMatchObject({ status: 400, code: "webauthn_challenge_not_found" })
    })

    it("refuses a challenge id that is not a UUID, or that no challenge has (400 webauthn_challenge_not_found)", async () => {
      const { client } = await signedUp()
      const { credential } = await registerPasskey(client)
      const notFound = { status: 400, code: "webauthn_challenge_not_found", message: "Challenge not found or already used" }
      expect((await answer((options) => credential.assert(options, origin), "not-a-uuid")).error).toMatchObject(notFound)
      expect((await answer((options) => credential.assert(options, origin), crypto.randomUUID())).error).toMatchObject(notFound)
    })

    it("refuses a banned user's passkey (400 user_banned) and a deleted user's (400 webauthn_verification_failed)", async () => {
      const admin = createClient(t.url, t.serviceRoleKey, {
        auth: { persistSession: false, autoRefreshToken: false },
        global: { fetch: t.fetch as typeof fetch },
        realtime: { transport: ws as never },
      })
      const banned = await signedUp()
      const { credential: bannedKey } = await registerPasskey(banned.client)
      const bannedId = (await banned.client.auth.getUser()).data.user!.id
      expect((await admin.auth.admin.updateUserById(bannedId, { ban_duration: "24h" })).error).toBeNull()
      const signInBanned = await signInWith(bannedKey)
      expect(signInBanned.data?.session ?? null).toBeNull()
      expect(signInBanned.error).toMatchObject({ status: 400, code: "user_banned", message: "User is banned" })

      const deleted = await signedUp()
      const { credential: deletedKey } = await registerPasskey(deleted.client)
      const deletedId = (await deleted.client.auth.getUser()).data.user!.id
      expect((await admin.auth.admin.deleteUser(deletedId, true)).error).toBeNull()
      const signInDeleted = await signInWith(deletedKey)
      expect(signInDeleted.data?.session ?? null).toBeNull()
      expect(signInDeleted.error).toMatchObject(refused)
    })
  })

  describe("who may add one", () => {
    it("lets someone whose only authenticator app is not yet verified add a passkey from a password session", async () => {
      const { client } = await signedUp()
      expect((await client.auth.mfa.enroll({ factorType: "totp" })).error).toBeNull()
      const { data, error } = await client.auth.passkey.startRegistration()
      expect(error).toBeNull()
      expect(data!.challenge_id).toEqual(expect.any(String))
    })

    it("refuses a passkey registered without user verification (400 webauthn_verification_failed), and stores none", async () => {
      const { client } = await signedUp()
      const { data: start } = await client.auth.passkey.startRegistration()
      expect(start!.options).toMatchObject({ authenticatorSelection: { userVerification: "required" } })
      const { response } = createCredential(start!.options as unknown as CreationOptions, origin, { userVerified: false })
      const { data, error } = await client.auth.passkey.verifyRegistration({
        challengeId: start!.challenge_id,
        credential: response.toJSON() as never,
      })
      expect(data ?? null).toBeNull()
      expect(error).toMatchObject({ status: 400, code: "webauthn_verification_failed", message: "Credential verification failed" })
      expect((await client.auth.passkey.list()).data).toEqual([])
    })

    it("refuses a credential id already registered, to its owner or anyone else (422 webauthn_credential_exists), and keeps the first key", async () => {
      const { client: owner } = await signedUp()
      const { credential: first } = await registerPasskey(owner)
      for (const client of [owner, (await signedUp()).client]) {
        const { data: start } = await client.auth.passkey.startRegistration()
        const { response } = createCredential(start!.options as unknown as CreationOptions, origin, { id: first.id })
        const { data, error } = await client.auth.passkey.verifyRegistration({
          challengeId: start!.challenge_id,
          credential: response.toJSON() as never,
        })
        expect(data ?? null).toBeNull()
        expect(error).toMatchObject({ status: 422, code: "webauthn_credential_exists", message: "This credential is already registered" })
      }
      expect((await owner.auth.passkey.list()).data).toHaveLength(1)
      const { error } = await signInWith(first)
      expect(error).toBeNull()
    })

    it("refuses a registration of the wrong shape (400 webauthn_verification_failed, Invalid credential response), stores none and spends the challenge", async () => {
      const { client } = await signedUp()
      const { data: start } = await client.auth.passkey.startRegistration()
      const { response } = createCredential(start!.options as unknown as CreationOptions, origin)
      const { data, error } = await client.auth.passkey.verifyRegistration({
        challengeId: start!.challenge_id,
        credential: { ...response.toJSON(), type: "password" } as never,
      })
      expect(data ?? null).toBeNull()
      expect(error).toMatchObject({ status: 400, code: "webauthn_verification_failed", message: "Invalid credential response" })
      expect((await client.auth.passkey.list()).data).toEqual([])
      const retry = await client.auth.passkey.verifyRegistration({
        challengeId: start!.challenge_id,
        credential: response.toJSON() as never,
      })
      expect(retry.error).toMatchObject({ status: 400, code: "webauthn_challenge_not_found" })
    })

    // Faults inside the registration's transaction, as a failing trigger of a migration would cause, for
    // this user's passkey rows until the trigger is dropped: the database refusing the insert (the
    // transaction aborts), or a stored row the server cannot answer with (an infinite created_at: the
    // insert and the audit entry are written, then the answer fails), which must not be committed either.
    it.each([
      ["the database refuses the insert", "raise exception 'passkey store failed';"],
      ["the stored row cannot be answered with", "new.created_at := 'infinity'; return new;"],
    ])(
      "answers a registration that fails inside its transaction (%s) with 500 unexpected_failure, stores none and keeps the challenge for a retry",
      async (_fault, trigger) => {
        const { client } = await signedUp()
        const userId = (await client.auth.getUser()).data.user!.id
        const name = `fail_passkey_${userId.replaceAll("-", "")}`
        await t.db.exec(`
        create function public.${name}() returns trigger language plpgsql as $$ begin ${trigger} end $$;
        create trigger ${name} before insert on auth.webauthn_credentials
          for each row when (new.user_id = '${userId}') execute function public.${name}();
      `)
        const { data: start } = await client.auth.passkey.startRegistration()
        const { response } = createCredential(start!.options as unknown as CreationOptions, origin)
        const token = (await client.auth.getSession()).data.session!.access_token
        const log = vi.spyOn(console, "error").mockImplementation(() => undefined) // the server logs what it answered 500
        try {
          // Over the wire: supabase-js turns a 500 into a retryable fetch error without its code.
          const failed = await t.fetch(`${t.url}/auth/v1/passkeys/registration/verify`, {
            method: "POST",
            headers: {
              apikey: t.anonKey,
              authorization: `Bearer ${token}`,
              "content-type": "application/json",
              "x-supabase-api-version": "2024-01-01",
            },
            body: JSON.stringify({ challenge_id: start!.challenge_id, credential: response.toJSON() }),
          })
          expect(failed.status).toBe(500)
          expect(await failed.json()).toEqual({
            code: "unexpected_failure",
            message: "Unexpected failure, please check server logs for more information",
          })
        } finally {
          log.mockRestore()
          await t.db.exec(`drop trigger ${name} on auth.webauthn_credentials; drop function public.${name}();`)
        }
        expect((await client.auth.passkey.list()).data).toEqual([])
        // The failed transaction did not spend the challenge: the same answer registers the passkey now.
        const retry = await client.auth.passkey.verifyRegistration({
          challengeId: start!.challenge_id,
          credential: response.toJSON() as never,
        })
        expect(retry.error).toBeNull()
        expect((await client.auth.passkey.list()).data).toEqual([{ id: retry.data!.id, created_at: retry.data!.created_at }])
      },
    )

    it("does not let one user answer another's registration challenge (400 webauthn_challenge_not_found)", async () => {
      const { client: owner } = await signedUp()
      const { data: start } = await owner.auth.passkey.startRegistration()
      const { client: other } = await signedUp()
      const { response } = createCredential(start!.options as unknown as CreationOptions, origin)
      const { error } = await other.auth.passkey.verifyRegistration({
        challengeId: start!.challenge_id,
        credential: response.toJSON() as never,
      })
      expect(error).toMatchObject({ status: 400, code: "webauthn_challenge_not_found" })
      expect((await other.auth.passkey.list()).data).toEqual([])
    })
  })

  describe("who may add or remove one: a user of their own session, not anonymous, at aal2 once they have a verified factor", () => {
    /** A raw passkey request with a bearer token supabase-js would not hold (one without a session). */
    const passkeyRequest = (method: string, path: string, bearer: string) =>
      t.fetch(`${t.url}/auth/v1/passkeys${path}`, {
        method,
        headers: {
          apikey: t.anonKey,
          authorization: `Bearer ${bearer}`,
          "content-type": "application/json",
          "x-supabase-api-version": "2024-01-01",
        },
        body: method === "POST" ? "{}" : undefined,
      })

    it("refuses an anonymous user (403 anonymous_provider_disabled), to add or to remove one", async () => {
      const { client } = await signedUp()
      const { passkey } = await registerPasskey(client)
      const userId = (await client.auth.getUser()).data.user!.id
      await t.db.query("update auth.users set is_anonymous = true where id = $1", [userId])
      const refused = { status: 403, code: "anonymous_provider_disabled", message: "Anonymous users cannot use passkeys" }
      expect((await client.auth.passkey.startRegistration()).error).toMatchObject(refused)
      expect((await client.auth.passkey.delete({ passkeyId: passkey.id })).error).toMatchObject(refused)
      await t.db.query("update auth.users set is_anonymous = false where id = $1", [userId])
      expect((await client.auth.passkey.list()).data).toEqual([{ id: passkey.id, created_at: passkey.created_at }])
    })

    it("refuses a token minted without a session (403 session_not_found), to add or to remove one", async () => {
      const { client, email } = await signedUp()
      const { passkey } = await registerPasskey(client)
      const sub = (await client.auth.getUser()).data.user!.id
      const sessionless = await t.signJwt({ aud: "authenticated", role: "authenticated", sub, email })
      for (const [method, path] of [
        ["POST", "/registration/options"],
        ["DELETE", `/${passkey.id}`],
      ]) {
        const res = await passkeyRequest(method, path, sessionless)
        expect(res.status).toBe(403)
        expect(await res.json()).toMatchObject({ code: "session_not_found", message: "Passkeys require a session" })
      }
      expect((await client.auth.passkey.list()).data).toEqual([{ id: passkey.id, created_at: passkey.created_at }])
    })

    it("asks aal2 of someone with one verified app and one still unverified (403 insufficient_aal): any verified factor counts", async () => {
      const { client, email } = await signedUp()
      const { data: verified } = await client.auth.mfa.enroll({ factorType: "totp", friendlyName: "Phone" })
      expect(
        (await client.auth.mfa.challengeAndVerify({ factorId: verified!.id, code: await totpCode(verified!.totp.secret) })).error,
      ).toBeNull()
      expect((await client.auth.mfa.enroll({ factorType: "totp", friendlyName: "Tablet" })).error).toBeNull()
      const passwordOnly = passkeyClient()
      expect((await passwordOnly.auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull()
      expect((await passwordOnly.auth.passkey.startRegistration()).error).toMatchObject({
        status: 403,
        code: "insufficient_aal",
        message: "AAL2 required to manage passkeys",
      })
    })
  })

  it("keeps its tables from every API role: anon, authenticated and service_role hold no privilege on them", async () => {
    const { rows } = await t.db.query<{ role: string; table: string; allowed: boolean }>(
      `select r as role, tbl as table,
              has_table_privilege(r, tbl, 'select') or has_table_privilege(r, tbl, 'insert')
              or has_table_privilege(r, tbl, 'update') or has_table_privilege(r, tbl, 'delete') as allowed
       from unnest(array['anon', 'authenticated', 'service_role']) r,
            unnest(array['auth.webauthn_credentials', 'auth.webauthn_challenges']) tbl`,
    )
    expect(rows).toHaveLength(6)
    expect(rows.filter((row) => row.allowed)).toEqual([])
  })
})
