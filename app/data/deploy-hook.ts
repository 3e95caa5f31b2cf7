/**
 * The static site's deploy hook (admins only): its URL, a private setting, and its last call
 * (public.deploy_hook_state), tested through the deploy-hook edge function.
 */
import { FunctionsHttpError, type SupabaseClient } from "@supabase/supabase-js"
import { z } from "zod"
import type { DeployHookCall } from "@nordika/ui/admin"
import { deployHookUrlSchema } from "#shared/deploy-hook"
import type { Database } from "./database.types"

type Client = SupabaseClient<Database>

const DEPLOY_HOOK_KEY = "deploy_hook"
const hookSettingSchema = z.object({ url: z.string() })

/** The hook as the settings screen shows it: its URL ("" when none is set) and its last call. */
interface DeployHook {
  url: string
  lastCall: DeployHookCall | null
}

/** The hook's URL and last call. Admins only: anyone else reads none. */
export async function loadDeployHook(client: Client): Promise<DeployHook> {
  const [setting, state] = await Promise.all([
    client.from("private_settings").select("value").eq("key", DEPLOY_HOOK_KEY).maybeSingle(),
    client.from("deploy_hook_state").select("called_at, last_status, last_error").maybeSingle(),
  ])
  if (setting.error) throw new Error(setting.error.message)
  if (state.error) throw new Error(state.error.message)
  const parsed = hookSettingSchema.safeParse(setting.data?.value)
  const called = state.data?.called_at
  return {
    url: parsed.success ? parsed.data.url : "",
    lastCall: called ? { at: called, status: state.data!.last_status, error: state.data!.last_error } : null,
  }
}

/** Sets the hook's URL ("" removes the hook); the database takes https addresses only. */
export async function saveDeployHookUrl(client: Client, url: string): Promise<void> {
  const checked = url ? deployHookUrlSchema.safeParse(url) : undefined
  if (checked && !checked.success) throw new Error(checked.error.issues[0].message)
  const { error } = url
    ? await client.from("private_settings").upsert({ key: DEPLOY_HOOK_KEY, value: { url } })
    : await client.from("private_settings").delete().eq("key", DEPLOY_HOOK_KEY)
  if (error) throw new Error(error.code === "23514" ? "The hook's address must be an https address." : error.message)
}

/** Calls the saved hook now (the deploy-hook function records the outcome, which loadDeployHook then reads). */
export async function testDeployHook(client: Client): Promise<void> {
  const { error } = await client.functions.invoke("deploy-hook", { body: { action: "test" } })
  if (error instanceof FunctionsHttpError) {
    const body = (await (error.context as Response).json().catch(() => null)) as { error?: { message?: string } } | null
    throw new Error(body?.error?.message ?? error.message)
  }
  if (error) throw new Error(error.message)
}
