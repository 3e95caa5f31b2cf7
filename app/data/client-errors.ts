/** public.client_errors: crashes reported by browsers (report_client_error), read by staff in Diagnostics. */
import type { SupabaseClient } from "@supabase/supabase-js"
import type { ClientErrorReport } from "@nordika/ui/admin"
import type { Database } from "./database.types"
import { warnBackend } from "./backend"
import { getSupabase } from "./supabase"

type ClientErrorRow = Database["public"]["Tables"]["client_errors"]["Row"]
export type ClientErrorKind = "render" | "route" | "window" | "unhandled_rejection" | "chunk_load"

/** The database's size limits; longer fields are cut to fit rather than lose the whole report. */
const CLIENT_ERROR_LIMITS = { message: 2000, stack: 16_000, componentStack: 16_000, url: 2048 } as const

/** The same error is reported once per page load (React may render an error element twice). */
const reported = new WeakSet<object>()
const reportedMessages = new Set<string>()

function messageOf(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`
  if (error && typeof error === "object" && "statusText" in error) {
    const response = error as { status?: number; statusText?: string }
    return `${response.status ?? ""} ${response.statusText ?? ""}`.trim()
  }
  return String(error)
}

/**
 * Reports a crash to the backend so staff see it in Diagnostics. Never throws and never waits for the
 * screen: a failing report (rate limit, no backend) is only logged.
 */
export function reportClientError(error: unknown, kind: ClientErrorKind, componentStack?: string): void {
  const supabase = getSupabase()
  if (!supabase) return
  const message = messageOf(error).slice(0, CLIENT_ERROR_LIMITS.message) || "Unknown error"
  if (error && typeof error === "object") {
    if (reported.has(error)) return
    reported.add(error)
  } else {
    if (reportedMessages.has(message)) return
    reportedMessages.add(message)
  }
  const stack = error instanceof Error && error.stack ? error.stack.slice(0, CLIENT_ERROR_LIMITS.stack) : undefined
  void supabase
    .rpc("report_client_error", {
      kind,
      message,
      stack,
      component_stack: componentStack?.slice(0, CLIENT_ERROR_LIMITS.componentStack),
      url: window.location.href.slice(0, CLIENT_ERROR_LIMITS.url),
    })
    .then(({ error: reportError }) => {
      if (reportError) warnBackend("Could not report a client error", reportError)
    })
}

/** The reports of the last `days` days, newest first, for staff (RLS returns nothing to anyone else). */
export async function loadClientErrors(client: SupabaseClient<Database>, days = 90): Promise<ClientErrorReport[]> {
  const since = new Date(Date.now() - days * 86_400_000).toISOString()
  const { data, error } = await client
    .from("client_errors")
    .select("*")
    .gte("occurred_at", since)
    .order("occurred_at", { ascending: false })
    .limit(500)
  if (error) throw error
  return data.map(toReport)
}

function toReport(row: ClientErrorRow): ClientErrorReport {
  return {
    id: row.id,
    occurredAt: row.occurred_at,
    kind: row.kind,
    message: row.message,
    path: row.path,
    url: row.url,
    stack: row.stack,
    componentStack: row.component_stack,
    userAgent: row.user_agent,
    userEmail: row.user_email,
    release: row.release,
  }
}
