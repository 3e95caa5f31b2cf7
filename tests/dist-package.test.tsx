import fs from "node:fs"
import { createElement } from "react"
import { renderToStaticMarkup } from "react-dom/server"
import { beforeAll, describe, expect, it } from "vitest"
import { UI_ENTRIES } from "./ui-entries"

/** The package as Node resolves it by name (the unit project's source alias does not apply to a file URL). */
const importPackage = () => import(/* @vite-ignore */ import.meta.resolve("@nordika/ui")) as Promise<typeof import("@nordika/ui")>
const importEntry = (name: string) => import(/* @vite-ignore */ import.meta.resolve(name)) as Promise<Record<string, unknown>>

/** The files a built module loads, itself included, following its static imports of the package's own chunks. */
function loadedFiles(file: URL, seen = new Map<string, string>()): Map<string, string> {
  if (seen.has(file.href)) return seen
  const code = fs.readFileSync(file, "utf8")
  seen.set(file.href, code)
  for (const [, chunk] of code.matchAll(/from\s*['"](\.\/[^'"]+\.js)['"]/g)) loadedFiles(new URL(chunk, file), seen)
  return seen
}

/** The packages a built entry loads (react, @radix-ui/react-dialog…), through its chunks. */
function loadedPackages(name: string): string[] {
  const packages = [...loadedFiles(new URL(import.meta.resolve(name))).values()].flatMap((code) =>
    [...code.matchAll(/from\s*['"]([^'"./][^'"]*)['"]/g)].map(([, specifier]) =>
      specifier
        .split("/")
        .slice(0, specifier.startsWith("@") ? 2 : 1)
        .join("/"),
    ),
  )
  return [...new Set(packages)].sort()
}

/**
 * Imports the published package by its own name, so Node resolves it through package.json's
 * exports map to ui/dist/: a broken build or export map fails here.
 */
describe("the built @nordika/ui package", () => {
  let ui: typeof import("@nordika/ui")
  const built = new Map<string, Record<string, unknown>>()
  const sources = new Map<string, Record<string, unknown>>()
  // The first import loads the package's whole dependency graph (charts, drag and drop, markdown),
  // which takes seconds on a busy 2-core machine; each entry is loaded once, built and from its
  // sources, with room for that.
  beforeAll(async () => {
    ui = await importPackage()
    for (const entry of UI_ENTRIES) {
      built.set(entry.name, await importEntry(entry.name))
      sources.set(entry.name, await entry.load())
    }
  }, 120_000)

  it("renders a Button from dist through the exports map", async () => {
    const html = renderToStaticMarkup(createElement(ui.Button, { variant: "success" }, "Publish"))
    expect(html).toContain('data-slot="button"')
    expect(html).toContain('data-variant="success"')
    expect(html).toContain(">Publish</button>")
  })

  it("exports its public API by name and keeps internals and site content out", () => {
    for (const name of ["Button", "SiteHeader", "MegaMenu", "SiteFooter", "LinkProvider", "SmartLink"])
      expect(ui, name).toHaveProperty(name)
    for (const name of ["ThemeProvider", "SiteThemeApplier", "useHasToasts", "toast", "isIconName", "menuHrefs"])
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

  it("keeps the sections, the templates and the admin's pieces in their own entries", () => {
    expect(built.get("@nordika/ui/sections")).toHaveProperty("PageSection")
    expect(built.get("@nordika/ui/templates")).toHaveProperty("ServiceTemplate")
    expect(built.get("@nordika/ui/admin")).toHaveProperty("AdminShell")
    for (const name of ["PageSection", "ServiceTemplate", "AdminShell"]) expect(ui, name).not.toHaveProperty(name)
  })

  it.each(UI_ENTRIES)("$name exports from dist/ what its sources export", (entry) => {
    expect(Object.keys(built.get(entry.name)!).sort()).toEqual(Object.keys(sources.get(entry.name)!).sort())
  })

  it("leaves the admin's drag and drop and validation out of what a public page's entries load", () => {
    for (const name of ["@nordika/ui", "@nordika/ui/sections", "@nordika/ui/templates"])
      expect(loadedPackages(name), name).not.toEqual(expect.arrayContaining([expect.stringMatching(/^(@dnd-kit\/.*|zod)$/)]))
    expect(loadedPackages("@nordika/ui/admin")).toEqual(expect.arrayContaining(["@dnd-kit/core", "zod"]))
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

  it("resolves each entry to ui/dist/, not to the sources", () => {
    expect(import.meta.resolve("@nordika/ui")).toMatch(/\/ui\/dist\/index\.js$/)
    expect(import.meta.resolve("@nordika/ui/sections")).toMatch(/\/ui\/dist\/sections\.js$/)
    expect(import.meta.resolve("@nordika/ui/templates")).toMatch(/\/ui\/dist\/templates\.js$/)
    expect(import.meta.resolve("@nordika/ui/admin")).toMatch(/\/ui\/dist\/admin\.js$/)
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
    // The entries' declarations share what they have in common through chunk files beside them.
    const dist = new URL("../ui/dist/", import.meta.url)
    for (const entry of ["index", "sections", "templates", "admin"]) expect(fs.existsSync(new URL(`${entry}.d.ts`, dist)), entry).toBe(true)
    const dts = fs
      .readdirSync(dist)
      .filter((file) => file.endsWith(".d.ts"))
      .map((file) => fs.readFileSync(new URL(file, dist), "utf8"))
      .join("\n")
    expect(dts).toMatch(/interface HomeHeroContent\b/)
    expect(dts).not.toMatch(/HomeHero as HomeHeroContent/)
  })
})
