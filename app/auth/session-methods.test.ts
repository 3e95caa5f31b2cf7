import { describe, expect, it } from "vitest"
import type { Session } from "@supabase/supabase-js"
import { signedInWith } from "./session-methods"

const now = Date.parse("2026-04-14T12:00:00Z")
const sessionWith = (amr: unknown) => {
  const payload = btoa(JSON.stringify({ amr })).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "")
  return { access_token: `header.${payload}.signature` } as Session
}

describe("how a session was signed in", () => {
  it("is read from the token's amr claims, within the age asked for", () => {
    const session = sessionWith([{ method: "invite", timestamp: now / 1000 - 600 }])
    expect(signedInWith(session, ["invite"], 3600, now)).toBe(true)
    expect(signedInWith(session, ["invite"], 300, now)).toBe(false)
    expect(signedInWith(session, ["recovery", "otp"], 3600, now)).toBe(false)
  })

  it("is nothing without a session or with a token it cannot read", () => {
    expect(signedInWith(null, ["invite"], 3600, now)).toBe(false)
    expect(signedInWith({ access_token: "not-a-token" } as Session, ["invite"], 3600, now)).toBe(false)
  })
})
