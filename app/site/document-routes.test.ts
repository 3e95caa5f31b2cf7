import { describe, expect, it } from "vitest"
import type { DocumentRouteRow } from "../data/document-route-rows"
import { seedRows } from "../../scripts/document-seed"
import { REDIRECTS, ROUTES } from "./routes-manifest"
import { documentRoute, ROUTED_DOCUMENT_KINDS, siteRouteTable } from "./document-routes"
import { fixtureTranslations } from "../../tests/fixtures/translations"

const PUBLISHED_AT = "2026-11-30T12:00:00.000Z"

/** A seed document as the route read gives it (the columns and JSON paths PostgREST selects). */
function routeRow({ kind, path, title, data }: { kind: string; path: string; title: string; data: unknown }): DocumentRouteRow {
  const fields = data as {
    lists?: string
    heading?: string
    description?: string
    hero?: { heading?: string; eyebrow?: string }
    meta?: { title?: string }
  }
  return {
    path,
    collection: kind,
    title,
    publishedAt: PUBLISHED_AT,
    lists: fields.lists ?? null,
    heroHeading: fields.hero?.heading ?? null,
    heroEyebrow: fields.hero?.eyebrow ?? null,
    description: fields.description ?? null,
    heading: fields.heading ?? null,
    metaTitle: fields.meta?.title ?? null,
  }
}

const BUILD = { ROUTE_TABLE: ROUTES, REDIRECTS }
const seedTable = () =>
  siteRouteTable(
    seedRows()
      .filter((row) => ROUTED_DOCUMENT_KINDS.includes(row.kind))
      .map(routeRow),
    BUILD,
  )

describe("the route table from the live documents", () => {
  it("gives, from the document seed, every page the build lists: the same paths in the same order, each of the same kind", () => {
    const table = seedTable()
    expect(table.ROUTE_TABLE).toEqual(ROUTES.map(({ path, page, canonical }) => ({ path, page, ...(canonical ? { canonical } : {}) })))
    expect(Object.keys(table.REDIRECTS)).toEqual(Object.keys(REDIRECTS))
  })

  it("gives each document's page the title, h1 and sitemap group the build gave it", () => {
    const byPath = new Map(seedTable().documents.map((route) => [route.path, route]))
    const pages = ROUTES.filter((route) => route.canonical === undefined)
    expect(byPath.size).toBe(pages.length)
    for (const route of pages) {
      const live = byPath.get(route.path)
      // The home page's h1 is the staff-edited hero section's, which is not part of its document.
      const heading = route.page === "home" ? live?.heading : route.heading
      expect({ title: live?.title, heading: live?.heading, group: live?.group }, route.path).toEqual({
        title: route.title,
        heading,
        group: route.group,
      })
    }
  })

  it("makes a page of a document the build did not know, with its kind's page module and its publish date", () => {
    const post = routeRow({
      kind: "blog_post",
      path: "/resources/blog/a-post-after-the-build",
      title: "A post after the build",
      data: { meta: { title: "A Post After the Build" } },
    })
    const table = siteRouteTable([post], BUILD)
    expect(table.ROUTE_TABLE.find((route) => route.path === post.path)).toEqual({ path: post.path, page: "article" })
    expect(table.documents).toEqual([
      {
        path: post.path,
        page: "article",
        title: "A Post After the Build",
        heading: "A post after the build",
        label: "A Post After the Build",
        description: "",
        group: "Resources",
        publishedAt: PUBLISHED_AT,
      },
    ])
  })

  it("names a page by its hero's eyebrow where it has one (a breadcrumb's and a link card's label), with its description", () => {
    const hub = routeRow({
      kind: "page:content",
      path: "/services",
      title: "Language Services and Localization Solutions",
      data: { description: "Every service we offer.", hero: { eyebrow: "Services", heading: "What we do" } },
    })
    expect(documentRoute(hub)).toMatchObject({ label: "Services", description: "Every service we offer.", heading: "What we do" })
  })

  it("makes no page of an entry that is only listed, of a listing of something no page draws, or of a document at a redirect's path", () => {
    const row = (kind: string, path: string, data: object = {}) => routeRow({ kind, path, title: "Title", data })
    expect(documentRoute(row("glossary_term", "/resources/glossary/tm"))).toBeUndefined()
    expect(documentRoute(row("open_position", "/careers/open-positions/dev-1"))).toBeUndefined()
    expect(documentRoute(row("page:listing", "/resources/events", { lists: "event" }))).toBeUndefined()
    expect(documentRoute(row("page:listing", "/resources/blog", { lists: "blog_post" }))?.page).toBe("blog")
    const [redirected] = Object.keys(REDIRECTS)
    expect(siteRouteTable([row("page:content", redirected)], BUILD).documents).toEqual([])
  })

  it("makes a page of each live translation at its localised path, of its English document's kind and group, with its own title", () => {
    const english = seedRows().filter((row) => ROUTED_DOCUMENT_KINDS.includes(row.kind))
    const translations = fixtureTranslations().map((translation) => ({
      ...routeRow({ kind: translation.kind, path: translation.path, title: translation.title, data: translation.data }),
      englishPath: translation.englishPath,
    }))
    const table = siteRouteTable([...english.map(routeRow), ...translations], BUILD)
    expect(table.ROUTE_TABLE).toContainEqual({ path: "/sv/tjanster/oversattning", page: "service" })
    expect(table.ROUTE_TABLE).toContainEqual({ path: "/de/leistungen/uebersetzung", page: "service" })
    expect(table.ROUTE_TABLE).toContainEqual({ path: "/sv", page: "home" })
    expect(table.ROUTE_TABLE).toContainEqual({ path: "/de/datenschutz", page: "legal" })
    const swedish = table.documents.find((route) => route.path === "/sv/tjanster/oversattning")
    expect(swedish).toMatchObject({ englishPath: "/services/translation", group: "Services" })
    expect(swedish?.title.startsWith("[sv] ")).toBe(true)
    // The English pages are all still there, in the build's order, before the translations.
    expect(table.ROUTE_TABLE.slice(0, ROUTES.length).map((route) => route.path)).toEqual(ROUTES.map((route) => route.path))
  })

  it("redirects the code's redirects under each prefix to the target's translation, only where that translation is live", () => {
    const english = seedRows().filter((row) => ROUTED_DOCUMENT_KINDS.includes(row.kind))
    const translations = fixtureTranslations().map((translation) => ({
      ...routeRow({ kind: translation.kind, path: translation.path, title: translation.title, data: translation.data }),
      englishPath: translation.englishPath,
    }))
    const table = siteRouteTable([...english.map(routeRow), ...translations], BUILD)
    expect(REDIRECTS["/about"]).toBe("/about/who-we-are")
    expect(table.REDIRECTS["/sv/about"]).toBe("/sv/om-oss/vilka-vi-ar")
    // /about/who-we-are is not live in German: /de/about is the German not-found page, no redirect.
    expect(table.REDIRECTS["/de/about"]).toBeUndefined()
    expect(table.REDIRECTS["/about"]).toBe("/about/who-we-are")
  })
})
