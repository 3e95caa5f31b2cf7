import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { Browser, Page } from "playwright-core"
import {
  DOCUMENT_CONFLICT_TITLE,
  DOCUMENT_PATH_LABEL,
  DOCUMENT_PUBLISHED_TOAST,
  DOCUMENT_RELOAD_LABEL,
  DOCUMENT_SAVED_TOAST,
  DOCUMENT_TITLE_LABEL,
  remoteChangeText,
} from "../../app/admin/documents/editor/document-editor"
import { PAGE_PICKER_TITLE } from "../../app/admin/documents/rich-text-field"
import { PAGE_SEARCH_LABEL } from "../../app/admin/documents/editor/document-picker"
import { AUTOSAVE_RETRY_LABEL } from "../../ui/components/admin/editor-bars"
import { PREVIEW_WIDTHS_PX } from "../../ui/components/admin/preview-frame"
import { seedDocumentId } from "../../scripts/document-seed"
import type { TestServer } from "../../server/testing/harness"
import { ADMIN_NAV_LABEL } from "../../ui/components/admin/admin-shell"
import { createUser, openPublicPage, openSignedIn, startJourneys, type TestUser, waitForAdminScreen, withFreshPage } from "./staff"

let site: TestServer
let browser: Browser
let editor: TestUser
let otherEditor: TestUser

beforeAll(async () => {
  ;({ site, browser } = await startJourneys())
  ;[editor, otherEditor] = await Promise.all([createUser(site, "editor"), createUser(site, "editor", "other-editor")])
})

afterAll(() => site?.close())

const BLOG_POST_PATH = "/resources/blog/language-data-annotation-quality"
const BLOG_POST_TITLE = "Language data for AI: what annotation quality really means"
const blogPostId = () => seedDocumentId("blog_post", BLOG_POST_PATH)
const TRANSLATION_PAGE_TITLE = "Professional Translation Services in 200+ Languages"
const translationPageId = () => seedDocumentId("page:service", "/services/translation")

async function expectToast(page: Page, title: string) {
  await page.getByText(title, { exact: true }).first().waitFor({ timeout: 10_000 })
}

/** The document as visitors' reads get it: anon's view of the live row. */
async function publicDocument(id: string) {
  const { data, error } = await site.client().from("documents").select("title, path, published_data").eq("id", id).single()
  if (error) throw error
  return data as { title: string; path: string; published_data: { body: { children: Record<string, unknown>[] }[] } }
}

const bodyField = (page: Page) => page.getByRole("textbox", { name: "Body", exact: true })
const excerptField = (page: Page) => page.getByRole("textbox", { name: "Excerpt", exact: true })

describe("editing a blog post", () => {
  it("saves a draft, puts a refused field's message beside it on publish, and publishes once it is fixed", async () => {
    await withFreshPage(browser, async ({ page, errors }) => {
      await openSignedIn(page, site, editor, `/admin/documents/${blogPostId()}`)
      await waitForAdminScreen(page, BLOG_POST_TITLE)
      await expect.poll(() => page.getByLabel(DOCUMENT_PATH_LABEL, { exact: true }).inputValue()).toBe(BLOG_POST_PATH)
      await bodyField(page).waitFor({ timeout: 20_000 })

      const title = "What annotation quality really means for AI"
      await page.getByLabel(DOCUMENT_TITLE_LABEL, { exact: true }).fill(title)
      const excerpt = await excerptField(page).inputValue()
      await excerptField(page).fill("")
      const opening = "Good language data is written down before it is labelled. "
      // The start of the first paragraph: its first line's beginning.
      await bodyField(page)
        .locator("p")
        .first()
        .click({ position: { x: 2, y: 4 } })
      await page.keyboard.press("Home")
      await page.keyboard.type(opening)
      await page.getByRole("button", { name: "Save draft" }).click()
      await expectToast(page, DOCUMENT_SAVED_TOAST)
      expect((await publicDocument(blogPostId())).title).toBe(BLOG_POST_TITLE)

      // The draft kept the empty excerpt; publishing checks the kind's schema and names the field.
      await page.getByRole("button", { name: "Publish", exact: true }).click()
      await expect.poll(() => excerptField(page).getAttribute("aria-invalid")).toBe("true")
      const message = page.getByText("Write a summary for listings and search results.", { exact: true })
      await message.waitFor()
      const messageId = await message.getAttribute("id")
      await expect.poll(async () => (await excerptField(page).getAttribute("aria-describedby"))?.split(" ")).toContain(messageId)
      expect((await publicDocument(blogPostId())).title).toBe(BLOG_POST_TITLE)

      await excerptField(page).fill(excerpt)
      // The end of the last block: right of its last line's words.
      const lastBlock = bodyField(page).locator(":scope > *").last()
      const box = (await lastBlock.boundingBox())!
      await lastBlock.click({ position: { x: box.width - 2, y: box.height - 4 } })
      await page.keyboard.press("End")
      await page.keyboard.press("Enter")
      await page.keyboard.type("Read more: ")
      await page.getByRole("button", { name: PAGE_PICKER_TITLE }).click()
      const picker = page.getByRole("dialog", { name: PAGE_PICKER_TITLE })
      await picker.getByRole("searchbox", { name: PAGE_SEARCH_LABEL }).fill("Translation Services")
      await picker.getByRole("button", { name: new RegExp(`^${TRANSLATION_PAGE_TITLE.replace(/[+]/g, "\\+")}`) }).click()
      await bodyField(page).getByText(TRANSLATION_PAGE_TITLE).waitFor()
      await page.getByRole("button", { name: "Publish", exact: true }).click()
      // The post has a field labelled "Published" too: wait for the live row rather than the toast's word.
      await expect.poll(async () => (await publicDocument(blogPostId())).title, { timeout: 10_000 }).toBe(title)
      const published = await publicDocument(blogPostId())
      expect(published.published_data.body[0].children[0].text).toMatch(/^Good language data is written down before it is labelled\. \S/)
      expect(published.published_data.body.at(-1)?.children.at(-1)).toEqual({
        type: "internal-link",
        documentId: translationPageId(),
        label: TRANSLATION_PAGE_TITLE,
      })

      await page.getByRole("button", { name: "Preview" }).click()
      const frame = page.frameLocator(`iframe[title="Preview of ${BLOG_POST_TITLE}"]`)
      await frame.getByText("Good language data is written down before it is labelled", { exact: false }).first().waitFor()
      await page.getByRole("button", { name: "Phone" }).click()
      await expect.poll(() => frame.locator("body").evaluate(() => window.innerWidth)).toBe(PREVIEW_WIDTHS_PX.phone)
      expect(errors).toEqual([])
    })
  })
})

