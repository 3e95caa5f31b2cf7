/**
 * The HTTP side of the edge functions: CORS, JSON answers, `{ error: { code, message } }` failures,
 * and request bodies read through a zod schema. Web-standard only (Request, Response), so it runs
 * under Deno on Supabase and in the local server alike.
 */
import type { z } from "zod"
import { firstIssue } from "./staff.ts"

export const CORS_HEADERS = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Allow-Headers": "authorization, x-client-info, apikey, content-type",
  "Access-Control-Allow-Methods": "POST, OPTIONS",
}

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { ...CORS_HEADERS, "Content-Type": "application/json" } })
}

/** A refusal or failure the caller can show: its status, a stable code and a sentence for people. */
export class RequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message)
  }
}

export const invalidRequest = (message: string) => new RequestError(400, "invalid_request", message)

export function failure(error: RequestError): Response {
  return json({ error: { code: error.code, message: error.message } }, error.status)
}

/** The JSON body parsed with `schema`; 400 invalid_request with the first problem otherwise. */
export async function readBody<T>(req: Request, schema: z.ZodType<T>): Promise<T> {
  let body: unknown
  try {
    body = await req.json()
  } catch {
    throw invalidRequest("Body must be JSON")
  }
  if (typeof body !== "object" || body === null || Array.isArray(body)) throw invalidRequest("Body must be a JSON object")
  const parsed = schema.safeParse(body)
  if (!parsed.success) throw invalidRequest(firstIssue(parsed.error))
  return parsed.data
}

/** The caller's address as the edge runtime passes it on (the first X-Forwarded-For entry), or "". */
export function clientAddress(req: Request): string {
  return (req.headers.get("x-forwarded-for") ?? "").split(",")[0].trim().slice(0, 64)
}

/**
 * Wraps a POST handler: preflight, method check, RequestErrors as their JSON answer. Anything else
 * is a bug and is thrown on, for the runtime to answer 500.
 */
export function postHandler(run: (req: Request) => Promise<Response>): (req: Request) => Promise<Response> {
  return async (req) => {
    if (req.method === "OPTIONS") return new Response(null, { status: 204, headers: CORS_HEADERS })
    if (req.method !== "POST") return failure(new RequestError(405, "method_not_allowed", "Use POST"))
    try {
      return await run(req)
    } catch (error) {
      if (error instanceof RequestError) return failure(error)
      throw error
    }
  }
}
