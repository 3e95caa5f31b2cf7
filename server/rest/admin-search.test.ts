/**
 * The admin's search (20261206000100_admin_search.sql) as the command palette and the Search insights screen
 * call it: supabase-js against the real server, signed in as each staff role, over the English seed documents,
 * leads submitted through submit_lead(), a library image and searches counted through record_site_search().
 * admin_search() runs as the caller, so row level security decides what each role finds.
 */
import crypto from "node:crypto"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { SupabaseClient } from "@supabase/supabase-js"
import { staffAccount, type StaffAccount } from "../functions/staff-test-support"
import { startTestServer, type TestServer } from "../testing/harness"

let t: TestServer
let anon: SupabaseClient
let admin: StaffAccount
let editor: StaffAccount
let recruiter: StaffAccount
let contributor: StaffAccount
let translator: StaffAccount
let member: StaffAccount
/** A live English page editors (and contributors) edit and recruiters do not. */
let page: { id: string; title: string; path: string }
const leads: Record<"quote" | "application", { id: string; reference: string }> = {} as never
const MEDIA_ID = crypto.randomUUID()

interface Hit {
  category: string
  id: string
  title: string
  detail: string
  locale: string | null
  kind: string | null
  status: string | null
}

async function submit(type: "quote" | "job_application", name: string, company: string | null, details: object) {
  const { rows } = await t.db.query<{ id: string; reference: string }>("select * from public.submit_lead($1::jsonb, $2)", [
    JSON.stringify({
      type,
      submissionId: crypto.randomUUID(),
      name,
      email: `${name.split(" ")[0].toLowerCase()}@example.test`,
      company,
      details,
      consentText: "I agree",
      consentVersion: "2026-04-01",
      pagePath: "/contact/request-quote",
    }),
    `10.9.0.${type === "quote" ? 1 : 2}`,
  ])
  return rows[0]
}

beforeAll(async () => {
  t = await startTestServer()
  anon = t.client()
  ;[admin, editor, recruiter, contributor, translator, member] = await Promise.all([
    staffAccount(t, { role: "admin", displayName: "Ada Admin" }),
    staffAccount(t, { role: "editor", displayName: "Edda Palette" }),
    staffAccount(t, { role: "recruiter", displayName: "Rita Recruiter" }),
    staffAccount(t, { role: "contributor", displayName: "Cora Contributor" }),
    staffAccount(t, { role: "translator", displayName: "Tilde Translator" }),
    staffAccount(t, { prefix: "member" }),
  ])
  leads.quote = await submit("quote", "Greta Quotient", "Quotient Maskin AB", {
    service: "Translation",
    sourceLanguage: "sv",
    targetLanguages: ["de"],
    instructions: "Manuals",
  })
  leads.application = await submit("job_application", "Henrik Quotient", null, {
    position: "Swedish translator",
    coverLetter: "I translate manuals.",
  }).catch(async () => {
    // The application's fields are the form's; the row is what matters here, so it is written as the superuser.
    const { rows } = await t.db.query<{ id: string; reference: string }>(
      `insert into public.leads (reference, submission_id, type, name, email, details, consent_text, consent_version, consented_at, page_path)
       values ('NA-2026-99001', gen_random_uuid(), 'job_application', 'Henrik Quotient', 'henrik@example.test', '{}'::jsonb,
         'I agree', '2026-04-01', now(), '/careers') returning id, reference`,
    )
    return rows[0]
  })
  const { rows } = await t.db.query<{ id: string; title: string; path: string }>(
    `select d.id, d.title, d.path from public.documents d join public.document_kinds k on k.kind = d.collection
     where d.published_data is not null and d.deleted_at is null and 'editor' = any (k.edited_by)
       and not ('recruiter' = any (k.edited_by)) and d.collection like 'page:%'
     order by d.path limit 1`,
  )
  page = rows[0]
  await t.db.query("update public.documents set title = 'Quotient service page' where id = $1", [page.id])
  page.title = "Quotient service page"
  await t.db.query(
    `insert into public.document_translations (document_id, locale, path, title, data, state, source_version,
       published_path, published_title, published_data, published_at, published_source_version)
     select id, 'de', '/de/quotient-dienst', 'Quotient Dienstseite', published_data, 'approved', version,
       '/de/quotient-dienst', 'Quotient Dienstseite', published_data, now(), version
     from public.documents where id = $1
     on conflict (document_id, locale) do update set published_path = excluded.published_path,
       published_title = excluded.published_title, published_at = excluded.published_at`,
    [page.id],
  )
  await t.db.query("insert into public.staff_language_roles (user_id, locale, role) values ($1, 'de', 'translator')", [translator.id])
  await t.db.query("insert into storage.objects (bucket_id, name) values ('media', $1)", [`${MEDIA_ID}/quotient-office.png`])
  await t.db.query(
    `insert into public.media (id, object_path, file_name, mime_type, size_bytes, width, height, alt_text, decorative)
     values ($1, $2, 'quotient-office.png', 'image/png', 2048, 1200, 800, 'Two translators at a whiteboard', false)`,
    [MEDIA_ID, `${MEDIA_ID}/quotient-office.png`],
  )
}, 240_000)
afterAll(() => t?.close())

