/**
 * The visits of the site's pages (20261207300500_page_visits.sql, server/site/page-visits.ts): the site's
 * answer to a person's browser counted, robots and tests not; the counts sent through record_page_visits()
 * as anon and kept only for live pages; the most visited pages answered to anyone without their counts;
 * the counts read by admins and editors alone, and pruned after 12 months. supabase-js against the real
 * server on PGlite with the seed's English documents.
 */
import fs from "node:fs"
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest"
import type { SupabaseClient } from "@supabase/supabase-js"
import { staffAccount, type StaffAccount } from "../functions/staff-test-support"
import { builtAppWithoutServerRender } from "../testing/built-app"
import { startTestServer, type TestServer } from "../testing/harness"

let t: TestServer
let anon: SupabaseClient
let editor: StaffAccount
let recruiter: StaffAccount
let appDir: string

/** Chrome on a phone, as a visitor's browser sends it. */
const PHONE_CHROME = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36"
const BROWSER_ACCEPT = "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8"

beforeAll(async () => {
  // A built app without a server render: the site answers its pages from routes.json and the live documents.
  appDir = builtAppWithoutServerRender("page-visits", ["/contact", "/services/translation", "/industries/legal"])
  t = await startTestServer({ config: { appDir } })
  anon = t.client()
  editor = await staffAccount(t, { role: "editor" })
  recruiter = await staffAccount(t, { role: "recruiter" })
}, 180_000)
afterAll(async () => {
  await t?.close()
  fs.rmSync(appDir, { recursive: true, force: true })
})

beforeEach(async () => {
  await t.server.pages.flushCounts()
  await t.db.query("delete from public.page_visits")
})

const documentId = async (documentPath: string) =>
  (await t.db.query<{ id: string }>("select id from public.documents where path = $1", [documentPath])).rows[0].id

/** The visits counted today, by English document path and language. */
async function visitsToday(): Promise<Record<string, number>> {
  const { rows } = await t.db.query<{ path: string; locale: string; visits: string }>(
    `select d.path, v.locale, v.visits::text from public.page_visits v join public.documents d on d.id = v.document_id
     where v.day = (now() at time zone 'utc')::date`,
  )
  return Object.fromEntries(rows.map((row) => [`${row.locale} ${row.path}`, Number(row.visits)]))
}

/** Publishes a Swedish translation of the document at `englishPath` at `swedishPath`, as the translation workspace would. */
async function publishSwedish(englishPath: string, swedishPath: string, eyebrow: string) {
  const id = await documentId(englishPath)
  const data = JSON.stringify({ hero: { eyebrow } })
  await t.db.query(
    `insert into public.document_translations
       (document_id, locale, path, title, data, state, source_version, published_path, published_title, published_data, published_at, published_source_version)
     select $1, 'sv', $2, 'Översättning på 200+ språk', $3::jsonb, 'approved', d.version, $2, 'Översättning på 200+ språk', $3::jsonb, now(), d.version
     from public.documents d where d.id = $1
     on conflict (document_id, locale) do update set published_path = excluded.published_path, published_at = now()`,
    [id, swedishPath, data],
  )
}

describe("the site counts a person's visit of a page", () => {
  const visit = (pagePath: string, headers: Record<string, string> = {}, method = "GET") =>
    t.fetch(`${t.url}${pagePath}`, { method, headers: { "User-Agent": PHONE_CHROME, Accept: BROWSER_ACCEPT, ...headers } })

  it("counts a browser's visits of a page, with its query or a trailing slash, per page and language", async () => {
    expect((await visit("/contact")).status).toBe(200)
    expect((await visit("/contact?utm_source=newsletter")).status).toBe(200)
    expect((await visit("/Contact/")).status).toBe(200)
    expect((await visit("/services/translation")).status).toBe(200)
    await t.server.pages.flushCounts()
    expect(await visitsToday()).toEqual({ "en /contact": 3, "en /services/translation": 1 })
  })

  it("does not count robots, tests, link previews, prefetches, HEAD, a missing page or a file", async () => {
    const visits = [
      visit("/contact", { "User-Agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" }),
      visit("/contact", {
        "User-Agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36",
      }),
      visit("/contact", { "User-Agent": "Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 Chrome-Lighthouse" }),
      visit("/contact", { "User-Agent": "curl/8.5.0" }),
      visit("/contact", { "User-Agent": "node" }),
      visit("/contact", { "Sec-Purpose": "prefetch" }),
      visit("/contact", { Accept: "*/*" }),
      visit("/contact", {}, "HEAD"),
      visit("/no-such-page"),
      visit("/robots.txt"),
    ]
    const answers = await Promise.all(visits)
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 404, 200])
    await t.server.pages.flushCounts()
    expect(await visitsToday()).toEqual({})
  })
})

