import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest"
import type { Browser, Page } from "playwright-core"
import { UNTOUCHED_MACHINE_DRAFT } from "../../app/admin/screens/translation-edit"
import { staffAccount, type StaffAccount } from "../../server/functions/staff-test-support"
import { startDeepLStandIn } from "../../server/testing/deepl-stand-in"
import type { TestServer } from "../../server/testing/harness"
import { seededSentence, type BlogData } from "../../server/testing/seeded-sentence"
import { createUser, openSignedIn, startJourneys, withFreshPage, type TestUser, AT_1440_PX, AT_390_PX, publicHtml } from "./staff"

/**
 * Issue 40's workspace in Chromium: an editor publishes a change to one English sentence of a
 * published page; its Swedish and German segments become outdated while /sv keeps the last approved
 * text; a Swedish translator, in the editor at /admin/translations/:id/sv, gets a 100% match for an
 * unchanged sentence and a fuzzy one with its percent for the changed one, sees a forbidden term
 * flagged, and confirms a translation with Ctrl+Enter; a Swedish reviewer approves it and publishes the
 * Swedish version, and /sv shows the new text. The English change is typed into the document editor's
 * body at /admin/documents/:id and published there, as an editor does.
 * Then machine drafts: two sentences added to an English page are drafted by "DeepL" (a local stand-in
 * that speaks DeepL's documented API, server/testing/deepl-stand-in.ts: DeepL cannot be reached from the
 * machines these tests run on); the translator cannot confirm a draft untouched, edits one, and the
 * reviewer approves the other only by confirming that they read it; /sv never shows a draft.
 */
let site: TestServer
let browser: Browser
let editor: StaffAccount
let englishEditor: TestUser
let translator: TestUser
let reviewer: TestUser

const SHOTS = "/tmp/i40-ui-shots"

const html = (path: string) => publicHtml(site, path)

/** Publishes the document's English version with `edit` applied to its live data, as the document editor does. */
async function publishEnglish<T>(documentId: string, edit: (data: T) => void) {
  const { rows } = await site.db.query<{ title: string; version: number; path: string; published_data: T }>(
    "select title, version, path, published_data from public.documents where id = $1",
    [documentId],
  )
  const [document] = rows
  const data = structuredClone(document.published_data)
  edit(data)
  const published = await editor.client.functions.invoke("publish-document", {
    body: { documentId, expectedVersion: document.version, expectedRevision: 0, title: document.title, path: document.path, data },
  })
  expect(published.error).toBeNull()
}

const segmentRow = (page: Page, source: string) => page.locator('[data-slot="translation-segment"]').filter({ hasText: source })

beforeAll(async () => {
  ;({ site, browser } = await startJourneys())
  editor = await staffAccount(site, { role: "editor" })
  ;[translator, reviewer, englishEditor] = await Promise.all([
    createUser(site, "translator", "sv-translator"),
    createUser(site, "translator", "sv-reviewer"),
    createUser(site, "editor", "en-editor"),
  ])
  await site.db.query(
    `insert into public.staff_language_roles (user_id, locale, role) values ($1, 'sv', 'translator'), ($2, 'sv', 'reviewer')`,
    [translator.id, reviewer.id],
  )
}, 300_000)

afterAll(() => site?.close())
afterEach(() => {
  vi.unstubAllEnvs()
})

