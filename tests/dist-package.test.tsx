import fs from "node:fs"
import { createElement } from "react"
import { renderToStaticMarkup } from "react-dom/server"
import { beforeAll, describe, expect, it } from "vitest"

/** The package as Node resolves it by name (the unit project's source alias does not apply to a file URL). */
const importPackage = () => import(/* @vite-ignore */ import.meta.resolve("@nordika/ui")) as Promise<typeof import("@nordika/ui")>

/**
 * Imports the published package by its own name, so Node resolves it through package.json's
 * exports map to ui/dist/: a broken build or export map fails here.
 */
describe("the built @nordika/ui package", () => {
  let ui: typeof import("@nordika/ui")
  // The first import loads the package's whole dependency graph (charts, drag and drop, markdown),
  // which takes seconds on a busy 2-core machine; it is loaded once, with room for that.
  beforeAll(async () => {
    ui = await importPackage()
  }, 60_000)

  it("renders a Button from dist through the exports map", async () => {
    const html = renderToStaticMarkup(createElement(ui.Button, { variant: "success" }, "Publish"))
    expect(html).toContain('data-slot="button"')
    expect(html).toContain('data-variant="success"')
    expect(html).toContain(">Publish</button>")
  })

  it("exports its public API by name and keeps internals and site content out", async () => {
    for (const name of ["Button", "SiteHeader", "MegaMenu", "SiteFooter", "LinkProvider", "SmartLink", "PageSection", "ServiceTemplate"])
      expect(ui, name).toHaveProperty(name)
    for (const name of ["ThemeProvider", "SiteThemeApplier", "useToast", "useHasToasts", "toast", "cn", "isIconName", "menuHrefs"])
      expect(ui, name).toHaveProperty(name)
    for (const name of [
      "toastReducer",
      "getToastState",
      "useControllableValue",
      "MenuAnchor",
      "MAIN_MENU",
      "FOOTER_COLUMNS",
      "titleFromSlug",
    ])
      expect(ui, name).not.toHaveProperty(name)
  })

  it("sends site paths through the provided router link and other addresses out as plain anchors", async () => {
    const RouterLink = ({ to, ...props }: { to: string }) => createElement("a", { "data-router": "", href: to, ...props })
    const links = createElement(ui.LinkProvider, { value: RouterLink }, [
      createElement(ui.SmartLink, { key: "site", href: "/services" }, "Services"),
      createElement(ui.SmartLink, { key: "out", href: "https://example.com" }, "Elsewhere"),
    ])
    const html = renderToStaticMarkup(links)
    expect(html).toContain('<a data-router="" href="/services" data-link="internal">Services</a>')
    expect(html).toContain('href="https://example.com" rel="noopener noreferrer"')
  })

  it("resolves to ui/dist/index.js, not to the sources", () => {
    const resolved = import.meta.resolve("@nordika/ui")
    expect(resolved).toMatch(/\/ui\/dist\/index\.js$/)
  })

  it("ships one stylesheet with the tokens, @theme inline and @source", () => {
    const css = fs.readFileSync(new URL(import.meta.resolve("@nordika/ui/styles.css")), "utf8")
    expect(css).toContain("@theme inline")
    expect(css).toContain('@source "./"')
    expect(css).toMatch(/--primary:\s*#/)
    expect(css).not.toMatch(/@import\s+"\.\//)
  })

  it("ships the Inter file its stylesheet points at", () => {
    const stylesheet = new URL(import.meta.resolve("@nordika/ui/styles.css"))
    const font = /url\("(\.\/fonts\/[^"]+\.woff2)"\)/.exec(fs.readFileSync(stylesheet, "utf8"))?.[1]
    expect(font).toBeDefined()
    const file = fs.readFileSync(new URL(font!, stylesheet))
    // A woff2 file starts with its signature, "wOF2".
    expect(file.subarray(0, 4).toString("latin1")).toBe("wOF2")
  })

  it("ships type declarations, with content types named apart from the components", () => {
    const dts = fs.readFileSync(new URL("../ui/dist/index.d.ts", import.meta.url), "utf8")
    expect(dts).toMatch(/interface HomeHeroContent\b/)
    expect(dts).not.toMatch(/HomeHero as HomeHeroContent/)
  })
})
