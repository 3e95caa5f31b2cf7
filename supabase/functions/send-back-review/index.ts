// Supabase hosting entry point (Deno). The logic is the portable handler beside it.
import "jsr:@supabase/functions-js/edge-runtime.d.ts"
import handler from "./handler.ts"

// The requester's mail goes out after the answer: EdgeRuntime keeps the instance alive for it.
const env = { get: (name: string) => Deno.env.get(name), waitUntil: (work: Promise<unknown>) => EdgeRuntime.waitUntil(work) }

Deno.serve((req) => handler(req, env))
