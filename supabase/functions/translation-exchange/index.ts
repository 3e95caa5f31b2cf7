// Supabase hosting entry point (Deno). The logic is the portable handler beside it.
import "jsr:@supabase/functions-js/edge-runtime.d.ts"
import handler from "./handler.ts"

const env = { get: (name: string) => Deno.env.get(name) }

Deno.serve((req) => handler(req, env))
