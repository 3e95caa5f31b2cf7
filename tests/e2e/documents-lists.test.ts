import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { Browser, Page } from "playwright-core"
import { ACCESS_DENIED_TITLE } from "../../ui/components/admin/access-denied"
import { ADMIN_NAV_LABEL } from "../../ui/components/admin/admin-shell"
import {
  CREATE_DOCUMENT_PATH_LABEL,
  CREATE_DOCUMENT_SUBMIT_LABEL,
  CREATE_DOCUMENT_TITLE_LABEL,
} from "../../ui/components/admin/create-document-dialog"
import { formatLongDate } from "../../ui/lib/format-date"
import type { TestServer } from "../../server/testing/harness"
import { createUser, openSignedIn, startJourneys, type TestUser, waitForAdminScreen, withFreshPage } from "./staff"

let site: TestServer
let browser: Browser
let admin: TestUser
let editor: TestUser
let recruiter: TestUser

beforeAll(async () => {
  ;({ site, browser } = await startJourneys())
  ;[admin, editor, recruiter] = await Promise.all([createUser(site, "admin"), createUser(site, "editor"), createUser(site, "recruiter")])
})

afterAll(() => site?.close())

/** A seed blog post, found by words of its title only. */
const POST = "The real economics of machine translation post-editing"
const COPY = `Copy of ${POST}`

/** The row of the list (a table row, or the trash's list item) that names `title`. */
const row = (page: Page, title: string) =>
  page.locator('[data-slot="document-table-row"], [data-slot="document-trash-row"]', { hasText: title })
const table = (page: Page) => page.locator('[data-slot="document-table"]')
const toast = (page: Page, title: string) => page.getByText(title, { exact: true }).first().waitFor({ timeout: 10_000 })

async function chooseAction(page: Page, title: string, action: string) {
  await page.getByRole("button", { name: `Actions for ${title}`, exact: true }).click()
  await page.getByRole("menuitem", { name: action, exact: true }).click()
}

/** The "⋯" buttons of the rows on show, by the title they name. */
const titlesShown = (page: Page) =>
  page
    .locator('[data-slot="document-table-row"] [data-slot="document-actions"]')
    .evaluateAll((buttons) => buttons.map((button) => button.getAttribute("aria-label")!.replace(/^Actions for /, "")))

