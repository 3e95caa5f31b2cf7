/**
 * Issue 38's journeys: a contributor's draft → the review request mail (the server's mailbox) → the
 * editor opens the link, approves (publishes) → visitors read it on the public page. Along the way the
 * contributor has no Publish button, only "Request review". Then the other way: the editor reads the
 * draft against the published version in the Review panel and sends it back with a comment (an empty
 * one is refused with a visible message) → the contributor's mail → the comment in the editor.
 */
import crypto from "node:crypto"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { Browser } from "playwright-core"
import type { SupabaseClient } from "@supabase/supabase-js"
import { SCHEDULE_TIME_LABEL } from "../../app/admin/documents/editor/schedule-controls"
import { instantToStockholmTime } from "../../app/data/document-schedules"
import { seedDocumentId } from "../../scripts/document-seed"
import {
  APPROVE_AND_SCHEDULE_LABEL,
  APPROVE_LABEL,
  REQUEST_REVIEW_LABEL,
  REVIEW_DIFF_LABEL,
  SEND_BACK_COMMENT_REQUIRED,
  SEND_BACK_LABEL,
} from "../../app/admin/documents/editor/review-panel"
import type { TestServer } from "../../server/testing/harness"
import { arrivedMail } from "../../server/testing/mail"
import { createUser, linkIn, openPublicPage, openSignedIn, startJourneys, type TestUser, waitForAdminScreen, withFreshPage } from "./staff"

let site: TestServer
let browser: Browser
let contributor: TestUser
let editor: TestUser

beforeAll(async () => {
  ;({ site, browser } = await startJourneys())
  ;[contributor, editor] = await Promise.all([createUser(site, "contributor"), createUser(site, "editor")])
})

afterAll(() => site?.close())

/** A supabase-js client signed in as `user`, for what a journey needs done outside its browser. */
async function signedIn(user: TestUser) {
  const client = site.client()
  const { error } = await client.auth.signInWithPassword({ email: user.email, password: user.password })
  expect(error).toBeNull()
  return client
}

/** A new blog post drafted by the signed-in contributor, and its review asked for: the document's and the request's ids. */
async function draftAndRequestReview(asContributor: SupabaseClient, title: string) {
  const created = await asContributor.rpc("create_document", {
    p_collection: "blog_post",
    p_path: `/resources/blog/review-${crypto.randomUUID().slice(0, 8)}`,
    p_title: title,
    p_data: {
      meta: { title, description: "A post a contributor asks a review of, while an editor has the admin open." },
      title,
      excerpt: "A post a contributor asks a review of.",
      author: "A contributor",
      published: "2026-12-01",
      tags: ["Writing"],
      body: [{ type: "paragraph", children: [{ type: "text", text: "Short sentences travel well." }] }],
    },
  })
  expect(created.error).toBeNull()
  const requested = await asContributor.functions.invoke<{ id: string }>("request-review", { body: { documentId: created.data } })
  expect(requested.error).toBeNull()
  return { documentId: created.data as string, reviewId: requested.data!.id }
}

const POST_PATH = "/resources/blog/nordic-languages-localization-nuances"
const postId = () => seedDocumentId("blog_post", POST_PATH)

describe("a contributor's draft, reviewed and published by an editor", () => {
  it("is asked for by mail, approved from the mail's link, and read by visitors", async () => {
    const excerpt = "Finnish, Icelandic and the Scandinavian languages: what a contributor learned about localizing for each."
    const { data: before } = await site.client().from("documents").select("title").eq("id", postId()).single()
    const title = (before as { title: string }).title

    await withFreshPage(browser, async ({ page, errors }) => {
      await openSignedIn(page, site, contributor, `/admin/documents/${postId()}`)
      await waitForAdminScreen(page, title)
      const excerptField = page.getByRole("textbox", { name: "Excerpt", exact: true })
      await excerptField.waitFor({ timeout: 20_000 })
      await expect.poll(() => page.getByRole("button", { name: "Publish", exact: true }).count()).toBe(0)
      await expect.poll(() => page.getByRole("button", { name: "Unpublish", exact: true }).count()).toBe(0)
      await excerptField.fill(excerpt)
      await page.getByRole("button", { name: REQUEST_REVIEW_LABEL, exact: true }).click()
      const dialog = page.getByRole("alertdialog", { name: "Ask for a review" })
      await dialog.getByRole("textbox", { name: "Message to the reviewers (optional)" }).fill("New excerpt, please check.")
      await dialog.getByRole("button", { name: REQUEST_REVIEW_LABEL, exact: true }).click()
      await page.getByText("Review requested", { exact: true }).first().waitFor({ timeout: 10_000 })
      await page.getByRole("list", { name: "Review conversation" }).getByText("Waiting for an editor or admin.").waitFor()
      expect(errors).toEqual([])
    })

    const mail = await arrivedMail(site, (m) => m.kind === "review_request" && m.to === editor.email)
    expect(mail.subject).toBe(`Review requested: ${title}`)
    expect(mail.text).toContain("Their message: New excerpt, please check.")
    const link = linkIn(mail, "Review the draft")
    expect(new URL(link).pathname).toBe(`/admin/documents/${postId()}`)

    await withFreshPage(browser, async ({ page, errors }) => {
      await openSignedIn(page, site, editor, new URL(link).pathname)
      await waitForAdminScreen(page, title)
      await page
        .getByRole("list", { name: "Review conversation" })
        .getByText("New excerpt, please check.", { exact: false })
        .waitFor({ timeout: 20_000 })
      await expect.poll(() => page.getByRole("textbox", { name: "Excerpt", exact: true }).inputValue()).toBe(excerpt)
      await page.getByRole("button", { name: APPROVE_LABEL, exact: true }).click()
      await expect
        .poll(
          async () => {
            const { data } = await site.client().from("documents").select("published_data").eq("id", postId()).single()
            return (data?.published_data as { excerpt?: string } | undefined)?.excerpt
          },
          { timeout: 10_000 },
        )
        .toBe(excerpt)
      await page
        .getByRole("list", { name: "Review conversation" })
        .getByText(/^Approved by /)
        .waitFor({ timeout: 10_000 })
      expect(errors).toEqual([])
    })

    await withFreshPage(browser, async ({ page }) => {
      await openPublicPage(page, `${site.url}/resources/blog`)
      await page.getByText(excerpt, { exact: false }).first().waitFor({ timeout: 10_000 })
    })
    const { rows } = await site.db.query<{ state: string }>("select state from public.document_reviews where document_id = $1", [postId()])
    expect(rows).toEqual([{ state: "approved" }])
  })
})

