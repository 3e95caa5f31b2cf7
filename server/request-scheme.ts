import net from "node:net"
import type { Context } from "hono"
import { parseTrustedProxies, peerAddress } from "./client-ip"

/**
 * Whether the client reached the site over HTTPS: the request's own scheme, or the X-Forwarded-Proto of
 * a proxy in TRUSTED_PROXIES (the first value: the scheme at the edge nearest the client). An
 * in-process request comes from this process, trusted like a proxy. Only decides HSTS and
 * upgrade-insecure-requests, which a browser ignores on a plain-HTTP answer anyway.
 */
export function isHttpsRequest(c: Context, trustedProxies: readonly string[]): boolean {
  if (new URL(c.req.url).protocol === "https:") return true
  const peer = peerAddress(c)
  if (peer !== undefined && !parseTrustedProxies(trustedProxies).check(peer, net.isIPv6(peer) ? "ipv6" : "ipv4")) return false
  return c.req.header("x-forwarded-proto")?.split(",")[0]?.trim().toLowerCase() === "https"
}
