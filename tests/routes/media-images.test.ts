/**
 * Library images where the public site and its machine readers meet them, on the built site and the
 * real server (docs/decisions/0005-media-library.md): a team member's portrait on /about/team, and a
 * blog post's cover in its JSON-LD and in the blog's RSS feed. The HTML and the XML are parsed by
 * Chromium, as a crawler and a feed reader would read them.
 */
import crypto from "node:crypto"
import sharp from "sharp"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { FunctionsHttpError } from "@supabase/supabase-js"
import type { Browser, BrowserContext } from "playwright-core"
import type { TestServer } from "../../server/testing/harness"
import { staffAccount, type StaffAccount } from "../../server/functions/staff-test-support"
import { closeContexts, newContext, sharedBrowser, startSite } from "./site-under-test"

let site: TestServer
let browser: Browser
let context: BrowserContext
let editor: StaffAccount

beforeAll(async () => {
  ;[site, browser] = await Promise.all([startSite(), sharedBrowser()])
  context = await newContext(browser)
  editor = await staffAccount(site, { role: "editor" })
}, 300_000)

afterAll(async () => {
  await closeContexts(browser)
  await site?.close()
})

/** A photo `width` × `height` uploaded and described in the library by the editor: its media id and file path. */
async function addImage(alt: string, width: number, height: number, account = editor) {
  const bytes = await sharp({ create: { width, height, channels: 3, background: "#2f5d7c" } })
    .jpeg()
    .toBuffer()
  const path = `${crypto.randomUUID()}/portrait.jpg`
  const upload = await account.client.storage.from("media").upload(path, bytes, { contentType: "image/jpeg" })
  expect(upload.error).toBeNull()
  const { data } = await account.client
    .from("media")
    .insert({
      object_path: path,
      file_name: "Portrait.jpg",
      mime_type: "image/jpeg",
      size_bytes: bytes.length,
      width,
      height,
      alt_text: alt,
    })
    .select("id")
    .single()
    .throwOnError()
  return { id: (data as { id: string }).id, path }
}

/** Publishes the published document at `path` with `changes` through publish-document, as the admin does. */
async function publishWith(path: string, changes: Record<string, unknown>, account = editor) {
  const { data } = await account.client
    .from("documents")
    .select("id, title, path, version, published_data")
    .eq("path", path)
    .single()
    .throwOnError()
  const doc = data as { id: string; title: string; path: string; version: number; published_data: Record<string, unknown> }
  const { error } = await account.client.functions.invoke("publish-document", {
    body: {
      documentId: doc.id,
      expectedVersion: doc.version,
      expectedRevision: 0,
      title: doc.title,
      path: doc.path,
      data: { ...doc.published_data, ...changes },
    },
  })
  if (error instanceof FunctionsHttpError) throw new Error(`publish-document: ${await (error.context as Response).text()}`)
  expect(error).toBeNull()
}

/** Runs `read` on `text` parsed by Chromium as `type` (a parse error of XML fails). */
async function parsed<T>(text: string, type: DOMParserSupportedType, read: (document: Document) => T): Promise<T> {
  const page = await context.newPage()
  try {
    return await page.evaluate(
      ({ text, type, source }) => {
        const document = new DOMParser().parseFromString(text, type)
        const error = document.querySelector("parsererror")
        if (error) throw new Error(`Not ${type}: ${error.textContent}`)
        return (new Function(`return (${source})`)() as (document: Document) => T)(document)
      },
      { text, type, source: read.toString() },
    )
  } finally {
    await page.close()
  }
}

const RENDER = /^https?:\/\/[^/]+\/storage\/v1\/render\/image\/public\/media\//

