/**
 * The documents in Swedish and German (20261204000100_document_translations.sql) as staff, visitors
 * and the render meet them: supabase-js against the real server, translations saved and moved through
 * review with the RPCs, published only through the publish-document function's gate, and read by the
 * render's module (app/data/document-translations.ts) with the anon key.
 */
import crypto from "node:crypto"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { SupabaseClient } from "@supabase/supabase-js"
import { provideSupabaseConfig } from "../../app/data/config"
import { liveTranslation, livePathsByDocument, translationsOf } from "../../app/data/document-translations"
import { staffAccount, type StaffAccount } from "../functions/staff-test-support"
import { startTestServer, type TestServer } from "../testing/harness"

let t: TestServer
let anon: SupabaseClient
let member: StaffAccount

beforeAll(async () => {
  t = await startTestServer({ http: true })
  anon = t.client()
  member = await staffAccount(t, { prefix: "member" })
  provideSupabaseConfig({ url: t.url, anonKey: t.anonKey })
})
afterAll(() => {
  provideSupabaseConfig(null)
  return t?.close()
})

const paragraph = (text: string) => ({ type: "paragraph", children: [{ type: "text", text }] })

const blogPost = (title: string, body = "Short sentences translate well.") => ({
  meta: { title, description: "Why plain language travels better, and how to write it." },
  title,
  excerpt: "Why plain language travels better.",
  author: "Edda Editor",
  published: "2026-11-30",
  tags: ["Writing"],
  body: [paragraph(body)],
})

const swedishPost = (title = "Klarspråk") => ({
  meta: { title, description: "Varför klarspråk reser bättre, och hur man skriver det." },
  title,
  excerpt: "Varför klarspråk reser bättre.",
  author: "Edda Editor",
  published: "2026-11-30",
  tags: ["Skrivande"],
  body: [paragraph("Korta meningar översätts väl.")],
})

const slug = () => crypto.randomUUID().slice(0, 8)

/** A live English blog post, written as the superuser (version 1); its id and path. */
async function livePost(title = "Plain language") {
  const id = crypto.randomUUID()
  const path = `/blog/${slug()}`
  await t.db.query(
    `insert into public.documents (id, collection, path, title, published_data, published_at, version)
     values ($1, 'blog_post', $2, $3, $4, now(), 1)`,
    [id, path, title, JSON.stringify(blogPost(title))],
  )
  return { id, path, title }
}

/** A published translation of `documentId`, written as the superuser. */
async function publishedTranslation(documentId: string, locale: "sv" | "de", path: string, data: unknown, title = "Klarspråk") {
  await t.db.query(
    `insert into public.document_translations (document_id, locale, path, title, data, state, source_version,
       published_path, published_title, published_data, published_at, published_source_version)
     values ($1, $2, $3, $4, $5, 'approved', 1, $3, $4, $5, now(), 1)`,
    [documentId, locale, path, title, JSON.stringify(data)],
  )
}

describe("the render's reads (app/data/document-translations.ts, as anon)", () => {
  it("finds a live translation by its localised path, with its English document's kind and path", async () => {
    const post = await livePost()
    const path = `/sv/blogg/${slug()}`
    await publishedTranslation(post.id, "sv", path, swedishPost())

    const read = await liveTranslation("sv", path)
    expect(read).toEqual({
      status: "published",
      translation: {
        documentId: post.id,
        kind: "blog_post",
        englishPath: post.path,
        locale: "sv",
        path,
        title: "Klarspråk",
        data: swedishPost(),
        publishedAt: expect.any(String),
        sourceVersion: 1,
      },
    })
    expect(await liveTranslation("de", path)).toEqual({ status: "not-found" })
    expect(await liveTranslation("sv", "/sv/blogg/nothing-here")).toEqual({ status: "not-found" })
    expect(await liveTranslation("sv", "/sv/'),(x")).toEqual({ status: "not-found" })
  })

  it("hides a translation whose English document is taken off the site or trashed, and never shows a draft", async () => {
    const unpublished = await livePost("Taken off")
    const trashed = await livePost("Trashed")
    const drafted = await livePost("Drafted")
    const paths = { unpublished: `/sv/blogg/${slug()}`, trashed: `/sv/blogg/${slug()}`, drafted: `/sv/blogg/${slug()}` }
    await publishedTranslation(unpublished.id, "sv", paths.unpublished, swedishPost())
    await publishedTranslation(trashed.id, "sv", paths.trashed, swedishPost())
    await t.db.query(
      `insert into public.document_translations (document_id, locale, path, title, data, source_version) values ($1, 'sv', $2, 'Utkast', '{}', 1)`,
      [drafted.id, paths.drafted],
    )
    await t.db.query("update public.documents set unpublished_at = now() where id = $1", [unpublished.id])
    await t.db.query("update public.documents set deleted_at = now() where id = $1", [trashed.id])

    for (const path of Object.values(paths)) expect(await liveTranslation("sv", path)).toEqual({ status: "not-found" })
    const listed = await translationsOf([unpublished.id, trashed.id, drafted.id], "sv")
    expect(listed).toEqual({ status: "published", translations: new Map() })

    // The table itself, as visitors and signed-in users without a staff role read it.
    for (const client of [anon, member.client]) {
      const { data, error } = await client
        .from("document_translations")
        .select("document_id")
        .in("document_id", [unpublished.id, trashed.id, drafted.id])
      expect({ data, error }).toEqual({ data: [], error: null })
    }
  })

  it("lists the translations of several documents in one language, and every live document's addresses per language", async () => {
    const first = await livePost("First")
    const second = await livePost("Second")
    const untranslated = await livePost("Untranslated")
    const sv = `/sv/blogg/${slug()}`
    const de = `/de/blog/${slug()}`
    await publishedTranslation(first.id, "sv", sv, swedishPost("Första"), "Första")
    await publishedTranslation(first.id, "de", de, swedishPost("Erste"), "Erste")
    await publishedTranslation(second.id, "de", `/de/blog/${slug()}`, swedishPost("Zweite"), "Zweite")

    const swedish = await translationsOf([first.id, second.id, untranslated.id, "not-an-id"], "sv")
    expect(swedish.status).toBe("published")
    if (swedish.status !== "published") return
    expect([...swedish.translations.keys()]).toEqual([first.id])
    expect(swedish.translations.get(first.id)?.title).toBe("Första")

    const paths = await livePathsByDocument()
    expect(paths.status).toBe("published")
    if (paths.status !== "published") return
    expect(paths.paths.get(first.id)).toEqual({ en: first.path, sv, de })
    expect(paths.paths.get(untranslated.id)).toEqual({ en: untranslated.path })
  })

  it("says the backend is unavailable when it does not answer, rather than that there is no translation", async () => {
    provideSupabaseConfig({ url: "http://127.0.0.1:9", anonKey: t.anonKey })
    try {
      expect(await liveTranslation("sv", "/sv/blogg/anything")).toEqual({ status: "unavailable" })
      expect(await livePathsByDocument()).toEqual({ status: "unavailable" })
    } finally {
      provideSupabaseConfig({ url: t.url, anonKey: t.anonKey })
    }
  })
})