describe("a changed English sentence through the translation workspace", () => {
  it("is outdated in both languages, matched by the memory, checked, confirmed, approved and published on /sv", async () => {
    const seeded = await seededSentence(site.db)
    const changed = seeded.source.replace(/\.$/, ", as our reviewers confirmed.")
    // No provider: the editor says why it offers no machine drafts.
    vi.stubEnv("DEEPL_API_KEY", "")
    // The editor opens the English post, types the change into the sentence and publishes it.
    await withFreshPage(browser, async ({ page, errors }) => {
      await openSignedIn(page, site, englishEditor, `/admin/documents/${seeded.documentId}`)
      const body = page.getByRole("textbox", { name: "Body", exact: true })
      await body.waitFor({ timeout: 20_000 })
      // The caret just before the sentence's full stop, where a reader would click.
      await body.evaluate((root, source) => {
        ;(root as HTMLElement).focus()
        const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const at = node.textContent!.indexOf(source)
          if (at < 0) continue
          const range = document.createRange()
          range.setStart(node, at + source.length - 1)
          range.collapse(true)
          window.getSelection()!.removeAllRanges()
          window.getSelection()!.addRange(range)
          return
        }
        throw new Error(`The body has no sentence "${source}"`)
      }, seeded.source)
      await page.keyboard.type(", as our reviewers confirmed")
      await page.getByRole("button", { name: "Publish", exact: true }).click()
      await expect
        .poll(
          async () => {
            const { rows } = await site.db.query<{ data: string }>(
              "select published_data::text as data from public.documents where id = $1",
              [seeded.documentId],
            )
            return rows[0].data.includes(changed)
          },
          { timeout: 15_000 },
        )
        .toBe(true)
      expect(errors).toEqual([])
    })

    const { rows: states } = await site.db.query<{ locale: string; state: string }>(
      "select locale, state from public.translation_segments where document_id = $1 and field = $2 and ordinal = 1 order by locale",
      [seeded.documentId, seeded.field],
    )
    expect(states).toEqual([
      { locale: "de", state: "outdated" },
      { locale: "sv", state: "outdated" },
    ])
    const before = await html(seeded.svPath)
    expect(before).toContain(seeded.sv)
    expect(before).not.toContain("as our reviewers confirmed")

    const { rows: neighbours } = await site.db.query<{ source: string }>(
      "select source from public.translation_segments where document_id = $1 and field = $2 and locale = 'sv' and ordinal = 0",
      [seeded.documentId, seeded.field],
    )
    const unchanged = neighbours[0].source
    const newSwedish = seeded.sv.replace(/\.$/, ", som våra granskare bekräftade.")
    const editorPath = `/admin/translations/${seeded.documentId}/sv`

    await withFreshPage(
      browser,
      async ({ page, errors }) => {
        await openSignedIn(page, site, translator, editorPath)
        await page.getByRole("heading", { level: 1, name: new RegExp(`in Swedish$`) }).waitFor({ timeout: 20_000 })
        const row = segmentRow(page, changed)
        expect(await row.getAttribute("data-state")).toBe("outdated")
        await page.getByText("Machine translation is off: no DeepL API key is set (DEEPL_API_KEY).").waitFor()
        expect(await page.getByRole("button", { name: "Machine-draft the untranslated segments" }).count()).toBe(0)

        // The unchanged sentence before it (its source drawn with its terms marked): the memory's exact (or in-context) match.
        const unchangedRow = row.locator("xpath=preceding-sibling::li[1]")
        expect(await unchangedRow.locator('[data-slot="translation-source"]').innerText()).toContain(unchanged.slice(0, 20))
        await unchangedRow.getByRole("textbox").focus()
        const memory = page.getByRole("region", { name: "Translation memory" })
        await expect
          .poll(() => memory.getByRole("listitem").first().getAttribute("aria-label"))
          .toMatch(/^Match 1: (100%|(100% )?in context)$/i)

        // The changed one: a fuzzy match of the old sentence, with its percent and the new words marked.
        const box = row.getByRole("textbox")
        await box.focus()
        await expect.poll(() => memory.getByRole("listitem").first().getAttribute("aria-label")).toMatch(/^Match 1: [5-9]\d%$/)
        expect(await memory.locator("ins").first().innerText()).toContain("as our reviewers confirmed")

        // A forbidden term is flagged before anything is saved.
        await box.fill(`${newSwedish} Allt är maskinell översättning.`)
        const checks = page.getByRole("region", { name: "Quality checks" })
        await checks.getByText(/“maskinell översättning”, which the termbase forbids/).waitFor()

        await box.fill(newSwedish)
        await checks.getByText("Every check passes.").waitFor()
        await box.press("Control+Enter")
        await expect.poll(() => row.getAttribute("data-state")).toBe("translated")
        await page.screenshot({ path: `${SHOTS}/editor-1440.png`, fullPage: false })
        expect(errors).toEqual([])
      },
      AT_1440_PX,
    )

    await withFreshPage(
      browser,
      async ({ page, errors }) => {
        await openSignedIn(page, site, reviewer, editorPath)
        await page.getByRole("heading", { level: 1, name: new RegExp(`in Swedish$`) }).waitFor({ timeout: 20_000 })
        const row = segmentRow(page, changed)
        await row.getByRole("textbox").focus()
        await page.getByRole("button", { name: "Approve", exact: true }).click()
        await expect.poll(() => row.getAttribute("data-state")).toBe("approved")
        await page.screenshot({ path: `${SHOTS}/editor-390.png`, fullPage: false })
        await page.getByRole("button", { name: "Publish the Swedish version" }).click()
        await page.getByText("The Swedish version is published", { exact: true }).waitFor({ timeout: 20_000 })
        expect(errors).toEqual([])
      },
      AT_390_PX,
    )

    const after = await html(seeded.svPath)
    expect(after).toContain(newSwedish)
    expect(after).not.toContain(seeded.sv)
  })
})

