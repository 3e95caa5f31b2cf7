/**
 * Every public path of the site as the build knows it, from app/content (the document seed's input), with
 * the page kind that renders it, its document title and its h1: the build's snapshot of the route table
 * (routeManifest() in vite.config.ts writes it for the router and dist-app/routes.json for the server),
 * which the prerender and the tests read. At run time the live documents decide which pages exist
 * (app/site/document-routes.ts, app/site/site-routes.ts); the aliases and redirects here are code.
 *
 * Node-safe: it imports typed content only (no React, no ui components).
 */
import { HOME } from "../content/home"
import { ABOUT_PAGES } from "../content/about"
import { SERVICES, servicesHub } from "../content/services"
import { INDUSTRIES, INDUSTRY_HUB, INDUSTRY_REDIRECTS, INDUSTRY_SUB_PAGES } from "../content/industries"
import { CASE_STUDIES, CASE_STUDIES_PAGE } from "../content/case-studies"
import { BLOG_PAGE, BLOG_POSTS, GLOSSARY_PAGE, NEWS_ITEMS, NEWS_PAGE, brochure, resourcesHub } from "../content/resources"
import { CAREERS_PAGES } from "../content/careers"
import { FREELANCERS_PAGES } from "../content/freelancers"
import { TECHNOLOGY_ALIASES, TECHNOLOGY_PAGES } from "../content/technology"
import { SUSTAINABILITY_PAGES } from "../content/sustainability"
import { SECURITY_PAGES } from "../content/security"
import { CONTACT_PAGES } from "../content/contact"
import { LEGAL_PAGES } from "../content/legal"
import { SITEMAP_PAGE } from "../content/utility"
import { FAQ_PAGE } from "../content/faq"
import type { ContentPage, PageMeta } from "@nordika/ui/templates"
import { STANDALONE_PAGES, TRANSLATED_STANDALONE_PATHS } from "./standalone-pages"
import { ADMIN_ROUTE_PATTERNS } from "../admin/paths"
import { SEARCH_PATHS } from "./search-paths"
import type { PageKind, SitemapGroup } from "./document-routes"

export { TITLE_SUFFIX } from "./titles"

export type { PageKind } from "./document-routes"

export interface RouteEntry {
  path: string
  page: PageKind
  /** Document title without the " | Nordika" suffix. */
  title: string
  description: string
  /** The page's h1. */
  heading: string
  group: SitemapGroup
  /** For aliases: the path whose page this one shows (its canonical address). */
  canonical?: string
}

/** Paths that redirect. */
export const REDIRECTS: Readonly<Record<string, string>> = {
  "/about": "/about/who-we-are",
  ...INDUSTRY_REDIRECTS,
}

/** Paths outside the public layout (the admin issue builds them out). */
export const STANDALONE_ROUTES = STANDALONE_PAGES

function entry(page: PageKind, group: SitemapGroup, meta: PageMeta, heading: string, extra: Partial<RouteEntry> = {}): RouteEntry {
  return { path: meta.path, page, title: meta.title, description: meta.description, heading, group, ...extra }
}
const contentEntry = (group: SitemapGroup, page: ContentPage, kind: PageKind = "content") =>
  entry(kind, group, page.meta, page.hero.heading)

