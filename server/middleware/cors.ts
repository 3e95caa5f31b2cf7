import type { MiddlewareHandler } from "hono"
import { presetHeaders } from "./preset-headers"

interface CorsOptions {
  allowMethods: string[]
  allowHeaders: string[]
  exposeHeaders: string[]
  maxAgeSeconds: number
}

/**
 * CORS for any origin without credentials, as Supabase answers it. Unlike Hono's own middleware,
 * which writes its headers into a response before the handler makes the real one (so Hono has to
 * copy the handler's response, body stream and all, to merge them), the headers are added to the
 * handler's response (see presetHeaders): its body stays the string it was and is written in one go.
 */
function cors(options: CorsOptions): MiddlewareHandler {
  // Built per request rather than once with the app: a handful of small strings, and it keeps the
  // values live for mutation testing (a header built when a test server starts is out of its reach).
  // Stryker disable next-line ArrowFunction: made with the app, before the mutant's switch is read; the preflight test fails without these headers.
  const preflightHeaders = () => ({
    "Access-Control-Allow-Origin": "*",
    "Access-Control-Allow-Methods": options.allowMethods.join(","),
    "Access-Control-Allow-Headers": options.allowHeaders.join(","),
    "Access-Control-Max-Age": String(options.maxAgeSeconds),
    "Access-Control-Expose-Headers": options.exposeHeaders.join(","),
    Vary: "Access-Control-Request-Headers",
  })
  // Stryker disable next-line ArrowFunction: as above; the preflight test's GET fails without these headers.
  const answerHeaders = () => ({
    "Access-Control-Allow-Origin": "*",
    "Access-Control-Expose-Headers": options.exposeHeaders.join(","),
  })
  const responseHeaders = presetHeaders(answerHeaders)
  return async (c, next) => {
    if (c.req.method === "OPTIONS") return new Response(null, { status: 204, headers: preflightHeaders() })
    return responseHeaders(c, next)
  }
}

/** Request headers supabase-js and its sub-clients send (a preflight must allow every one). */
const CORS_ALLOW_HEADERS = [
  "authorization",
  "apikey",
  "x-client-info",
  "content-type",
  "x-supabase-api-version",
  "prefer",
  "accept-profile",
  "content-profile",
  "range",
  "range-unit",
  "x-upsert",
  "cache-control",
  "x-metadata",
  "x-retry-count",
  "x-region",
  "accept",
  "traceparent",
  "tracestate",
  "baggage",
  "tus-resumable",
  "upload-length",
  "upload-metadata",
  "upload-offset",
  "x-http-method-override",
]

/** Response headers the browser client reads (ranges, counts, API version, error codes). */
const CORS_EXPOSE_HEADERS = [
  "Content-Range",
  "X-Total-Count",
  "Link",
  "X-Supabase-Api-Version",
  "x-relay-error",
  "Location",
  "Content-Profile",
  "Preference-Applied",
  "x-sb-error-code",
  "Content-Length",
  "Content-Type",
  "ETag",
  "Last-Modified",
  "Upload-Offset",
  "Upload-Length",
  "Tus-Resumable",
  "Tus-Version",
]

/**
 * CORS on Supabase's APIs: any origin, no credentials. Tokens travel in headers, never in cookies, so
 * no origin gains by being named.
 */
export function supabaseCors(): MiddlewareHandler {
  return cors({
    allowMethods: ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"],
    allowHeaders: CORS_ALLOW_HEADERS,
    exposeHeaders: CORS_EXPOSE_HEADERS,
    maxAgeSeconds: 86400,
  })
}
