import fs from "node:fs"
import path from "node:path"
import { describe, expect, it } from "vitest"
import { ROUTES } from "../app/site/routes-manifest"
import {
  FIRST_LOAD_CSS_BUDGET_BYTES,
  FIRST_LOAD_JS_BUDGET_BYTES,
  PAGE_JS_BUDGET_BYTES,
  firstLoadOf,
  kb,
  pageChunkKey,
  readBuiltApp,
  type FirstLoad,
} from "../scripts/first-load"

/**
 * Code a visitor's first paint never needs: the backend client, validation, forms, admin screens and
 * the admin's data layer (TanStack Query and app/data's queries). The admin's route discovery (app/admin/discover.ts, paths.ts: how /admin's routes are found on the first
 * visit there) is the one admin module every page carries.
 */
const DEFERRED_MODULES = [
  /^@supabase\//,
  /^zod$/,
  /^react-hook-form$/,
  /^@hookform\//,
  /^tus-js-client$/,
  /^jszip$/,
  /^recharts$/,
  /^@tanstack\/(react-query|query-core)$/,
  /^app\/data\/(query-client\.ts$|[^/]+\/)/,
  /^ui\/components\/admin\//,
  /^app\/admin\/(?!discover\.ts$|paths\.ts$)/,
]

/** Every page kind of the public routes, and the two pages outside the route table (/faq, the 404). */
const PUBLIC_PAGE_KINDS = [...new Set<string>([...ROUTES.map((route) => route.page), "faq", "not-found"])]

/** "home: 131.2 KB of JavaScript…, biggest: react-dom 45.0 KB, …" */
function describeLoad(kind: string, what: "JavaScript" | "CSS", bytes: number, budget: number, load: FirstLoad) {
  const biggest =
    what === "CSS"
      ? load.css.join(", ")
      : load.modules
          .slice(0, 12)
          .map((m) => `${m.name} ${kb(m.gzipBytes)}`)
          .join(", ")
  return `${kind}: ${kb(bytes)} of ${what} on first load (budget ${kb(budget)} gzip); biggest: ${biggest}`
}

describe("what each public page loads on arrival (the built dist-app/)", () => {
  const app = readBuiltApp(path.resolve("dist-app"))
  const loads = new Map(PUBLIC_PAGE_KINDS.map((kind) => [kind, firstLoadOf(app, pageChunkKey(kind))]))

  it.each(PUBLIC_PAGE_KINDS)("%s: JavaScript and CSS within their gzip budgets", (kind) => {
    const load = loads.get(kind)!
    expect(load.jsGzipBytes, describeLoad(kind, "JavaScript", load.jsGzipBytes, FIRST_LOAD_JS_BUDGET_BYTES, load)).toBeLessThanOrEqual(
      FIRST_LOAD_JS_BUDGET_BYTES,
    )
    expect(load.cssGzipBytes, describeLoad(kind, "CSS", load.cssGzipBytes, FIRST_LOAD_CSS_BUDGET_BYTES, load)).toBeLessThanOrEqual(
      FIRST_LOAD_CSS_BUDGET_BYTES,
    )
    expect(load.pageJsGzipBytes, `${kind}: its own code is ${kb(load.pageJsGzipBytes)} (${load.pageJs.join(", ")})`).toBeLessThanOrEqual(
      PAGE_JS_BUDGET_BYTES,
    )
  })

  it("leaves every page's own code out of the first load: it comes after, to hydrate the page's content", () => {
    for (const [kind, load] of loads) {
      expect(load.pageJs.length, kind).toBeGreaterThan(0)
      expect(
        load.js.filter((file) => load.pageJs.includes(file)),
        kind,
      ).toEqual([])
    }
  })

  it("keeps supabase-js, validation, forms, admin code and the admin's data layer out of every public page's first load", () => {
    for (const [kind, load] of loads) {
      const deferred = load.modules.filter(({ name }) => DEFERRED_MODULES.some((pattern) => pattern.test(name))).map(({ name }) => name)
      expect(deferred, kind).toEqual([])
    }
  })

  it("marks React, React DOM and the router for eager compilation, as the first line of their files", () => {
    const files = Object.values(app.manifest)
      .filter((chunk) => chunk.name === "react-dom" || chunk.name === "react" || chunk.name === "router")
      .map((chunk) => chunk.file)
    expect(files).toHaveLength(3)
    for (const file of files)
      expect(fs.readFileSync(path.join(app.appDir, file), "utf8").split("\n")[0], file).toBe("//# allFunctionsCalledOnLoad")
  })
})