describe("the collections, as an editor spends a day in them", () => {
  it("finds a blog post by words of its title, duplicates it, trashes the copy and restores it from the trash", async () => {
    await withFreshPage(browser, async ({ page, errors }) => {
      await openSignedIn(page, site, editor, "/admin/documents")
      await waitForAdminScreen(page, "Collections")
      const collections = page.getByRole("navigation", { name: "Collections" })
      await expect.poll(() => collections.getByRole("link", { name: "Blog posts" }).getAttribute("aria-current")).toBe("page")
      await row(page, "Game LQA").waitFor()

      await page.getByRole("searchbox", { name: "Search blog posts" }).fill("post-editing")
      await page.waitForURL((url) => url.searchParams.get("q") === "post-editing")
      await expect.poll(() => titlesShown(page)).toEqual([POST])

      await chooseAction(page, POST, "Duplicate")
      await toast(page, "Copy made")
      await expect.poll(() => titlesShown(page)).toEqual([COPY, POST])
      await expect.poll(() => row(page, COPY).locator('[data-slot="content-status-badge"]').textContent()).toBe("Not published")

      await chooseAction(page, COPY, "Move to trash")
      const confirm = page.getByRole("alertdialog", { name: `Move “${COPY}” to the trash?` })
      await confirm.getByRole("button", { name: "Move to trash", exact: true }).click()
      await toast(page, "Moved to the trash")
      await expect.poll(() => titlesShown(page)).toEqual([POST])

      // The search survives a reload: it is in the address.
      await page.reload()
      await expect.poll(() => titlesShown(page)).toEqual([POST])
      await expect.poll(() => page.getByRole("searchbox", { name: "Search blog posts" }).inputValue()).toBe("post-editing")

      await page.getByRole("navigation", { name: ADMIN_NAV_LABEL }).getByRole("link", { name: "Trash", exact: true }).click()
      await waitForAdminScreen(page, "Trash")
      const trashed = row(page, COPY)
      await trashed.waitFor()
      const deletedOn = formatLongDate(new Date().toISOString())
      const goneOn = formatLongDate(new Date(Date.now() + 30 * 24 * 60 * 60 * 1000).toISOString())
      await expect.poll(() => trashed.textContent()).toContain(`Deleted on ${deletedOn} by ${editor.email}`)
      await expect.poll(() => trashed.textContent()).toContain(`goes for good on ${goneOn}`)
      await trashed.getByRole("button", { name: `Restore ${COPY}` }).click()
      await toast(page, "Restored")
      await page.getByRole("heading", { name: "The trash is empty" }).waitFor()

      await page.goBack()
      await waitForAdminScreen(page, "Collections")
      await expect.poll(() => titlesShown(page)).toEqual([COPY, POST])
      expect(errors).toEqual([])
    })
  })

  it("asks again, naming the live pages that link here, before unpublishing a linked post", async () => {
    const { rows } = await site.db.query<{ id: string; title: string }>(
      `select id, title from public.documents where path in ('/resources/blog/game-lqa-bug-reports', '/resources/blog/subtitling-standards-reading-speed') order by path`,
    )
    const [target, linker] = rows
    await site.db.query("insert into public.document_links (from_document, to_document) values ($1, $2)", [linker.id, target.id])

    await withFreshPage(browser, async ({ page, errors }) => {
      await openSignedIn(page, site, editor, "/admin/documents")
      await page.goto(`${site.url}/admin/documents?q=bug+report`)
      await waitForAdminScreen(page, "Collections")
      await expect.poll(() => titlesShown(page)).toEqual([target.title])
      await chooseAction(page, target.title, "Unpublish")
      await page
        .getByRole("alertdialog", { name: `Unpublish “${target.title}”?` })
        .getByRole("button", { name: "Unpublish", exact: true })
        .click()

      const warning = page.getByRole("alertdialog", { name: `1 live page links to “${target.title}”` })
      await expect.poll(() => warning.locator('[data-slot="linking-documents"]').textContent()).toContain(linker.title)
      await warning.getByRole("button", { name: "Unpublish anyway" }).click()
      await toast(page, "Unpublished")
      await expect.poll(() => row(page, target.title).locator('[data-slot="content-status-badge"]').textContent()).toBe("Not published")
      // The browser logs the first, refused call; nothing else.
      const refused = errors.filter((error) => /status of 4\d\d .*\/rest\/v1\/rpc\/unpublish_document/.test(error))
      expect(refused).toHaveLength(1)
      expect(errors.filter((error) => !refused.includes(error))).toEqual([])
    })
  })

  it("creates a blog post at a free path, after saying on the path field that the first one is taken", async () => {
    await withFreshPage(browser, async ({ page }) => {
      await openSignedIn(page, site, editor, "/admin/documents")
      await page.goto(`${site.url}/admin/documents?kind=blog_post`)
      await waitForAdminScreen(page, "Collections")
      await page.getByRole("button", { name: "New blog post" }).click()
      const dialog = page.getByRole("dialog", { name: "New blog post" })
      await dialog.getByLabel(CREATE_DOCUMENT_TITLE_LABEL).fill("Game LQA bug reports")
      const path = dialog.getByLabel(CREATE_DOCUMENT_PATH_LABEL)
      await expect.poll(() => path.inputValue()).toBe("/resources/blog/game-lqa-bug-reports")
      await dialog.getByRole("button", { name: CREATE_DOCUMENT_SUBMIT_LABEL }).click()
      await expect
        .poll(() => path.getAttribute("aria-describedby").then((ids) => page.locator(`[id="${ids!.split(" ").at(-1)}"]`).textContent()))
        .toContain("The path /resources/blog/game-lqa-bug-reports is taken by")
      await expect.poll(() => dialog.getByLabel(CREATE_DOCUMENT_TITLE_LABEL).inputValue()).toBe("Game LQA bug reports")

      await path.fill("/resources/blog/game-lqa-bug-reports-2027")
      await dialog.getByRole("button", { name: CREATE_DOCUMENT_SUBMIT_LABEL }).click()
      await page.waitForURL((url) => /^\/admin\/documents\/[0-9a-f-]{36}$/.test(url.pathname))
    })
  })

  it("shows the pages as a tree by section, searchable, with a new page suggested under its section", async () => {
    await withFreshPage(browser, async ({ page, errors }) => {
      await openSignedIn(page, site, editor, "/admin/pages")
      await waitForAdminScreen(page, "Pages")
      const services = page.getByRole("list", { name: "Pages in Services" })
      const translation = services.locator('[data-slot="document-tree-page"]', { hasText: "/services/translation" }).first()
      await expect.poll(() => translation.getAttribute("data-depth")).toBe("1")
      await expect.poll(() => page.getByRole("list", { name: "Pages in Home and top-level pages" }).textContent()).toContain("Home page")

      await page.getByRole("searchbox", { name: "Search pages" }).fill("privacy")
      await page.waitForURL((url) => url.searchParams.get("q") === "privacy")
      await expect.poll(() => services.count()).toBe(0)
      await expect.poll(() => page.getByRole("list", { name: "Pages in Legal" }).isVisible()).toBe(true)

      await page.getByRole("button", { name: "New page in Legal" }).click()
      const dialog = page.getByRole("dialog", { name: "New page in Legal" })
      await dialog.getByLabel(CREATE_DOCUMENT_TITLE_LABEL).fill("Accessibility statement")
      await expect.poll(() => dialog.getByLabel(CREATE_DOCUMENT_PATH_LABEL).inputValue()).toBe("/accessibility-statement")
      await expect.poll(() => dialog.getByRole("combobox", { name: "Kind" }).textContent()).toBe("Legal page")
      await page.keyboard.press("Escape")
      expect(errors).toEqual([])
    })
  })

  it("shows an admin each of those actions in the audit log", async () => {
    await withFreshPage(browser, async ({ page }) => {
      await openSignedIn(page, site, admin, "/admin/audit-log")
      await waitForAdminScreen(page, "Audit log")
      await page.getByRole("searchbox", { name: "Who" }).fill(editor.email)
      const events = page.locator('[data-slot="audit-event"]')
      await events.first().waitFor()
      const shown = () => events.allTextContents().then((texts) => texts.join("\n"))
      await expect.poll(shown).toContain(`Duplicate${COPY}in documents`)
      const all = await shown()
      for (const event of [`Trash${COPY}`, `Restore${COPY}`, "UnpublishGame LQA", "CreateGame LQA bug reports"])
        expect(all).toContain(event)
    })
  })
})

