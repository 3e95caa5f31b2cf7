/**
 * Collection entries on Swedish and German pages (issue 39), on the real server with the built app and
 * the seeded translations: a team member or an event with no live translation is shown in English and
 * marked lang="en" on its own element; the glossary files and orders its terms as the page's language
 * does (Swedish Å Ä Ö after Z); and each language's blog and news have an RSS feed of the entries live
 * in that language, at their localised addresses, named in the listing's head.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { Browser, BrowserContext } from "playwright-core"
import type { TranslationLocale } from "#shared/locales"
import type { TestServer } from "../../server/testing/harness"
import { closeContexts, newContext, sharedBrowser, startSite } from "./site-under-test"

/** Taken off the site in Swedish here, as unpublishing their translations would: a leader, an event and a blog post. */
const NOT_IN_SWEDISH = [
  "/about/team/priya-raman",
  "/freelancers/apply-join-events/2027-04-22-freelancer-day-stockholm",
  "/resources/blog/game-lqa-bug-reports",
]

let site: TestServer
let browser: Browser
let context: BrowserContext

beforeAll(async () => {
  ;[site, browser] = await Promise.all([startSite(), sharedBrowser()])
  context = await newContext(browser)
  await site.db.query(
    `update public.document_translations t
        set published_path = null, published_title = null, published_data = null, published_at = null, published_source_version = null
       from public.documents d
      where d.id = t.document_id and d.path = any($1) and t.locale = 'sv'`,
    [NOT_IN_SWEDISH],
  )
}, 300_000)

afterAll(async () => {
  await closeContexts(browser)
  await site?.close()
})

/** The live path and title in `locale` of the document at `englishPath`. */
async function translationOf(englishPath: string, locale: TranslationLocale) {
  const { rows } = await site.db.query<{ path: string; title: string }>(
    `select t.published_path as path, t.published_title as title
       from public.document_translations t join public.documents d on d.id = t.document_id
      where d.path = $1 and t.locale = $2 and t.published_at is not null`,
    [englishPath, locale],
  )
  return rows[0]
}

/** The live translations in `locale` of a collection's published entries: "path title", in path order. */
async function liveEntriesOf(collection: string, locale: TranslationLocale): Promise<string[]> {
  const { rows } = await site.db.query<{ path: string; title: string }>(
    `select t.published_path as path, t.published_data->>'title' as title
       from public.document_translations t join public.documents d on d.id = t.document_id
      where d.collection = $1 and t.locale = $2 and t.published_at is not null and d.published_at is not null`,
    [collection, locale],
  )
  return rows.map((row) => `${row.path} ${row.title}`).sort()
}

async function html(path: string) {
  const response = await fetch(site.url + path)
  expect(response.status, path).toBe(200)
  return response.text()
}

const textOf = (markup: string) =>
  markup
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim()

/** The elements of a page with `data-slot="<slot>"` (no nested element of the same tag): their lang and text. */
function parts(page: string, tag: string, slot: string) {
  const pattern = new RegExp(`<${tag}\\b([^>]*data-slot="${slot}"[^>]*)>([\\s\\S]*?)</${tag}>`, "g")
  return [...page.matchAll(pattern)].map(([, attributes, inner]) => ({
    lang: /\blang="([^"]+)"/.exec(attributes)?.[1],
    text: textOf(inner),
  }))
}

