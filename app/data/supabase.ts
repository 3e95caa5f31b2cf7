import { createClient, type SupabaseClient } from "@supabase/supabase-js"
import { resolveSupabaseConfig } from "./config"
import type { Database } from "./database.types"

let client: SupabaseClient<Database> | null | undefined

/**
 * The one supabase-js client of the app, or null when no backend is configured (the public site
 * then renders from its bundled content).
 */
export function getSupabase(): SupabaseClient<Database> | null {
  if (client !== undefined) return client
  const config = resolveSupabaseConfig()
  client = config ? createClient<Database>(config.url, config.anonKey, { auth: { persistSession: true, autoRefreshToken: true } }) : null
  return client
}