describe("editing a service page", () => {
  it("publishes a change that the public page shows on its next render", async () => {
    await withFreshPage(browser, async ({ page, context, errors }) => {
      const id = translationPageId()
      await openSignedIn(page, site, editor, `/admin/documents/${id}`)
      const heading = page.getByLabel("Heading", { exact: true }).first()
      await heading.waitFor({ timeout: 20_000 })
      const changed = "Translation your readers take for an original"
      await heading.fill(changed)
      await page.getByRole("button", { name: "Publish", exact: true }).click()
      await expectToast(page, DOCUMENT_PUBLISHED_TOAST)

      const visitor = await context.newPage()
      await openPublicPage(visitor, `${site.url}/services/translation`)
      await expect.poll(() => visitor.getByRole("heading", { level: 1 }).first().textContent()).toBe(changed)
      expect(errors).toEqual([])
    })
  })

  it("takes an SEO title in its SEO panel, previews it as a search result, and the public page's <title> and og:title follow", async () => {
    await withFreshPage(browser, async ({ page, errors }) => {
      await openSignedIn(page, site, editor, `/admin/documents/${translationPageId()}`)
      const seo = page.locator('[data-slot="document-seo"]')
      const title = seo.getByLabel(/^Title/)
      await title.waitFor({ timeout: 20_000 })
      const seoTitle = "Translation in 200 languages, on time"
      await title.fill(seoTitle)
      await expect.poll(() => seo.locator('[data-slot="seo-preview-title"]').textContent()).toBe(seoTitle)
      await page.getByRole("button", { name: "Publish", exact: true }).click()
      await expectToast(page, DOCUMENT_PUBLISHED_TOAST)

      const head = async () => {
        const html = await (await site.fetch(`${site.url}/services/translation`)).text()
        return {
          title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
          ogTitle: /<meta property="og:title" content="([^"]*)">/.exec(html)?.[1],
        }
      }
      await expect.poll(head, { timeout: 10_000 }).toEqual({ title: seoTitle, ogTitle: seoTitle })
      expect(errors).toEqual([])
    })
  })

  it("asks again before taking it off the site while a live page links to it, naming that page", async () => {
    await withFreshPage(browser, async ({ page }) => {
      await openSignedIn(page, site, editor, `/admin/documents/${translationPageId()}`)
      await page.getByRole("button", { name: "Unpublish", exact: true }).click()
      await page.getByRole("alertdialog", { name: "Take this off the site?" }).getByRole("button", { name: "Unpublish" }).click()
      const linked = page.getByRole("alertdialog", { name: "Other pages link here" })
      await linked.getByText(BLOG_POST_PATH).waitFor()
      await linked.getByRole("button", { name: "Cancel" }).click()
      expect((await publicDocument(translationPageId())).published_data).not.toBeNull()
    })
  })
})

