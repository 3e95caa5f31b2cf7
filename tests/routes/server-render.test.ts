/**
 * The site as a crawler sees it: the raw HTML each address answers, before any JavaScript runs, on
 * the real server with the built app; the same after staff publish; and the prerendered static site.
 */
import crypto from "node:crypto"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { SupabaseClient } from "@supabase/supabase-js"
import { HOME } from "../../app/content/home"
import { notFoundPage } from "../../app/content/utility"
import { ENGLISH_I18N } from "../../app/i18n/english"
import { ROBOTS_DISALLOWED_PATHS } from "../../server/site/seo-files"
import {
  publicPagePaths,
  REDIRECTS,
  ROUTES,
  ROUTES_BY_PATH,
  STANDALONE_ROUTES,
  TITLE_SUFFIX,
  type RouteEntry,
} from "../../app/site/routes-manifest"
import type { TestServer } from "../../server/testing/harness"
import { NOT_FOUND_FILE, pageFile, prerender, SHELL_FILE } from "../../scripts/prerender"
import { translatedDocuments } from "../../scripts/translation-files"
import { TRANSLATION_LOCALES } from "#shared/locales"
import {
  APP_DIR,
  headings,
  newContext,
  normalizeText,
  renderFacts,
  SERVER_DIR,
  sharedBrowser,
  startSite,
  waitForPage,
} from "./site-under-test"

const NOT_FOUND_PAGE = notFoundPage(ENGLISH_I18N)

/** Pages fetched at once. */
const CONCURRENCY = 6

/** The first route of each page kind, and the technology aliases. */
const SAMPLE: RouteEntry[] = [
  ...new Map([...ROUTES].reverse().map((route) => [route.page, route])).values(),
  ...ROUTES.filter((route) => route.canonical),
].reverse()

const decode = (html: string) =>
  html
    .replace(/<[^>]+>/g, "")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&")

/** What a crawler reads in a page's HTML. */
function readPage(html: string) {
  const head = html.slice(0, html.indexOf("</head>"))
  const meta = (attribute: "name" | "property", key: string) => {
    const content = new RegExp(`<meta ${attribute}="${key.replace(/[.:]/g, "\\$&")}" content="([^"]*)"`).exec(head)?.[1]
    return content === undefined ? undefined : decode(content)
  }
  const structuredData = [...head.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g)].map(
    ([, json]) => JSON.parse(json) as Record<string, unknown>,
  )
  return {
    title: decode(/<title>([^<]*)<\/title>/.exec(head)?.[1] ?? ""),
    description: meta("name", "description"),
    canonical: /<link rel="canonical" href="([^"]*)"/.exec(head)?.[1],
    robots: meta("name", "robots"),
    og: { type: meta("property", "og:type"), title: meta("property", "og:title"), url: meta("property", "og:url") },
    twitter: { card: meta("name", "twitter:card"), title: meta("name", "twitter:title") },
    structuredData,
    types: structuredData.map((data) => data["@type"]),
    h1: [...html.matchAll(/<h1\b[^>]*>([\s\S]*?)<\/h1>/g)].map(([, inner]) => normalizeText(decode(inner))),
    hydration: /<script type="application\/json" id="nordika-hydration">/.test(html),
  }
}

/** Runs `work` over `items`, `concurrency` at a time. */
async function inPool<T>(items: readonly T[], concurrency: number, work: (item: T) => Promise<void>) {
  let next = 0
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < items.length) await work(items[next++])
    }),
  )
}

let site: TestServer

beforeAll(async () => {
  site = await startSite()
}, 300_000)

afterAll(async () => {
  await site?.close()
})

const fetchPage = async (pagePath: string) => {
  const response = await fetch(site.url + pagePath, { redirect: "manual" })
  return { response, html: await response.text() }
}

/** Every public page's Swedish and German addresses, as the translators' files localise them (all are approved and live). */
function translatedPagePaths(): string[] {
  const pages = new Set(publicPagePaths())
  return TRANSLATION_LOCALES.flatMap((locale) =>
    translatedDocuments(locale)
      .filter((document) => pages.has(document.englishPath))
      .map((document) => document.path),
  ).sort()
}

