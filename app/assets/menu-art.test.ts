import fs from "node:fs"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { describe, expect, it } from "vitest"

const ART_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), "menu")
const SHAPES = new Set(["path", "polygon", "polyline", "rect", "circle", "ellipse"])

/**
 * The shapes of an SVG that paint with the default fill (black): neither they nor any enclosing group says `fill`.
 * A stroked outline left like that renders as a solid black polygon.
 */
function shapesWithDefaultFill(svg: string): string[] {
  const stack: boolean[] = []
  const found: string[] = []
  for (const [tag, closing, name, attributes, selfClosing] of svg.matchAll(/<(\/?)([a-zA-Z]+)([^>]*?)(\/?)>/g)) {
    if (closing) {
      stack.pop()
      continue
    }
    // A clip path's shapes are never painted.
    const filled = stack.at(-1) === true || /\sfill="/.test(attributes) || name === "clipPath"
    if (SHAPES.has(name) && !filled) found.push(tag)
    if (!selfClosing) stack.push(filled)
  }
  return found
}

describe("the mega-menu illustrations", () => {
  const files = fs.readdirSync(ART_DIR).filter((file) => file.endsWith(".svg"))

  it("finds the artwork", () => {
    expect(files.length).toBeGreaterThanOrEqual(10)
  })

  it.each(files)("%s gives every shape an explicit fill, so no outline renders as a black polygon", (file) => {
    expect(shapesWithDefaultFill(fs.readFileSync(path.join(ART_DIR, file), "utf8"))).toEqual([])
  })

  it.each(files)("%s is a 2:1 scene anchored at its foot, so a strip of any width crops only its sky", (file) => {
    expect(fs.readFileSync(path.join(ART_DIR, file), "utf8")).toMatch(
      /^<svg [^>]*viewBox="0 0 480 240" preserveAspectRatio="xMidYMax slice"/,
    )
  })

  it("the check itself catches a stroked path without a fill", () => {
    expect(shapesWithDefaultFill('<svg><g stroke="#000"><path d="M0 0 L10 10 L0 10"/></g></svg>')).toHaveLength(1)
    expect(shapesWithDefaultFill('<svg><g fill="none" stroke="#000"><path d="M0 0 L10 10"/></g></svg>')).toEqual([])
    expect(shapesWithDefaultFill('<svg><clipPath id="c"><circle r="4"/></clipPath></svg>')).toEqual([])
  })
})