describe("the collections, live", () => {
  it("shows a colleague's saved draft, publish and trash in the open list without a reload", async () => {
    const path = "/resources/blog/terminology-management-small-termbase"
    const { rows } = await site.db.query<{ id: string; title: string; version: number; published_data: unknown }>(
      "select id, title, version, published_data from public.documents where path = $1",
      [path],
    )
    const post = rows[0]
    // The colleague works from another browser: supabase-js signed in as them, as their admin would call.
    const colleagueUser = await createUser(site, "editor", "colleague")
    const colleague = site.client()
    const signedIn = await colleague.auth.signInWithPassword({ email: colleagueUser.email, password: colleagueUser.password })
    if (signedIn.error) throw signedIn.error

    await withFreshPage(browser, async ({ page, errors }) => {
      await openSignedIn(page, site, editor, "/admin/documents")
      await page.goto(`${site.url}/admin/documents?kind=blog_post&q=termbase`)
      await waitForAdminScreen(page, "Collections")
      await expect.poll(() => titlesShown(page)).toEqual([post.title])
      const loads = { count: 0 }
      page.on("framenavigated", (frame) => void (frame === page.mainFrame() && loads.count++))
      const badgeOf = (title: string) => row(page, title).locator('[data-slot="content-status-badge"]').textContent()

      const draftTitle = `${post.title}, revised`
      const draft = await colleague.rpc("save_document_draft", {
        p_id: post.id,
        p_title: draftTitle,
        p_path: path,
        p_data: post.published_data,
        p_expected_version: post.version,
        p_expected_revision: 0,
      })
      if (draft.error) throw draft.error
      await expect.poll(() => titlesShown(page), { timeout: 10_000 }).toEqual([draftTitle])
      await expect(badgeOf(draftTitle)).resolves.toBe("Draft pending")

      const publish = await colleague.functions.invoke("publish-document", {
        body: {
          documentId: post.id,
          expectedVersion: post.version,
          expectedRevision: draft.data,
          title: draftTitle,
          path,
          data: post.published_data,
        },
      })
      if (publish.error) throw publish.error
      await expect.poll(() => badgeOf(draftTitle), { timeout: 10_000 }).toBe("Published")

      const trash = await colleague.rpc("trash_document", { p_id: post.id, p_force: true })
      if (trash.error) throw trash.error
      await expect.poll(() => titlesShown(page), { timeout: 10_000 }).toEqual([])
      expect(loads.count).toBe(0)
      expect(errors).toEqual([])
    })
  })
})