describe("two staff members editing the same document", () => {
  it("gives the second the conflict dialog on save, and a live notice naming who published", async () => {
    await withFreshPage(browser, async ({ page: first }) => {
      await withFreshPage(browser, async ({ page: second }) => {
        const id = seedDocumentId("blog_post", "/resources/blog/machine-translation-post-editing-economics")
        await openSignedIn(first, site, editor, `/admin/documents/${id}`)
        await openSignedIn(second, site, otherEditor, `/admin/documents/${id}`)
        const titleOf = (page: Page) => page.getByLabel(DOCUMENT_TITLE_LABEL, { exact: true })
        await titleOf(first).waitFor({ timeout: 20_000 })
        await titleOf(second).waitFor({ timeout: 20_000 })

        await titleOf(first).fill("Post-editing economics, first")
        await first.getByRole("button", { name: "Save draft" }).click()
        await expectToast(first, DOCUMENT_SAVED_TOAST)

        await titleOf(second).fill("Post-editing economics, second")
        await second.getByRole("button", { name: "Save draft" }).click()
        const conflict = second.getByRole("alertdialog", { name: DOCUMENT_CONFLICT_TITLE })
        await conflict.waitFor()
        await conflict.getByRole("button", { name: DOCUMENT_RELOAD_LABEL }).click()
        await expect.poll(() => titleOf(second).inputValue()).toBe("Post-editing economics, first")

        await first.getByRole("button", { name: "Publish", exact: true }).click()
        await expectToast(first, DOCUMENT_PUBLISHED_TOAST)
        await second.getByText(remoteChangeText(editor.email)).waitFor({ timeout: 10_000 })
        await expect.poll(() => first.getByText(/^Changed by /).count()).toBe(0)
      })
    })
  })
})

describe("issue 37's journey: a paragraph of /services/translation, from draft to live and back", () => {
  /** The overview's first paragraph as visitors' reads get it. */
  async function publishedOverview() {
    const { data, error } = await site.client().from("documents").select("published_data").eq("id", translationPageId()).single()
    if (error) throw error
    const { overview } = data.published_data as { overview: { children: { text?: string }[] }[] }
    return overview[0].children.map((child) => child.text ?? "").join("")
  }
  /** The public page's HTML as the server answers a visitor (the browser opens it once, where it is published). */
  const publicHtml = async () => (await site.fetch(`${site.url}/services/translation`)).text()
  const overviewField = (page: Page) => page.getByRole("textbox", { name: "Overview", exact: true })

  it("keeps a saved draft off the public page, previews it at 1440 and 390 px, publishes it, and restores the version before", async () => {
    await withFreshPage(browser, async ({ page, context, errors }) => {
      const visitor = await context.newPage()
      const original = await publishedOverview()
      // Far enough into the paragraph to be its own, short enough to sit on one line of text.
      const originalStart = original.slice(0, 48)
      expect(await publicHtml()).toContain(originalStart)

      await openSignedIn(page, site, editor, `/admin/documents/${translationPageId()}`)
      await overviewField(page).waitFor({ timeout: 20_000 })
      const added = "Every translation is read by a second linguist before it is delivered. "
      // The start of the overview's first paragraph: its first line's beginning.
      await overviewField(page)
        .locator("p")
        .first()
        .click({ position: { x: 2, y: 4 } })
      await page.keyboard.press("Home")
      await page.keyboard.type(added)
      await page.getByRole("button", { name: "Save draft" }).click()
      await expectToast(page, DOCUMENT_SAVED_TOAST)

      // A visitor still reads the published paragraph.
      const draftTime = await publicHtml()
      expect(draftTime).toContain(originalStart)
      expect(draftTime).not.toContain(added.trim())

      // The preview renders the public page's component with the draft, at a desktop's width and a phone's.
      await page.getByRole("button", { name: "Preview" }).click()
      const frame = page.frameLocator(`iframe[title="Preview of ${TRANSLATION_PAGE_TITLE}"]`)
      await frame.getByText(added.trim(), { exact: false }).first().waitFor({ timeout: 20_000 })
      await expect.poll(() => frame.locator("body").evaluate(() => window.innerWidth)).toBe(PREVIEW_WIDTHS_PX.desktop)
      await page.getByRole("button", { name: "Phone" }).click()
      await expect.poll(() => frame.locator("body").evaluate(() => window.innerWidth)).toBe(PREVIEW_WIDTHS_PX.phone)
      await frame.getByText(added.trim(), { exact: false }).first().waitFor()

      await page.getByRole("button", { name: "Publish", exact: true }).click()
      await expectToast(page, DOCUMENT_PUBLISHED_TOAST)
      await expect.poll(publicHtml, { timeout: 10_000 }).toContain(added.trim())
      expect(await publishedOverview()).toBe(added + original)
      await openPublicPage(visitor, `${site.url}/services/translation`)
      await visitor.locator("main").getByText(added.trim(), { exact: false }).first().waitFor()

      // The version before this one, published again from the history: the public page reads the old paragraph.
      await page.getByRole("button", { name: "History" }).click()
      const history = page.getByRole("dialog", { name: `History of ${TRANSLATION_PAGE_TITLE}` })
      await history
        .getByRole("button", { name: /^Compare version \d+ with the live one$/ })
        .first()
        .click()
      const comparison = history.getByRole("region", { name: /^Version \d+ compared with version \d+$/ })
      await comparison.getByRole("button", { name: /^Restore version \d+$/ }).click()
      await page
        .getByRole("alertdialog", { name: /^Restore version \d+\?$/ })
        .getByRole("button", { name: /^Restore version \d+$/ })
        .click()
      await page.getByText(/^Version \d+ is live again, as version \d+\.$/).waitFor({ timeout: 10_000 })
      expect(await publishedOverview()).toBe(original)
      const restored = await publicHtml()
      expect(restored).toContain(originalStart)
      expect(restored).not.toContain(added.trim())
      await expect.poll(() => overviewField(page).locator("p").first().textContent()).toBe(original)
      expect(errors).toEqual([])
    })
  })
})

