import { createClient, type SupabaseClient, type SupabaseClientOptions } from "@supabase/supabase-js"
import { resolveSupabaseConfig, type SupabaseConfig } from "./config"
import type { Database } from "./database.types"
import { rememberPasswordRecovery } from "../auth/password-recovery"

let client: SupabaseClient<Database> | null | undefined
/** What `client` was made for: a server render may be pointed at another backend (a restarted server). */
let clientConfig: SupabaseConfig | null | undefined

type RealtimeTransport = NonNullable<NonNullable<SupabaseClientOptions<"public">["realtime"]>["transport"]>

/** The server render's realtime transport: it never opens one. */
class NoRealtimeSocket {
  constructor() {
    throw new Error("The server render opens no realtime socket")
  }
}

/**
 * The one supabase-js client of the app, or null when no backend is configured (the public site
 * then renders from its bundled content).
 */
export function getSupabase(): SupabaseClient<Database> | null {
  const config = resolveSupabaseConfig()
  if (client !== undefined && sameBackend(config, clientConfig)) return client
  // A copy: the server's config reads its address when asked, and a client keeps the one it was made with.
  clientConfig = config && { url: config.url, anonKey: config.anonKey, fetch: config.fetch }
  // A server render has no visitor session to keep or refresh and subscribes to nothing: it reads
  // public content as anon (and Node 20 has no WebSocket for supabase-js to find).
  const inBrowser = typeof window !== "undefined"
  client = config
    ? createClient<Database>(config.url, config.anonKey, {
        // Passkeys (auth.passkey) are experimental in supabase-js; the auth server speaks them.
        auth: { persistSession: inBrowser, autoRefreshToken: inBrowser, detectSessionInUrl: inBrowser, experimental: { passkey: true } },
        ...(config.fetch ? { global: { fetch: config.fetch } } : {}),
        ...(inBrowser ? {} : { realtime: { transport: NoRealtimeSocket as unknown as RealtimeTransport } }),
      })
    : null
  if (client && inBrowser) rememberPasswordRecovery(client)
  return client
}

/**
 * A browser client that keeps its session in memory only and never refreshes it: for a confirmation
 * (a passkey asked for again) whose short session must not replace the signed-in one.
 */
export function createConfirmationClient(): SupabaseClient<Database> | null {
  const config = resolveSupabaseConfig()
  if (!config) return null
  return createClient<Database>(config.url, config.anonKey, {
    auth: {
      persistSession: false,
      autoRefreshToken: false,
      detectSessionInUrl: false,
      storageKey: "nordika-confirmation",
      experimental: { passkey: true },
    },
    ...(config.fetch ? { global: { fetch: config.fetch } } : {}),
  })
}

const sameBackend = (a: SupabaseConfig | null | undefined, b: SupabaseConfig | null | undefined) =>
  a?.url === b?.url && a?.anonKey === b?.anonKey && a?.fetch === b?.fetch
