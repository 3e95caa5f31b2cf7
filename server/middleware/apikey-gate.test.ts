import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { signJwt } from "../jwt"
import { startTestServer, type TestServer } from "../testing/harness"

let t: TestServer

beforeAll(async () => {
  t = await startTestServer()
})
afterAll(async () => {
  await t?.close()
})

const NO_KEY = { message: "No API key found in request", hint: "No `apikey` request header or url param was found." }
const INVALID_KEY = { message: "Invalid API key", hint: "Double check your Supabase `anon` or `service_role` API key." }

/** Status and JSON body of a request to this server. */
async function call(path: string, init: RequestInit = {}) {
  const res = await t.fetch(`${t.url}${path}`, init)
  const text = await res.text()
  let body: unknown = text
  try {
    body = JSON.parse(text)
  } catch {
    // Not JSON: kept as text.
  }
  return { status: res.status, body }
}

describe("the apikey gate in front of the APIs", () => {
  it("answers a request without a key 401 with Supabase's message and hint", async () => {
    expect(await call("/rest/v1/site_settings")).toEqual({ status: 401, body: NO_KEY })
    expect(await call("/rest/v1/site_settings", { headers: { apikey: "" } })).toEqual({ status: 401, body: NO_KEY })
  })

  it("answers a key that is no JWT of this project 401 Invalid API key, the second time too", async () => {
    for (let i = 0; i < 2; i++) {
      expect(await call("/rest/v1/site_settings", { headers: { apikey: "not-a-key" } })).toEqual({ status: 401, body: INVALID_KEY })
    }
  })

  it("accepts a key of the anon or service role signed with this project's secret, besides the printed ones", async () => {
    for (const role of ["anon", "service_role"]) {
      const key = await t.signJwt({ role, iss: "supabase" }, 3600)
      for (let i = 0; i < 2; i++) {
        expect((await call("/rest/v1/site_settings", { headers: { apikey: key } })).status, role).toBe(200)
      }
    }
    expect((await call(`/rest/v1/site_settings?apikey=${t.anonKey}`)).status).toBe(200)
    expect((await call("/rest/v1/site_settings", { headers: { apikey: t.serviceRoleKey } })).status).toBe(200)
  })

  it("refuses a user's token, a role-less token and a service_role key of another secret as the apikey", async () => {
    const keys = {
      user: await t.signJwt({ role: "authenticated", sub: "00000000-0000-4000-8000-000000000001" }, 3600),
      "no role": await t.signJwt({ iss: "supabase" }, 3600),
      "other secret": await signJwt({ role: "service_role" }, "another-jwt-secret-of-at-least-32-characters", 3600),
      expired: await t.signJwt({ role: "anon", exp: Math.floor(Date.now() / 1000) - 10 }),
    }
    for (const [name, key] of Object.entries(keys)) {
      for (let i = 0; i < 2; i++) {
        expect(await call("/rest/v1/site_settings", { headers: { apikey: key } }), name).toEqual({ status: 401, body: INVALID_KEY })
      }
    }
  })

  it("lets public and signed object URLs through without a key only to read them, and signed upload URLs only to PUT", async () => {
    const keyless = [
      ["POST", "/storage/v1/object/public/site-assets/x.png"],
      ["DELETE", "/storage/v1/object/public/site-assets/x.png"],
      ["POST", "/storage/v1/object/sign/site-assets/x.png"],
      ["POST", "/storage/v1/render/image/public/site-assets/x.png"],
      ["GET", "/storage/v1/object/upload/sign/uploads/x.txt"],
      ["POST", "/storage/v1/object/upload/sign/uploads/x.txt"],
      ["GET", "/storage/v1/object/publicity/site-assets/x.png"],
      ["GET", "/storage/v1/objects/public/site-assets/x.png"],
      ["GET", "/auth/v1/verify/extra"],
      ["GET", "/auth/v1/verifyx"],
    ]
    for (const [method, path] of keyless) {
      expect(await call(path, { method }), `${method} ${path}`).toEqual({ status: 401, body: NO_KEY })
    }
    for (const [method, path] of [
      ["GET", "/auth/v1/verify/"],
      ["GET", "/auth/v1/.well-known/jwks.json"],
      ["HEAD", "/storage/v1/object/public/site-assets/missing.png"],
      ["GET", "/storage/v1/object/sign/site-assets/missing.png"],
    ]) {
      expect((await call(path, { method })).status, `${method} ${path}`).not.toBe(401)
    }
  })
})