describe("the raw HTML of every public page (no JavaScript)", () => {
  it("answers 200 with the page's own h1, title and the router state for hydration", async () => {
    const wrong: string[] = []
    await inPool(publicPagePaths(), CONCURRENCY, async (pagePath) => {
      const { response, html } = await fetchPage(pagePath)
      const page = readPage(html)
      const route = ROUTES_BY_PATH.get(pagePath)!
      const heading = normalizeText(route.heading)
      const title = `${route.title}${TITLE_SUFFIX}`
      if (response.status !== 200 || page.h1.length !== 1 || page.h1[0] !== heading || page.title !== title || !page.hydration) {
        wrong.push(`${pagePath}: ${response.status}, h1 ${JSON.stringify(page.h1)}, title "${page.title}"`)
      }
    })
    expect(wrong).toEqual([])
  })

  it.each(SAMPLE.map((route) => [route.path, route] as const))(
    "%s carries its description, canonical, Open Graph, Twitter tags and JSON-LD",
    async (pagePath, route) => {
      const page = readPage((await fetchPage(pagePath)).html)
      const canonical = `${site.url}${route.canonical ?? route.path}`
      expect(page.description).toBe(route.description)
      expect(page.canonical).toBe(canonical)
      expect(page.og).toEqual({
        type: expect.stringMatching(/^(website|article)$/),
        title: `${route.title}${TITLE_SUFFIX}`,
        url: canonical,
      })
      expect(page.twitter).toEqual({ card: "summary", title: `${route.title}${TITLE_SUFFIX}` })
      expect(page.robots).toBeUndefined()
      if (route.path === "/") {
        expect(page.types).toContain("Organization")
        expect(page.structuredData.find((data) => data["@type"] === "Organization")).toMatchObject({ name: "Nordika", url: `${site.url}/` })
      } else {
        const breadcrumb = page.structuredData.find((data) => data["@type"] === "BreadcrumbList") as {
          itemListElement: Array<{ item: string; name: string }>
        }
        expect(breadcrumb.itemListElement[0]).toMatchObject({ name: "Home", item: `${site.url}/` })
        expect(breadcrumb.itemListElement.at(-1)?.item).toBe(canonical)
      }
      if (route.page === "article" || route.page === "case-study") {
        expect(page.og.type).toBe("article")
        expect(page.structuredData.find((data) => data["@type"] === "Article")).toMatchObject({ headline: route.heading, url: canonical })
      }
      if (route.page === "service" || route.page === "industry") {
        const faq = page.structuredData.find((data) => data["@type"] === "FAQPage") as { mainEntity: Array<{ name: string }> }
        expect(faq.mainEntity.length).toBeGreaterThan(0)
      }
    },
  )

  it("gives a free-form page with a FAQ section its FAQPage, and none to a page without questions", async () => {
    const leen = readPage((await fetchPage("/technology/leen")).html)
    const faq = leen.structuredData.find((data) => data["@type"] === "FAQPage") as {
      mainEntity: Array<{ name: string; acceptedAnswer: { text: string } }>
    }
    expect(faq.mainEntity[0].acceptedAnswer.text.length).toBeGreaterThan(0)
    expect(readPage((await fetchPage("/terms-of-use")).html).types).not.toContain("FAQPage")
  })

  it("answers an unknown path with the not-found page and 404, kept out of search engines", async () => {
    const { response, html } = await fetchPage("/no-such/page")
    const page = readPage(html)
    expect(response.status).toBe(404)
    expect(page.h1).toEqual([NOT_FOUND_PAGE.heading])
    expect(page.robots).toBe("noindex")
    expect(page.canonical).toBeUndefined()
  })

  it.each(Object.entries(REDIRECTS))("answers %s with 301 to %s", async (from, to) => {
    const { response } = await fetchPage(from)
    expect(response.status).toBe(301)
    expect(response.headers.get("location")).toBe(to)
  })

  it.each(Object.keys(STANDALONE_ROUTES))("answers %s with the client-only shell (no page markup, no hand-over)", async (pagePath) => {
    const { response, html } = await fetchPage(pagePath)
    expect(response.status).toBe(200)
    expect(html).toContain('<div id="root"></div>')
    expect(readPage(html).hydration).toBe(false)
  })

  it("lists every public page in /sitemap.xml and keeps crawlers out of the staff pages in /robots.txt", async () => {
    const sitemap = await (await fetch(`${site.url}/sitemap.xml`)).text()
    const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc.slice(site.url.length))
    expect(listed.filter((listedPath) => !/^\/(sv|de)(\/|$)/.test(listedPath))).toEqual(publicPagePaths())
    expect(listed.filter((listedPath) => /^\/(sv|de)(\/|$)/.test(listedPath)).sort()).toEqual(translatedPagePaths())
    expect(sitemap.match(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/g)).toHaveLength(listed.length)
    const robots = await (await fetch(`${site.url}/robots.txt`)).text()
    for (const disallowed of ROBOTS_DISALLOWED_PATHS) expect(robots).toContain(`Disallow: ${disallowed}\n`)
    expect(robots).toContain(`Sitemap: ${site.url}/sitemap.xml`)
  })
})

