// Supabase hosting entry point (Deno). The logic is the portable handler beside it.
import "jsr:@supabase/functions-js/edge-runtime.d.ts"
import handler from "./handler.ts"

// The build is asked for after the answer, once the content has been quiet: EdgeRuntime keeps the instance alive for it.
const env = { get: (name: string) => Deno.env.get(name), waitUntil: (work: Promise<unknown>) => EdgeRuntime.waitUntil(work) }

Deno.serve((req) => handler(req, env))
