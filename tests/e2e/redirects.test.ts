/**
 * Issue 38's redirects journey (docs/decisions/0006-redirects.md): an editor renames a service page's path
 * in the document editor and publishes; the old address answers 301 to the new one on the real server,
 * the static export's `_redirects` (npm run build's prerender, reading the database with the anon key)
 * has the line, and the redirects screen lists the automatic redirect. The screen refuses a redirect from
 * an address the app answers itself, under its source field.
 */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { Browser } from "playwright-core"
import { DOCUMENT_PATH_LABEL, DOCUMENT_PUBLISHED_TOAST } from "../../app/admin/documents/editor/document-editor"
import { seedDocumentId } from "../../scripts/document-seed"
import { pageFile, prerender } from "../../scripts/prerender"
import type { TestServer } from "../../server/testing/harness"
import { REDIRECT_ORIGIN_LABELS } from "../../ui/components/admin/redirect-list"
import { APP_DIR, SERVER_DIR } from "../routes/site-under-test"
import { createUser, openSignedIn, startJourneys, type TestUser, waitForAdminScreen, withFreshPage } from "./staff"

let site: TestServer
let browser: Browser
let editor: TestUser

beforeAll(async () => {
  ;({ site, browser } = await startJourneys())
  editor = await createUser(site, "editor")
})

afterAll(() => site?.close())

const OLD_PATH = "/services/dtp"
const NEW_PATH = "/services/desktop-publishing"

describe("renaming a service page in the editor", () => {
  it("leaves a 301 from the old address on the server and in the static export's _redirects, listed on the redirects screen", async () => {
    await withFreshPage(browser, async ({ page, errors }) => {
      await openSignedIn(page, site, editor, `/admin/documents/${seedDocumentId("page:service", OLD_PATH)}`)
      const pathField = page.getByLabel(DOCUMENT_PATH_LABEL, { exact: true })
      await pathField.waitFor({ timeout: 20_000 })
      await pathField.fill(NEW_PATH)
      await page.getByRole("button", { name: "Publish", exact: true }).click()
      await page.getByText(DOCUMENT_PUBLISHED_TOAST, { exact: true }).first().waitFor({ timeout: 10_000 })

      // The server: the old address answers 301 to the new one (the query kept); the new one is the page.
      const answer = async () => {
        const response = await site.fetch(`${site.url}${OLD_PATH}?ref=mail`, { redirect: "manual" })
        return { status: response.status, location: response.headers.get("location") }
      }
      await expect.poll(answer, { timeout: 10_000 }).toEqual({ status: 301, location: `${NEW_PATH}?ref=mail` })
      expect((await site.fetch(`${site.url}${NEW_PATH}`, { redirect: "manual" })).status).toBe(200)

      // The static export, built now against this backend with its anon key.
      const outDir = fs.mkdtempSync(path.join(os.tmpdir(), "nordika-static-redirects-"))
      try {
        await prerender({
          appDir: APP_DIR,
          serverDir: SERVER_DIR,
          outDir,
          env: { SITE_URL: "https://www.nordika.test", SUPABASE_URL: site.url, SUPABASE_ANON_KEY: site.anonKey },
        })
        const rules = fs.readFileSync(path.join(outDir, "_redirects"), "utf8").split("\n")
        expect(rules).toContain(`${OLD_PATH}  ${NEW_PATH}  301`)
        // The page at its new path is in the export; its old path is only the redirect.
        expect(fs.readFileSync(path.join(outDir, pageFile(NEW_PATH)), "utf8")).toContain(
          `<link rel="canonical" href="https://www.nordika.test${NEW_PATH}">`,
        )
        expect(fs.existsSync(path.join(outDir, pageFile(OLD_PATH)))).toBe(false)
      } finally {
        fs.rmSync(outDir, { recursive: true, force: true })
      }

      // The redirects screen lists it as a renamed page's.
      await page.goto(`${site.url}/admin/redirects`)
      await waitForAdminScreen(page, "Redirects")
      const row = page.locator('[data-slot="redirect-row"]').filter({ hasText: OLD_PATH })
      await expect.poll(() => row.count(), { timeout: 10_000 }).toBe(1)
      await expect.poll(() => row.textContent()).toContain(NEW_PATH)
      await expect.poll(() => row.textContent()).toContain(REDIRECT_ORIGIN_LABELS.auto)
      expect(errors).toEqual([])
    })
    // The export renders every page in three languages: 63 s in a CI run beside one teammate's build, over
    // 180 s at a load of 14 (CI74), where the backend's reads timed out and were retried.
  }, 360_000)
})
