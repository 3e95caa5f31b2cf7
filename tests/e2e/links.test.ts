import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { Browser } from "playwright-core"
import type { TestServer } from "../../server/testing/harness"
import { createUser, openSignedIn, startJourneys, startSite, type TestUser, waitForAdminScreen, withFreshPage } from "./staff"

let site: TestServer
let browser: Browser
let editor: TestUser
/** The post whose link to an unpublished page the first journey finds broken, and that page's path. */
let brokenLink: { postTitle: string; pagePath: string } | null = null

/** Where the screenshots of the Links screen go, to look at (not compared). */
const SHOTS = process.env.LINKS_SCREENSHOTS

beforeAll(async () => {
  // The link checker runs in this site as in `npm start` (no daily timer: the journey asks).
  ;({ site, browser } = await startJourneys(() => startSite({ linkChecks: { timer: false } })))
  editor = await createUser(site, "editor")
})

afterAll(() => site?.close())

describe("the Links screen", () => {
  it("lists a post's link to a page that was unpublished (forced) as broken, with the post and a link to edit it", async () => {
    const { rows: pages } = await site.db.query<{ id: string; path: string; title: string }>(
      "select id, path, title from public.documents where collection = 'page:service' and published_data is not null and unpublished_at is null and deleted_at is null order by path limit 1",
    )
    const { rows: posts } = await site.db.query<{ id: string; title: string; published_data: { body: unknown[] } }>(
      "select id, title, published_data from public.documents where collection = 'blog_post' and published_data is not null and unpublished_at is null order by path limit 1",
    )
    const [page, post] = [pages[0], posts[0]]
    brokenLink = { postTitle: post.title, pagePath: page.path }
    // The post links to the page by id and by path, as the editor's page picker and a link field write them.
    const body = [
      ...post.published_data.body,
      {
        type: "paragraph",
        children: [
          { type: "text", text: "Read about " },
          { type: "internal-link", documentId: page.id, label: page.title },
        ],
      },
    ]
    await site.db.query("update public.documents set published_data = $2, published_at = now() where id = $1", [
      post.id,
      JSON.stringify({ ...post.published_data, body }),
    ])
    await site.db.query("insert into public.document_links (from_document, to_document) values ($1, $2) on conflict do nothing", [
      post.id,
      page.id,
    ])
    // Unpublished although a live post links to it (the editor's "Unpublish anyway").
    const client = site.client()
    const signedIn = await client.auth.signInWithPassword({ email: editor.email, password: editor.password })
    expect(signedIn.error).toBeNull()
    const unpublished = await client.rpc("unpublish_document", { p_id: page.id, p_force: true })
    expect(unpublished.error).toBeNull()

    await withFreshPage(browser, async ({ page: tab, errors }) => {
      await openSignedIn(tab, site, editor, "/admin/links")
      await waitForAdminScreen(tab, "Links")
      await tab.getByRole("button", { name: "Check now" }).click()
      const broken = tab
        .locator('[data-slot="link-report-row"][data-status="broken"]', { hasText: post.title })
        .filter({ hasText: page.path })
      await broken.first().waitFor({ timeout: 60_000 })
      await expect.poll(() => broken.first().textContent()).toContain("the linked page is not published")
      await expect.poll(() => tab.locator('[data-slot="link-check-status"]').textContent()).toMatch(/Last checked .+ links/)
      // A technology alias is a page of the code (it shows a live service page): never reported.
      expect(await tab.locator('[data-slot="link-report-row"]', { hasText: "/technology/ai-solutions" }).count()).toBe(0)
      await expect
        .poll(() =>
          broken
            .first()
            .getByRole("link", { name: `Edit ${post.title}` })
            .getAttribute("href"),
        )
        .toBe(`/admin/documents/${post.id}`)
      if (SHOTS) {
        for (const theme of ["Light", "Dark"]) {
          await tab.setViewportSize({ width: 1440, height: 900 })
          await tab.getByRole("radio", { name: theme, exact: true }).click()
          await tab.screenshot({ path: `${SHOTS}/links-1440-${theme.toLowerCase()}.png` })
          await tab.setViewportSize({ width: 390, height: 844 })
          await tab.screenshot({ path: `${SHOTS}/links-390-${theme.toLowerCase()}.png` })
        }
        await tab.setViewportSize({ width: 1280, height: 900 })
      }
      await broken
        .first()
        .getByRole("link", { name: `Edit ${post.title}` })
        .click()
      await tab.waitForURL((url) => url.pathname === `/admin/documents/${post.id}`)
      expect(errors).toEqual([])
    })
  })

  it("ignores a broken link with a reason: it leaves the list, shows under Ignored, and comes back when un-ignored; audited", async () => {
    expect(brokenLink).not.toBeNull()
    const { postTitle, pagePath } = brokenLink!
    await withFreshPage(browser, async ({ page: tab, errors }) => {
      await openSignedIn(tab, site, editor, "/admin/links")
      await waitForAdminScreen(tab, "Links")
      const row = tab.locator('[data-slot="link-report-row"][data-status="broken"]', { hasText: postTitle }).filter({ hasText: pagePath })
      await row.first().waitFor({ timeout: 60_000 })
      const before = await row.count()

      await row
        .first()
        .getByRole("button", { name: `Ignore ${pagePath}` })
        .click()
      const dialog = tab.getByRole("alertdialog", { name: "Ignore this link?" })
      await dialog.getByRole("button", { name: "Ignore link" }).click()
      // No reason: refused in the dialog, which stays open.
      await expect.poll(() => dialog.getByRole("alert").textContent()).toBe("Say why the link is ignored.")
      await dialog.getByLabel("Why (required)").fill("The page comes back after the rebrand")
      if (SHOTS) {
        for (const theme of ["light", "dark"]) {
          await tab.evaluate((dark) => document.documentElement.classList.toggle("dark", dark), theme === "dark")
          for (const width of [1440, 390]) {
            await tab.setViewportSize({ width, height: 900 })
            await tab.screenshot({ path: `${SHOTS}/links-ignore-${width}-${theme}.png` })
          }
        }
        await tab.evaluate(() => document.documentElement.classList.remove("dark"))
        await tab.setViewportSize({ width: 1280, height: 900 })
      }
      await dialog.getByRole("button", { name: "Ignore link" }).click()
      await dialog.waitFor({ state: "hidden" })
      await expect.poll(() => row.count()).toBe(before - 1)

      await tab.getByRole("combobox", { name: "Show" }).click()
      await tab.getByRole("option", { name: "Ignored", exact: true }).click()
      const ignored = tab.locator('[data-slot="link-report-row"][data-ignored]', { hasText: postTitle })
      await expect.poll(() => ignored.first().textContent()).toContain("Ignored: The page comes back after the rebrand")

      await ignored
        .first()
        .getByRole("button", { name: `Un-ignore ${pagePath}` })
        .click()
      await expect.poll(() => ignored.count()).toBe(0)
      await tab.getByRole("combobox", { name: "Show" }).click()
      await tab.getByRole("option", { name: "Everything to fix", exact: true }).click()
      await expect.poll(() => row.count()).toBe(before)
      expect(errors).toEqual([])
    })
    const { rows } = await site.db.query<{ action: string; reason: string }>(
      `select action, coalesce(new_data, old_data) ->> 'reason' as reason from public.audit_log
       where target_type = 'link_check_ignores' and actor_id = $1 order by id`,
      [editor.id],
    )
    expect(rows).toEqual([
      { action: "insert", reason: "The page comes back after the rebrand" },
      { action: "delete", reason: "The page comes back after the rebrand" },
    ])
  })
})
