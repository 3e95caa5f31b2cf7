import { spawnSync } from "node:child_process"
import path from "node:path"
import { describe, expect, it } from "vitest"
import { isSiteOnly, loadSiteOnlyConfig } from "./config"

/** A JWT-shaped key with these claims (the signature is not the config's business). */
const keyWith = (claims: Record<string, unknown>) =>
  ["eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9", Buffer.from(JSON.stringify(claims)).toString("base64url"), "c2lnbmF0dXJl"].join(".")

const ANON_KEY = keyWith({ iss: "supabase", role: "anon" })
const SERVICE_ROLE_KEY = keyWith({ iss: "supabase", role: "service_role" })
const PROJECT = "https://abcdefghij.supabase.co"

const refusal = (env: NodeJS.ProcessEnv) => {
  try {
    loadSiteOnlyConfig(env)
  } catch (error) {
    return (error as Error).message
  }
  return "accepted"
}

describe("the site-only configuration", () => {
  it("is asked for by SUPABASE_URL or SUPABASE_ANON_KEY, and only then", () => {
    expect(isSiteOnly({ SUPABASE_URL: PROJECT })).toBe(true)
    expect(isSiteOnly({ SUPABASE_ANON_KEY: ANON_KEY })).toBe(true)
    expect(isSiteOnly({ SUPABASE_URL: "", DATABASE_URL: "postgres://localhost/nordika" })).toBe(false)
  })

  it("takes the project's address and its anon or publishable key", () => {
    const config = loadSiteOnlyConfig({ SUPABASE_URL: `${PROJECT}/`, SUPABASE_ANON_KEY: ANON_KEY, PORT: "4000" })
    expect(config).toMatchObject({
      supabaseUrl: PROJECT,
      anonKey: ANON_KEY,
      port: 4000,
      siteUrl: "http://localhost:4000",
      siteRendering: "server",
    })
    expect(refusal({ SUPABASE_URL: PROJECT, SUPABASE_ANON_KEY: "sb_publishable_abc123" })).toBe("accepted")
  })

  it("says in one line what is wrong: a missing key, an address that is none", () => {
    expect(refusal({ SUPABASE_URL: PROJECT })).toBe("SUPABASE_ANON_KEY is missing: give the project's anon (publishable) key")
    expect(refusal({ SUPABASE_ANON_KEY: ANON_KEY })).toBe("SUPABASE_URL is missing")
    expect(refusal({ SUPABASE_URL: "abcdefghij.supabase.co", SUPABASE_ANON_KEY: ANON_KEY })).toBe(
      "SUPABASE_URL must be an http(s) address such as https://<ref>.supabase.co",
    )
    expect(refusal({ SUPABASE_URL: "ftp://abcdefghij.supabase.co", SUPABASE_ANON_KEY: "not-a-key" })).toBe(
      "SUPABASE_URL must be an http(s) address such as https://<ref>.supabase.co; SUPABASE_ANON_KEY is not an anon key: give the project's anon (publishable) key",
    )
  })

  it("refuses the service role key, given as the anon key or beside it, and a database of its own", () => {
    const secret =
      "SUPABASE_ANON_KEY is a secret (service role) key: give the project's anon (publishable) key, which is all this mode needs"
    expect(refusal({ SUPABASE_URL: PROJECT, SUPABASE_ANON_KEY: SERVICE_ROLE_KEY })).toBe(secret)
    expect(refusal({ SUPABASE_URL: PROJECT, SUPABASE_ANON_KEY: "sb_secret_abc123" })).toBe(secret)
    expect(refusal({ SUPABASE_URL: PROJECT, SUPABASE_ANON_KEY: ANON_KEY, SUPABASE_SERVICE_ROLE_KEY: SERVICE_ROLE_KEY })).toBe(
      "SUPABASE_SERVICE_ROLE_KEY is set: a site-only server never needs it; remove it from its environment",
    )
    expect(refusal({ SUPABASE_URL: PROJECT, SUPABASE_ANON_KEY: ANON_KEY, DATABASE_URL: "postgres://localhost/nordika" })).toBe(
      "DATABASE_URL is set beside SUPABASE_URL: a site-only server has no database of its own; unset one of them",
    )
  })

  it("stops `node server/main` with that line and exit code 1, never a stack trace", () => {
    const root = path.resolve(import.meta.dirname, "../..")
    const run = spawnSync(process.execPath, ["--import", "tsx", path.join(root, "server/main.ts")], {
      cwd: root,
      env: { PATH: process.env.PATH, SUPABASE_URL: PROJECT, SUPABASE_ANON_KEY: SERVICE_ROLE_KEY },
      encoding: "utf8",
      timeout: 60_000,
    })
    expect(run.status).toBe(1)
    expect(run.stderr.trim()).toBe(
      "[site-only] cannot start: SUPABASE_ANON_KEY is a secret (service role) key: give the project's anon (publishable) key, which is all this mode needs",
    )
  })
})