describe("the collections, as a recruiter", () => {
  it("shows the open positions alone, and no pages", async () => {
    await withFreshPage(browser, async ({ page, errors }) => {
      await openSignedIn(page, site, recruiter, "/admin/documents")
      await waitForAdminScreen(page, "Collections")
      await expect.poll(() => table(page).locator("caption").textContent()).toBe("Open positions")
      await row(page, "Senior localization engineer").waitFor()
      await expect.poll(() => page.getByRole("navigation", { name: "Collections" }).count()).toBe(0)
      await expect.poll(() => page.getByRole("button", { name: "New open position" }).isVisible()).toBe(true)
      const { rows: positions } = await site.db.query<{ count: number }>(
        "select count(*)::int as count from public.documents where collection = 'open_position' and deleted_at is null",
      )
      await expect.poll(() => titlesShown(page).then((titles) => titles.length)).toBe(positions[0].count)

      // Another collection in the address still shows the open positions: the database answers no other.
      await page.goto(`${site.url}/admin/documents?kind=blog_post`)
      await waitForAdminScreen(page, "Collections")
      await expect.poll(() => table(page).locator("caption").textContent()).toBe("Open positions")
      await expect
        .poll(() => page.getByRole("navigation", { name: ADMIN_NAV_LABEL }).getByRole("link", { name: "Pages", exact: true }).count())
        .toBe(0)

      await page.goto(`${site.url}/admin/pages`)
      await page.getByRole("heading", { level: 1, name: ACCESS_DENIED_TITLE }).waitFor()
      expect(errors).toEqual([])
    })
  })
})

describe("issue 37's journey: deleting a page others link to", () => {
  it("warns before the trash, naming the live page that links there, and leaves the page on the site when cancelled", async () => {
    const { rows } = await site.db.query<{ id: string; title: string; path: string }>(
      `select id, title, path from public.documents where path in ('/services/dtp', '/services/transcription') order by path`,
    )
    const [target, linker] = rows
    await site.db.query("insert into public.document_links (from_document, to_document) values ($1, $2)", [linker.id, target.id])
    // The header menu links there too (the menus are documents): the warning names every live linker.
    const { rows: linkers } = await site.db.query<{ title: string }>(
      `select d.title from public.document_links l join public.documents d on d.id = l.from_document
       where l.to_document = $1 and d.published_data is not null and d.unpublished_at is null and d.deleted_at is null`,
      [target.id],
    )
    expect(linkers.map((row) => row.title)).toEqual(expect.arrayContaining([linker.title, "Header menu"]))

    await withFreshPage(browser, async ({ page, errors }) => {
      await openSignedIn(page, site, editor, "/admin/pages")
      await waitForAdminScreen(page, "Pages")
      await page.getByRole("searchbox", { name: "Search pages" }).fill("Desktop Publishing")
      await page.waitForURL((url) => url.searchParams.get("q") === "Desktop Publishing")
      // The list filtered (the page linking there left it): a menu opened before would be drawn afresh, and closed.
      await expect.poll(() => page.getByRole("button", { name: `Actions for ${linker.title}`, exact: true }).count()).toBe(0)
      await chooseAction(page, target.title, "Move to trash")
      await page
        .getByRole("alertdialog", { name: `Move “${target.title}” to the trash?` })
        .getByRole("button", { name: "Move to trash", exact: true })
        .click()

      const warning = page.getByRole("alertdialog", { name: `${linkers.length} live pages link to “${target.title}”` })
      const named = warning.locator('[data-slot="linking-documents"]')
      await expect.poll(() => named.textContent()).toContain(linker.title)
      expect(await named.textContent()).toContain("Header menu")
      await warning.getByRole("button", { name: "Cancel" }).click()
      await expect.poll(() => warning.count()).toBe(0)

      const { rows: kept } = await site.db.query<{ deleted_at: Date | null }>("select deleted_at from public.documents where id = $1", [
        target.id,
      ])
      expect(kept).toEqual([{ deleted_at: null }])
      expect((await site.fetch(`${site.url}${target.path}`)).status).toBe(200)
      // The browser logs the refused call (DLINK); nothing else.
      const refused = errors.filter((error) => /status of 4\d\d .*\/rest\/v1\/rpc\/trash_document/.test(error))
      expect(refused).toHaveLength(1)
      expect(errors.filter((error) => !refused.includes(error))).toEqual([])
    })
  })
})
