/**
 * The deploy hook of a build-per-publish host (Netlify's build hook, Cloudflare Pages' deploy hook):
 * POSTed once a batch of content changes has been quiet for a few seconds, its answer recorded for
 * the settings screen (public.deploy_hook_state, migration 20261130002100_deploy_hook). Shared by
 * publish-document, after its answer, and the deploy-hook function. Web-standard code only.
 */
import { z } from "zod"
import type { ServiceBackend } from "./supabase.ts"

/** How long the content must stay unchanged before the hook is called: a batch of publishes is one build. */
const DEPLOY_HOOK_QUIET_MS = 5_000
/** Longest a host may take to answer the hook. */
const DEPLOY_HOOK_TIMEOUT_MS = 10_000
/** Rounds of waiting for quiet before a caller gives up (a later change's own caller takes over). */
const MAX_WAIT_ROUNDS = 12
const ERROR_MAX_LENGTH = 500

/** The hook's address as the settings take it (the database's private_settings_deploy_hook_valid says the same). */
export const deployHookUrlSchema = z
  .string()
  .trim()
  .max(2048, { message: "The hook's address is at most 2048 characters." })
  .refine((value) => URL.canParse(value) && new URL(value).protocol === "https:" && !/\s/.test(value), {
    message: "Paste the https address your host gave for the hook (https://api.netlify.com/build_hooks/…).",
  })

/** A call's outcome: the host's HTTP status (null when it could not be reached) and what went wrong. */
interface DeployHookCall {
  status: number | null
  error: string | null
}

/** POSTs to the hook once and records the answer; never throws (a failing hook fails nothing else). */
export async function callDeployHook(backend: ServiceBackend, url: string): Promise<DeployHookCall> {
  let call: DeployHookCall
  try {
    const response = await fetch(url, { method: "POST", redirect: "manual", signal: AbortSignal.timeout(DEPLOY_HOOK_TIMEOUT_MS) })
    await response.body?.cancel()
    call = { status: response.status, error: response.ok ? null : `The host answered HTTP ${response.status}` }
  } catch (error) {
    const reason = error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error)
    call = { status: null, error: `The host could not be reached: ${reason}`.slice(0, ERROR_MAX_LENGTH) }
  }
  await backend.rpc("record_deploy_hook_call", { p_status: call.status, p_error: call.error }).catch((error: unknown) => {
    console.error("[deploy-hook] the call's outcome could not be recorded:", error)
  })
  return call
}

/**
 * After a change to the content: waits until nothing changed for `quietMs`, then calls the hook if
 * this caller claims the build (claim_deploy_hook: one caller per batch); returns without a call when
 * no hook is set or nothing is owed. Never throws.
 */
export async function deliverSiteBuild(backend: ServiceBackend, quietMs = DEPLOY_HOOK_QUIET_MS): Promise<void> {
  try {
    for (let round = 0; round < MAX_WAIT_ROUNDS; round++) {
      const claim = await backend.rpc<{ url?: string; waitMs?: number } | null>("claim_deploy_hook", { p_quiet_ms: quietMs })
      if (claim?.url) {
        await callDeployHook(backend, claim.url)
        return
      }
      if (typeof claim?.waitMs !== "number") return
      await new Promise((resolve) => setTimeout(resolve, claim.waitMs! + 50))
    }
  } catch (error) {
    console.error("[deploy-hook] the build could not be requested:", error)
  }
}

/** DEPLOY_HOOK_QUIET_MS from the project's secrets, else the default. */
export function deployHookQuietMs(get: (name: string) => string | undefined): number {
  const raw = get("DEPLOY_HOOK_QUIET_MS")
  const value = raw ? Number(raw) : Number.NaN
  return Number.isSafeInteger(value) && value >= 0 ? value : DEPLOY_HOOK_QUIET_MS
}