async function search(client: SupabaseClient, q: string, perGroup = 5): Promise<Hit[]> {
  const { data, error } = await client.rpc("admin_search", { q, per_group: perGroup })
  if (error) throw new Error(`${error.code}: ${error.message}`)
  return data as Hit[]
}

const summary = (hits: Hit[]) => hits.map((hit) => `${hit.category} ${hit.locale ?? "-"} ${hit.title}`).sort()

describe("admin_search: what each role finds", () => {
  it("an editor finds the page, its German translation, the quote lead (not the application) and the image", async () => {
    expect(summary(await search(editor.client, "quotient"))).toEqual([
      "document en Quotient service page",
      "lead en Greta Quotient",
      "media - quotient-office.png",
      "translation de Quotient Dienstseite",
    ])
  })

  it("an admin finds every lead type, newest first, and the staff accounts by name or address", async () => {
    const hits = await search(admin.client, "quotient")
    expect(hits.filter((hit) => hit.category === "lead").map((hit) => hit.title)).toEqual(["Henrik Quotient", "Greta Quotient"])
    const users = await search(admin.client, "Edda Pal")
    expect(users.filter((hit) => hit.category === "user")).toEqual([
      { category: "user", id: editor.id, title: "Edda Palette", detail: editor.email, locale: null, kind: null, status: "editor" },
    ])
    expect((await search(admin.client, editor.email)).filter((hit) => hit.category === "user").map((hit) => hit.id)).toEqual([editor.id])
  })

  it("finds a lead by its reference, with the reference, company and address as its detail", async () => {
    const hits = await search(editor.client, leads.quote.reference)
    expect(hits.filter((hit) => hit.category === "lead")).toEqual([
      {
        category: "lead",
        id: leads.quote.id,
        title: "Greta Quotient",
        detail: `${leads.quote.reference} · Quotient Maskin AB · greta@example.test`,
        locale: "en",
        kind: "quote",
        status: "new",
      },
    ])
    // Only the reference's start: a part of it from the middle finds nothing.
    expect((await search(editor.client, leads.quote.reference.slice(3))).filter((hit) => hit.category === "lead")).toEqual([])
  })

  it("a recruiter gets the application but no quote, no page of the editors' kinds, no image and no accounts", async () => {
    expect(summary(await search(recruiter.client, "quotient"))).toEqual(["lead en Henrik Quotient"])
    expect((await search(recruiter.client, leads.quote.reference)).filter((hit) => hit.category === "lead")).toEqual([])
  })

  it("a role that may not read leads gets none of them, even by the exact reference", async () => {
    for (const account of [contributor, translator, member]) {
      const hits = await search(account.client, leads.quote.reference)
      expect(hits.filter((hit) => hit.category === "lead")).toEqual([])
    }
    // The contributor gets the page, its translation and the image; the German translator the German translation only.
    expect(summary(await search(contributor.client, "quotient"))).toEqual([
      "document en Quotient service page",
      "media - quotient-office.png",
      "translation de Quotient Dienstseite",
    ])
    expect(summary(await search(translator.client, "quotient"))).toEqual(["translation de Quotient Dienstseite"])
    expect(await search(member.client, "quotient")).toEqual([])
  })

  it("an editor finds no accounts: the Users screen is the admins'", async () => {
    expect((await search(editor.client, "Ada Admin")).filter((hit) => hit.category === "user")).toEqual([])
  })

  it("takes % and _ literally and keeps to per_group rows a group", async () => {
    expect(await search(editor.client, "%")).toEqual([])
    expect(await search(editor.client, "_")).toEqual([])
    const one = await search(admin.client, "quotient", 1)
    expect(one.filter((hit) => hit.category === "lead")).toHaveLength(1)
  })

  it("refuses visitors, and bad input with a code and a sentence (400), never a 500", async () => {
    const refused = await anon.rpc("admin_search", { q: "quotient" })
    expect({ status: refused.status, code: refused.error?.code }).toEqual({ status: 401, code: "42501" })
    const cases: [Record<string, unknown>, string, string][] = [
      [{ q: "   " }, "QEMPT", "Type something to search for"],
      [{}, "QEMPT", "Type something to search for"],
      [{ q: "x".repeat(201) }, "QLONG", "Search for at most 200 characters"],
      [{ q: "quotient", per_group: 0 }, "QPAGE", "Ask for 1 to 20 results a group"],
      [{ q: "quotient", per_group: 21 }, "QPAGE", "Ask for 1 to 20 results a group"],
    ]
    for (const [args, code, message] of cases) {
      const bad = await editor.client.rpc("admin_search", args)
      expect({ status: bad.status, code: bad.error?.code, message: bad.error?.message }).toEqual({ status: 400, code, message })
    }
  })
})

