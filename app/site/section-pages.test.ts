import { describe, expect, it } from "vitest"
import { SERVICES } from "../content/services"
import { INDUSTRY_PAGES_BY_PATH } from "../content/industries"
import { leen, TECHNOLOGY_ALIASES } from "../content/technology"
import { CONTENT_PAGES } from "./content-pages"
import { contentModuleFiles, loaderPath, pageFromOwnModule } from "./page-content"
import { ROUTES } from "./routes-manifest"
import { CONTENT_PAGE_MODULES, LEEN_PAGE_PATH, loadContentPage } from "./section-pages"

describe("a page loads its own content, not its whole section's", () => {
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

  it("finds every free-form page, most in their own module (the security pages through their index)", async () => {
    const pages = ROUTES.filter((route) => route.page === "content")
    const fromIndex: string[] = []
    for (const { path } of pages) {
      expect(await loadContentPage(path), path).toBe(CONTENT_PAGES[path])
      const own = await Promise.all(contentModuleFiles(path).map((file) => pageFromOwnModule(CONTENT_PAGE_MODULES, file, path)))
      if (!own.some(Boolean)) fromIndex.push(path)
    }
    expect(fromIndex.every((path) => path.startsWith("/security-compliance"))).toBe(true)
    expect(LEEN_PAGE_PATH).toBe(leen.meta.path)
  })

  it("reads the route's path from the request as the router matches it: any case, a trailing slash", () => {
    expect(loaderPath(new Request("http://nordika.test/Services/Translation/?ref=menu"))).toBe("/services/translation")
    expect(loaderPath(new Request("http://nordika.test/"))).toBe("/")
  })
})
