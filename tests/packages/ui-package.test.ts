import { execFile } from "node:child_process"
import fs from "node:fs"
import path from "node:path"
import { promisify } from "node:util"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { npm, repoRoot, scratchDirectory, shellEnvironment } from "./scratch-npm"

interface PackResult {
  filename: string
  files: { path: string }[]
}

/** Renders with the scratch project's own React, as its consumer's server would. */
const RENDER_SCRIPT = `
import { createElement as h } from "react"
import { version } from "react"
import { renderToString } from "react-dom/server"
import { Button, SiteHeader } from "@nordika/ui"

const header = h(SiteHeader, {
  companyName: "Nordika",
  menu: [{ id: "services", title: "Services", icon: "Globe", href: "/services" }],
  quote: { label: "Request a quote", href: "/quote" },
})
console.log(JSON.stringify({
  react: version,
  button: renderToString(h(Button, { variant: "success" }, "Publish")),
  header: renderToString(header),
}))
`

/**
 * The design system as a consumer gets it: `npm pack` of the ui workspace (its build from `npm run
 * build`), installed from the tarball into a project of its own with React 19, and rendered there.
 */
describe("the packed @nordika/ui", () => {
  let scratch: string
  let packed: PackResult

  beforeAll(async () => {
    scratch = scratchDirectory("ui-package")
    ;[packed] = JSON.parse(
      await npm(repoRoot, ["pack", "--workspace", "@nordika/ui", "--pack-destination", scratch, "--json"]),
    ) as PackResult[]
    fs.writeFileSync(
      path.join(scratch, "package.json"),
      JSON.stringify({
        name: "consumer",
        private: true,
        type: "module",
        dependencies: { "@nordika/ui": `file:./${packed.filename}`, react: "^19.0.0", "react-dom": "^19.0.0" },
      }),
    )
    fs.writeFileSync(path.join(scratch, "render.mjs"), RENDER_SCRIPT)
    await npm(scratch, ["install", "--no-package-lock"])
  }, 300_000)

  afterAll(() => fs.promises.rm(scratch, { recursive: true, force: true }), 60_000)

  it("holds its build and its manifest, and nothing else", () => {
    const files = packed.files.map((file) => file.path)
    expect(files.filter((file) => file !== "package.json" && !file.startsWith("dist/"))).toEqual([])
    expect(files).toEqual(expect.arrayContaining(["package.json", "dist/index.js", "dist/index.d.ts", "dist/styles.css"]))
  })

  it("installs its components' dependencies, none of the server's", () => {
    const installed = (name: string) => fs.existsSync(path.join(scratch, "node_modules", name, "package.json"))
    expect(installed("@radix-ui/react-dialog")).toBe(true)
    for (const serverModule of ["sharp", "@node-rs/bcrypt", "hono", "pg", "@electric-sql/pglite", "tsx"])
      expect(installed(serverModule), serverModule).toBe(false)
  })

  it("renders a Button and the SiteHeader with React 19", async () => {
    const { stdout } = await promisify(execFile)(process.execPath, ["render.mjs"], { cwd: scratch, env: shellEnvironment() })
    const rendered = JSON.parse(stdout) as { react: string; button: string; header: string }
    expect(rendered.react).toMatch(/^19\./)
    expect(rendered.button).toMatch(/^<button [^>]*data-slot="button" data-variant="success"[^>]*>Publish<\/button>$/)
    expect(rendered.header).toMatch(/^<header [^>]*data-slot="site-header"/)
    expect(rendered.header).toContain('<span data-slot="brand-logo-name"')
    // The menu's server-rendered placeholder (the menu itself loads in the browser).
    expect(rendered.header).toMatch(/data-slot="mega-menu-placeholder".*>Services</)
    expect(rendered.header).toMatch(/<a [^>]*href="\/quote"[^>]*>[^<]*Request a quote/)
  }, 60_000)
})