describe("record_page_visits(): what anyone may send", () => {
  it("counts only live pages, in the language of their path; a count is at most 1,000 a call", async () => {
    await publishSwedish("/services/translation", "/sv/tjanster/oversattning", "Översättning")
    const { error } = await anon.rpc("record_page_visits", {
      p_visits: {
        "/services/translation": 2,
        "/sv/tjanster/oversattning": 5_000,
        "/no-such-page": 7,
        "/contact": "many",
        "/industries/legal": -3,
        "/about/team": 1.9,
      },
    })
    expect(error).toBeNull()
    expect(await visitsToday()).toEqual({ "en /services/translation": 2, "sv /services/translation": 1000, "en /about/team": 1 })
  })

  it("refuses anything but an object of at most 200 paths with 22023, and writes nothing", async () => {
    const tooMany = Object.fromEntries(Array.from({ length: 201 }, (_, i) => [`/page-${i}`, 1]))
    for (const p_visits of [tooMany, ["/contact"], "/contact", null]) {
      const { error } = await anon.rpc("record_page_visits", { p_visits })
      expect(error?.code, JSON.stringify(p_visits).slice(0, 40)).toBe("22023")
    }
    expect(await visitsToday()).toEqual({})
  })

  it("a page taken off the site is no longer counted", async () => {
    const id = await documentId("/industries/legal")
    await t.db.query("update public.documents set unpublished_at = now() where id = $1", [id])
    try {
      await anon.rpc("record_page_visits", { p_visits: { "/industries/legal": 4 } })
      expect(await visitsToday()).toEqual({})
    } finally {
      await t.db.query("update public.documents set unpublished_at = null where id = $1", [id])
    }
  })
})

describe("most_visited_pages(): the order, never the counts", () => {
  it("answers the language's live pages, most visited first, by their short names, without the home page", async () => {
    await publishSwedish("/services/translation", "/sv/tjanster/oversattning", "Översättning")
    await anon.rpc("record_page_visits", { p_visits: { "/contact": 3, "/services/translation": 9, "/": 50, "/about/team": 1 } })
    await anon.rpc("record_page_visits", { p_visits: { "/sv/tjanster/oversattning": 2 } })
    const english = await anon.rpc("most_visited_pages", { locale: "en", page_limit: 6 })
    expect(english.error).toBeNull()
    expect(english.data).toEqual([
      { path: "/services/translation", title: "Translation" },
      { path: "/contact", title: "Contact us" },
      { path: "/about/team", title: "Leadership" },
    ])
    const swedish = await anon.rpc("most_visited_pages", { locale: "sv", page_limit: 6 })
    expect(swedish.data).toEqual([{ path: "/sv/tjanster/oversattning", title: "Översättning" }])
    const two = await anon.rpc("most_visited_pages", { locale: "en", page_limit: 2 })
    expect(two.data?.map((row: { path: string }) => row.path)).toEqual(["/services/translation", "/contact"])
    expect((await anon.rpc("most_visited_pages", { locale: "de" })).data).toEqual([])
  })

  it("forgets visits older than 30 days and pages taken off the site", async () => {
    const legal = await documentId("/industries/legal")
    const contact = await documentId("/contact")
    await t.db.query(
      `insert into public.page_visits (day, document_id, locale, visits) values
        ((now() at time zone 'utc')::date - 31, $1, 'en', 500), ((now() at time zone 'utc')::date - 29, $2, 'en', 5)`,
      [legal, contact],
    )
    expect((await anon.rpc("most_visited_pages", { locale: "en" })).data).toEqual([{ path: "/contact", title: expect.any(String) }])
    await t.db.query("update public.documents set unpublished_at = now() where id = $1", [contact])
    try {
      expect((await anon.rpc("most_visited_pages", { locale: "en" })).data).toEqual([])
    } finally {
      await t.db.query("update public.documents set unpublished_at = null where id = $1", [contact])
    }
  })
})

describe("who reads the counts", () => {
  beforeEach(async () => {
    await anon.rpc("record_page_visits", { p_visits: { "/contact": 3 } })
  })

  it("visitors and recruiters read no count and write none; editors read them", async () => {
    const visitorRead = await anon.from("page_visits").select("visits")
    expect(visitorRead.error?.code).toBe("42501")
    expect(
      (await anon.from("page_visits").insert({ document_id: await documentId("/contact"), locale: "en", visits: 9 })).error?.code,
    ).toBe("42501")
    expect((await recruiter.client.from("page_visits").select("visits")).data).toEqual([])
    expect((await editor.client.from("page_visits").select("locale, visits")).data).toEqual([{ locale: "en", visits: 3 }])
    const forged = await editor.client.from("page_visits").update({ visits: 1_000_000 }).eq("locale", "en").select()
    expect(forged.error?.code).toBe("42501")
  })

  it("the hourly sweep's prune removes visits older than 12 months; only the service role may run it", async () => {
    const contact = await documentId("/contact")
    await t.db.query(
      `insert into public.page_visits (day, document_id, locale, visits)
       values ((now() at time zone 'utc')::date - interval '12 months' - interval '1 day', $1, 'en', 8)`,
      [contact],
    )
    expect((await anon.rpc("prune_page_visits")).error?.code).toBe("42501")
    const service = t.client({ key: t.serviceRoleKey })
    expect((await service.rpc("prune_page_visits")).data).toBe(1)
    const { rows } = await t.db.query<{ visits: string }>("select visits::text from public.page_visits")
    expect(rows).toEqual([{ visits: "3" }])
  })
})