describe("what staff publish", () => {
  let staff: SupabaseClient

  beforeAll(async () => {
    staff = site.client({ accessToken: await site.userToken({ staffRole: "editor", aal: "aal2" }) })
  })
  afterAll(async () => {
    await staff?.from("content_sections").update({ value: HOME.hero }).eq("key", "home_hero")
  })

  it("is in the next server-rendered HTML of the page that shows it", async () => {
    expect(readPage((await fetchPage("/")).html).h1).toEqual([normalizeText(HOME.hero.heading)])
    const { data: section } = await staff.from("content_sections").select("version").eq("key", "home_hero").single().throwOnError()
    const heading = "Published a moment ago, rendered at once"
    await staff
      .rpc("publish_content_section", {
        p_key: "home_hero",
        p_value: { ...HOME.hero, heading },
        p_expected_version: section!.version,
        p_expected_revision: 0,
      })
      .throwOnError()
    // The server hears of the commit through a NOTIFY: on PostgreSQL that is another connection, so it may take a moment.
    await expect.poll(async () => readPage((await fetchPage("/")).html).h1, { timeout: 10_000 }).toEqual([heading])
  })
})

describe("the contact addresses staff save", () => {
  const mailtos = (html: string) => new Set([...html.matchAll(/href="mailto:([^"]+)"/g)].map(([, address]) => address))
  /** The answer to `question` in the FAQ page's FAQPage data (a script in its body, which the template renders). */
  const faqAnswer = (html: string, question: string) => {
    const json = /<script type="application\/ld\+json">(\{"@context":"https:\/\/schema.org","@type":"FAQPage"[^<]*)<\/script>/.exec(
      html,
    )?.[1]
    const faq = JSON.parse(json ?? "{}") as { mainEntity?: Array<{ name: string; acceptedAnswer: { text: string } }> }
    return faq.mainEntity?.find((entry) => entry.name === question)?.acceptedAnswer.text
  }
  const QUOTE_QUESTION = "How do I get a quote, and how quickly will I receive it?"

  it("are the ones the FAQ's answers, its contact card and the contact page show, before and after a change", async () => {
    const admin = site.client({ accessToken: await site.userToken({ staffRole: "admin", aal: "aal2" }) })
    const { data: seeded } = await admin.from("site_settings").select("value").eq("key", "contact").single().throwOnError()
    const [faq, contact] = [(await fetchPage("/faq")).html, (await fetchPage("/contact")).html]
    expect(faqAnswer(faq, QUOTE_QUESTION)).toContain("email quotes@nordika.com.")
    expect(mailtos(faq)).toContain("quotes@nordika.com")
    expect(mailtos(contact)).toContain("quotes@nordika.com")
    try {
      await admin
        .from("site_settings")
        .update({ value: { ...(seeded!.value as object), quotes: "offers@nordika.se", general: "info@nordika.se" } })
        .eq("key", "contact")
        .throwOnError()
      await expect
        .poll(async () => faqAnswer((await fetchPage("/faq")).html, QUOTE_QUESTION), { timeout: 10_000 })
        .toContain("email offers@nordika.se.")
      const [faqAfter, contactAfter] = [(await fetchPage("/faq")).html, (await fetchPage("/contact")).html]
      for (const html of [faqAfter, contactAfter]) {
        expect(mailtos(html)).toContain("offers@nordika.se")
        expect(mailtos(html)).not.toContain("quotes@nordika.com")
        // The router's data keeps the copy as written; what the visitor reads has every placeholder filled in.
        expect(decode(html.replace(/<script\b[\s\S]*?<\/script>/g, ""))).not.toMatch(/\{(email|phone|mailbox)/)
      }
      expect(mailtos(contactAfter)).toContain("info@nordika.se")
      // An office's mailbox is at the domain of the general address.
      expect(mailtos((await fetchPage("/contact/global-offices")).html)).toContain("helsinki@nordika.se")
    } finally {
      await admin.from("site_settings").update({ value: seeded!.value }).eq("key", "contact")
    }
  })
})

describe("the site theme staff save", () => {
  it("is in the head of the next server-rendered page, so the first paint has it", async () => {
    const admin = site.client({ accessToken: await site.userToken({ staffRole: "admin", aal: "aal2" }) })
    const { data: seeded } = await admin.from("site_settings").select("value").eq("key", "theme").single().throwOnError()
    const theme = { colors: { primary: "#0f5e6b" }, typography: { headingFont: "Poppins" }, sizing: { radius: 0.25 } }
    const themeStyle = async () => /<style data-site-theme="">([^<]*)<\/style>/.exec((await fetchPage("/services")).html)?.[1]
    try {
      await admin.from("site_settings").update({ value: theme }).eq("key", "theme").throwOnError()
      await expect
        .poll(themeStyle, { timeout: 10_000 })
        .toBe(
          ':root:not(.dark){--primary:#0f5e6b}html:root{--font-heading:"Poppins", "Poppins Fallback", ui-sans-serif, system-ui, sans-serif;--radius:0.25rem}',
        )
    } finally {
      await admin.from("site_settings").update({ value: seeded!.value }).eq("key", "theme")
    }
  })
})

describe("the prerendered static site (npm run build)", () => {
  let outDir: string

  beforeAll(async () => {
    outDir = fs.mkdtempSync(path.join(os.tmpdir(), "nordika-static-"))
    await prerender({ appDir: APP_DIR, serverDir: SERVER_DIR, outDir, env: { SITE_URL: "https://www.nordika.test" } })
  }, 300_000)
  afterAll(() => fs.rmSync(outDir, { recursive: true, force: true }))

  const read = (file: string) => fs.readFileSync(path.join(outDir, file), "utf8")

  it("has every public page as HTML with its h1 and canonical on the public address", () => {
    const wrong = publicPagePaths().filter((pagePath) => {
      const page = readPage(read(pageFile(pagePath)))
      const route = ROUTES_BY_PATH.get(pagePath)!
      return page.h1[0] !== normalizeText(route.heading) || page.canonical !== `https://www.nordika.test${route.canonical ?? pagePath}`
    })
    expect(wrong).toEqual([])
    expect(readPage(read(NOT_FOUND_FILE)).h1).toEqual([NOT_FOUND_PAGE.heading])
    expect(read(SHELL_FILE)).toContain('<div id="root"></div>')
  })

  it("has the redirects, the staff pages rewritten to the shell, the sitemap and robots.txt", () => {
    const rules = read("_redirects").split("\n")
    for (const [from, to] of Object.entries(REDIRECTS)) expect(rules).toContain(`${from}  ${to}  301`)
    for (const pagePath of [...Object.keys(STANDALONE_ROUTES), "/admin/*"]) expect(rules).toContain(`${pagePath}  /${SHELL_FILE}  200`)
    expect(read("sitemap.xml").match(/<loc>/g)).toHaveLength(publicPagePaths().length + translatedPagePaths().length)
    expect(read("robots.txt")).toContain("Sitemap: https://www.nordika.test/sitemap.xml")
  })

  it("shows the content of its build at once, then what staff published since, read after load", async () => {
    const staff = site.client({ accessToken: await site.userToken({ staffRole: "editor", aal: "aal2" }) })
    expect(readPage(read("index.html")).h1).toEqual([normalizeText(HOME.hero.heading)])
    const heading = "Published after the build, read by the page"
    await staff
      .from("content_sections")
      .update({ value: { ...HOME.hero, heading } })
      .eq("key", "home_hero")
      .throwOnError()
    const context = await newContext(await sharedBrowser())
    try {
      const page = await context.newPage()
      // The prerendered home page as a static host would serve it; its code, config and API are the server's.
      await page.route(`${site.url}/`, (route) => route.fulfill({ status: 200, contentType: "text/html", body: read("index.html") }))
      await page.goto(`${site.url}/`, { waitUntil: "domcontentloaded" })
      await waitForPage(page, ROUTES_BY_PATH.get("/")!.title)
      await expect.poll(() => headings(page), { timeout: 20_000 }).toEqual([heading])
      expect(await renderFacts(page)).toEqual({ serverRendered: true, hydrated: true, spinnerSeen: false })
    } finally {
      await context.close()
      await staff.from("content_sections").update({ value: HOME.hero }).eq("key", "home_hero")
    }
  })

  it("has the security headers for static hosts, the inline scripts of every page allowed by their hashes", () => {
    const headers = read("_headers")
    const sha256 = (script: string) => `'sha256-${crypto.createHash("sha256").update(script).digest("base64")}'`
    const boot = /<script>([^<]*)<\/script>/.exec(read("index.html"))![1]
    // The loader of a page's code is the same bytes on every page (its chunks are a data block beside it).
    const loaders = new Set(
      ["/", "/services/translation", "/resources/blog"].map(
        (page) => /<script type="module">([\s\S]*?)<\/script>/.exec(read(pageFile(page)))?.[1],
      ),
    )
    expect(loaders.size).toBe(1)
    const hashes = [sha256(boot), sha256([...loaders][0]!)].join(" ")
    expect(headers).toMatch(new RegExp(`Content-Security-Policy: .*script-src 'self' ${hashes.replace(/[+/=]/g, "\\$&")};`))
    expect(headers).toContain("X-Content-Type-Options: nosniff")
    expect(headers).toContain("Strict-Transport-Security: max-age=")
  })
})