describe("autosave", () => {
  const id = () => seedDocumentId("blog_post", "/resources/blog/nordic-languages-localization-nuances")
  /** The editor bar's quiet line. */
  const saveStatus = (page: Page) => page.locator('[data-slot="editor-action-bar"] [role="status"]')
  async function draftExcerpt() {
    const { rows } = await site.db.query<{ excerpt: string }>(
      "select data->>'excerpt' as excerpt from public.document_drafts where document_id = $1",
      [id()],
    )
    return rows[0]?.excerpt
  }
  async function typeAtEndOf(page: Page, text: string) {
    await excerptField(page).click()
    await page.keyboard.press("End")
    await page.keyboard.type(text)
  }

  it("saves the draft once typing stops, never publishing; keeps what a failed save had; saves on leaving without asking", async () => {
    await withFreshPage(browser, async ({ page, errors }) => {
      await openSignedIn(page, site, editor, `/admin/documents/${id()}`)
      await excerptField(page).waitFor({ timeout: 20_000 })
      await expect.poll(() => saveStatus(page).textContent()).toBe("No unsaved changes")
      const published = await excerptField(page).inputValue()

      await typeAtEndOf(page, " Saved by itself.")
      await expect.poll(() => saveStatus(page).textContent(), { timeout: 15_000 }).toMatch(/^Saved \d\d:\d\d$/)
      await expect(draftExcerpt()).resolves.toBe(`${published} Saved by itself.`)
      expect((await publicDocument(id())).published_data).toMatchObject({ excerpt: published })

      await page.reload()
      await excerptField(page).waitFor({ timeout: 20_000 })
      await expect.poll(() => excerptField(page).inputValue()).toBe(`${published} Saved by itself.`)
      await expect.poll(() => saveStatus(page).textContent()).toBe("Draft saved, not published")

      // The server out of reach: the status says so, every typed character stays, Retry saves them.
      await page.route("**/rest/v1/rpc/save_document_draft", (route) => route.abort("connectionfailed"))
      await typeAtEndOf(page, " Offline.")
      await expect
        .poll(() => saveStatus(page).textContent(), { timeout: 15_000 })
        .toBe(`Not saved: the server could not be reached·${AUTOSAVE_RETRY_LABEL}`)
      await expect.poll(() => excerptField(page).inputValue()).toBe(`${published} Saved by itself. Offline.`)
      await page.unroute("**/rest/v1/rpc/save_document_draft")
      await saveStatus(page).getByRole("button", { name: AUTOSAVE_RETRY_LABEL }).click()
      await expect.poll(() => saveStatus(page).textContent(), { timeout: 15_000 }).toMatch(/^Saved /)
      await expect(draftExcerpt()).resolves.toBe(`${published} Saved by itself. Offline.`)

      // Leaving right after typing saves first, and asks nothing.
      await typeAtEndOf(page, " Left.")
      await page.getByRole("navigation", { name: ADMIN_NAV_LABEL }).getByRole("link", { name: "Collections", exact: true }).click()
      await waitForAdminScreen(page, "Collections")
      await expect(draftExcerpt()).resolves.toBe(`${published} Saved by itself. Offline. Left.`)
      expect((await publicDocument(id())).published_data).toMatchObject({ excerpt: published })
      // The aborted request is the one error the browser logs.
      expect(errors.filter((error) => !/save_document_draft/.test(error))).toEqual([])
    })
  })
})