describe("a team member's portrait", () => {
  it("is drawn on /about/team in a <picture> with AVIF and WebP srcsets, its size, alt text and focal point; a member without one keeps the icon", async () => {
    const alt = "Karin Lindqvist smiling in the Stockholm office"
    const photo = await addImage(alt, 800, 1000)
    await editor.client.from("media").update({ focal_x: 0.5, focal_y: 0.25 }).eq("id", photo.id).throwOnError()
    await publishWith("/about/team/karin-lindqvist", { photo: photo.id })

    const readTeam = async () =>
      parsed(await (await fetch(site.url + "/about/team")).text(), "text/html", (document) =>
        // The leaders' grid: the one with Karin Lindqvist's card.
        [...document.querySelectorAll('[data-slot="feature-grid-list"]')]
          .filter((grid) => grid.textContent?.includes("Karin Lindqvist"))
          .flatMap((grid) => [...grid.querySelectorAll('[data-slot="feature-card"]')])
          .map((card) => {
            const img = card.querySelector("picture img")
            return {
              title: card.querySelector('[data-slot="feature-title"]')?.textContent ?? "",
              icon: card.querySelector('[data-slot="feature-icon"]') !== null,
              img: img && {
                alt: img.getAttribute("alt"),
                width: img.getAttribute("width"),
                height: img.getAttribute("height"),
                style: img.getAttribute("style"),
                sources: [...card.querySelectorAll("picture source")].map((source) => ({
                  type: source.getAttribute("type"),
                  srcset: source.getAttribute("srcset") ?? "",
                  sizes: source.getAttribute("sizes"),
                })),
              },
            }
          }),
      )
    await expect
      .poll(async () => (await readTeam()).find((card) => card.title.startsWith("Karin Lindqvist"))?.img?.alt, { timeout: 10_000 })
      .toBe(alt)

    const cards = await readTeam()
    const karin = cards.find((card) => card.title.startsWith("Karin Lindqvist"))!
    expect(karin.icon).toBe(false)
    expect(karin.img).toMatchObject({ alt, width: "800", height: "1000", style: "object-position:50% 25%" })
    expect(karin.img!.sources.map((source) => source.type)).toEqual(["image/avif", "image/webp"])
    for (const source of karin.img!.sources) {
      const format = source.type!.slice("image/".length)
      const candidates = source.srcset.split(", ").map((candidate) => candidate.split(" "))
      expect(candidates.map(([, width]) => width)).toEqual(["320w", "640w", "800w"])
      for (const [url, width] of candidates) {
        expect(url).toMatch(RENDER)
        expect(url).toContain(`${photo.path}?width=${parseInt(width)}&format=${format}&quality=`)
      }
      // The grid's column on each screen: the team's 11 cards in three columns from lg.
      expect(source.sizes).toBe(
        "(min-width: 1280px) 320px, (min-width: 1024px) calc((100vw - 8rem) / 3 - 4rem), (min-width: 640px) calc(50vw - 5.25rem), calc(100vw - 5rem)",
      )
    }
    // Everyone else has no photo: the icon, as before.
    const others = cards.filter((card) => card !== karin)
    expect(others.length).toBeGreaterThan(5)
    expect(others.every((card) => card.icon && card.img === null)).toBe(true)

    // The rendition the srcset names is served.
    const rendition = await fetch(karin.img!.sources[1].srcset.split(" ")[0])
    expect(rendition.status).toBe(200)
    expect(rendition.headers.get("content-type")).toBe("image/webp")
  })
})

describe("a blog post's cover for search engines and feed readers", () => {
  const postPath = "/resources/blog/language-data-annotation-quality"
  const feedPath = "/resources/blog/feed.xml"

  it("is the image of the post's Article JSON-LD and its feed item's enclosure: a 1200 px WebP from the render endpoint", async () => {
    const cover = await addImage("Two linguists comparing labelled sentences on a shared screen", 1600, 900)
    await publishWith(postPath, { coverImage: cover.id })

    const readLd = async () =>
      parsed(await (await fetch(site.url + postPath)).text(), "text/html", (document) =>
        [...document.querySelectorAll('script[type="application/ld+json"]')].map(
          (script) => JSON.parse(script.textContent ?? "") as unknown,
        ),
      )
    const articleOf = (graphs: unknown[]) =>
      graphs
        .flatMap((graph) => {
          const node = graph as { "@graph"?: unknown[] }
          return node["@graph"] ?? [graph]
        })
        .find((node) => (node as { "@type": string })["@type"] === "Article") as { image?: unknown; headline: string } | undefined
    await expect.poll(async () => articleOf(await readLd())?.image, { timeout: 10_000 }).toBeDefined()
    const image = articleOf(await readLd())!.image as { "@type": string; url: string; width: number; height: number }
    expect(image).toMatchObject({ "@type": "ImageObject", width: 1200, height: 675 })
    expect(image.url).toMatch(RENDER)
    expect(image.url).toContain(`${cover.path}?width=1200&format=webp&quality=`)

    const feed = await fetch(site.url + feedPath)
    expect(feed.status).toBe(200)
    const items = await parsed(await feed.text(), "application/xml", (document) =>
      [...document.getElementsByTagName("item")].map((item) => {
        const enclosure = item.getElementsByTagName("enclosure")[0]
        const media = item.getElementsByTagNameNS("http://search.yahoo.com/mrss/", "content")[0]
        return {
          link: item.getElementsByTagName("link")[0]?.textContent ?? "",
          enclosure: enclosure && {
            url: enclosure.getAttribute("url"),
            length: enclosure.getAttribute("length"),
            type: enclosure.getAttribute("type"),
          },
          media: media && {
            url: media.getAttribute("url"),
            medium: media.getAttribute("medium"),
            width: media.getAttribute("width"),
            height: media.getAttribute("height"),
          },
        }
      }),
    )
    const [item, ...others] = [...items].sort((a, b) => Number(b.link.endsWith(postPath)) - Number(a.link.endsWith(postPath)))
    expect(item.link).toMatch(new RegExp(`${postPath}$`))
    expect(item.enclosure).toEqual({ url: image.url, length: "0", type: "image/webp" })
    expect(item.media).toEqual({ url: image.url, medium: "image", width: "1200", height: "675" })
    // Posts without a cover carry none.
    expect(others.length).toBeGreaterThan(0)
    expect(others.every((item) => !item.enclosure && !item.media)).toBe(true)

    const rendition = await fetch(image.url)
    expect(rendition.status).toBe(200)
    expect(rendition.headers.get("content-type")).toBe("image/webp")
    expect((await sharp(Buffer.from(await rendition.arrayBuffer())).metadata()).width).toBe(1200)
  })
})

