/**
 * A lead form's start token (the lead-start-token function): fetched when the visitor first moves into
 * the form, so the minimum fill time runs from then on the server's clock, and sent with the form.
 * A plain fetch, so supabase-js still loads only when the visitor sends the form.
 */
import * as React from "react"
import type { LeadType } from "#shared/lead-rules"
import { resolveSupabaseConfig } from "./config"

export interface LeadStartToken {
  /** Fetches the token, once: the visitor's first focus in the form. */
  start(): void
  /** The token, fetched now if the form was never started; rejects when it cannot be had. */
  get(): Promise<string>
  /** Drops a token submit-lead refused and fetches another, whose time starts now. */
  renew(): void
}

async function fetchToken(type: LeadType): Promise<string> {
  const config = resolveSupabaseConfig()
  if (!config) throw new Error("No backend is configured")
  const response = await (config.fetch ?? fetch)(`${config.url}/functions/v1/lead-start-token?type=${type}`, {
    headers: { apikey: config.anonKey, Authorization: `Bearer ${config.anonKey}` },
  })
  const body = (await response.json().catch(() => null)) as { token?: unknown } | null
  if (!response.ok || typeof body?.token !== "string") throw new Error(`lead-start-token answered ${response.status}`)
  return body.token
}

function leadStartToken(type: LeadType): LeadStartToken {
  let pending: Promise<string> | undefined
  const load = () => {
    const request = fetchToken(type)
    // A failed fetch is tried again on the next start or send, not kept.
    request.catch(() => pending === request && (pending = undefined))
    pending = request
    return request
  }
  return {
    start: () => void (pending ?? load()),
    get: () => pending ?? load(),
    renew: () => void load(),
  }
}

/** One start token for the lifetime of a form on the page. */
export function useLeadStartToken(type: LeadType): LeadStartToken {
  const [token] = React.useState(() => leadStartToken(type))
  return token
}
