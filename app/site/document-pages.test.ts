import { describe, expect, it } from "vitest"
import { SERVICES } from "../content/services"
import { INDUSTRY_PAGES_BY_PATH } from "../content/industries"
import { TECHNOLOGY_ALIASES } from "../content/technology"
import { pageSeedDocuments } from "../../scripts/document-seed-pages"
import { loaderPath } from "./page-content"
import { ROUTES } from "./routes-manifest"

describe("every page route has a document to show", () => {
  const services = ROUTES.filter((route) => route.page === "service")
  const industries = ROUTES.filter((route) => route.page === "industry")

  it("gives every service route a document to show: its own, or for a technology alias its canonical service's", () => {
    expect(services.length).toBeGreaterThan(20)
    const documentPaths = new Set(SERVICES.map((service) => service.meta.path))
    for (const { path, canonical } of services) {
      const alias = TECHNOLOGY_ALIASES[path as keyof typeof TECHNOLOGY_ALIASES]
      expect(canonical, path).toBe(alias ? `/services/${alias}` : undefined)
      expect(documentPaths.has(canonical ?? path), path).toBe(true)
    }
  })

  it("gives every industry route a document of its own to show", () => {
    expect(industries.length).toBeGreaterThan(40)
    for (const { path, canonical } of industries) {
      expect(canonical, path).toBeUndefined()
      expect(INDUSTRY_PAGES_BY_PATH[path]?.meta.path, path).toBe(path)
    }
  })

  it("gives every free-form and contact route but the Leen page and the global offices a document of the content family to show", () => {
    const contentFamily = new Map(
      pageSeedDocuments()
        .filter((doc) => ["page:content", "page:about", "page:careers", "page:landing", "page:language"].includes(doc.kind))
        .map((doc) => [doc.path, doc.kind]),
    )
    const contact = new Set(pageSeedDocuments().flatMap((doc) => (doc.kind === "page:contact" ? [doc.path] : [])))
    const pages = ROUTES.filter((route) => route.page === "content" && route.path !== "/technology/leen")
    expect(pages.length).toBeGreaterThan(20)
    for (const { path } of pages) expect(contentFamily.has(path), path).toBe(true)
    const contactPages = ROUTES.filter((route) => route.page === "contact" && route.path !== "/contact/global-offices")
    expect(contactPages.length).toBeGreaterThan(2)
    for (const { path } of contactPages) expect(contact.has(path), path).toBe(true)
  })

  it("reads the route's path from the request as the router matches it: any case, a trailing slash", () => {
    expect(loaderPath(new Request("http://nordika.test/Services/Translation/?ref=menu"))).toBe("/services/translation")
    expect(loaderPath(new Request("http://nordika.test/"))).toBe("/")
  })
})
