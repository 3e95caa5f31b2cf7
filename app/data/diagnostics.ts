/** The Diagnostics screen's live checks, and the migrations applied (applied_migrations()) and pending. */
import type { SupabaseClient } from "@supabase/supabase-js"
import { healthStatusFor, type HealthCheck } from "@nordika/ui/admin"
import { MIGRATIONS } from "virtual:nordika-migrations"
import { realtimeAvailable, resolveSupabaseConfig } from "./config"
import type { Database } from "./database.types"

type Client = SupabaseClient<Database>

/** A check that has not answered by then has failed. */
const HEALTH_CHECK_TIMEOUT_MS = 8000

interface Probe {
  id: string
  name: string
  description: string
  /** Resolves with a note, or "unavailable" when the service is not part of this backend; throws when it fails. */
  run: (client: Client, signal: AbortSignal) => Promise<string | void | { unavailable: string }>
}

async function fetchApi(path: string, signal: AbortSignal): Promise<Response> {
  const config = resolveSupabaseConfig()
  if (!config) throw new Error("No backend is configured")
  return fetch(`${config.url}${path}`, { headers: { apikey: config.anonKey }, cache: "no-store", signal })
}

/** Joins a private-to-this-page broadcast channel and leaves it again: the websocket, the join and the reply all work. */
function joinProbeChannel(client: Client): Promise<void> {
  return new Promise((resolve, reject) => {
    const channel = client.channel(`diagnostics:${crypto.randomUUID()}`)
    let settled = false
    channel.subscribe((status, error) => {
      // Leaving the channel reports CLOSED to this same callback, so only the first answer counts.
      if (settled) return
      if (status === "SUBSCRIBED") resolve()
      else if (status === "CHANNEL_ERROR" || status === "TIMED_OUT" || status === "CLOSED")
        reject(error ?? new Error(`The channel answered ${status}`))
      else return
      settled = true
      void client.removeChannel(channel)
    })
  })
}

export const PROBES: readonly Probe[] = [
  {
    id: "auth",
    name: "Sign-in (auth)",
    description: "GET /auth/v1/health",
    run: async (_client, signal) => {
      const response = await fetchApi("/auth/v1/health", signal)
      if (!response.ok) throw new Error(`HTTP ${response.status}`)
    },
  },
  {
    id: "database",
    name: "Database (REST)",
    description: "A read of site_settings through /rest/v1",
    run: async (client, signal) => {
      const { error } = await client.from("site_settings").select("key").limit(1).abortSignal(signal).retry(false)
      if (error) throw new Error(error.message)
    },
  },
  {
    id: "storage",
    name: "File storage",
    description: "The list of buckets through /storage/v1",
    run: async (client) => {
      const { error } = await client.storage.listBuckets()
      if (error) throw new Error(error.message)
    },
  },
  {
    id: "functions",
    name: "Edge functions",
    description: "The diagnostics function's ping",
    run: async (client) => {
      const { data, error } = await client.functions.invoke<{ status: string; runtime: string }>("diagnostics", { method: "GET" })
      if (error) throw new Error(error.message)
      if (data?.status !== "ok") throw new Error("The function did not answer ok")
      return `Runtime: ${data.runtime}`
    },
  },
  {
    id: "realtime",
    name: "Realtime",
    description: "A channel joined over /realtime/v1/websocket",
    run: async (client) => {
      if (!realtimeAvailable()) return { unavailable: "This backend has no realtime server" }
      await joinProbeChannel(client)
      return "Joined a channel over the websocket"
    },
  },
]

/** The checks as they start: every one "checking". */
export const PENDING_CHECKS: HealthCheck[] = PROBES.map(({ id, name, description }) => ({ id, name, description, status: "checking" }))

/** Runs one probe with its latency and status. */
export async function runProbe(client: Client, probe: Probe): Promise<HealthCheck> {
  const base = { id: probe.id, name: probe.name, description: probe.description }
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), HEALTH_CHECK_TIMEOUT_MS)
  const started = performance.now()
  try {
    const note = await Promise.race([
      probe.run(client, controller.signal),
      new Promise<never>((_, reject) =>
        controller.signal.addEventListener("abort", () => reject(new Error(`No answer within ${HEALTH_CHECK_TIMEOUT_MS / 1000} s`))),
      ),
    ])
    const latencyMs = performance.now() - started
    if (note && typeof note === "object") return { ...base, status: "unavailable", detail: note.unavailable }
    return { ...base, status: healthStatusFor(true, latencyMs), latencyMs, detail: note || undefined }
  } catch (error) {
    return {
      ...base,
      status: "down",
      latencyMs: performance.now() - started,
      detail: error instanceof Error ? error.message : String(error),
    }
  } finally {
    clearTimeout(timer)
  }
}

export interface MigrationState {
  version: string
  name: string
  /** When the database applied it; null for one it has not applied (pending). */
  appliedAt: string | null
  applied: boolean
}

/** Every migration the build knows or the database applied, in version order, with whether it is applied. */
export async function loadMigrations(client: Client): Promise<MigrationState[]> {
  const { data, error } = await client.rpc("applied_migrations")
  if (error) throw error
  const applied = new Map(data.map((row) => [row.version, row]))
  const versions = [...new Set([...MIGRATIONS.map((migration) => migration.version), ...applied.keys()])].sort()
  const known = new Map(MIGRATIONS.map((migration) => [migration.version, migration]))
  return versions.map((version) => {
    const row = applied.get(version)
    return { version, name: row?.name ?? known.get(version)?.name ?? "", appliedAt: row?.applied_at ?? null, applied: row !== undefined }
  })
}
