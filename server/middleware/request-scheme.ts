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
  if (c.req.url.startsWith("https:")) return true
  // Most requests name no forwarded scheme: the proxy check, the dearer part, is left for those that do.
  const forwarded = c.req.header("x-forwarded-proto")
  if (forwarded === undefined) return false
  const peer = peerAddress(c)
  if (peer !== undefined && !parseTrustedProxies(trustedProxies).check(peer, net.isIPv6(peer) ? "ipv6" : "ipv4")) return false
  return forwarded.split(",")[0]?.trim().toLowerCase() === "https"
}
