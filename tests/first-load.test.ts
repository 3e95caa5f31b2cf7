import fs from "node:fs"
import path from "node:path"
import { describe, expect, it } from "vitest"
import { ROUTES, ROUTES_BY_PATH } from "../app/site/routes-manifest"
import { pageFile } from "../scripts/prerender"
import { localisedPath, readTranslationFiles, segmentMap } from "../scripts/translation-files"
import type { TranslationLocale } from "#shared/locales"
import {
  FIRST_LOAD_CSS_BUDGET_BYTES,
  FIRST_LOAD_JS_BUDGET_BYTES,
  PAGE_JS_BUDGET_BYTES,
  firstLoadOf,
  kb,
  pageChunkKey,
  pageMessagesOf,
  readBuiltApp,
  type FirstLoad,
  type PageMessages,
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
  /^@tanstack\/(react-query|query-core)$/,
  /^app\/data\/(query-client\.ts$|[^/]+\/)/,
  /^ui\/components\/admin\//,
  /^app\/admin\/(?!discover\.ts$|paths\.ts$)/,
  // The site search (issue 41): its dialog and what opens it load after the first load; the search page's own code is the page's.
  /^cmdk$/,
  /^app\/layout\/(site-search|search-launcher)\.tsx$/,
  /^app\/data\/site-search\.ts$/,
  /^app\/site\/(search-groups|search-href)\.ts$/,
  /^ui\/components\/search-(dialog|results)\.tsx$/,
]

/** Every page kind of the public routes, and the pages outside the route table (/faq, the 404, the search page). */
const PUBLIC_PAGE_KINDS = [...new Set<string>([...ROUTES.map((route) => route.page), "faq", "not-found", "search"])]

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

/**
 * A lead form's code (loaded beside its page, after the first load) without zod, which loads when the
 * visitor starts the form (app/data/leads.ts, leadSchema), and its selects without a menu library (they
 * are the browser's own): together 30 KB that kept /contact/request-quote over its 350 KB transfer budget.
 * The consultation form's day and time pickers are Radix Selects of their own.
 */
describe("what a lead form loads when it appears (the built dist-app/)", () => {
  const app = readBuiltApp(path.resolve("dist-app"))
  const forms = Object.keys(app.manifest).filter((key) => key.startsWith("pages/lead-forms/"))
  const modulesOf = (key: string) => firstLoadOf(app, key).pageJs.flatMap((file) => Object.keys(app.chunkModules[file] ?? {}))

  it("finds the eight forms in the build", () => {
    expect(forms).toHaveLength(8)
  })

  it.each(forms)("%s: no zod until the visitor starts the form", (key) => {
    expect(modulesOf(key).filter((name) => /^zod$|^supabase\/functions\/_shared\/lead-schemas\.ts$/.test(name))).toEqual([])
  })

  it.each(forms.filter((key) => !key.endsWith("/consultation.tsx")))("%s: its selects load no menu library", (key) => {
    expect(modulesOf(key).filter((name) => name === "@radix-ui/react-select")).toEqual([])
  })
})

/**
 * Issue 39: a language adds no bytes to another's first load, and a Swedish or German page's first load,
 * counting the frame's messages its HTML hands to the browser (the hydration data) with the JavaScript,
 * stays within the budget. The pages are the prerendered ones (dist-static/, `npm run build`'s last step),
 * rendered as the server renders them.
 */
describe("what a Swedish and a German page load on arrival, with the frame's messages in their HTML", () => {
  const app = readBuiltApp(path.resolve("dist-app"))
  const staticDir = path.resolve("dist-static")

  /** The page's language and its messages as the browser receives them: the hydration data of its HTML. */
  function hydrationOf(pagePath: string): PageMessages {
    const file = path.join(staticDir, pageFile(pagePath))
    if (!fs.existsSync(file)) throw new Error(`${file} is missing: build the site first (npm run build prerenders it)`)
    const found = pageMessagesOf(fs.readFileSync(file, "utf8"))
    if (!found) throw new Error(`${file} has no hydration data`)
    return found
  }

  const pages = (["sv", "de"] as const satisfies TranslationLocale[]).flatMap((locale) => {
    const segments = segmentMap(readTranslationFiles(locale))
    return ["/", "/services/translation"].map((english) => ({ locale, english, path: localisedPath(english, locale, segments) }))
  })

  it("names the pages it measures at their localised addresses", () => {
    expect(pages.map((page) => page.path)).toEqual(["/sv", "/sv/tjanster/oversattning", "/de", "/de/leistungen/uebersetzung"])
  })

  it.each(pages)("$path: its JavaScript and its frame messages within the first-load budget", ({ locale, english, path: pagePath }) => {
    const load = firstLoadOf(app, pageChunkKey(ROUTES_BY_PATH.get(english)!.page))
    const { locale: pageLocale, messages, gzipBytes: messagesGzipBytes } = hydrationOf(pagePath)
    expect(pageLocale).toBe(locale)
    // The frame's messages, in the page's language only: the header's menu button, not the English one.
    expect(messages["header.open-menu"]).toEqual([locale === "sv" ? "Öppna menyn" : "Menü öffnen"])
    const total = load.jsGzipBytes + messagesGzipBytes
    expect(
      total,
      `${pagePath}: ${kb(load.jsGzipBytes)} of JavaScript and ${kb(messagesGzipBytes)} of frame messages (${Object.keys(messages).length}) ` +
        `on first load, ${kb(total)} (budget ${kb(FIRST_LOAD_JS_BUDGET_BYTES)} gzip); ` +
        describeLoad(pagePath, "JavaScript", load.jsGzipBytes, FIRST_LOAD_JS_BUDGET_BYTES, load),
    ).toBeLessThanOrEqual(FIRST_LOAD_JS_BUDGET_BYTES)
  })

  it("hands each page the messages its English page gets, and no more: no other language's, no form's", () => {
    for (const { english, path: pagePath } of pages) {
      const { messages } = hydrationOf(pagePath)
      expect(Object.keys(messages).sort(), pagePath).toEqual(Object.keys(hydrationOf(english).messages).sort())
      expect(
        Object.keys(messages).filter((id) => /form|lead/.test(id)),
        pagePath,
      ).toEqual([])
    }
  })
})
