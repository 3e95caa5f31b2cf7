// Supabase hosting entry point (Deno). The logic is the portable handler beside it.
import handler from "./handler.ts"

Deno.serve((req) => handler(req, Deno.env))
