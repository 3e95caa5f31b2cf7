import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startTestServer, type TestServer } from "../testing/harness"

let t: TestServer
beforeAll(async () => {
  t = await startTestServer()
})
afterAll(async () => {
  await t?.close()
})

describe("the diagnostics function", () => {
  it("answers a ping with its runtime and the time, to anyone with the project's anon key", async () => {
    const before = Date.now()
    const { data, error } = await t.client().functions.invoke("diagnostics", { method: "GET" })
    expect(error).toBeNull()
    expect(data).toEqual({ status: "ok", runtime: "node", checked_at: expect.any(String) })
    expect(new Date(data.checked_at).getTime()).toBeGreaterThanOrEqual(before - 1000)
  })

  it("answers POST as supabase-js sends it by default, and is never cached", async () => {
    const response = await t.fetch(`${t.url}/functions/v1/diagnostics`, {
      method: "POST",
      headers: { Authorization: `Bearer ${t.anonKey}`, apikey: t.anonKey },
    })
    expect(response.status).toBe(200)
    expect(response.headers.get("cache-control")).toBe("no-store")
  })

  it("needs a JWT of this project, as every function with verify_jwt", async () => {
    const response = await t.fetch(`${t.url}/functions/v1/diagnostics`, { method: "GET" })
    expect(response.status).toBe(401)
  })

  it("refuses other methods with 405", async () => {
    const response = await t.fetch(`${t.url}/functions/v1/diagnostics`, {
      method: "DELETE",
      headers: { Authorization: `Bearer ${t.anonKey}`, apikey: t.anonKey },
    })
    expect(response.status).toBe(405)
  })

  it("asked for realtime, reports the project's /realtime/v1/api/health status with its latency", async () => {
    const { data, error } = await t.client().functions.invoke("diagnostics?check=realtime", { method: "GET" })
    expect(error).toBeNull()
    expect(data).toMatchObject({ status: "ok", realtime: { status: 200, latency_ms: expect.any(Number) } })
  })
})
