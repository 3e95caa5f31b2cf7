/**
 * A blog post's cover from the media library, in Chromium against the built app on the real server:
 * the editor chooses "Choose image", uploads a photo from inside the picker, is refused until it has
 * alt text, publishes, and the public post draws it in a <picture> with AVIF and WebP srcsets from the
 * render endpoint, its width and height, and its alt text; the post is then on the blog's listing (its
 * card with the cover), in the sitemap and in the blog's feed with the cover as its enclosure.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { Browser } from "playwright-core"
import sharp from "sharp"
import { seedDocumentId } from "../../scripts/document-seed"
import type { TestServer } from "../../server/testing/harness"
import { createUser, openPublicPage, openSignedIn, startJourneys, type TestUser, waitForAdminScreen, withFreshPage } from "./staff"

let site: TestServer
let browser: Browser
let editor: TestUser

beforeAll(async () => {
  ;({ site, browser } = await startJourneys())
  editor = await createUser(site, "editor")
})

afterAll(() => site?.close())

const POST_PATH = "/resources/blog/language-data-annotation-quality"
const POST_TITLE = "Language data for AI: what annotation quality really means"
const ALT_TEXT = "Two linguists comparing labelled sentences on a shared screen"

const PHOTO = await sharp({ create: { width: 1600, height: 900, channels: 3, background: "#2f5d7c" } })
  .jpeg()
  .toBuffer()

describe("a blog post's cover image", () => {
  it("is chosen from the library, uploaded there first and refused until described, and drawn on the published post", async () => {
    await withFreshPage(browser, async ({ page, context, errors }) => {
      const id = seedDocumentId("blog_post", POST_PATH)
      await openSignedIn(page, site, editor, `/admin/documents/${id}`)
      await waitForAdminScreen(page, POST_TITLE)

      await page.getByRole("button", { name: "Choose image: Cover image" }).click({ timeout: 20_000 })
      const picker = page.getByRole("dialog", { name: "Choose an image" })
      await picker.getByText("The library has no images yet. Upload one above.").waitFor()
      await picker
        .locator('[data-slot="media-uploader-input"]')
        .setInputFiles({ name: "Linguists.jpg", mimeType: "image/jpeg", buffer: PHOTO })
      await picker.getByRole("button", { name: "Describe Linguists.jpg" }).click({ timeout: 20_000 })

      // Refused without alt text: it does not join the library, so it cannot be chosen.
      const sheet = page.getByRole("dialog", { name: "Add Linguists.jpg" })
      await sheet.getByRole("button", { name: "Add to library" }).click()
      await expect.poll(() => sheet.getByLabel("Alt text").getAttribute("aria-invalid")).toBe("true")
      expect((await site.db.query("select id from public.media")).rows).toEqual([])

      await sheet.getByLabel("Alt text").fill(ALT_TEXT)
      await sheet.getByRole("button", { name: "Add to library" }).click()
      // Added, it is the post's cover: the picker closes and the field shows its alt text.
      await picker.waitFor({ state: "hidden", timeout: 15_000 })
      await page.locator('[data-slot="media-image-field"]').getByText(ALT_TEXT).waitFor()
      const [media] = (await site.db.query<{ id: string }>("select id from public.media where file_name = 'Linguists.jpg'")).rows

      await page.getByRole("button", { name: "Publish", exact: true }).click()
      await expect
        .poll(
          async () => {
            const { data } = await site.client().from("documents").select("published_data").eq("id", id).single()
            return (data as { published_data: { coverImage?: string } } | null)?.published_data.coverImage
          },
          { timeout: 10_000 },
        )
        .toBe(media.id)

      const visitor = await context.newPage()
      // The render endpoint's answers to the visitor's page, so an image that does not load says why.
      const renders: string[] = []
      visitor.on("response", (response) => {
        if (response.url().includes("/storage/v1/render/")) renders.push(`${response.status()} ${response.url()}`)
      })
      visitor.on("requestfailed", (request) => {
        if (request.url().includes("/storage/v1/render/")) renders.push(`failed (${request.failure()?.errorText}) ${request.url()}`)
      })
      await openPublicPage(visitor, `${site.url}${POST_PATH}`)
      const image = visitor.locator('[data-slot="article-template"]').getByRole("img", { name: ALT_TEXT })
      await image.waitFor()
      expect(
        await image.evaluate((img: HTMLImageElement) => ({ width: img.getAttribute("width"), height: img.getAttribute("height") })),
      ).toEqual({
        width: "1600",
        height: "900",
      })
      const sources = await image.evaluate((img: HTMLImageElement) =>
        [...(img.parentElement?.querySelectorAll("source") ?? [])].map((source) => ({ type: source.type, srcset: source.srcset })),
      )
      expect(sources.map((source) => source.type)).toEqual(["image/avif", "image/webp"])
      for (const source of sources) {
        const format = source.type.slice("image/".length)
        expect(source.srcset).toMatch(
          new RegExp(`/storage/v1/render/image/public/media/[0-9a-f-]{36}/linguists\\.jpg\\?width=400&format=${format}&quality=\\d+ 400w`),
        )
        expect(source.srcset).toMatch(/ 1600w$/)
      }
      // The render endpoint encodes the AVIF on the first request: seconds on a loaded machine, so the poll waits that long.
      const loaded = () => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)
      await expect
        .poll(
          async () => ((await loaded()) ? "loaded" : { chosen: await image.evaluate((img: HTMLImageElement) => img.currentSrc), renders }),
          {
            timeout: 30_000,
          },
        )
        .toBe("loaded")
      expect(renders.every((render) => render.startsWith("200 "))).toBe(true)

      // The listing's card of the post, with its cover (lazily loaded, below the featured post or as it).
      await openPublicPage(visitor, `${site.url}/resources/blog`)
      const card = visitor.locator('[data-slot="article-card"]').filter({ hasText: POST_TITLE })
      const cardImage = card.getByRole("img", { name: ALT_TEXT })
      await cardImage.scrollIntoViewIfNeeded()
      expect(await cardImage.evaluate((img: HTMLImageElement) => [img.getAttribute("width"), img.getAttribute("height")])).toEqual([
        "1600",
        "900",
      ])
      await expect
        .poll(
          async () => ((await cardImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)) ? "loaded" : renders),
          {
            timeout: 30_000,
          },
        )
        .toBe("loaded")

      // The sitemap lists it, and the blog's feed carries it with its cover as the enclosure.
      const sitemap = await (await fetch(`${site.url}/sitemap.xml`)).text()
      expect(sitemap).toContain(`${POST_PATH}</loc>`)
      const feed = await (await fetch(`${site.url}/resources/blog/feed.xml`)).text()
      const item = feed.split("<item>").find((entry) => entry.includes(`${POST_PATH}</link>`))
      expect(item).toMatch(
        new RegExp(
          `<enclosure url="[^"]+/storage/v1/render/image/public/media/[0-9a-f-]{36}/linguists\\.jpg\\?width=1200&amp;format=webp&amp;quality=\\d+" length="0" type="image/webp"/>`,
        ),
      )
      expect(errors).toEqual([])
    })
  })
})
