/**
 * The media library as an editor uses it, in Chromium against the built app on the real server:
 * upload an image, describe it (refused without alt text), set its focal point with the keyboard,
 * find it in the grid, see it kept while a document uses it, then delete it. And as a contributor:
 * add and describe an image of their own, with no Delete, and leave an editor's as it is.
 */
import crypto from "node:crypto"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { Browser } from "playwright-core"
import sharp from "sharp"
import { NOT_YOUR_IMAGE_MESSAGE } from "../../app/admin/media/media-screen"
import type { TestServer } from "../../server/testing/harness"
import { createUser, openSignedIn, startJourneys, type TestUser, waitForAdminScreen, withFreshPage } from "./staff"

let site: TestServer
let browser: Browser
let editor: TestUser
let contributor: TestUser

beforeAll(async () => {
  ;({ site, browser } = await startJourneys())
  editor = await createUser(site, "editor")
  contributor = await createUser(site, "contributor")
})

afterAll(() => site?.close())

const PHOTO = await sharp({ create: { width: 1200, height: 800, channels: 3, background: "#3b6e8f" } })
  .composite([
    {
      input: await sharp({ create: { width: 300, height: 300, channels: 3, background: "#f5c542" } })
        .png()
        .toBuffer(),
      left: 800,
      top: 100,
    },
  ])
  .jpeg()
  .toBuffer()

interface StoredMedia {
  id: string
  object_path: string
  alt_text: string | null
  decorative: boolean
  focal_x: number
  focal_y: number
  width: number
  height: number
  created_by: string
}

const storedMedia = async (fileName: string) =>
  (
    await site.db.query<StoredMedia>(
      "select id, object_path, alt_text, decorative, focal_x::float8 as focal_x, focal_y::float8 as focal_y, width, height, created_by from public.media where file_name = $1",
      [fileName],
    )
  ).rows

