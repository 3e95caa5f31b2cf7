import fs from "node:fs"
import path from "node:path"
import { describe, expect, it } from "vitest"
import { ICON_NAMES } from "../ui/lib/icon-names"
import { renderIconSprite } from "./icon-sprite"

const SPRITE_FILE = path.resolve(import.meta.dirname, "../ui/components/icon-sprite.svg")

describe("the icon sprite <Icon> draws from", () => {
  it("is what lucide-react draws today (run npm run gen:icons when this fails)", () => {
    expect(fs.readFileSync(SPRITE_FILE, "utf8")).toBe(renderIconSprite())
  })

  it("has one symbol for every icon name content may use, each with shapes", () => {
    const sprite = fs.readFileSync(SPRITE_FILE, "utf8")
    const symbols = [...sprite.matchAll(/<symbol id="([^"]+)" viewBox="0 0 24 24">(.*?)<\/symbol>/g)]
    expect(symbols.map(([, id]) => id)).toEqual([...ICON_NAMES])
    for (const [, id, shapes] of symbols) expect(shapes, id).toMatch(/^<(path|circle|rect|line|polyline|polygon|ellipse)\b/)
  })
})
