import { describe, expect, it } from "vitest"
import { groupSecret, qrCodeImageSource } from "./qr-code"

const SVG =
  '<?xml version="1.0" encoding="UTF-8"?><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 29 29"><path fill="white" d="M0 0h29v29H0z"/></svg>'

describe("the QR code's image source", () => {
  it("is the SVG GoTrue sent, encoded into a valid data URI, with or without supabase-js's prefix", () => {
    const expected = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(SVG)}`
    expect(qrCodeImageSource(`data:image/svg+xml;utf-8,${SVG}`)).toBe(expected)
    expect(qrCodeImageSource(SVG)).toBe(expected)
  })

  it("is nothing for what is not SVG markup (another scheme, HTML, script)", () => {
    expect(qrCodeImageSource("javascript:alert(1)")).toBeNull()
    expect(qrCodeImageSource("data:text/html,<svg onload=alert(1)>")).toBeNull()
    expect(qrCodeImageSource("<img src=x onerror=alert(1)>")).toBeNull()
    expect(qrCodeImageSource("https://evil.example/qr.svg")).toBeNull()
  })
})

describe("a secret for typing by hand", () => {
  it("comes in groups of four", () => {
    expect(groupSecret("JBSWY3DPEHPK3PXPJBSW")).toBe("JBSW Y3DP EHPK 3PXP JBSW")
    expect(groupSecret("ABCDEF")).toBe("ABCD EF")
  })
})
