/**
 * The documents in Swedish and German (20261204000100_document_translations.sql) as staff, visitors
 * and the render meet them: supabase-js against the real server, translations saved and moved through
 * review with the RPCs, published only through the publish-document function's gate, and read by the
 * render's module (app/data/document-translations.ts) with the anon key.
 */
import crypto from "node:crypto"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { FunctionsHttpError, type SupabaseClient } from "@supabase/supabase-js"
import { provideSupabaseConfig } from "../../app/data/config"
import { provideBundledDocuments } from "../../app/data/documents"
import { liveTranslation, livePathsByDocument, provideBundledTranslations, translationsOf } from "../../app/data/document-translations"
import { textLeaves, withTexts } from "#shared/content/text-leaves"
import { readDocumentSeedRows, readTranslationSeedRows } from "../../scripts/document-seed-file"
import { translationSeedRows } from "../../scripts/translation-seed"
import { staffAccount, type StaffAccount } from "../functions/staff-test-support"
import { startTestServer, type TestServer } from "../testing/harness"

let t: TestServer
let anon: SupabaseClient
let member: StaffAccount
let editor: StaffAccount
let contributor: StaffAccount
let recruiter: StaffAccount

beforeAll(async () => {
  t = await startTestServer({ http: true })
  anon = t.client()
  member = await staffAccount(t, { prefix: "member" })
  editor = await staffAccount(t, { role: "editor", displayName: "Edda Editor" })
  contributor = await staffAccount(t, { role: "contributor", displayName: "Conny Contributor" })
  recruiter = await staffAccount(t, { role: "recruiter", displayName: "Rita Recruiter" })
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

  it("reads the bundled translations in a render without a backend (the static prerender), and none without them", async () => {
    const english = {
      id: crypto.randomUUID(),
      kind: "blog_post",
      path: "/blog/bundled",
      title: "Bundled",
      data: blogPost("Bundled"),
      publishedAt: "2026-12-04T00:00:00.000Z",
    }
    const swedish = {
      documentId: english.id,
      kind: "blog_post",
      englishPath: english.path,
      locale: "sv" as const,
      path: "/sv/blogg/buntad",
      title: "Buntad",
      data: swedishPost("Buntad"),
      publishedAt: english.publishedAt,
      sourceVersion: 1,
    }
    provideSupabaseConfig(null)
    try {
      expect(await liveTranslation("sv", swedish.path)).toEqual({ status: "unavailable" })
      provideBundledDocuments([english])
      provideBundledTranslations([swedish])
      expect(await liveTranslation("sv", swedish.path)).toEqual({ status: "published", translation: swedish })
      expect(await liveTranslation("de", "/de/blog/gebuendelt")).toEqual({ status: "not-found" })
      expect(await translationsOf([english.id], "sv")).toEqual({ status: "published", translations: new Map([[english.id, swedish]]) })
      expect(await livePathsByDocument()).toEqual({
        status: "published",
        paths: new Map([[english.id, { en: english.path, sv: swedish.path }]]),
      })
    } finally {
      provideBundledDocuments(null)
      provideBundledTranslations(null)
      provideSupabaseConfig({ url: t.url, anonKey: t.anonKey })
    }
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

interface PublishOutcome {
  status: number
  body: {
    translation?: { locale: string; path: string; revision: number }
    error?: { code: string; field?: string; fields?: string[]; message: string }
  }
}

/** Calls publish-document for a translation as `who`, as the admin would. */
async function publishTranslation(who: SupabaseClient, body: Record<string, unknown>): Promise<PublishOutcome> {
  const { data, error } = await who.functions.invoke("publish-document", { body })
  if (error instanceof FunctionsHttpError) {
    const response = error.context as Response
    return { status: response.status, body: await response.json() }
  }
  expect(error).toBeNull()
  return { status: 200, body: data }
}

/** Saves a translation as `who`; the new revision. */
async function save(
  who: StaffAccount,
  documentId: string,
  locale: string,
  path: string,
  data: unknown,
  expectedRevision = 0,
  title = "Klarspråk",
) {
  const { data: revision, error } = await who.client.rpc("save_document_translation", {
    p_document: documentId,
    p_locale: locale,
    p_title: title,
    p_path: path,
    p_data: data,
    p_expected_revision: expectedRevision,
  })
  expect(error).toBeNull()
  return revision as number
}

async function setState(who: StaffAccount, documentId: string, locale: string, state: string, expectedRevision: number) {
  return who.client.rpc("set_document_translation_state", {
    p_document: documentId,
    p_locale: locale,
    p_state: state,
    p_expected_revision: expectedRevision,
  })
}

/** A translation saved by the editor and approved (through review); its path and revision. */
async function approved(documentId: string, data: unknown, path = `/sv/blogg/${slug()}`, locale = "sv", expectedRevision = 0) {
  const revision = await save(editor, documentId, locale, path, data, expectedRevision)
  expect((await setState(editor, documentId, locale, "in_review", revision)).error).toBeNull()
  expect((await setState(editor, documentId, locale, "approved", revision)).error).toBeNull()
  return { path, revision }
}

const errorOf = (result: { error: { code: string } | null }) => result.error?.code

describe("a translation from draft to the site", () => {
  it("is saved, reviewed, approved by an editor and published through publish-document, then visitors read it", async () => {
    const post = await livePost()
    const path = `/sv/blogg/${slug()}`
    const revision = await save(contributor, post.id, "sv", path, swedishPost())
    expect(revision).toBe(1)
    expect(await liveTranslation("sv", path)).toEqual({ status: "not-found" })

    // The contributor sends it for review but may not approve or publish it.
    expect(errorOf(await setState(contributor, post.id, "sv", "in_review", 1))).toBeUndefined()
    expect(errorOf(await setState(contributor, post.id, "sv", "approved", 1))).toBe("42501")
    expect(errorOf(await setState(editor, post.id, "sv", "approved", 1))).toBeUndefined()
    expect(await publishTranslation(contributor.client, { documentId: post.id, locale: "sv", expectedRevision: 1 })).toEqual({
      status: 403,
      body: { error: { code: "not_allowed", message: "Contributors cannot publish: request a review, and an editor publishes it" } },
    })

    const published = await publishTranslation(editor.client, { documentId: post.id, locale: "sv", expectedRevision: 1 })
    expect(published).toEqual({ status: 200, body: { translation: { locale: "sv", path, revision: 1 } } })
    const read = await liveTranslation("sv", path)
    expect(read.status === "published" && read.translation.data).toEqual(swedishPost())

    // Staff read the working copy through the RPC; it says live and not outdated.
    const { data: rows } = await editor.client.rpc("document_translations_of", { p_document: post.id })
    expect(rows).toMatchObject([{ locale: "sv", path, state: "approved", revision: 1, outdated: false, live: true, published_path: path }])

    const { rows: audit } = await t.db.query<{ action: string; actor_id: string }>(
      `select action, actor_id from public.audit_log where target_type = 'document_translations'
       and new_data ->> 'document_id' = $1 order by id`,
      [post.id],
    )
    expect(audit).toEqual([
      { action: "create", actor_id: contributor.id },
      { action: "set_state", actor_id: contributor.id },
      { action: "set_state", actor_id: editor.id },
      { action: "publish", actor_id: editor.id },
    ])
  })

  it("goes back to draft when saved again, so a changed text is approved again before it is published", async () => {
    const post = await livePost()
    const { path, revision } = await approved(post.id, swedishPost())
    const saved = await save(editor, post.id, "sv", path, swedishPost("Klarspråk, reviderad"), revision)
    expect(saved).toBe(2)
    expect(await publishTranslation(editor.client, { documentId: post.id, locale: "sv", expectedRevision: 2 })).toEqual({
      status: 409,
      body: { error: { code: "translation_not_approved", message: "The translation is draft: an editor approves it first" } },
    })
    // A save against a revision someone else moved is refused, as documents' drafts are.
    const stale = await editor.client.rpc("save_document_translation", {
      p_document: post.id,
      p_locale: "sv",
      p_title: "Klarspråk",
      p_path: path,
      p_data: swedishPost(),
      p_expected_revision: 1,
    })
    expect(errorOf(stale)).toBe("PT409")
  })
})

describe("the review steps", () => {
  it("go draft, in review, approved in turn; a skipped step, an unknown state, a stale revision or a member is refused", async () => {
    const post = await livePost()
    const revision = await save(editor, post.id, "sv", `/sv/blogg/${slug()}`, swedishPost())
    expect(errorOf(await setState(editor, post.id, "sv", "approved", revision))).toBe("22023")
    expect(errorOf(await setState(editor, post.id, "sv", "published", revision))).toBe("22023")
    expect(errorOf(await setState(editor, post.id, "sv", "in_review", revision + 1))).toBe("PT409")
    expect(errorOf(await setState(member, post.id, "sv", "in_review", revision))).toBe("42501")
    expect(errorOf(await setState(editor, post.id, "de", "in_review", 0))).toBe("PT404")
    const { data } = await editor.client.rpc("document_translations_of", { p_document: post.id })
    expect(data).toMatchObject([{ state: "draft", revision }])
  })
})

describe("the publish gate", () => {
  it("refuses a translation that is not approved: 409 translation_not_approved", async () => {
    const post = await livePost()
    await save(editor, post.id, "sv", `/sv/blogg/${slug()}`, swedishPost())
    expect((await setState(editor, post.id, "sv", "in_review", 1)).error).toBeNull()
    const outcome = await publishTranslation(editor.client, { documentId: post.id, locale: "sv", expectedRevision: 1 })
    expect(outcome).toEqual({
      status: 409,
      body: { error: { code: "translation_not_approved", message: "The translation is in review: an editor approves it first" } },
    })
    expect((await t.db.query("select published_at from public.document_translations where document_id = $1", [post.id])).rows).toEqual([
      { published_at: null },
    ])
  })

  it("refuses text left untranslated: 409 translation_incomplete, naming the fields", async () => {
    const post = await livePost()
    const data = { ...swedishPost(), excerpt: "", body: [paragraph(" ")] }
    const { revision } = await approved(post.id, data)
    const outcome = await publishTranslation(editor.client, { documentId: post.id, locale: "sv", expectedRevision: revision })
    expect(outcome).toEqual({
      status: 409,
      body: {
        error: {
          code: "translation_incomplete",
          // In the order of the English data as stored (jsonb orders keys by length, then alphabetically).
          fields: ["body.0.children.0.text", "excerpt"],
          message: "2 texts are not translated yet: body.0.children.0.text, excerpt",
        },
      },
    })
  })

  it("refuses data that departs from the English other than in text: 409 translation_outdated, naming the field", async () => {
    const post = await livePost()
    const { revision } = await approved(post.id, { ...swedishPost(), published: "2026-12-01" })
    const outcome = await publishTranslation(editor.client, { documentId: post.id, locale: "sv", expectedRevision: revision })
    expect(outcome).toEqual({
      status: 409,
      body: {
        error: {
          code: "translation_outdated",
          field: "published",
          message: "The English version has changed at published: bring the translation up to date with it first",
        },
      },
    })
    // The English gained a paragraph since the translation was made: outdated at the list that grew.
    const grown = await livePost()
    await t.db.query(
      "update public.documents set published_data = jsonb_set(published_data, '{body}', published_data->'body' || $2::jsonb) where id = $1",
      [grown.id, JSON.stringify([paragraph("A new paragraph.")])],
    )
    const older = await approved(grown.id, swedishPost())
    const outcomeOfOlder = await publishTranslation(editor.client, { documentId: grown.id, locale: "sv", expectedRevision: older.revision })
    expect({ status: outcomeOfOlder.status, code: outcomeOfOlder.body.error?.code, field: outcomeOfOlder.body.error?.field }).toEqual({
      status: 409,
      code: "translation_outdated",
      field: "body",
    })
  })

  it("refuses translated data its kind's schema does not accept: 400 invalid_document, naming the field", async () => {
    const post = await livePost()
    const { revision } = await approved(post.id, { ...swedishPost(), tags: ["Skrivande på ett sätt som är alldeles för långt"] })
    const outcome = await publishTranslation(editor.client, { documentId: post.id, locale: "sv", expectedRevision: revision })
    expect(outcome).toEqual({
      status: 400,
      body: { error: { code: "invalid_document", field: "tags.0", message: expect.stringContaining("40") } },
    })
  })

  it("refuses a path another published translation or a document has: 409 path_taken", async () => {
    const first = await livePost()
    const second = await livePost()
    const path = `/sv/blogg/${slug()}`
    await publishedTranslation(first.id, "sv", path, swedishPost())
    const { revision } = await approved(second.id, swedishPost(), path)
    const outcome = await publishTranslation(editor.client, { documentId: second.id, locale: "sv", expectedRevision: revision })
    expect({ status: outcome.status, code: outcome.body.error?.code, message: outcome.body.error?.message }).toEqual({
      status: 409,
      code: "path_taken",
      message: `The path ${path} is taken by "Klarspråk"`,
    })
  })

  it("refuses a stale revision (409 conflict), an English document not on the site (409 source_not_published), and bad input (400)", async () => {
    const post = await livePost()
    const { revision } = await approved(post.id, swedishPost())
    const stale = await publishTranslation(editor.client, { documentId: post.id, locale: "sv", expectedRevision: revision + 1 })
    expect({ status: stale.status, code: stale.body.error?.code }).toEqual({ status: 409, code: "conflict" })

    await t.db.query("update public.documents set unpublished_at = now() where id = $1", [post.id])
    const offSite = await publishTranslation(editor.client, { documentId: post.id, locale: "sv", expectedRevision: revision })
    expect({ status: offSite.status, code: offSite.body.error?.code }).toEqual({ status: 409, code: "source_not_published" })

    const french = await publishTranslation(editor.client, { documentId: post.id, locale: "fr", expectedRevision: revision })
    expect({ status: french.status, code: french.body.error?.code }).toEqual({ status: 400, code: "invalid_request" })
    const none = await publishTranslation(editor.client, { documentId: post.id, locale: "de", expectedRevision: 0 })
    expect({ status: none.status, code: none.body.error?.code }).toEqual({ status: 404, code: "not_found" })
    // A recruiter does not edit blog posts.
    const recruiters = await publishTranslation(recruiter.client, { documentId: post.id, locale: "sv", expectedRevision: revision })
    expect({ status: recruiters.status, code: recruiters.body.error?.code }).toEqual({ status: 403, code: "not_allowed" })
  })

  it("refuses a path outside the language's prefix when saved, and an English document under a language's prefix (the tables' checks)", async () => {
    const post = await livePost()
    const saved = await editor.client.rpc("save_document_translation", {
      p_document: post.id,
      p_locale: "de",
      p_title: "Klare Sprache",
      p_path: "/sv/blogg/klarsprak",
      p_data: swedishPost(),
      p_expected_revision: 0,
    })
    expect(errorOf(saved)).toBe("23514")
    const bad = await editor.client.rpc("save_document_translation", {
      p_document: post.id,
      p_locale: "fr",
      p_title: "Langage clair",
      p_path: "/fr/blog/langage-clair",
      p_data: swedishPost(),
      p_expected_revision: 0,
    })
    expect(errorOf(bad)).toBe("22023")
    // The prefixes are the languages': no English document is created (or saved) under them.
    const english = await editor.client.rpc("create_document", {
      p_collection: "blog_post",
      p_path: "/sv/blog/post",
      p_title: "Post",
      p_data: {},
    })
    expect(errorOf(english)).toBe("23514")
  })
})

describe("a published translation", () => {
  it("leaves a 301 from its old path when republished at a new one", async () => {
    const post = await livePost()
    const first = await approved(post.id, swedishPost())
    expect((await publishTranslation(editor.client, { documentId: post.id, locale: "sv", expectedRevision: first.revision })).status).toBe(
      200,
    )
    const renamed = `/sv/blogg/${slug()}`
    const second = await approved(post.id, swedishPost(), renamed, "sv", first.revision)
    expect((await publishTranslation(editor.client, { documentId: post.id, locale: "sv", expectedRevision: second.revision })).status).toBe(
      200,
    )
    const { data } = await anon.from("redirects").select("source, target, status").eq("source", first.path)
    expect(data).toEqual([{ source: first.path, target: renamed, status: 301 }])
    expect(await liveTranslation("sv", first.path)).toEqual({ status: "not-found" })
    expect((await liveTranslation("sv", renamed)).status).toBe("published")

    // The live translation wins over a manual redirect at its address, as a live document does.
    const manual = await editor.client.from("redirects").insert({ source: renamed, target: "/sv" })
    expect({ status: manual.status, code: manual.error?.code, message: manual.error?.message }).toEqual({
      status: 409,
      code: "23505",
      message: `A page is at ${renamed}: the page wins over a redirect`,
    })
  })

  it("is taken off the site by an editor (not a contributor), and keeps its working copy", async () => {
    const post = await livePost()
    const { path, revision } = await approved(post.id, swedishPost())
    expect((await publishTranslation(editor.client, { documentId: post.id, locale: "sv", expectedRevision: revision })).status).toBe(200)

    const byContributor = await contributor.client.rpc("unpublish_document_translation", { p_document: post.id, p_locale: "sv" })
    expect(errorOf(byContributor)).toBe("42501")
    const byEditor = await editor.client.rpc("unpublish_document_translation", { p_document: post.id, p_locale: "sv" })
    expect(byEditor.error).toBeNull()
    expect(await liveTranslation("sv", path)).toEqual({ status: "not-found" })
    const { data: rows } = await editor.client.rpc("document_translations_of", { p_document: post.id })
    expect(rows).toMatchObject([{ locale: "sv", path, state: "approved", data: swedishPost(), live: false, published_path: null }])
    const { rows: audit } = await t.db.query<{ action: string; actor_id: string; old_data: { path: string } }>(
      `select action, actor_id, old_data from public.audit_log where target_type = 'document_translations'
       and new_data ->> 'document_id' = $1 and action = 'unpublish'`,
      [post.id],
    )
    expect(audit).toEqual([{ action: "unpublish", actor_id: editor.id, old_data: { path, title: "Klarspråk" } }])
  })
})

describe("the translation seed (apply_translation_seed)", () => {
  const SEED_ROWS = readDocumentSeedRows()
  const seedPosts = SEED_ROWS.filter((row) => row.kind === "blog_post")

  /** A seed row for a complete Swedish translation of a seed document (texts upper-cased), as the generator makes it. */
  function seedTranslation(row: (typeof SEED_ROWS)[number], title = row.title.toUpperCase(), path = `/sv${row.path}`) {
    const texts = Object.fromEntries(textLeaves(row.data).map((leaf) => [leaf.path, leaf.text.toUpperCase()]))
    const data = withTexts(row.data, texts) as Record<string, unknown>
    return translationSeedRows(SEED_ROWS, (locale) =>
      locale === "sv" ? [{ kind: row.kind, englishPath: row.path, path, title, data, missing: [] }] : [],
    )
  }

  async function applySeed(rows: unknown[]) {
    const { rows: outcomes } = await t.db.query<{ translation_path: string; outcome: string }>(
      "select translation_path, outcome from public.apply_translation_seed($1::jsonb)",
      [JSON.stringify(rows)],
    )
    return outcomes.map((row) => row.outcome)
  }

  it("has published the generated seed's translations, approved, made from the English version; leaves one alone once staff changed it", async () => {
    const row = seedPosts[0]
    const seeded = readTranslationSeedRows().find((translation) => translation.documentId === row.id && translation.locale === "sv")!
    const { rows: english } = await t.db.query<{ version: number }>("select version from public.documents where id = $1", [row.id])
    expect(await liveTranslation("sv", seeded.path)).toEqual({
      status: "published",
      translation: expect.objectContaining({
        documentId: row.id,
        englishPath: row.path,
        path: seeded.path,
        title: seeded.title,
        data: seeded.data,
        sourceVersion: english[0].version,
      }),
    })
    expect(await applySeed([seeded])).toEqual(["unchanged"])
    expect(await applySeed([{ ...seeded, title: "En ny titel" }])).toEqual(["updated"])

    // An editor saves the translation: the seed keeps its hands off from then on.
    const { data: translations } = await editor.client.rpc("document_translations_of", { p_document: row.id })
    const revision = (translations as { locale: string; revision: number }[]).find((translation) => translation.locale === "sv")!.revision
    await save(editor, row.id, "sv", seeded.path, seeded.data, revision, "Redaktörens titel")
    expect(await applySeed([{ ...seeded, title: "Seedens titel" }])).toEqual(["kept"])
    const { data: after } = await editor.client.rpc("document_translations_of", { p_document: row.id })
    expect((after as unknown[]).find((translation) => (translation as { locale: string }).locale === "sv")).toMatchObject({
      title: "Redaktörens titel",
      published_title: "En ny titel",
    })
  })

  it("leaves out a translation whose English staff changed, whose document is not there, or whose path is taken", async () => {
    const changed = seedPosts[1]
    await t.db.query(
      "update public.documents set published_data = jsonb_set(published_data, '{excerpt}', '\"Changed by staff.\"') where id = $1",
      [changed.id],
    )
    const taken = seedPosts[2]
    const other = seedPosts[3]
    // The seed moves its own translation of `taken` to a new path; `other`'s may not follow it there.
    const [first] = seedTranslation(taken, undefined, `/sv/blogg/${slug()}`)
    expect(await applySeed([first])).toEqual(["updated"])
    const [clash] = seedTranslation(other, undefined, first.path)
    const [ofChanged] = seedTranslation(changed)
    const missing = { ...ofChanged, documentId: crypto.randomUUID() }
    expect(await applySeed([ofChanged, missing, clash])).toEqual(["source_changed", "no_document", "path_taken"])
    expect(await liveTranslation("sv", ofChanged.path)).toEqual({ status: "not-found" })
  })
})