describe("machine drafts from DeepL (a local stand-in)", () => {
  it("are drafted for the new sentences, never confirmed untouched by a translator, and approved untouched only by a reviewer who says so", async () => {
    const deepl = await startDeepLStandIn()
    try {
      vi.stubEnv("DEEPL_API_KEY", deepl.key)
      vi.stubEnv("DEEPL_API_URL", deepl.url)
      // A blog post whose Swedish is all approved, other than the first test's, and a paragraph of it.
      const { rows } = await site.db.query<{ documentId: string; field: string; svPath: string }>(
        `select d.id as "documentId", s.field, t.published_path as "svPath"
           from public.documents d
           join public.document_translations t on t.document_id = d.id and t.locale = 'sv' and t.published_at is not null
           join public.translation_segments s on s.document_id = d.id and s.locale = 'sv' and s.ordinal = 0 and s.field ~ '^body\\.[0-9]+$'
          where d.collection = 'blog_post'
            and not exists (select from public.translation_segments o where o.document_id = d.id and o.state <> 'approved')
          order by d.path desc, s.position limit 1`,
      )
      expect(rows).toHaveLength(1)
      const [post] = rows
      const edited = "Our reviewers read each draft before you do."
      const untouched = "They sign it with their own name."
      await publishEnglish<BlogData>(post.documentId, (data) => {
        const children = data.body[Number(post.field.split(".")[1])].children
        children[children.length - 1].text = `${children[children.length - 1].text.trimEnd()} ${edited} ${untouched}`
      })
      const states = await site.db.query<{ source: string; state: string }>(
        "select source, state from public.translation_segments where document_id = $1 and locale = 'sv' and state <> 'approved' order by position, ordinal",
        [post.documentId],
      )
      expect(states.rows).toEqual([
        { source: edited, state: "untranslated" },
        { source: untouched, state: "untranslated" },
      ])
      const editorPath = `/admin/translations/${post.documentId}/sv`
      const editedSwedish = "Våra granskare läser varje utkast före dig."

      await withFreshPage(
        browser,
        async ({ page, errors }) => {
          await openSignedIn(page, site, translator, editorPath)
          await page.getByRole("heading", { level: 1, name: /in Swedish$/ }).waitFor({ timeout: 20_000 })
          await page.getByRole("button", { name: "Machine-draft the untranslated segments" }).click()
          await page.getByText("DeepL drafted 2 segments", { exact: true }).waitFor({ timeout: 20_000 })
          const first = segmentRow(page, edited)
          const second = segmentRow(page, untouched)
          await expect.poll(() => first.getAttribute("data-state")).toBe("machine_draft")
          expect(await second.getAttribute("data-state")).toBe("machine_draft")
          // The stand-in's deterministic "Swedish": the English marked with the language.
          expect(await second.getByRole("textbox").inputValue()).toBe(`[SV: ${untouched}]`)
          await page.screenshot({ path: `${SHOTS}/machine-draft-1440.png`, fullPage: false })

          // Confirming the draft as it came is refused, and nothing changes; a translator has no Approve.
          await second.getByRole("textbox").press("Control+Enter")
          await second.getByText(UNTOUCHED_MACHINE_DRAFT).waitFor()
          expect(await second.getAttribute("data-state")).toBe("machine_draft")
          expect(await page.getByRole("button", { name: "Approve", exact: true }).count()).toBe(0)

          // Edited, it is the translator's translation.
          await first.getByRole("textbox").fill(editedSwedish)
          await first.getByRole("textbox").press("Control+Enter")
          await expect.poll(() => first.getAttribute("data-state")).toBe("translated")
          expect(errors).toEqual([])
        },
        AT_1440_PX,
      )
      // The public page shows neither draft.
      expect(await html(post.svPath)).not.toContain("[SV: ")

      await withFreshPage(
        browser,
        async ({ page, errors }) => {
          await openSignedIn(page, site, reviewer, editorPath)
          await page.getByRole("heading", { level: 1, name: /in Swedish$/ }).waitFor({ timeout: 20_000 })
          const second = segmentRow(page, untouched)
          await second.getByRole("textbox").focus()
          const approve = page.getByRole("button", { name: "Approve", exact: true })
          await expect.poll(() => approve.isDisabled()).toBe(true)
          await page.getByRole("checkbox", { name: "I have read this untouched machine draft and confirm it as it is." }).check()
          await approve.click()
          await expect.poll(() => second.getAttribute("data-state")).toBe("approved")
          await page.screenshot({ path: `${SHOTS}/machine-draft-reviewed-1440.png`, fullPage: false })
          expect(errors).toEqual([])
        },
        AT_1440_PX,
      )
      const confirmed = await site.db.query<{ source: string; state: string; origin: string; machine_confirmed_by: string | null }>(
        "select source, state, origin, machine_confirmed_by from public.translation_segments where document_id = $1 and locale = 'sv' and source = any($2) order by position, ordinal",
        [post.documentId, [edited, untouched]],
      )
      expect(confirmed.rows).toEqual([
        { source: edited, state: "translated", origin: "human", machine_confirmed_by: null },
        { source: untouched, state: "approved", origin: "machine", machine_confirmed_by: reviewer.id },
      ])
      expect(deepl.received.filter((request) => request.path === "/v2/translate")).toHaveLength(1)
    } finally {
      await deepl.close()
    }
  })
})
