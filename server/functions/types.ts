/**
 * The contract of supabase/functions/<name>/handler.ts: a web-standard `Request → Response`
 * function with no Node or Deno imports, so the same file runs under Deno on Supabase (through
 * index.ts: `Deno.serve((req) => handler(req, Deno.env))`) and inside this server.
 */
export interface FunctionEnv {
  /** SUPABASE_URL, SUPABASE_ANON_KEY, SUPABASE_SERVICE_ROLE_KEY and the project's own secrets. */
  get(name: string): string | undefined
  /**
   * The fetch to reach SUPABASE_URL with. This server passes one that answers its own endpoints
   * in-process; Deno.env has none, so handlers use `env.fetch ?? fetch`.
   */
  fetch?: typeof fetch
  /**
   * Keeps `work` running after the handler has answered, as EdgeRuntime.waitUntil does on Supabase
   * (index.ts passes that one). Handlers without it await the work before answering.
   */
  waitUntil?: (work: Promise<unknown>) => void
}

export type FunctionHandler = (req: Request, env: FunctionEnv) => Promise<Response> | Response