describe("a contributor's draft, sent back by an editor with a comment", () => {
  const SENT_BACK_PATH = "/resources/blog/how-to-write-a-transcreation-brief"
  const sentBackId = () => seedDocumentId("blog_post", SENT_BACK_PATH)

  it("shows the reviewer the changed field, refuses an empty comment, mails the comment to the requester, who reads it in the editor", async () => {
    const { data: before } = await site.client().from("documents").select("title, published_data").eq("id", sentBackId()).single()
    const { title, published_data: published } = before as { title: string; published_data: { excerpt: string } }
    const excerpt = "A transcreation brief in five questions: what a contributor would ask before the first draft."
    const comment = "Name the five questions in the excerpt, please."

    await withFreshPage(browser, async ({ page, errors }) => {
      await openSignedIn(page, site, contributor, `/admin/documents/${sentBackId()}`)
      await waitForAdminScreen(page, title)
      const excerptField = page.getByRole("textbox", { name: "Excerpt", exact: true })
      await excerptField.waitFor({ timeout: 20_000 })
      await excerptField.fill(excerpt)
      await page.getByRole("button", { name: REQUEST_REVIEW_LABEL, exact: true }).click()
      const dialog = page.getByRole("alertdialog", { name: "Ask for a review" })
      await dialog.getByRole("button", { name: REQUEST_REVIEW_LABEL, exact: true }).click()
      await page
        .getByRole("list", { name: "Review conversation" })
        .getByText("Waiting for an editor or admin.")
        .waitFor({ timeout: 10_000 })
      expect(errors).toEqual([])
    })

    await withFreshPage(browser, async ({ page, errors }) => {
      await openSignedIn(page, site, editor, `/admin/documents/${sentBackId()}`)
      await waitForAdminScreen(page, title)
      // The comparison, in the panel: the excerpt as visitors read it, beside the draft's.
      const diff = page.getByRole("region", { name: REVIEW_DIFF_LABEL })
      const row = diff.getByRole("row").filter({ has: page.getByRole("rowheader", { name: /Excerpt/ }) })
      await row.waitFor({ timeout: 20_000 })
      await expect.poll(() => row.locator("del").textContent()).toBe(published.excerpt)
      await expect.poll(() => row.locator("ins").textContent()).toBe(excerpt)
      expect(await diff.getByRole("rowheader", { name: /Title/ }).count()).toBe(0)
      for (const width of [390, 1440])
        for (const scheme of ["light", "dark"] as const) {
          await page.setViewportSize({ width, height: 900 })
          await page.emulateMedia({ colorScheme: scheme })
          await page.reload()
          await diff.getByRole("rowheader", { name: /Excerpt/ }).waitFor({ timeout: 20_000 })
          await page.waitForTimeout(400)
          await page.screenshot({ path: `/tmp/r2-shots/page-${width}-${scheme}.png` })
          await page
            .getByRole("region", { name: "Review", exact: true })
            .screenshot({ path: `/tmp/r2-shots/review-${width}-${scheme}.png` })
        }
      await page.setViewportSize({ width: 1440, height: 900 })

      await page.getByRole("region", { name: "Review", exact: true }).getByRole("button", { name: SEND_BACK_LABEL, exact: true }).click()
      const dialog = page.getByRole("alertdialog", { name: "Send the draft back" })
      await dialog.getByRole("button", { name: SEND_BACK_LABEL, exact: true }).click()
      await dialog.getByRole("alert").filter({ hasText: SEND_BACK_COMMENT_REQUIRED }).waitFor()
      await expect.poll(() => dialog.getByRole("textbox", { name: "Comment (required)" }).getAttribute("aria-invalid")).toBe("true")
      const { rows: stillOpen } = await site.db.query<{ state: string }>(
        "select state from public.document_reviews where document_id = $1",
        [sentBackId()],
      )
      expect(stillOpen).toEqual([{ state: "open" }])

      await dialog.getByRole("textbox", { name: "Comment (required)" }).fill(comment)
      await dialog.getByRole("button", { name: SEND_BACK_LABEL, exact: true }).click()
      await page.getByText("Sent back", { exact: true }).first().waitFor({ timeout: 10_000 })
      await page.getByRole("list", { name: "Review conversation" }).getByText(comment, { exact: false }).waitFor({ timeout: 10_000 })
      expect(errors).toEqual([])
    })

    const mail = await arrivedMail(site, (m) => m.kind === "review_sent_back" && m.to === contributor.email)
    expect(mail.subject).toBe(`Changes requested: ${title}`)
    expect(mail.text).toContain(comment)
    const link = linkIn(mail, "Open the draft")
    expect(new URL(link).pathname).toBe(`/admin/documents/${sentBackId()}`)

    await withFreshPage(browser, async ({ page, errors }) => {
      await openSignedIn(page, site, contributor, new URL(link).pathname)
      await waitForAdminScreen(page, title)
      const sentBack = page.getByRole("list", { name: "Review conversation" }).getByText(/^Sent back by /)
      await sentBack.waitFor({ timeout: 20_000 })
      await expect.poll(() => sentBack.locator("..").textContent()).toContain(comment)
      // The draft is theirs to change and send again.
      await expect.poll(() => page.getByRole("textbox", { name: "Excerpt", exact: true }).inputValue()).toBe(excerpt)
      await page.getByRole("button", { name: REQUEST_REVIEW_LABEL, exact: true }).waitFor()
      expect(errors).toEqual([])
    })
  })
})

