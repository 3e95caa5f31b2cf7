import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import crypto from "node:crypto"
import type { AddressInfo } from "node:net"
import pg from "pg"
import ws from "ws"
import { createAdaptorServer } from "@hono/node-server"
import { createClient, type SupabaseClient } from "@supabase/supabase-js"
import { createServer, type CreateServerOptions, type NordikaServer } from "../app"
import type { ServerConfig } from "../config"
import type { ServerContext } from "../context"
import type { Database } from "../db"
import { openPostgres } from "../db/postgres"
import { migratedPglite } from "./pglite-template"
import { createMigratedDatabase } from "./postgres-template"
import { signJwt, type JwtClaims } from "../jwt"
import { httpServerOptions, type HttpTimeouts } from "../middleware/request-deadlines"

export interface TestServerOptions {
  /** Also listen on a random free port of 127.0.0.1; `url` and `client()` then go over real HTTP. */
  http?: boolean
  /** Configuration overrides (rate limits are off unless `rateLimits: true` is passed). */
  config?: Partial<ServerConfig>
  /** Route table hook for the SPA fallback. */
  isKnownAppRoute?: CreateServerOptions["isKnownAppRoute"]
  /** Node's header and request timeouts for the HTTP listener (default HTTP_TIMEOUTS). */
  httpTimeouts?: Partial<HttpTimeouts>
  /** Request body deadlines (default BODY_DEADLINES). */
  bodyDeadlines?: CreateServerOptions["bodyDeadlines"]
  /** The link checker's options; without them it is off (the runs wait in the table). */
  linkChecks?: CreateServerOptions["linkChecks"]
  /** The documents' scheduler (default off: tests run the due schedules by hand). */
  runDocumentSchedules?: CreateServerOptions["runDocumentSchedules"]
}

interface ClientOptions {
  /** The key supabase-js is created with (default: the anon key). */
  key?: string
  /** A user JWT sent as `Authorization: Bearer …` on every request (REST, storage, functions). */
  accessToken?: string
  /** Force in-process (`false`) or HTTP (`true`); defaults to how the server was started. */
  http?: boolean
  /** Extra headers on every request. */
  headers?: Record<string, string>
}

export interface TestServer {
  /** In-process fetch straight into the Hono app (no socket). */
  fetch: (input: string | URL | Request, init?: RequestInit) => Promise<Response>
  /** Base URL: `http://127.0.0.1:<port>` with `http: true`, else a placeholder host served in-process. */
  url: string
  anonKey: string
  serviceRoleKey: string
  jwtSecret: string
  /** A real supabase-js client pointed at this server. */
  client(options?: ClientOptions): SupabaseClient
  /** Signs claims with this server's secret; for user tokens pass role "authenticated" and a sub. */
  signJwt(claims: JwtClaims, expiresInSeconds?: number): Promise<string>
  /** A user access token as GoTrue would mint it (for RLS tests while no real sign-in is needed). */
  userToken(options?: {
    sub?: string
    email?: string
    staffRole?: "admin" | "editor" | "recruiter" | "contributor" | "translator"
    aal?: "aal1" | "aal2"
    expiresInSeconds?: number
  }): Promise<string>
  db: Database
  ctx: ServerContext
  server: NordikaServer
  /**
   * Stops the server as a restart of `npm start` does (sockets told 1001, the changes feed and the
   * listener closed) and starts a new one on the same database, secret and port. Needs `http: true`.
   */
  restart(options?: { downForMs?: number }): Promise<void>
  close(): Promise<void>
}

const IN_PROCESS_URL = "http://nordika.test"

/**
 * A fresh database: an in-memory PGlite copied from the migrated template, or a uniquely named
 * database on DATABASE_URL's server copied from its migrated template.
 */
async function freshDatabase(): Promise<{ db: Database; drop: () => Promise<void> }> {
  const adminUrl = process.env.DATABASE_URL
  if (!adminUrl) return { db: await migratedPglite(), drop: async () => undefined }
  const name = `nordika_test_${Date.now().toString(36)}_${crypto.randomBytes(4).toString("hex")}`
  const url = await createMigratedDatabase(adminUrl, name)
  const db = await openPostgres(url)
  return {
    db,
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl })
      await client.connect()
      try {
        await client.query(`drop database if exists "${name}" with (force)`)
      } finally {
        await client.end()
      }
    },
  }
}

