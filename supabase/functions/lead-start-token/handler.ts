/**
 * lead-start-token: the signed start of a lead form, which the site fetches when a visitor first
 * touches a form and sends back with it (see ../_shared/lead-start-token.ts).
 *
 * GET ?type=<lead type>
 *   200 { token }, never cached (the token carries the time it was asked for)
 *   400 { error: { code: invalid_request, message } } for an unknown form type
 *   405 { error: { code: method_not_allowed, message } } for anything but GET
 */
import { CORS_HEADERS, failure, json, RequestError } from "../_shared/http.ts"
import { LEAD_TYPES, type LeadType } from "../_shared/lead-schemas.ts"
import { issueLeadStartToken } from "../_shared/lead-start-token.ts"
import type { FunctionEnv } from "../_shared/supabase.ts"

const GET_CORS_HEADERS = { ...CORS_HEADERS, "Access-Control-Allow-Methods": "GET, OPTIONS" }

export default async function handler(req: Request, env: FunctionEnv): Promise<Response> {
  if (req.method === "OPTIONS") return new Response(null, { status: 204, headers: GET_CORS_HEADERS })
  if (req.method !== "GET") return withHeaders(failure(new RequestError(405, "method_not_allowed", "Use GET")))
  const type = new URL(req.url).searchParams.get("type") ?? ""
  if (!(LEAD_TYPES as readonly string[]).includes(type))
    return withHeaders(failure(new RequestError(400, "invalid_request", `type must be one of: ${LEAD_TYPES.join(", ")}`)))
  return withHeaders(json({ token: await issueLeadStartToken(env, type as LeadType) }))
}

/** GET in the allowed methods, and no cache (a stored answer would start every form at the same time). */
function withHeaders(response: Response): Response {
  const headers = new Headers(response.headers)
  for (const [name, value] of Object.entries(GET_CORS_HEADERS)) headers.set(name, value)
  headers.set("Cache-Control", "no-store")
  return new Response(response.body, { status: response.status, headers })
}
