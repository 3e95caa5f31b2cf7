/**
 * diagnostics: the functions runtime's ping for the admin's Diagnostics screen. It answers at once
 * with where it runs, so a slow or failing answer is the functions runtime's, not some other
 * service's. Portable web-standard code (Request and Response only), like every handler here.
 *
 * GET or POST → 200 { status: "ok", runtime: "deno" | "node", checked_at }
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
}

export default function handler(req: Request): Response {
  if (req.method === "OPTIONS") return new Response(null, { status: 204, headers: CORS_HEADERS })
  if (req.method !== "GET" && req.method !== "POST") {
    return Response.json({ error: { code: "method_not_allowed", message: "Use GET or POST" } }, { status: 405, headers: CORS_HEADERS })
  }
  const ping: DiagnosticsPing = {
    status: "ok",
    runtime: "Deno" in globalThis ? "deno" : "node",
    checked_at: new Date().toISOString(),
  }
  return Response.json(ping, { headers: { ...CORS_HEADERS, "Cache-Control": "no-store" } })
}