function buildRoutes(): RouteEntry[] {
  const serviceBySlug = new Map(SERVICES.map((service) => [service.slug, service]))
  const routes: RouteEntry[] = [
    entry("home", "Company", HOME.meta, HOME.hero.heading),
    ...Object.values(ABOUT_PAGES).map((page) => contentEntry("Company", page)),

    contentEntry("Services", servicesHub),
    ...SERVICES.map((service) => entry("service", "Services", service.meta, service.hero.heading)),

    contentEntry("Industries", INDUSTRY_HUB),
    ...INDUSTRIES.flatMap((industry) => [
      entry("industry", "Industries", industry.meta, industry.hero.heading),
      ...(INDUSTRY_SUB_PAGES[industry.slug as keyof typeof INDUSTRY_SUB_PAGES] ?? []).map((sub) =>
        entry("industry", "Industries", sub.meta, sub.hero.heading),
      ),
    ]),

    contentEntry("Case studies", CASE_STUDIES_PAGE, "case-studies"),
    ...CASE_STUDIES.map((study) => entry("case-study", "Case studies", study.meta, study.title)),

    contentEntry("Resources", resourcesHub),
    contentEntry("Resources", BLOG_PAGE, "blog"),
    ...BLOG_POSTS.map((post) => entry("article", "Resources", post.meta, post.title)),
    contentEntry("Resources", NEWS_PAGE, "news"),
    ...NEWS_ITEMS.map((item) => entry("article", "Resources", item.meta, item.title)),
    contentEntry("Resources", GLOSSARY_PAGE, "glossary"),
    contentEntry("Resources", brochure),
    entry("faq", "Resources", FAQ_PAGE.meta, FAQ_PAGE.hero.heading),

    ...Object.values(CAREERS_PAGES).map((page) =>
      contentEntry("Careers", page, page.meta.path === "/careers/open-positions" ? "open-positions" : "content"),
    ),
    ...Object.values(FREELANCERS_PAGES).map((page) => contentEntry("Freelancers", page)),

    ...Object.values(TECHNOLOGY_PAGES).map((page) => contentEntry("Technology", page)),
    ...Object.entries(TECHNOLOGY_ALIASES).map(([path, slug]) => {
      const service = serviceBySlug.get(slug)
      if (!service) throw new Error(`Technology alias ${path} names an unknown service: ${slug}`)
      return entry("service", "Technology", { ...service.meta, path }, service.hero.heading, { canonical: service.meta.path })
    }),

    ...Object.values(SUSTAINABILITY_PAGES).map((page) => contentEntry("Sustainability", page)),
    ...Object.values(SECURITY_PAGES).map((page) => contentEntry("Security and compliance", page)),
    ...Object.values(CONTACT_PAGES).map((page) => contentEntry("Contact", page, "contact")),
    ...LEGAL_PAGES.map((page) => entry("legal", "Legal and site", page.meta, page.heading)),
    contentEntry("Legal and site", SITEMAP_PAGE, "sitemap"),
  ]
  const seen = new Set<string>()
  for (const route of routes) {
    if (seen.has(route.path)) throw new Error(`Route manifest: ${route.path} is listed twice`)
    if (route.path in REDIRECTS) throw new Error(`Route manifest: ${route.path} is also a redirect`)
    seen.add(route.path)
  }
  return routes
}

/** Every public page of the site (not redirects or the sign-in pages). */
export const ROUTES: readonly RouteEntry[] = buildRoutes()

export const ROUTES_BY_PATH: ReadonlyMap<string, RouteEntry> = new Map(ROUTES.map((route) => [route.path, route]))

/** Every path the server answers with 200: pages, redirects, the sign-in pages and the search page (in every language). */
export function knownPaths(): string[] {
  return [
    ...ROUTES.map((route) => route.path),
    ...Object.keys(REDIRECTS),
    ...Object.keys(STANDALONE_ROUTES),
    ...TRANSLATED_STANDALONE_PATHS,
    ...Object.values(SEARCH_PATHS),
  ]
}

/** The public pages search engines are told about (the sitemap, the prerender): every page of the manifest. */
export function publicPagePaths(): string[] {
  return ROUTES.map((route) => route.path)
}

/**
 * What the server needs to know of the app's routes (written to dist-app/routes.json): the paths it
 * answers with 200 (exact paths, plus patterns with `:param` segments or a trailing `/*` for areas
 * such as /admin), the public pages for the sitemap, and the permanent redirects.
 */
interface RoutesFile {
  paths: string[]
  patterns: string[]
  pages: string[]
  redirects: Record<string, string>
}

/** @public vite.config.ts writes it, from this module loaded with runnerImport, which knip cannot follow. */
export function routesFile(): RoutesFile {
  return { paths: knownPaths().sort(), patterns: [...ADMIN_ROUTE_PATTERNS], pages: publicPagePaths(), redirects: { ...REDIRECTS } }
}