describe("the media library", () => {
  it("an editor uploads an image, describes it, sets its focal point, finds it, and deletes it once no document uses it", async () => {
    await withFreshPage(browser, async ({ page, errors }) => {
      await openSignedIn(page, site, editor, "/admin/media")
      await waitForAdminScreen(page, "Media")
      await page.getByRole("heading", { name: "No images yet" }).waitFor()

      const input = page.locator('[data-slot="media-uploader-input"]')
      // A file the library refuses says so on the file, and uploads nothing.
      await input.setInputFiles({
        name: "logo.svg",
        mimeType: "image/svg+xml",
        buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      })
      const uploads = page.getByRole("list", { name: "Uploads" })
      await expect.poll(() => uploads.getByRole("alert").textContent()).toContain("“logo.svg” is not a JPEG, PNG, WebP or AVIF image.")
      await uploads.getByRole("button", { name: "Dismiss logo.svg" }).click()

      await input.setInputFiles({ name: "Harbour at dawn.jpg", mimeType: "image/jpeg", buffer: PHOTO })
      await uploads.getByRole("button", { name: "Describe Harbour at dawn.jpg" }).click({ timeout: 20_000 })
      const sheet = page.getByRole("dialog", { name: "Add Harbour at dawn.jpg" })
      await sheet.waitFor()
      await expect.poll(() => sheet.getByText("1200 × 800 px").isVisible()).toBe(true)

      // Without alt text (and not marked decorative) it is not added.
      await sheet.getByRole("button", { name: "Add to library" }).click()
      await expect.poll(() => sheet.getByLabel("Alt text").getAttribute("aria-invalid")).toBe("true")
      expect(await storedMedia("Harbour at dawn.jpg")).toEqual([])

      await sheet.getByLabel("Alt text").fill("Fishing boats in Helsinki harbour at dawn")
      const focal = sheet.getByRole("slider", { name: "Focal point" })
      await focal.focus()
      await page.keyboard.press("Shift+ArrowRight")
      await page.keyboard.press("Shift+ArrowRight")
      await page.keyboard.press("Shift+ArrowUp")
      await expect.poll(() => focal.getAttribute("aria-valuetext")).toBe("70% across, 40% down")
      await sheet.getByRole("button", { name: "Add to library" }).click()
      await page.getByText("Harbour at dawn.jpg added to the library", { exact: true }).first().waitFor({ timeout: 15_000 })

      const [stored] = await storedMedia("Harbour at dawn.jpg")
      expect(stored).toMatchObject({
        alt_text: "Fishing boats in Helsinki harbour at dawn",
        decorative: false,
        focal_x: 0.7,
        focal_y: 0.4,
        width: 1200,
        height: 800,
        created_by: editor.id,
      })

      // In the grid, found by its alt text, its thumbnail a WebP from the render endpoint.
      const grid = page.getByRole("list", { name: "Images" })
      await page.getByRole("searchbox", { name: "Search images by file name or alt text" }).fill("fishing boats")
      const tile = grid.getByRole("button", { name: "Edit Harbour at dawn.jpg" })
      await tile.waitFor()
      await expect
        .poll(() => tile.locator("img").getAttribute("src"))
        .toMatch(/\/storage\/v1\/render\/image\/public\/media\/[0-9a-f-]{36}\/harbour-at-dawn\.jpg\?width=480&format=webp/)
      await expect
        .poll(() => tile.locator("img").evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
        .toBe(true)
      await page.getByRole("searchbox", { name: "Search images by file name or alt text" }).fill("lighthouse")
      await page.getByRole("heading", { name: "No image matches" }).waitFor()
      await page.getByRole("searchbox", { name: "Search images by file name or alt text" }).fill("")

      // While a published post uses it, Delete is refused and the post is named.
      const { rows } = await site.db.query<{ id: string }>(
        `insert into public.documents (collection, path, title, published_data, published_at, version)
         values ('blog_post', '/resources/blog/harbour-mornings', 'Harbour mornings', $1, now(), 1) returning id`,
        [JSON.stringify({ title: "Harbour mornings", cover: stored.id })],
      )
      await tile.click()
      const details = page.getByRole("dialog", { name: "Harbour at dawn.jpg" })
      await details.getByText("Harbour mornings").waitFor()
      await expect.poll(() => details.getByRole("button", { name: "Delete" }).isDisabled()).toBe(true)
      await page.keyboard.press("Escape")
      await details.waitFor({ state: "hidden" })

      // Once the post is gone (trashed) the image can be deleted, file and all.
      await site.db.query("update public.documents set deleted_at = now() where id = $1", [rows[0].id])
      await tile.click()
      await details.getByText("No document uses it.").waitFor()
      await details.getByRole("button", { name: "Delete" }).click()
      await page.getByRole("alertdialog", { name: "Delete Harbour at dawn.jpg?" }).getByRole("button", { name: "Delete image" }).click()
      await page.getByText("Harbour at dawn.jpg deleted", { exact: true }).first().waitFor({ timeout: 15_000 })
      await page.getByRole("heading", { name: "No images yet" }).waitFor()
      expect(await storedMedia("Harbour at dawn.jpg")).toEqual([])
      const file = await site.fetch(`${site.url}/storage/v1/object/public/media/${stored.object_path}`)
      expect(await file.json()).toMatchObject({ statusCode: "404", message: "Object not found" })
      expect(errors).toEqual([])
    })
  })
})

describe("the media library for a contributor", () => {
  it("adds and describes an image of their own, which they may not delete, and may not open an editor's to change it", async () => {
    // An editor's image, added through the API as the library screen would.
    const asEditor = site.client()
    expect((await asEditor.auth.signInWithPassword({ email: editor.email, password: editor.password })).error).toBeNull()
    const editorsPath = `${crypto.randomUUID()}/lighthouse.jpg`
    expect((await asEditor.storage.from("media").upload(editorsPath, PHOTO, { contentType: "image/jpeg" })).error).toBeNull()
    const added = await asEditor.from("media").insert({
      object_path: editorsPath,
      file_name: "Lighthouse.jpg",
      mime_type: "image/jpeg",
      size_bytes: PHOTO.length,
      width: 1200,
      height: 800,
      alt_text: "A lighthouse on a granite shore",
    })
    expect(added.error).toBeNull()

    await withFreshPage(browser, async ({ page, errors }) => {
      await openSignedIn(page, site, contributor, "/admin/media")
      await waitForAdminScreen(page, "Media")
      const grid = page.getByRole("list", { name: "Images" })
      await grid.getByRole("button", { name: "Edit Lighthouse.jpg" }).waitFor({ timeout: 20_000 })

      await page.locator('[data-slot="media-uploader-input"]').setInputFiles({ name: "Ferry.jpg", mimeType: "image/jpeg", buffer: PHOTO })
      await page.getByRole("list", { name: "Uploads" }).getByRole("button", { name: "Describe Ferry.jpg" }).click({ timeout: 20_000 })
      const sheet = page.getByRole("dialog", { name: "Add Ferry.jpg" })
      await sheet.getByLabel("Alt text").fill("A white ferry between granite islands")
      await sheet.getByRole("button", { name: "Add to library" }).click()
      await page.getByText("Ferry.jpg added to the library", { exact: true }).first().waitFor({ timeout: 15_000 })
      expect(await storedMedia("Ferry.jpg")).toEqual([expect.objectContaining({ created_by: contributor.id })])

      // Their own: described again, its file replaceable, no Delete.
      await grid.getByRole("button", { name: "Edit Ferry.jpg" }).click()
      const details = page.getByRole("dialog", { name: "Ferry.jpg" })
      await details.getByText("No document uses it.").waitFor()
      await details.getByRole("button", { name: "Replace file" }).waitFor()
      expect(await details.getByRole("button", { name: "Delete" }).count()).toBe(0)
      await details.getByLabel("Alt text").fill("The morning ferry to Suomenlinna")
      await details.getByRole("button", { name: "Save changes" }).click()
      await page.getByText("Ferry.jpg saved", { exact: true }).first().waitFor({ timeout: 15_000 })
      expect(await storedMedia("Ferry.jpg")).toEqual([expect.objectContaining({ alt_text: "The morning ferry to Suomenlinna" })])

      // An editor's: they use it in drafts, and are told they cannot change it.
      await grid.getByRole("button", { name: "Edit Lighthouse.jpg" }).click()
      await page.getByText(NOT_YOUR_IMAGE_MESSAGE, { exact: true }).first().waitFor()
      expect(await page.getByRole("dialog", { name: "Lighthouse.jpg" }).count()).toBe(0)
      expect(await storedMedia("Lighthouse.jpg")).toEqual([
        expect.objectContaining({ alt_text: "A lighthouse on a granite shore", created_by: editor.id }),
      ])
      expect(errors).toEqual([])
    })
  })
})
