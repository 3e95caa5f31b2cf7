import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { afterEach, describe, expect, it } from "vitest"
import { appRouteMatcher, appRoutesFromBuild, APP_ROUTES_FILE } from "./app-routes"

describe("the SPA route table from the app build (routes.json)", () => {
  const dirs: string[] = []
  afterEach(() => {
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true })
  })

  it("knows exact paths like react-router matches them: any case, trailing slash ignored", () => {
    const known = appRouteMatcher({ paths: ["/", "/services/translation"] })
    expect(known("/")).toBe(true)
    expect(known("/services/translation")).toBe(true)
    expect(known("/Services/Translation/")).toBe(true)
    expect(known("/services/translation/extra")).toBe(false)
    expect(known("/services/unknown")).toBe(false)
  })

  it("knows patterns with :param segments and a trailing *", () => {
    const known = appRouteMatcher({ patterns: ["/admin/users/edit/:id", "/admin/*"] })
    expect(known("/admin/users/edit/42")).toBe(true)
    expect(known("/admin/anything/below")).toBe(true)
    expect(known("/adminx")).toBe(false)
  })

  it("treats every path as an app route while the build has no routes.json, and picks the file up once written", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "nordika-routes-"))
    dirs.push(dir)
    const known = appRoutesFromBuild(dir)
    expect(known("/nothing-here")).toBe(true)
    fs.writeFileSync(path.join(dir, APP_ROUTES_FILE), JSON.stringify({ paths: ["/"] }))
    expect(known("/nothing-here")).toBe(false)
    expect(known("/")).toBe(true)
  })
})
