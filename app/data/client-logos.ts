/** public.client_logos: the client logo wall of the home page. */
import { HOME } from "../content/home"
import type { SupabaseClient } from "@supabase/supabase-js"
import type { ClientLogo } from "@nordika/ui/templates"
import type { Database } from "./database.types"
import { BACKEND_TIMEOUT_MS, warnBackend, withTimeout } from "./backend"
import { clientLogoRowSchema } from "./content-schemas"
import { getSupabase } from "./supabase"
import { requestSiteBuild } from "./site-build"

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

/** A client_logos row as the admin edits it. */
export type ClientLogoRow = Pick<
  Database["public"]["Tables"]["client_logos"]["Row"],
  "id" | "name" | "industry" | "logo_url" | "website_url" | "sort_order" | "published"
>
export type ClientLogoInput = Pick<ClientLogoRow, "name" | "industry" | "logo_url" | "website_url">

const STAFF_COLUMNS = "id, name, industry, logo_url, website_url, sort_order, published"

/** Every logo, published or not, in the home page's order. */
export async function listClientLogosForStaff(client: SupabaseClient<Database>): Promise<ClientLogoRow[]> {
  const { data, error } = await client.from("client_logos").select(STAFF_COLUMNS).order("sort_order").order("name")
  if (error) throw new Error(error.message)
  return data
}

/** Adds a logo at the end of the wall. */
export async function addClientLogo(client: SupabaseClient<Database>, input: ClientLogoInput, sortOrder: number): Promise<ClientLogoRow> {
  const { data, error } = await client
    .from("client_logos")
    .insert({ ...input, sort_order: sortOrder })
    .select(STAFF_COLUMNS)
    .single()
  if (error) throw new Error(error.message)
  await requestSiteBuild(client)
  return data
}

export async function updateClientLogo(
  client: SupabaseClient<Database>,
  id: string,
  change: Partial<ClientLogoInput & Pick<ClientLogoRow, "published">>,
): Promise<ClientLogoRow> {
  const { data, error } = await client.from("client_logos").update(change).eq("id", id).select(STAFF_COLUMNS).single()
  if (error) throw new Error(error.message)
  await requestSiteBuild(client)
  return data
}

export async function deleteClientLogo(client: SupabaseClient<Database>, id: string): Promise<void> {
  const { error } = await client.from("client_logos").delete().eq("id", id)
  if (error) throw new Error(error.message)
  await requestSiteBuild(client)
}

/** Puts a deleted row back as it was (the Undo of a delete). */
export async function restoreClientLogo(client: SupabaseClient<Database>, row: ClientLogoRow): Promise<void> {
  const { error } = await client.from("client_logos").insert(row)
  if (error) throw new Error(error.message)
  await requestSiteBuild(client)
}

/** Saves the order of the whole wall in one call. */
export async function reorderClientLogos(client: SupabaseClient<Database>, ids: readonly string[]): Promise<void> {
  const { error } = await client.rpc("reorder_client_logos", { ids: [...ids] })
  if (error) throw new Error(error.message)
  await requestSiteBuild(client)
}
