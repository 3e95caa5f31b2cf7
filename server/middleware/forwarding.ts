import net from "node:net"
import type { Context, MiddlewareHandler } from "hono"
import { parseTrustedProxies, peerAddress } from "./client-ip"

/** The headers a reverse proxy adds to say whom and how it forwards for; a browser sends none of them. */
const FORWARDING_HEADERS = ["forwarded", "x-forwarded-for", "x-forwarded-host", "x-forwarded-proto", "x-real-ip"] as const

/**
 * The forwarding header a request carries from a peer that is not in TRUSTED_PROXIES, if any: the
 * sign of a reverse proxy nobody declared, behind which every visitor has the proxy's address. An
 * in-process request (no socket) comes from this process and is trusted.
 */
export function untrustedForwarding(c: Context, trustedProxies: readonly string[]): { peer: string; header: string } | undefined {
  const header = FORWARDING_HEADERS.find((name) => c.req.header(name) !== undefined)
  if (header === undefined) return undefined
  const peer = peerAddress(c)
  if (peer === undefined) return undefined
  if (trustedProxies.length > 0 && parseTrustedProxies(trustedProxies).check(peer, net.isIPv6(peer) ? "ipv6" : "ipv4")) return undefined
  return { peer, header }
}

/**
 * Says once per peer, in the server's log, that an undeclared proxy forwards to this server: its
 * clients share one address for every per-IP rate limit, and the local mailbox is not served to them.
 */
function forwardingWarnings(log: (line: string) => void = (line) => console.warn(line)) {
  const warned = new Set<string>()
  return (c: Context, trustedProxies: readonly string[]) => {
    const forwarding = untrustedForwarding(c, trustedProxies)
    if (!forwarding || warned.has(forwarding.peer)) return
    warned.add(forwarding.peer)
    log(
      `[server] requests from ${forwarding.peer} carry ${forwarding.header}, but ${forwarding.peer} is not in TRUSTED_PROXIES: ` +
        `every client behind it counts as ${forwarding.peer} for the per-IP rate limits, and /_dev/mail is not served to them. ` +
        `If it is your reverse proxy, set TRUSTED_PROXIES=${forwarding.peer}.`,
    )
  }
}

/** The middleware form of forwardingWarnings: warns as requests pass, and lets each through. */
export function warnOfUntrustedForwarding(trustedProxies: readonly string[]): MiddlewareHandler {
  const warn = forwardingWarnings()
  return (c, next) => {
    warn(c, trustedProxies)
    return next()
  }
}
