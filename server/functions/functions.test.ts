import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { Hono } from "hono"
import ws from "ws"
import { createClient, FunctionsHttpError, FunctionsRelayError, type SupabaseClient } from "@supabase/supabase-js"
import { startTestServer, type TestServer } from "../testing/harness"
import { functionsRoutes } from "./routes"

const FIXTURES: Record<string, string> = {
  echo: `export default async function handler(req, env) {
    const body = req.method === "GET" ? null : await req.json().catch(() => null)
    return new Response(JSON.stringify({
      method: req.method,
      path: new URL(req.url).pathname,
      body,
      authorization: req.headers.get("authorization"),
      supabaseUrl: env.get("SUPABASE_URL"),
      hasServiceKey: Boolean(env.get("SUPABASE_SERVICE_ROLE_KEY")),
    }), { headers: { "Content-Type": "application/json" } })
  }`,
  "text-reply": `export default () => new Response("plain words", { headers: { "Content-Type": "text/plain" } })`,
  teapot: `export default () => new Response(JSON.stringify({ error: "short and stout" }), { status: 418, headers: { "Content-Type": "application/json" } })`,
  throws: `export default async function handler() { throw new Error("secret internals") }`,
  "bad-export": `export const notDefault = 1`,
  "calls-home": `export default async function handler(req, env) {
    const res = await (env.fetch ?? fetch)(env.get("SUPABASE_URL") + "/storage/v1/bucket", {
      headers: { apikey: env.get("SUPABASE_SERVICE_ROLE_KEY"), Authorization: "Bearer " + env.get("SUPABASE_SERVICE_ROLE_KEY") },
    })
    const buckets = await res.json()
    return new Response(JSON.stringify(buckets.map((b) => b.id).sort()), { headers: { "Content-Type": "application/json" } })
  }`,
}

describe("functions under /functions/v1", () => {
  let t: TestServer
  let dir: string
  let anon: SupabaseClient

  beforeAll(async () => {
    t = await startTestServer()
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "nordika-functions-"))
    for (const [name, source] of Object.entries(FIXTURES)) {
      fs.mkdirSync(path.join(dir, name))
      // Plain JS in a .ts file: the server imports handler.ts whatever it holds.
      fs.writeFileSync(path.join(dir, name, "handler.ts"), source)
    }
    fs.mkdirSync(path.join(dir, "_shared"))
    fs.writeFileSync(path.join(dir, "_shared", "handler.ts"), FIXTURES.echo)
    const app = new Hono().route("/functions/v1", functionsRoutes(t.ctx, { functionsDir: dir, internalFetch: t.fetch }))
    anon = createClient(t.url, t.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: { transport: ws as never },
      global: { fetch: async (input, init) => app.fetch(new Request(input, init)) },
    })
  })
  afterAll(async () => {
    await t?.close()
    fs.rmSync(dir, { recursive: true, force: true })
  })

  it("runs the handler with the request and an env holding the project's URL and keys", async () => {
    const { data, error } = await anon.functions.invoke("echo", { body: { hello: "world" } })
    expect(error).toBeNull()
    expect(data).toEqual({
      method: "POST",
      path: "/functions/v1/echo",
      body: { hello: "world" },
      authorization: `Bearer ${t.anonKey}`,
      supabaseUrl: t.url,
      hasServiceKey: true,
    })
  })

  it("passes other methods and sub-paths through", async () => {
    const { data } = await anon.functions.invoke("echo/sub/path", { method: "GET" })
    expect(data).toMatchObject({ method: "GET", path: "/functions/v1/echo/sub/path" })
  })

  it("returns non-JSON replies as text", async () => {
    expect((await anon.functions.invoke("text-reply")).data).toBe("plain words")
  })

  it("reports a handler's own non-2xx answer as FunctionsHttpError with the response", async () => {
    const { error } = await anon.functions.invoke("teapot")
    expect(error).toBeInstanceOf(FunctionsHttpError)
    expect(error.context.status).toBe(418)
    expect(await error.context.json()).toEqual({ error: "short and stout" })
  })

  it("answers an unknown or invalid name with 404", async () => {
    for (const name of ["nope", "_shared", "Echo", "..%2Fecho"]) {
      const { error } = await anon.functions.invoke(name)
      expect(error, name).toBeInstanceOf(FunctionsHttpError)
      expect(error.context.status, name).toBe(404)
      expect(await error.context.json()).toEqual({ code: "NOT_FOUND", message: "Requested function was not found" })
    }
  })

  it("turns a throwing handler into a generic 500 without leaking the error", async () => {
    const { error } = await anon.functions.invoke("throws")
    expect(error).toBeInstanceOf(FunctionsHttpError)
    expect(error.context.status).toBe(500)
    const body = await error.context.text()
    expect(body).not.toContain("secret internals")
    expect(JSON.parse(body)).toMatchObject({ code: "WORKER_ERROR" })
  })

  it("reports a function that cannot boot as a relay error", async () => {
    const { error } = await anon.functions.invoke("bad-export")
    expect(error).toBeInstanceOf(FunctionsRelayError)
    expect(error.context.status).toBe(503)
  })

  it("requires a valid JWT of this project (verify_jwt)", async () => {
    const app = new Hono().route("/functions/v1", functionsRoutes(t.ctx, { functionsDir: dir }))
    const call = (authorization?: string) =>
      app.fetch(
        new Request(`${t.url}/functions/v1/echo`, { method: "POST", headers: authorization ? { Authorization: authorization } : {} }),
      )
    for (const authorization of [undefined, "Bearer not-a-jwt", `Bearer ${await t.userToken({ expiresInSeconds: -5 })}`]) {
      const res = await call(authorization)
      expect(res.status).toBe(401)
      expect(await res.json()).toEqual({ code: 401, message: "Invalid JWT" })
    }
    expect((await call(`Bearer ${await t.userToken()}`)).status).toBe(200)
  })

  it("lets a handler reach this server in-process through env.fetch", async () => {
    const { data, error } = await anon.functions.invoke("calls-home")
    expect(error).toBeNull()
    expect(data).toEqual(["media", "site-assets", "uploads"])
  })
})

describe("functions mounted in the whole server", () => {
  let t: TestServer
  beforeAll(async () => {
    t = await startTestServer({ http: true })
  })
  afterAll(async () => {
    await t?.close()
  })

  it("answers a browser preflight for a function", async () => {
    const res = await fetch(`${t.url}/functions/v1/admin-users`, {
      method: "OPTIONS",
      headers: {
        Origin: "http://localhost:5173",
        "Access-Control-Request-Method": "POST",
        "Access-Control-Request-Headers": "authorization, content-type, apikey, x-client-info",
      },
    })
    expect(res.status).toBe(204)
    expect(res.headers.get("access-control-allow-origin")).toBe("*")
    expect(res.headers.get("access-control-allow-credentials")).toBeNull()
    expect(res.headers.get("access-control-allow-methods")!.split(",")).toContain("POST")
    expect(res.headers.get("access-control-allow-headers")!.split(",")).toEqual(
      expect.arrayContaining(["authorization", "content-type", "apikey", "x-client-info"]),
    )
  })

  it("runs supabase/functions/admin-users over HTTP (401 without a session)", async () => {
    const { error } = await t.client().functions.invoke("admin-users", { body: { action: "list" } })
    expect(error).toBeInstanceOf(FunctionsHttpError)
    expect(error.context.status).toBe(401)
  })
})