describe("search_insights: what marketing learns", () => {
  interface InsightRow {
    list: string
    query: string | null
    locale: string | null
    searches: number
    no_results: number
    opened: number
  }
  const insights = async (client: SupabaseClient, args: { period_days?: number; only_locale?: string } = {}) => {
    const { data, error } = await client.rpc("search_insights", args)
    if (error) throw new Error(`${error.code}: ${error.message}`)
    return data as InsightRow[]
  }

  beforeAll(async () => {
    const record = async (q: string, locale: string) => {
      const { data, error } = await anon.rpc("record_site_search", { q, locale })
      if (error) throw error
      return data as string
    }
    await record("Zebraflügel", "de")
    await record("zebraflügel", "de")
    const found = await record("translation", "en")
    await record("translation", "en")
    await anon.rpc("search_result_opened", { search_id: found })
    // A search of 100 days ago counts in 365 days, not in 30.
    await t.db.query("insert into public.search_queries (query, locale, results, day) values ('old query', 'en', 0, current_date - 100)")
  })

  it("an editor sees the totals, the top queries and the queries with no results, with their counts and openings", async () => {
    const rows = await insights(editor.client)
    expect(rows.filter((row) => row.list === "total")).toEqual([
      { list: "total", query: null, locale: null, searches: 4, no_results: 2, opened: 1 },
    ])
    expect(rows.filter((row) => row.list === "none")).toEqual([
      { list: "none", query: "zebraflügel", locale: "de", searches: 2, no_results: 2, opened: 0 },
    ])
    expect(rows.filter((row) => row.list === "top").map((row) => [row.query, row.locale, row.searches, row.opened])).toEqual([
      ["translation", "en", 2, 1],
      ["zebraflügel", "de", 2, 0],
    ])
  })

  it("narrows to a language and a period", async () => {
    const german = await insights(editor.client, { only_locale: "de" })
    expect(german.find((row) => row.list === "total")).toEqual({
      list: "total",
      query: null,
      locale: "de",
      searches: 2,
      no_results: 2,
      opened: 0,
    })
    const year = await insights(admin.client, { period_days: 365 })
    expect(year.filter((row) => row.list === "none").map((row) => row.query)).toEqual(["zebraflügel", "old query"])
  })

  it("gives roles that may not read the query log nothing, visitors a refusal, and a bad period a clear 400", async () => {
    for (const account of [recruiter, contributor, translator, member]) {
      expect(await insights(account.client)).toEqual([{ list: "total", query: null, locale: null, searches: 0, no_results: 0, opened: 0 }])
    }
    const refused = await anon.rpc("search_insights", {})
    expect({ status: refused.status, code: refused.error?.code }).toEqual({ status: 401, code: "42501" })
    const bad = await editor.client.rpc("search_insights", { period_days: 7 })
    expect({ status: bad.status, code: bad.error?.code, message: bad.error?.message }).toEqual({
      status: 400,
      code: "QDAYS",
      message: "Choose a period of 30, 90 or 365 days",
    })
  })
})
