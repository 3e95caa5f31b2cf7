import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { decodeJwt } from "jose"
import { startTestServer, type TestServer } from "../testing/harness"
import { newEmail, PASSWORD } from "./test-support"

let t: TestServer
beforeAll(async () => {
  t = await startTestServer()
})
afterAll(async () => {
  await t?.close()
})

async function signedUp() {
  const { data, error } = await t.client().auth.signUp({ email: newEmail("refresh"), password: PASSWORD })
  expect(error).toBeNull()
  return data.session!
}

const refresh = (token: string) => t.client().auth.refreshSession({ refresh_token: token })

/** Moves a refresh token's last change `seconds` into the past, as if that long had gone by. */
const ageToken = (token: string, seconds: number) =>
  t.db.query("update auth.refresh_tokens set updated_at = now() - make_interval(secs => $2) where token = $1", [token, seconds])

/** Rotates `a` twice: `a` is then revoked and its child is no longer the active token. */
async function rotatedTwice(a: string) {
  const b = (await refresh(a)).data.session!.refresh_token
  await refresh(b)
  return b
}

describe("a revoked refresh token used again (the 10 s reuse interval)", () => {
  it("is still honoured 8 seconds after it was revoked, with a new session token", async () => {
    const session = await signedUp()
    await rotatedTwice(session.refresh_token)
    await ageToken(session.refresh_token, 8)
    const again = await refresh(session.refresh_token)
    expect(again.error).toBeNull()
    expect(decodeJwt(again.data.session!.access_token).session_id).toBe(decodeJwt(session.access_token).session_id)
  })

  it("revokes the session 12 seconds after, and the session's newest token with it", async () => {
    const session = await signedUp()
    const b = await rotatedTwice(session.refresh_token)
    const newest = (await refresh(b)).data.session!.refresh_token
    await ageToken(session.refresh_token, 12)
    expect((await refresh(session.refresh_token)).error).toMatchObject({
      status: 400,
      code: "refresh_token_already_used",
      message: "Invalid Refresh Token: Already Used",
    })
    expect((await refresh(newest)).error).toMatchObject({
      status: 400,
      code: "refresh_token_already_used",
      message: "Invalid Refresh Token: Already Used",
    })
  })
})

describe("a refresh token whose session or user is gone", () => {
  it("is refused 400 session_expired once the session's not_after has passed", async () => {
    const session = await signedUp()
    await t.db.query("update auth.sessions set not_after = now() - interval '1 second' where id = $1", [
      decodeJwt(session.access_token).session_id,
    ])
    expect((await refresh(session.refresh_token)).error).toMatchObject({
      status: 400,
      code: "session_expired",
      message: "Invalid Refresh Token: Session Expired",
    })
  })

  it("still refreshes while not_after is ahead", async () => {
    const session = await signedUp()
    await t.db.query("update auth.sessions set not_after = now() + interval '1 hour' where id = $1", [
      decodeJwt(session.access_token).session_id,
    ])
    expect((await refresh(session.refresh_token)).error).toBeNull()
  })

  it("is refused 400 user_not_found for a soft-deleted user", async () => {
    const session = await signedUp()
    await t.db.query("update auth.users set deleted_at = now() where id = $1", [decodeJwt(session.access_token).sub])
    expect((await refresh(session.refresh_token)).error).toMatchObject({
      status: 400,
      code: "user_not_found",
      message: "Invalid Refresh Token: User Not Found",
    })
  })
})

describe("the access token a refresh mints", () => {
  it("lives 3600 seconds from now and keeps the session's aal and sign-in method", async () => {
    const session = await signedUp()
    const sessionId = decodeJwt(session.access_token).session_id
    await t.db.query("update auth.sessions set aal = 'aal2' where id = $1", [sessionId])
    const { data, error } = await refresh(session.refresh_token)
    expect(error).toBeNull()
    const claims = decodeJwt(data.session!.access_token)
    const now = Math.floor(Date.now() / 1000)
    expect(claims.iat).toBeGreaterThanOrEqual(now - 5)
    expect(claims.iat).toBeLessThanOrEqual(now)
    expect(claims.exp).toBe(claims.iat! + 3600)
    expect(data.session!.expires_in).toBe(3600)
    expect(data.session!.expires_at).toBe(claims.exp)
    expect(claims).toMatchObject({ aal: "aal2", session_id: sessionId, iss: `${t.url}/auth/v1` })
    expect(claims.amr).toEqual([{ method: "password", timestamp: expect.any(Number) }])
  })
})