describe("team members and events with no translation on a Swedish page", () => {
  it("show the leader in English, marked lang=en on the card, and the translated leaders unmarked", async () => {
    const page = await html((await translationOf("/about/team", "sv")).path)
    const cards = parts(page, "li", "feature-card")
    const priya = cards.filter((card) => card.text.includes("Priya Raman"))
    expect(priya).toHaveLength(1)
    expect(priya[0].lang).toBe("en")
    const others = cards.filter((card) => card.text.includes("Karin Lindqvist") || card.text.includes("Erik Nyström"))
    expect(others.map((card) => card.lang)).toEqual([undefined, undefined])
    // Only the one without a translation is marked.
    expect(cards.filter((card) => card.lang === "en")).toHaveLength(1)
  })

  it("show the event in English whole, its date too, marked lang=en, and the translated events in Swedish", async () => {
    const page = await html((await translationOf("/freelancers/apply-join-events", "sv")).path)
    const steps = parts(page, "li", "step")
    const english = steps.filter((step) => step.lang === "en")
    expect(english).toHaveLength(1)
    // The step's number (03) comes first, then its title.
    expect(english[0].text).toMatch(/^\d\d 22 April 2027, 13:00–18:00 CET: Freelancer Day Stockholm An afternoon/)
    const berlinInSwedish = steps.find((step) => step.text.includes("Frilansdag i Berlin"))
    expect(berlinInSwedish).toMatchObject({ lang: undefined })
    expect(berlinInSwedish?.text).toMatch(/^\d\d 16 september 2027, kl. 13.00–18.00 CET: Frilansdag i Berlin Träffa/)
  })

  it("leave the same entries unmarked in German, where they are translated", async () => {
    const team = parts(await html((await translationOf("/about/team", "de")).path), "li", "feature-card")
    const events = parts(await html((await translationOf("/freelancers/apply-join-events", "de")).path), "li", "step")
    expect([...team, ...events].filter((part) => part.lang)).toEqual([])
    expect(team.length).toBeGreaterThan(3)
    expect(events.length).toBeGreaterThan(3)
    expect(events.map((event) => event.text).find((text) => text.includes("Berlin"))).toMatch(
      /September 2027, 13:00–18:00 Uhr MEZ: Freelancer-Tag Berlin /,
    )
  })
})

/** The glossary's terms as the page lists them, but those filed under "#" (starting with no letter), which come last. */
const termsOf = (page: string) =>
  [...page.matchAll(/<dt\b[^>]*>([\s\S]*?)<\/dt>/g)].map(([, inner]) => textOf(inner)).filter((term) => /^\p{L}/u.test(term))

describe("the glossary in the page's language", () => {
  it("runs the Swedish jump bar to Ö, files Översättningsminne under Ö after Z, and orders terms as Swedish does", async () => {
    const page = await html((await translationOf("/resources/glossary", "sv")).path)
    const letters = parts(page, "a", "glossary-letter").map((letter) => letter.text)
    expect(letters.filter((letter) => letter !== "#").slice(-3)).toEqual(["Å", "Ä", "Ö"])
    expect(letters.slice(0, 26).join("")).toBe("ABCDEFGHIJKLMNOPQRSTUVWXYZ")
    const groups = parts(page, "h2", "glossary-letter-heading").map((heading) => heading.text)
    expect(groups.filter((letter) => letter !== "#").at(-1)).toBe("Ö")
    const terms = termsOf(page)
    expect(terms).toContain("Översättningsminne (TM)")
    expect(terms).toEqual([...terms].sort(new Intl.Collator("sv-SE").compare))
    expect(terms.at(-1)?.startsWith("Ö")).toBe(true)
  })

  it("keeps the German jump bar A–Z and files its terms by German order", async () => {
    const page = await html((await translationOf("/resources/glossary", "de")).path)
    const letters = parts(page, "a", "glossary-letter").map((letter) => letter.text)
    expect(letters.filter((letter) => letter !== "#").join("")).toBe("ABCDEFGHIJKLMNOPQRSTUVWXYZ")
    const terms = termsOf(page)
    expect(terms.length).toBeGreaterThan(40)
    expect(terms).toEqual([...terms].sort(new Intl.Collator("de-DE").compare))
  })
})

