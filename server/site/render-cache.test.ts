import { describe, expect, it } from "vitest"
import { RenderCache } from "./render-cache"

/** A render that says which call it was. */
function counter() {
  let calls = 0
  return { render: async () => `render ${++calls}`, calls: () => calls }
}

describe("the render cache", () => {
  it("keeps a render per key and shares one in progress", async () => {
    const cache = new RenderCache<string>()
    const { render, calls } = counter()
    const [a, b] = await Promise.all([cache.get("/a", render), cache.get("/a", render)])
    expect([a, b]).toEqual(["render 1", "render 1"])
    expect(await cache.get("/b", render)).toBe("render 2")
    expect(await cache.get("/a", render)).toBe("render 1")
    expect(calls()).toBe(2)
  })

  it("renders again after clear(), even a render that was still in progress", async () => {
    const cache = new RenderCache<string>()
    const { render } = counter()
    const before = cache.get("/a", render)
    cache.clear()
    expect(await cache.get("/a", render)).toBe("render 2")
    expect(await before).toBe("render 1")
  })

  it("forgets a failed render, and drops the least recently used beyond its size", async () => {
    const cache = new RenderCache<string>({ maxEntries: 2 })
    await expect(cache.get("/fails", () => Promise.reject(new Error("down")))).rejects.toThrow("down")
    expect(await cache.get("/fails", async () => "ok")).toBe("ok")
    const { render } = counter()
    await cache.get("/a", render)
    await cache.get("/b", render)
    await cache.get("/a", render)
    await cache.get("/c", render)
    expect(cache.size).toBe(2)
    expect(await cache.get("/a", render)).toBe("render 1")
    expect(await cache.get("/b", render)).toBe("render 4")
  })

  it("shares a render in progress but does not keep one its check refuses (a page unavailable for now)", async () => {
    const cache = new RenderCache<string>()
    const { render } = counter()
    const keepAllButTheFirst = (value: string) => value !== "render 1"
    const [a, b] = await Promise.all([cache.get("/a", render, keepAllButTheFirst), cache.get("/a", render, keepAllButTheFirst)])
    expect([a, b]).toEqual(["render 1", "render 1"])
    expect(await cache.get("/a", render, keepAllButTheFirst)).toBe("render 2")
    expect(await cache.get("/a", render, keepAllButTheFirst)).toBe("render 2")
  })

  it("renders again once a render is older than its maximum age", async () => {
    let now = 0
    const cache = new RenderCache<string>({ maxAgeMs: 1000, now: () => now })
    const { render } = counter()
    await cache.get("/a", render)
    now = 999
    expect(await cache.get("/a", render)).toBe("render 1")
    now = 1000
    expect(await cache.get("/a", render)).toBe("render 2")
  })
})
