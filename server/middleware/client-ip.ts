import net from "node:net"
import type { Context } from "hono"

const matchers = new WeakMap<readonly string[], net.BlockList>()

const unmapped = (ip: string) => ip.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, "")

/** Parses TRUSTED_PROXIES entries (IPs and CIDRs, IPv4 or IPv6); throws on one that is neither. */
export function parseTrustedProxies(entries: readonly string[]): net.BlockList {
  let list = matchers.get(entries)
  if (list) return list
  list = new net.BlockList()
  for (const entry of entries) {
    const [address, prefix, extra] = entry.split("/")
    const type = net.isIPv4(address) ? "ipv4" : net.isIPv6(address) ? "ipv6" : undefined
    const bits = Number(prefix)
    const maxBits = type === "ipv4" ? 32 : 128
    if (!type || extra !== undefined || (prefix !== undefined && !(/^\d+$/.test(prefix) && bits <= maxBits))) {
      throw new Error(`TRUSTED_PROXIES: "${entry}" is not an IP address or a CIDR range`)
    }
    if (prefix === undefined) list.addAddress(address, type)
    else list.addSubnet(address, bits, type)
  }
  matchers.set(entries, list)
  return list
}

/** The address of the peer on the other end of the socket; undefined for an in-process request. */
export function peerAddress(c: Context): string | undefined {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined
  const address = env?.incoming?.socket?.remoteAddress
  return address && net.isIP(address) ? unmapped(address) : undefined
}

/**
 * The client's IP, for per-IP rate limits and what sessions record. It is the socket's peer unless
 * that peer is a trusted proxy, in which case X-Forwarded-For is read from the right, one hop per
 * trusted proxy: a client can prepend anything to that header, but cannot make an untrusted peer
 * trusted. An in-process request (tests, a function calling this server) comes from this process,
 * which is trusted like a proxy.
 */
export function clientIp(c: Context, trustedProxies: readonly string[]): string | undefined {
  let ip = peerAddress(c)
  // The usual case, answered without parsing addresses: a direct client, and no proxy is trusted.
  if (ip !== undefined && trustedProxies.length === 0) return ip
  const trusted = parseTrustedProxies(trustedProxies)
  const forwarded = (c.req.header("x-forwarded-for") ?? "").split(",").map((hop) => unmapped(hop.trim()))
  let hop = forwarded.length
  while (hop > 0 && (ip === undefined || trusted.check(ip, net.isIPv6(ip) ? "ipv6" : "ipv4"))) {
    const previous = forwarded[--hop]
    if (!net.isIP(previous)) break
    ip = previous
  }
  return ip
}