/** A feed as a feed reader reads it: its answer's status and type, and the XML parsed by Chromium (a parse error fails). */
async function readFeed(path: string) {
  const response = await fetch(site.url + path)
  const xml = await response.text()
  const page = await context.newPage()
  try {
    const parsed = await page.evaluate((text) => {
      const feed = new DOMParser().parseFromString(text, "application/xml")
      const error = feed.querySelector("parsererror")
      if (error) throw new Error(`The feed is not XML: ${error.textContent}`)
      const child = (parent: Element, name: string) => parent.getElementsByTagName(name)[0]?.textContent ?? ""
      const channel = feed.documentElement.getElementsByTagName("channel")[0]
      return {
        root: `${feed.documentElement.nodeName} ${feed.documentElement.getAttribute("version")}`,
        title: child(channel, "title"),
        link: child(channel, "link"),
        language: child(channel, "language"),
        items: [...channel.getElementsByTagName("item")].map((item) => ({ title: child(item, "title"), link: child(item, "link") })),
      }
    }, xml)
    return { status: response.status, contentType: response.headers.get("content-type"), ...parsed }
  } finally {
    await page.close()
  }
}

const local = (href: string) => href.replace(/^https?:\/\/[^/]+/, "")

describe("the blog's and the news' RSS feeds in Swedish and German", () => {
  it("carry in Swedish only the posts live in Swedish, at their Swedish addresses, titled in Swedish, language sv", async () => {
    const listing = await translationOf("/resources/blog", "sv")
    const feed = await readFeed(`${listing.path}/feed.xml`)
    expect({ status: feed.status, type: feed.contentType, root: feed.root, language: feed.language }).toEqual({
      status: 200,
      type: "application/rss+xml; charset=utf-8",
      root: "rss 2.0",
      language: "sv",
    })
    expect(feed.title).toBe(`${listing.title} | Nordika`)
    expect(local(feed.link)).toBe(listing.path)
    const live = await liveEntriesOf("blog_post", "sv")
    expect(live.length).toBeGreaterThan(2)
    expect(feed.items.map((item) => `${local(item.link)} ${item.title}`).sort()).toEqual(live)
    for (const item of feed.items) expect(local(item.link)).toMatch(/^\/sv\//)
    // The post taken off in Swedish is in no Swedish item, and still in the English feed.
    const { rows } = await site.db.query<{ title: string }>("select title from public.documents where path = $1", [NOT_IN_SWEDISH[2]])
    expect(feed.items.map((item) => item.title)).not.toContain(rows[0].title)
    expect((await readFeed("/resources/blog/feed.xml")).items.map((item) => item.title)).toContain(rows[0].title)
    expect((await readFeed("/resources/blog/feed.xml")).language).toBe("en")
  })

  it("carry in German the news live in German at their German addresses, language de", async () => {
    const listing = await translationOf("/resources/news", "de")
    const feed = await readFeed(`${listing.path}/feed.xml`)
    expect({ status: feed.status, language: feed.language, title: feed.title }).toEqual({
      status: 200,
      language: "de",
      title: `${listing.title} | Nordika`,
    })
    const live = await liveEntriesOf("news_item", "de")
    expect(live.length).toBeGreaterThan(2)
    expect(feed.items.map((item) => `${local(item.link)} ${item.title}`).sort()).toEqual(live)
    for (const item of feed.items) expect(local(item.link)).toMatch(/^\/de\//)
  })

  it("are named in the Swedish and German listings' head, as the English feed is in the English listing's", async () => {
    for (const [englishPath, locale] of [
      ["/resources/blog", "sv"],
      ["/resources/news", "de"],
    ] as const) {
      const listing = await translationOf(englishPath, locale)
      const page = await html(listing.path)
      const head = page.slice(0, page.indexOf("<body"))
      const link = /<link rel="alternate" type="application\/rss\+xml" title="([^"]+)" href="([^"]+)"/.exec(head)
      expect(local(link?.[2] ?? "")).toBe(`${listing.path}/feed.xml`)
    }
  })

  it("answers 404 for a feed under a language of a listing that is not of articles", async () => {
    const studies = await translationOf("/case-studies", "sv")
    expect((await fetch(`${site.url}${studies.path}/feed.xml`)).status).toBe(404)
  })
})