/**
 * Starts the whole server for a test on a fresh database (in-memory PGlite, or a new database on
 * DATABASE_URL), optionally listening on a random port, and hands out real supabase-js clients.
 */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const jwtSecret = crypto.randomBytes(32).toString("base64url")
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "nordika-test-"))
  const { db, drop } = await freshDatabase()
  let listener: ReturnType<typeof createAdaptorServer> | undefined
  let url = IN_PROCESS_URL

  const serverOptions: CreateServerOptions = {
    env: {},
    database: db,
    quiet: true,
    sweepOrphanUploads: false,
    runDocumentSchedules: options.runDocumentSchedules ?? false,
    isKnownAppRoute: options.isKnownAppRoute,
    bodyDeadlines: options.bodyDeadlines,
    linkChecks: options.linkChecks ?? false,
    config: { dataDir, jwtSecret, apiUrl: IN_PROCESS_URL, siteUrl: IN_PROCESS_URL, rateLimits: false, ...options.config },
  }
  let server: NordikaServer
  try {
    server = await createServer(serverOptions)
  } catch (error) {
    await db.close().catch(() => undefined)
    await drop().catch(() => undefined)
    fs.rmSync(dataDir, { recursive: true, force: true })
    throw error
  }

  const listen = async (port: number) => {
    const http = createAdaptorServer({
      fetch: (request: Request, env?: unknown) => server.fetch(request, env),
      hostname: "127.0.0.1",
      serverOptions: httpServerOptions(options.httpTimeouts),
    })
    server.attach(http)
    await new Promise<void>((resolve, reject) => {
      http.once("error", reject)
      http.listen(port, "127.0.0.1", () => resolve())
    })
    listener = http
    url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`
    // Links in mail and redirects should point at the address the tests can reach.
    server.ctx.config.apiUrl = url
    if (!options.config?.siteUrl) server.ctx.config.siteUrl = url
  }
  const stopListening = async () => {
    await server.realtime.shutdown()
    if (!listener) return
    const l = listener
    listener = undefined
    await new Promise<void>((resolve) => {
      l.close(() => resolve())
      ;(l as unknown as { closeAllConnections?: () => void }).closeAllConnections?.()
    })
  }

  if (options.http) await listen(0)

  const inProcessFetch = (input: string | URL | Request, init?: RequestInit) => server.fetch(new Request(input, init))

  const harness: TestServer = {
    fetch: inProcessFetch,
    url,
    anonKey: server.keys.anonKey,
    serviceRoleKey: server.keys.serviceRoleKey,
    jwtSecret,
    db,
    get ctx() {
      return server.ctx
    },
    get server() {
      return server
    },
    client(clientOptions: ClientOptions = {}) {
      const overHttp = clientOptions.http ?? Boolean(listener)
      if (overHttp && !listener) throw new Error("client({ http: true }) needs startTestServer({ http: true })")
      const headers: Record<string, string> = { ...clientOptions.headers }
      if (clientOptions.accessToken) headers.Authorization = `Bearer ${clientOptions.accessToken}`
      return createClient(overHttp ? url : IN_PROCESS_URL, clientOptions.key ?? server.keys.anonKey, {
        auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
        global: { headers, ...(overHttp ? {} : { fetch: inProcessFetch as typeof fetch }) },
        realtime: { transport: ws as never },
      })
    },
    signJwt: (claims, expiresInSeconds) => signJwt(claims, jwtSecret, expiresInSeconds),
    async userToken(tokenOptions = {}) {
      const sub = tokenOptions.sub ?? crypto.randomUUID()
      return signJwt(
        {
          aud: "authenticated",
          role: "authenticated",
          sub,
          email: tokenOptions.email ?? `${sub.slice(0, 8)}@example.test`,
          app_metadata: { provider: "email", providers: ["email"], ...(tokenOptions.staffRole ? { role: tokenOptions.staffRole } : {}) },
          user_metadata: {},
          aal: tokenOptions.aal ?? "aal1",
          amr: [{ method: "password", timestamp: Math.floor(Date.now() / 1000) }],
          session_id: crypto.randomUUID(),
          is_anonymous: false,
        },
        jwtSecret,
        tokenOptions.expiresInSeconds ?? 3600,
      )
    },
    async restart({ downForMs = 0 } = {}) {
      if (!listener) throw new Error("restart() needs startTestServer({ http: true })")
      const port = (listener.address() as AddressInfo).port
      await stopListening()
      // Everything but the database goes, as when the process ends; the next server migrates it again.
      await server.realtime.close()
      await new Promise((resolve) => setTimeout(resolve, downForMs))
      server = await createServer(serverOptions)
      await listen(port)
    },
    async close() {
      await stopListening()
      await server.close().catch(() => undefined)
      await drop().catch((error) => console.error("[harness] could not drop test database:", error))
      fs.rmSync(dataDir, { recursive: true, force: true })
    },
  }
  return harness
}
