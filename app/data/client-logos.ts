/** public.client_logos: the client logo wall of the home page. */
import { HOME } from "../content/home"
import type { ClientLogo } from "@nordika/ui"
import { BACKEND_TIMEOUT_MS, warnBackend, withTimeout } from "./backend"
import { clientLogoRowSchema } from "./content-schemas"
import { getSupabase } from "./supabase"

/** The bundled logos: seed (scripts/gen-content-seed.ts) and fallback. */
export const BUNDLED_CLIENT_LOGOS: readonly ClientLogo[] = HOME.clientLogos.items

/** Published logos in sort order; the bundled list when the backend has none, fails or does not answer in time. */
export async function loadClientLogos(): Promise<readonly ClientLogo[]> {
  const rows = await withTimeout(fetchLogos(), BACKEND_TIMEOUT_MS, null, "client logos")
  return rows && rows.length > 0 ? rows : BUNDLED_CLIENT_LOGOS
}

async function fetchLogos(): Promise<ClientLogo[] | null> {
  const supabase = getSupabase()
  if (!supabase) return null
  const { data, error } = await supabase
    .from("client_logos")
    .select("id, name, industry, logo_url")
    .eq("published", true)
    .order("sort_order")
    .order("name")
    .retry(false)
  if (error) {
    warnBackend("Could not load client logos", error)
    return null
  }
  const logos: ClientLogo[] = []
  for (const row of data ?? []) {
    const parsed = clientLogoRowSchema.safeParse(row)
    if (!parsed.success) {
      warnBackend(`client_logos row ${String((row as { id?: unknown }).id)} is invalid`)
      continue
    }
    const { id, name, industry, logo_url } = parsed.data
    logos.push({ id, name, industry: industry ?? "", ...(logo_url ? { logoUrl: logo_url } : {}) })
  }
  return logos
}