describe("a second server in the same process", () => {
  it("draws library images from its own address, not the address the first server had", async () => {
    // The server render is one module per process: a later server gets it from Node's cache before it
    // knows its port, so an address taken then would be a test server's unlistened placeholder.
    const second = await startSite()
    try {
      const secondEditor = await staffAccount(second, { role: "editor" })
      const cover = await addImage("A glossary card on a linguist's desk", 1600, 900, secondEditor)
      const postPath = "/resources/blog/language-data-annotation-quality"
      await publishWith(postPath, { coverImage: cover.id }, secondEditor)
      // Every address of a storage object the page names: its <picture>'s srcsets, og:image, the JSON-LD's image.
      const storageAddresses = async () => {
        const html = await (await fetch(second.url + postPath)).text()
        return [...html.matchAll(/https?:\/\/[^"\s,]+?\/storage\/v1\/(?:object|render\/image)\/public\/media\/[^"\s,]+/g)].map(
          ([address]) => address,
        )
      }
      await expect.poll(async () => (await storageAddresses()).length, { timeout: 10_000 }).toBeGreaterThan(8)
      const foreign = (await storageAddresses()).filter((address) => !address.startsWith(`${second.url}/storage/v1/`))
      expect(foreign).toEqual([])
    } finally {
      await second.close()
    }
  })
})

describe("the site-wide default social image", () => {
  const ogImage = async (path: string) =>
    parsed(await (await fetch(site.url + path)).text(), "text/html", (document) => ({
      og: document.querySelector('meta[property="og:image"]')?.getAttribute("content") ?? null,
      twitter: document.querySelector('meta[name="twitter:image"]')?.getAttribute("content") ?? null,
      card: document.querySelector('meta[name="twitter:card"]')?.getAttribute("content") ?? null,
    }))
  const saveSocial = (value: unknown) => editor.client.from("site_settings").upsert({ key: "social", value: value as never })

  it("is checked where it is saved: a bad value or an image not in the library is refused, naming the field", async () => {
    const malformed = await saveSocial({ defaultImage: "cover.jpg" })
    expect(malformed.error).toMatchObject({
      code: "23514",
      message: "social.defaultImage must be null or the id of a media library image",
    })
    const unknownKey = await saveSocial({ image: null })
    expect(unknownKey.error).toMatchObject({ code: "23514", message: "social.image is not a setting" })
    const missing = await saveSocial({ defaultImage: crypto.randomUUID() })
    expect(missing.error).toMatchObject({ code: "23503", message: "social.defaultImage is not an image of the media library" })
  })

  it("is the social card of a page without its own image, not of one with a cover; visitors read it, and it cannot be deleted while chosen", async () => {
    const pagePath = "/about/history"
    expect((await ogImage(pagePath)).og).toBeNull()

    const fallback = await addImage("Nordika's Stockholm office at dusk, seen from the water", 1200, 630)
    expect((await saveSocial({ defaultImage: fallback.id })).error).toBeNull()
    try {
      await expect.poll(async () => (await ogImage(pagePath)).og, { timeout: 10_000 }).toContain(fallback.path)
      const page = await ogImage(pagePath)
      expect(page.twitter).toBe(page.og)
      expect(page.card).toBe("summary_large_image")

      // A post with its own cover keeps it.
      const cover = await addImage("A linguist's annotated proof on a desk", 1600, 900)
      const postPath = "/resources/blog/game-lqa-bug-reports"
      await publishWith(postPath, { coverImage: cover.id })
      await expect.poll(async () => (await ogImage(postPath)).og, { timeout: 10_000 }).toContain(cover.path)

      // Visitors may read the library row of the image every such page names.
      const anon = await fetch(`${site.url}/rest/v1/media?select=id,alt_text&id=eq.${fallback.id}`, {
        headers: { apikey: site.anonKey, Authorization: `Bearer ${site.anonKey}` },
      })
      expect(await anon.json()).toEqual([{ id: fallback.id, alt_text: "Nordika's Stockholm office at dusk, seen from the water" }])

      // "Where used" names the settings; the delete leaves the row.
      const { data: usage } = await editor.client.rpc("media_usage", { p_media: fallback.id }).throwOnError()
      expect(usage).toEqual([{ id: fallback.id, title: "Site settings: default social image", path: "/admin/settings", live: true }])
      const removed = await editor.client.from("media").delete().eq("id", fallback.id).select("id")
      expect(removed.data).toEqual([])
      const { data: still } = await editor.client.from("media").select("id").eq("id", fallback.id).throwOnError()
      expect(still).toHaveLength(1)
    } finally {
      expect((await saveSocial({ defaultImage: null })).error).toBeNull()
    }
    await expect.poll(async () => (await ogImage(pagePath)).og, { timeout: 10_000 }).toBeNull()
  })
})
