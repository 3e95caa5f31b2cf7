/**
 * PostgREST as the caller: their own token, so RLS and the RPCs' own checks decide what they may
 * read and change. Their user agent and address go along for the audit rows the RPCs write.
 */
import { RequestError } from "./http.ts"
import type { FunctionEnv } from "./supabase.ts"
import type { Term } from "./translation/types.ts"

/** The database's refusals (SQLSTATE) as the functions' codes. */
const RPC_REFUSALS: Record<string, [number, string]> = {
  "42501": [403, "not_allowed"],
  PT404: [404, "not_found"],
  "22023": [400, "invalid_request"],
}

const FORWARDED_HEADERS = [
  ["user-agent", "User-Agent"],
  ["x-forwarded-for", "X-Forwarded-For"],
] as const

export function callerRest(req: Request, env: FunctionEnv) {
  const base = (env.get("SUPABASE_URL") ?? "").replace(/\/+$/, "")
  const headers: Record<string, string> = {
    apikey: env.get("SUPABASE_ANON_KEY") ?? "",
    Authorization: req.headers.get("authorization") ?? "",
    "Content-Type": "application/json",
  }
  for (const [from, to] of FORWARDED_HEADERS) {
    const value = req.headers.get(from)
    if (value) headers[to] = value
  }
  return async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await (env.fetch ?? fetch)(`${base}/rest/v1${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    const data = (await response.json().catch(() => null)) as { code?: string; message?: string } | null
    if (response.ok) return data as T
    const refusal = RPC_REFUSALS[data?.code ?? ""]
    if (refusal) throw new RequestError(refusal[0], refusal[1], data?.message ?? "Refused")
    throw new RequestError(502, "backend_error", data?.message ?? `The database answered ${response.status}`)
  }
}

export type CallerRest = ReturnType<typeof callerRest>

interface TermRow {
  id: string
  en: string[]
  approved: Term["approved"] | null
  forbidden: Term["forbidden"] | null
}

/** The termbase as the caller may read it. */
export async function termbaseOf(api: CallerRest): Promise<Term[]> {
  const rows = await api<TermRow[]>("GET", "/translation_terms?select=id,en,approved,forbidden&order=id")
  return rows.map((row) => ({ id: row.id, en: row.en, approved: row.approved ?? {}, forbidden: row.forbidden ?? {} }))
}
