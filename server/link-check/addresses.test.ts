import { describe, expect, it } from "vitest"
import { isRefusedAddress, PRIVATE_ADDRESS_RANGES } from "./addresses"

describe("the addresses the link checker refuses", () => {
  it("refuses loopback, the private networks and link-local, by their literal addresses", () => {
    for (const address of [
      "127.0.0.1",
      "127.255.255.254",
      "10.0.0.1",
      "10.255.255.255",
      "172.16.0.1",
      "172.31.255.255",
      "192.168.0.1",
      "192.168.255.255",
      "169.254.169.254",
      "0.0.0.0",
      "::1",
      "::",
      "fc00::1",
      "fd12:3456:789a::1",
      "fe80::1",
      "febf:ffff::1",
      "::ffff:127.0.0.1",
      "::ffff:10.1.2.3",
    ]) {
      expect([address, isRefusedAddress(address)]).toEqual([address, true])
    }
  })

  it("lets public addresses through, also right beside the private ranges", () => {
    for (const address of [
      "8.8.8.8",
      "93.184.216.34",
      "172.15.255.255",
      "172.32.0.0",
      "192.167.255.255",
      "169.253.255.255",
      "11.0.0.0",
      "2001:4860:4860::8888",
      "fec0::1",
      "::ffff:8.8.8.8",
    ]) {
      expect([address, isRefusedAddress(address)]).toEqual([address, false])
    }
  })

  it("refuses what is not an address", () => {
    expect(isRefusedAddress("localhost")).toBe(true)
    expect(isRefusedAddress("")).toBe(true)
  })

  it("lists exactly the ranges the issue names, plus the unspecified addresses", () => {
    expect(PRIVATE_ADDRESS_RANGES).toEqual([
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
    ])
  })

  it("checks against the ranges it is given (a test's allowance)", () => {
    expect(isRefusedAddress("127.0.0.1", [])).toBe(false)
    expect(isRefusedAddress("127.0.0.1", ["10.0.0.0/8"])).toBe(false)
  })
})
