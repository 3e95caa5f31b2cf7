import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { API_VERSION_2024 } from "./auth/errors"
import { newEmail, PASSWORD } from "./auth/test-support"
import { startTestServer, type TestServer } from "./testing/harness"

/** JSON arrays nested `depth` deep around `inner`. */
const nested = (depth: number, inner = "1") => "[".repeat(depth) + inner + "]".repeat(depth)
/** An object whose `value` nests `depth` levels in all (the object itself counts as one). */
const deepObject = (depth: number) => `{"value":${nested(depth - 1)}}`

let t: TestServer
let userToken: string
beforeAll(async () => {
  t = await startTestServer()
  const { data, error } = await t.client().auth.signUp({ email: newEmail(), password: PASSWORD })
  if (error) throw error
  userToken = data.session!.access_token
})
afterAll(async () => {
  await t?.close()
})

const keyed = (headers: Record<string, string> = {}) => ({ apikey: t.anonKey, ...headers })
const json = { "Content-Type": "application/json" }
const auth = { ...json, "X-Supabase-Api-Version": API_VERSION_2024 }
const service = () => keyed({ Authorization: `Bearer ${t.serviceRoleKey}` })
const call = (path: string, init: RequestInit = {}) =>
  t.fetch(`${t.url}${path}`, { ...init, headers: keyed(init.headers as Record<string, string>) })

/** A token signed with this project's secret whose `sub` carries a NUL. */
const nulSubToken = () => t.signJwt({ role: "authenticated", aud: "authenticated", sub: "a\u0000b" }, 3600)

describe("a NUL or malformed text", () => {
  it("in a storage bucket name, a list search or object metadata is storage's 400", async () => {
    const bucket = await call("/storage/v1/bucket/a%00b", { headers: service() })
    expect(bucket.status).toBe(400)
    expect(await bucket.json()).toMatchObject({ statusCode: "400" })

    const search = await call("/storage/v1/object/list/site-assets", {
      method: "POST",
      headers: { ...service(), ...json },
      body: JSON.stringify({ prefix: "", search: "a\u0000b" }),
    })
    expect(search.status).toBe(400)

    const metadata = Buffer.from(JSON.stringify({ note: "a\u0000b" })).toString("base64")
    const upload = await call("/storage/v1/object/uploads/forms/meta.txt", {
      method: "POST",
      headers: { Authorization: `Bearer ${t.anonKey}`, "Content-Type": "text/plain", "x-metadata": metadata },
      body: "hello",
    })
    expect(upload.status).toBe(400)
    expect(await upload.json()).toMatchObject({ statusCode: "400", code: "InvalidRequest" })

    const surrogate = await call("/storage/v1/object/list/site-assets", {
      method: "POST",
      headers: { ...service(), ...json },
      body: '{"search":"\\ud800"}',
    })
    expect(surrogate.status).toBe(400)
  })

  it("in a JWT's sub is a bad token on every protocol, never a database error", async () => {
    const token = await nulSubToken()
    const bearer = { Authorization: `Bearer ${token}` }
    const rest = await call("/rest/v1/site_settings", { headers: bearer })
    expect(rest.status).toBe(401)
    const storage = await call("/storage/v1/object/uploads/forms/nul-sub.txt", {
      method: "POST",
      headers: { ...bearer, "Content-Type": "text/plain" },
      body: "hello",
    })
    expect(storage.status).toBe(400)
    expect(await storage.json()).toMatchObject({ code: "AccessDenied", error: "Unauthorized" })
    const user = await call("/auth/v1/user", { headers: { ...bearer, ...auth } })
    expect(user.status).toBe(403)
    expect(await user.json()).toMatchObject({ code: "bad_jwt" })
  })

  it("in a sign-in email, sign-up data or PUT /user data is 400 validation_failed", async () => {
    const signIn = await call("/auth/v1/token?grant_type=password", {
      method: "POST",
      headers: auth,
      body: JSON.stringify({ email: "a\u0000b@example.test", password: PASSWORD }),
    })
    expect(signIn.status).toBe(400)
    expect(await signIn.json()).toMatchObject({ code: "validation_failed" })

    const signUp = await call("/auth/v1/signup", {
      method: "POST",
      headers: auth,
      body: JSON.stringify({ email: newEmail(), password: PASSWORD, data: { name: "a\u0000b" } }),
    })
    expect(signUp.status).toBe(400)

    const update = await call("/auth/v1/user", {
      method: "PUT",
      headers: { ...auth, Authorization: `Bearer ${userToken}` },
      body: JSON.stringify({ data: { "a\u0000b": 1 } }),
    })
    expect(update.status).toBe(400)
    expect(await update.json()).toMatchObject({ code: "validation_failed" })
  })

  it("in a REST filter or body is PostgREST's 400", async () => {
    const filter = await call("/rest/v1/site_settings?key=eq.a%00b")
    expect(filter.status).toBe(400)
    const body = await call("/rest/v1/site_settings", {
      method: "POST",
      headers: { ...service(), ...json },
      body: JSON.stringify({ key: "a\u0000b", value: 1 }),
    })
    expect(body.status).toBe(400)
    expect(await body.json()).toMatchObject({ code: "PGRST102" })
  })

  it("in an auth or functions URL is that API's 400", async () => {
    const verify = await call("/auth/v1/verify?type=signup&token=a%00b", { headers: auth })
    expect(verify.status).toBe(400)
    expect(await verify.json()).toMatchObject({ code: "validation_failed" })
    expect((await call("/functions/v1/admin-users%00")).status).toBe(400)
  })
})

describe("a deeply nested JSON body", () => {
  const deep = nested(5000)

  it("is 400 on REST writes and RPC, and up to 64 levels is stored", async () => {
    const insert = await call("/rest/v1/site_settings", {
      method: "POST",
      headers: { ...service(), ...json },
      body: `{"key":"deep","value":${deep}}`,
    })
    expect(insert.status).toBe(400)
    expect(await insert.json()).toMatchObject({ code: "PGRST102", details: "JSON nests deeper than 64 levels" })
    expect((await call("/rest/v1/rpc/anything", { method: "POST", headers: json, body: deep })).status).toBe(400)

    const deepest = await call("/rest/v1/site_settings", {
      method: "POST",
      headers: { ...service(), ...json, Prefer: "return=representation" },
      body: `{"key":"deepest","value":${nested(63)}}`,
    })
    expect(deepest.status).toBe(201)
    const tooDeep = await call("/rest/v1/site_settings", {
      method: "POST",
      headers: { ...service(), ...json },
      body: `{"key":"too-deep","value":${nested(64)}}`,
    })
    expect(tooDeep.status).toBe(400)
  })

  it("is 400 on auth and storage bodies and in storage metadata", async () => {
    const signUp = await call("/auth/v1/signup", {
      method: "POST",
      headers: auth,
      body: `{"email":"${newEmail()}","password":"${PASSWORD}","data":${deepObject(5000)}}`,
    })
    expect(signUp.status).toBe(400)
    expect(await signUp.json()).toMatchObject({ code: "validation_failed" })

    const list = await call("/storage/v1/object/list/site-assets", {
      method: "POST",
      headers: { ...service(), ...json },
      body: deepObject(5000),
    })
    expect(list.status).toBe(400)
    const upload = await call("/storage/v1/object/uploads/forms/deep.txt", {
      method: "POST",
      headers: { "Content-Type": "text/plain", "x-metadata": Buffer.from(deepObject(5000)).toString("base64") },
      body: "hello",
    })
    expect(upload.status).toBe(400)
  })
})
