/**
 * The addresses the link checker never connects to: a published link must not make the server probe
 * its own machine or the network behind it (SSRF). A host is resolved first, and every address it
 * resolves to is checked against these ranges; the connection then uses the checked address, so a
 * second lookup cannot swap in another one.
 */
import net from "node:net"

/** A range in CIDR notation. */
export type AddressRange = string

/** Loopback, the private networks, link-local, and their IPv6 counterparts (unique local, link-local). */
export const PRIVATE_ADDRESS_RANGES: readonly AddressRange[] = [
  "127.0.0.0/8",
  "10.0.0.0/8",
  "172.16.0.0/12",
  "192.168.0.0/16",
  "169.254.0.0/16",
  "0.0.0.0/8",
  "::1/128",
  "::/128",
  "fc00::/7",
  "fe80::/10",
]

/** What a link refused for its address reports. */
export const REFUSED_PRIVATE_ADDRESS = "refused: private address"

function blockListOf(ranges: readonly AddressRange[]): net.BlockList {
  const list = new net.BlockList()
  for (const range of ranges) {
    const [address, prefix] = range.split("/")
    const type = net.isIPv6(address) ? "ipv6" : "ipv4"
    list.addSubnet(address, Number(prefix), type)
  }
  return list
}

/** Whether `address` (a literal IPv4 or IPv6 address) lies in one of `ranges`; an IPv4-mapped IPv6 address counts as its IPv4 one. */
export function isRefusedAddress(address: string, ranges: readonly AddressRange[] = PRIVATE_ADDRESS_RANGES): boolean {
  const list = blockListOf(ranges)
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)
  if (mapped) return list.check(mapped[1], "ipv4")
  if (net.isIPv4(address)) return list.check(address, "ipv4")
  if (net.isIPv6(address)) return list.check(address, "ipv6")
  // Not an address at all: never connect to it.
  return true
}
