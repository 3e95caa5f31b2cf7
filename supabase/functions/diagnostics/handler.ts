/**
 * diagnostics: the functions runtime's ping for the admin's Diagnostics screen. It answers at once
 * with where it runs, so a slow or failing answer is the functions runtime's, not some other
 * service's. Portable web-standard code (Request and Response only), like every handler here.
 *
 * GET or POST → 200 { status: "ok", runtime: "deno" | "node", checked_at }
 * GET ?check=realtime → the same, with realtime: { status: <HTTP status of the project's
 *   /realtime/v1/api/health, 0 when nothing answered>, latency_ms }. Asked from here rather than from
 *   the browser, so a project without realtime (404) does not log a failed request in staff's consoles.
 */

const CORS_HEADERS = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Allow-Headers": "authorization, x-client-info, apikey, content-type",
  "Access-Control-Allow-Methods": "GET, POST, OPTIONS",
}

export interface DiagnosticsPing {
  status: "ok"
  /** Deno on Supabase's edge runtime; Node in the local server. */
  runtime: "deno" | "node"
  checked_at: string
  realtime?: { status: number; latency_ms: number }
}

export interface FunctionEnv {
  get(name: string): string | undefined
  /** Set by the local server to reach itself in-process; Deno.env has none. */
  fetch?: typeof fetch
}

/** The realtime probe gives up after this long (status 0). */
export const REALTIME_PROBE_TIMEOUT_MS = 5000

async function probeRealtime(env: FunctionEnv): Promise<{ status: number; latency_ms: number }> {
  const baseUrl = (env.get("SUPABASE_URL") ?? "").replace(/\/+$/, "")
  const started = Date.now()
  try {
    const response = await (env.fetch ?? fetch)(`${baseUrl}/realtime/v1/api/health`, {
      headers: { apikey: env.get("SUPABASE_ANON_KEY") ?? "" },
      signal: AbortSignal.timeout(REALTIME_PROBE_TIMEOUT_MS),
    })
    await response.body?.cancel()
    return { status: response.status, latency_ms: Date.now() - started }
  } catch {
    return { status: 0, latency_ms: Date.now() - started }
  }
}

export default async function handler(req: Request, env: FunctionEnv = { get: () => undefined }): Promise<Response> {
  if (req.method === "OPTIONS") return new Response(null, { status: 204, headers: CORS_HEADERS })
  if (req.method !== "GET" && req.method !== "POST") {
    return Response.json({ error: { code: "method_not_allowed", message: "Use GET or POST" } }, { status: 405, headers: CORS_HEADERS })
  }
  const ping: DiagnosticsPing = {
    status: "ok",
    runtime: "Deno" in globalThis ? "deno" : "node",
    checked_at: new Date().toISOString(),
  }
  if (new URL(req.url).searchParams.get("check") === "realtime") ping.realtime = await probeRealtime(env)
  return Response.json(ping, { headers: { ...CORS_HEADERS, "Cache-Control": "no-store" } })
}
