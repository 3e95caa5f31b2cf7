import fs from "node:fs"
import { createElement } from "react"
import { renderToStaticMarkup } from "react-dom/server"
import { describe, expect, it } from "vitest"

/**
 * Imports the published package by its own name, so Node resolves it through package.json's
 * exports map to dist/: a broken build or export map fails here.
 */
/** The package as Node resolves it by name (the unit project's source alias does not apply to a file URL). */
const importPackage = () => import(/* @vite-ignore */ import.meta.resolve("@nordika/ui")) as Promise<typeof import("@nordika/ui")>

describe("the built @nordika/ui package", () => {
  it("renders a Button from dist through the exports map", async () => {
    const ui = await importPackage()
    const html = renderToStaticMarkup(createElement(ui.Button, { variant: "success" }, "Publish"))
    expect(html).toContain('data-slot="button"')
    expect(html).toContain('data-variant="success"')
    expect(html).toContain(">Publish</button>")
  })

  it("resolves to dist/index.js, not to the sources", () => {
    const resolved = import.meta.resolve("@nordika/ui")
    expect(resolved).toMatch(/\/dist\/index\.js$/)
  })

  it("ships one stylesheet with the tokens, @theme inline and @source", () => {
    const css = fs.readFileSync(new URL(import.meta.resolve("@nordika/ui/styles.css")), "utf8")
    expect(css).toContain("@theme inline")
    expect(css).toContain('@source "./"')
    expect(css).toMatch(/--primary:\s*#/)
    expect(css).toContain("@fontsource/inter")
    expect(css).not.toMatch(/@import\s+"\.\//)
  })

  it("ships type declarations", () => {
    expect(fs.existsSync(new URL("../dist/index.d.ts", import.meta.url))).toBe(true)
  })
})
