import { describe, expect, it } from "vitest"
import { siteContentSecurityPolicy } from "./security-headers"

// The server's own answers are pinned in app.test.ts; this is the policy the static build writes into
// the host's headers file (scripts/prerender.ts), where the API is a hosted project on another origin.
describe("the site's Content-Security-Policy for a static host", () => {
  it("lets pages load images, media and frames from the hosted API and talk to it over HTTPS and its websocket", () => {
    const policy = siteContentSecurityPolicy({
      inlineScripts: ["'sha256-abc='"],
      backendOrigin: "https://abcd.supabase.co/rest/v1",
      frameAncestors: "'self'",
      https: true,
    })
    expect(policy.split("; ")).toEqual([
      "default-src 'self'",
      "script-src 'self' 'sha256-abc='",
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: blob: https://images.unsplash.com https://abcd.supabase.co",
      "font-src 'self' data:",
      "connect-src 'self' https://abcd.supabase.co wss://abcd.supabase.co",
      "media-src 'self' blob: https://abcd.supabase.co",
      "frame-src 'self' https://abcd.supabase.co",
      "worker-src 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'self'",
      "upgrade-insecure-requests",
    ])
  })

  it("opens the websocket of a local API over ws:", () => {
    expect(siteContentSecurityPolicy({ backendOrigin: "http://127.0.0.1:54321" })).toContain(
      "connect-src 'self' http://127.0.0.1:54321 ws://127.0.0.1:54321;",
    )
  })

  it("without options: no inline script, no other origin, framed by nobody, nothing upgraded", () => {
    expect(siteContentSecurityPolicy()).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; " +
        "img-src 'self' data: blob: https://images.unsplash.com; font-src 'self' data:; connect-src 'self'; " +
        "media-src 'self' blob:; frame-src 'self'; worker-src 'self'; object-src 'none'; base-uri 'self'; " +
        "form-action 'self'; frame-ancestors 'none'",
    )
  })
})