describe("the reviewers' badge", () => {
  it("follows review requests live (Realtime): a contributor's request shows on an open admin page, and a decision takes it off", async () => {
    const [asContributor, asEditor] = await Promise.all([signedIn(contributor), signedIn(editor)])

    await withFreshPage(browser, async ({ page, errors }) => {
      await openSignedIn(page, site, editor, "/admin/dashboard")
      const badge = page.getByRole("link", { name: "Collections" }).locator('[data-slot="admin-nav-badge"] [hidden]')
      await page.getByRole("link", { name: "Collections" }).waitFor({ timeout: 20_000 })
      await expect.poll(() => badge.count()).toBe(0)

      const { reviewId } = await draftAndRequestReview(asContributor, "A post for the badge")
      // No reload, and well inside the minute the badge used to poll at.
      await expect.poll(() => badge.textContent(), { timeout: 10_000 }).toBe("1 draft to review")

      const sent = await asEditor.functions.invoke("send-back-review", {
        body: { reviewId, comment: "Not this week." },
      })
      expect(sent.error).toBeNull()
      await expect.poll(() => badge.count(), { timeout: 10_000 }).toBe(0)
      expect(errors).toEqual([])
    })
  })
})

describe("a contributor's draft, approved with a scheduled publish", () => {
  it("is approved when the editor schedules it from the Review panel, and the conversation says when it goes live", async () => {
    const title = "A post for Thursday morning"
    const { documentId, reviewId } = await draftAndRequestReview(await signedIn(contributor), title)
    const at = new Date(Date.now() + 2 * 24 * 3600_000)
    at.setUTCSeconds(0, 0)

    await withFreshPage(browser, async ({ page, errors }) => {
      await openSignedIn(page, site, editor, `/admin/documents/${documentId}`)
      await waitForAdminScreen(page, title)
      const review = page.getByRole("region", { name: "Review", exact: true })
      await review.getByRole("button", { name: APPROVE_AND_SCHEDULE_LABEL, exact: true }).click({ timeout: 20_000 })
      const dialog = page.getByRole("dialog", { name: "Schedule the publish" })
      await dialog.getByLabel(SCHEDULE_TIME_LABEL).fill(instantToStockholmTime(at))
      await dialog.getByRole("button", { name: "Schedule publish", exact: true }).click()
      await review
        .getByRole("list", { name: "Review conversation" })
        .getByText(/^Approved by .*, to be published on /)
        .waitFor({ timeout: 10_000 })
      // Nothing left to decide.
      await expect.poll(() => review.getByRole("button", { name: APPROVE_AND_SCHEDULE_LABEL, exact: true }).count()).toBe(0)
      expect(errors).toEqual([])
    })

    const { rows } = await site.db.query<{ state: string; scheduled_for: Date }>(
      "select state, scheduled_for from public.document_reviews where id = $1",
      [reviewId],
    )
    expect(rows.map((row) => ({ state: row.state, at: new Date(row.scheduled_for).toISOString() }))).toEqual([
      { state: "approved", at: at.toISOString() },
    ])
    expect((await site.client().from("documents").select("id").eq("id", documentId)).data).toEqual([])
  })
})
