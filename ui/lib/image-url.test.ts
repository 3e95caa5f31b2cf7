import { afterEach, describe, expect, it, vi } from "vitest"
import { imagePlaceholderInitials, optimizeImageSrcSet, optimizeImageUrl, STOCK_PHOTO_HOST, STOCK_PHOTO_QUALITY } from "./image-url"

const params = (address: string) => Object.fromEntries(new URL(address).searchParams)

describe("optimizeImageUrl on the stock-photo host", () => {
  it("adds webp, quality 75, automatic format and crop fit", () => {
    expect(STOCK_PHOTO_QUALITY).toBe(75)
    const out = optimizeImageUrl(`https://${STOCK_PHOTO_HOST}/photo-1521737604893`)
    expect(params(out)).toEqual({ fm: "webp", q: "75", auto: "format", fit: "crop" })
    expect(new URL(out).pathname).toBe("/photo-1521737604893")
  })

  it("keeps the existing query parameters", () => {
    const out = optimizeImageUrl(`https://${STOCK_PHOTO_HOST}/photo-1?w=800&h=600&ixlib=rb-4.0.3`)
    expect(params(out)).toMatchObject({ w: "800", h: "600", ixlib: "rb-4.0.3", fm: "webp", q: "75", auto: "format", fit: "crop" })
  })

  it("sets the four parameters once, replacing values already present", () => {
    const out = optimizeImageUrl(`https://${STOCK_PHOTO_HOST}/photo-1?q=90&fm=jpg&w=400`)
    const search = new URL(out).searchParams
    expect(search.getAll("q")).toEqual(["75"])
    expect(search.getAll("fm")).toEqual(["webp"])
    expect(search.get("w")).toBe("400")
  })

  it("keeps the fragment and a protocol-relative form", () => {
    expect(optimizeImageUrl(`https://${STOCK_PHOTO_HOST}/p#top`)).toMatch(/#top$/)
    const out = optimizeImageUrl(`//${STOCK_PHOTO_HOST}/p?w=10`)
    expect(out.startsWith(`//${STOCK_PHOTO_HOST}/p?`)).toBe(true)
    expect(out).toContain("fm=webp")
  })

  it("is idempotent", () => {
    const once = optimizeImageUrl(`https://${STOCK_PHOTO_HOST}/p?w=10`)
    expect(optimizeImageUrl(once)).toBe(once)
  })
})

describe("optimizeImageUrl on other addresses", () => {
  afterEach(() => vi.restoreAllMocks())

  it.each([
    "https://cdn.nordika.se/team.jpg?w=400",
    "https://unsplash.com/photos/abc",
    "https://images.unsplash.com.evil.example/p",
    "/images/office.webp",
    "office.png",
    "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg'/%3E",
  ])("leaves %s unchanged without a warning", (address) => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {})
    expect(optimizeImageUrl(address)).toBe(address)
    expect(warn).not.toHaveBeenCalled()
  })

  it.each(["https://images.unsplash .com/p", "http://[::1", "https://"])("logs the invalid address %s and uses it unchanged", (address) => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {})
    expect(optimizeImageUrl(address)).toBe(address)
    expect(warn).toHaveBeenCalledOnce()
    expect(warn.mock.calls[0][0]).toContain(address)
  })
})

describe("optimizeImageSrcSet", () => {
  it("optimises each stock-photo candidate and keeps the descriptors", () => {
    const out = optimizeImageSrcSet(`https://${STOCK_PHOTO_HOST}/p?w=400 400w, /local.jpg 800w`)
    const [first, second] = out.split(", ")
    expect(first).toMatch(/ 400w$/)
    expect(params(first.split(" ")[0])).toMatchObject({ w: "400", fm: "webp", q: "75" })
    expect(second).toBe("/local.jpg 800w")
  })
})

describe("imagePlaceholderInitials", () => {
  it.each([
    ["Translators at work", "TR"],
    ["a team meeting", "AT"],
    ["Ö", "Ö"],
    ["3D printing", "3D"],
    ["  — Stockholm office", "ST"],
    ["", ""],
    [undefined, ""],
  ])("%j gives %j", (alt, initials) => {
    expect(imagePlaceholderInitials(alt)).toBe(initials)
  })
})
