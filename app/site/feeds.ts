/**
 * The RSS 2.0 feeds of the listings of articles (the blog, the news) from their published documents:
 * `/resources/blog/feed.xml` is the feed of the listing at `/resources/blog`, its published entries
 * newest first with absolute links. A translated listing has its own (`/sv/resurser/blogg/feed.xml`):
 * its title and description, `<language>sv</language>`, and only the entries live in that language, at
 * their localised paths (an entry not yet translated is left out, not shown in English). The server
 * answers it (server/site/routes.ts, through the server render's module, whose reads and schemas it
 * uses) and keeps it as it keeps a page's render, dropped when staff change the content.
 */
import { formatRfc822Date } from "@nordika/ui"
import { localeOfPath } from "#shared/locales"
import { readEntriesIn } from "../data/localized-entries"
import { readPageDocument } from "../data/page-documents"
import { coverIdOf, coversOf, type Images } from "./collection-pages"
import { FEED_COLLECTIONS, FEED_PATH_SUFFIX } from "./feed-link"
import { shareImage } from "./share-image"
import { TITLE_SUFFIX } from "./titles"

/** A feed's answer: its XML, or no such feed (404), or a backend that could not give it (503). */
type FeedResult = { status: 200; xml: string } | { status: 404 | 503 }

/** The newest entries a feed carries. */
const FEED_ITEM_LIMIT = 50

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;")

const element = (name: string, text: string) => `<${name}>${escapeXml(text)}</${name}>`

/**
 * An entry's cover, when the library gives it: an RSS enclosure (its length unknown, so 0, as the RSS
 * Advisory Board's profile asks) and a Media RSS media:content with its size, for readers that show it.
 */
function coverElements(id: string | undefined, images: Images): string[] {
  const cover = id ? images[id] : undefined
  if (!cover) return []
  const { url, type, width, height } = shareImage(cover)
  return [
    `      <enclosure url="${escapeXml(url)}" length="0" type="${type}"/>`,
    `      <media:content url="${escapeXml(url)}" type="${type}" medium="image" width="${width}" height="${height}"/>`,
  ]
}

/** The feed at `path` (a listing's path and /feed.xml) with links on `origin`. */
export async function renderFeed(path: string, { origin }: { origin: string }): Promise<FeedResult> {
  if (!path.endsWith(FEED_PATH_SUFFIX)) return { status: 404 }
  const listingPath = path.slice(0, -FEED_PATH_SUFFIX.length)
  const locale = localeOfPath(listingPath)
  const listing = await readPageDocument("page:listing", listingPath)
  if (listing.status !== "published") return { status: listing.status === "not-found" ? 404 : 503 }
  const { lists, description } = listing.document.data
  if (!FEED_COLLECTIONS.includes(lists)) return { status: 404 }
  const read = await readEntriesIn(lists as "blog_post" | "news_item", locale)
  if (read.status !== "published") return { status: 503 }
  // An entry shown in English on a translated listing (lang "en") is no entry of this language's feed.
  const entries = read.entries
    .filter((entry) => !entry.lang)
    .sort((a, b) => b.data.published.localeCompare(a.data.published) || a.path.localeCompare(b.path))
    .slice(0, FEED_ITEM_LIMIT)
  const images = await coversOf(entries.map(coverIdOf))
  const items = entries.map(({ path: entryPath, data }) =>
    [
      "    <item>",
      `      ${element("title", data.title)}`,
      `      ${element("link", origin + entryPath)}`,
      `      <guid isPermaLink="true">${escapeXml(origin + entryPath)}</guid>`,
      `      ${element("pubDate", formatRfc822Date(data.published))}`,
      `      ${element("dc:creator", data.author)}`,
      `      ${element("description", data.excerpt)}`,
      ...data.tags.map((tag) => `      ${element("category", tag)}`),
      ...coverElements(data.coverImage, images),
      "    </item>",
    ].join("\n"),
  )
  const lastChange = [listing.document.publishedAt, ...entries.map((entry) => entry.publishedAt)].sort().at(-1)!
  const xml = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:media="http://search.yahoo.com/mrss/">',
    "  <channel>",
    `    ${element("title", `${listing.document.title}${TITLE_SUFFIX}`)}`,
    `    ${element("link", origin + listingPath)}`,
    `    <atom:link href="${escapeXml(origin + path)}" rel="self" type="application/rss+xml"/>`,
    `    ${element("description", description)}`,
    `    ${element("language", locale)}`,
    `    ${element("lastBuildDate", formatRfc822Date(lastChange))}`,
    ...items,
    "  </channel>",
    "</rss>",
    "",
  ].join("\n")
  return { status: 200, xml }
}
