import crypto from "node:crypto"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { SupabaseClient } from "@supabase/supabase-js"
import { LEAD_TYPES } from "#shared/lead-schemas"
import { STAFF_LEAD_TYPES, STAFF_ROLES } from "#shared/staff"
import { startTestServer, type TestServer } from "../testing/harness"
import { describeRlsMatrix, REFUSED, rlsTable, type RlsBucket, type RlsTable, type RlsTopic } from "../testing/rls-matrix"

/** A user row as auth would create it (the profile trigger fires). */
async function createUser(t: TestServer, email: string, displayName: string): Promise<string> {
  const id = crypto.randomUUID()
  await t.db.query(
    `insert into auth.users (instance_id, id, aud, role, email, raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
     values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', $2, '{"provider":"email"}', $3, now(), now())`,
    [id, email, JSON.stringify({ display_name: displayName })],
  )
  return id
}

/** Staff who run the website (editors and admins) read and write every row of a staff-edited table. */
const staffEditEverything = <Row extends string>(rows: readonly Row[]) =>
  ({ select: rows, insert: "allowed", update: rows, delete: rows }) as const

/** Staff-edited content: anyone reads the published rows; staff read and write every row. */
const PUBLISHED_CONTENT_ACCESS = {
  anon: { select: ["published"], insert: REFUSED, update: REFUSED, delete: REFUSED },
  member: { select: ["published"], insert: REFUSED, update: [], delete: [] },
  recruiter: { select: ["published"], insert: REFUSED, update: [], delete: [] },
  editor: staffEditEverything(["published", "unpublished"]),
  admin: staffEditEverything(["published", "unpublished"]),
} as const

const MATRIX_VERSION_ID = crypto.randomUUID()
const MATRIX_LOGO_IDS = { published: crypto.randomUUID(), unpublished: crypto.randomUUID(), added: crypto.randomUUID() }
const MATRIX_RESET_IDS = {
  member: crypto.randomUUID(),
  recruiter: crypto.randomUUID(),
  editor: crypto.randomUUID(),
  admin: crypto.randomUUID(),
  other: crypto.randomUUID(),
  added: crypto.randomUUID(),
}

const MATRIX_LEAD_IDS = {
  fresh: crypto.randomUUID(),
  worked: crypto.randomUUID(),
  application: crypto.randomUUID(),
  freelancer: crypto.randomUUID(),
  withFile: crypto.randomUUID(),
  withCv: crypto.randomUUID(),
  withNotes: crypto.randomUUID(),
  applicationWithNotes: crypto.randomUUID(),
  withRevisions: crypto.randomUUID(),
  applicationWithRevisions: crypto.randomUUID(),
  file: crypto.randomUUID(),
  cv: crypto.randomUUID(),
  editorNote: crypto.randomUUID(),
  adminNote: crypto.randomUUID(),
  recruiterNote: crypto.randomUUID(),
  addedNote: crypto.randomUUID(),
  rate: crypto.randomUUID(),
  addedRate: crypto.randomUUID(),
  read: crypto.randomUUID(),
}

/** Each type's own fields, as the forms send them. */
const MATRIX_LEAD_DETAILS = {
  contact: { message: "Hello" },
  quote: { service: "Translation", sourceLanguage: "sv", targetLanguages: ["de"], instructions: "Product sheets" },
  job_application: { position: "Project manager, life sciences" },
  freelancer_application: {
    languagePairs: ["sv-de"],
    services: ["Translation"],
    specialisations: [],
    catTools: [],
    rate: 0.12,
    currency: "EUR",
    yearsExperience: 8,
  },
}

/** A lead as submit_lead() stores it (a message unless told), written by the superuser. */
async function insertLead(t: TestServer, id: string, reference: string, type: keyof typeof MATRIX_LEAD_DETAILS = "contact") {
  await t.db.query(
    `insert into public.leads (id, reference, submission_id, type, name, email, details, consent_text, consent_version, consented_at, page_path)
     values ($1, $2, gen_random_uuid(), $3, 'Matrix Visitor', 'visitor@example.test', $4, 'I agree', '1', now(), '/contact')`,
    [id, reference, type, JSON.stringify(MATRIX_LEAD_DETAILS[type])],
  )
}

/** A stored file of a lead, as submit_lead() records it. */
async function insertLeadFile(t: TestServer, id: string, leadId: string, objectName: string) {
  await t.db.query(
    `insert into public.lead_files (id, lead_id, object_name, file_name, mime_type, size_bytes)
     values ($1, $2, $3, split_part($3, '/', 3), 'application/pdf', 10)`,
    [id, leadId, objectName],
  )
}

/** Nobody writes a lead or its files through the API: they come only through submit-lead. */
const NO_API_WRITES = { insert: REFUSED, update: REFUSED } as const

const MATRIX_DOCUMENT_IDS = {
  live: crypto.randomUUID(),
  draft: crypto.randomUUID(),
  trashed: crypto.randomUUID(),
  livePosition: crypto.randomUUID(),
  draftPosition: crypto.randomUUID(),
  added: crypto.randomUUID(),
  liveVersion: crypto.randomUUID(),
  positionVersion: crypto.randomUUID(),
  postSchedule: crypto.randomUUID(),
  positionSchedule: crypto.randomUUID(),
}

/**
 * Documents of two kinds, written by the superuser: a live blog post (with a saved draft, a
 * version, and a link to the live position), one never published, one in the trash; a live open
 * position (with a version and a link back) and one never published (with a draft).
 */
async function insertMatrixDocuments(t: TestServer) {
  const ids = MATRIX_DOCUMENT_IDS
  await t.db.query(
    `insert into public.documents (id, collection, path, title, published_data, published_at, version, deleted_at) values
       ($1, 'blog_post', '/matrix/live', 'Live post', '{"title": "Live post"}', now(), 1, null),
       ($2, 'blog_post', '/matrix/draft', 'Draft post', null, null, 0, null),
       ($3, 'blog_post', '/matrix/trashed', 'Trashed post', '{"title": "Trashed post"}', now(), 1, now()),
       ($4, 'open_position', '/matrix/position', 'Live position', '{"title": "Live position"}', now(), 1, null),
       ($5, 'open_position', '/matrix/draft-position', 'Draft position', null, null, 0, null)
     on conflict (id) do nothing`,
    [ids.live, ids.draft, ids.trashed, ids.livePosition, ids.draftPosition],
  )
  await t.db.query(
    `insert into public.document_drafts (document_id, title, path, data) values
       ($1, 'Live post', '/matrix/live', '{"title": "Live post, edited"}'),
       ($2, 'Draft position', '/matrix/draft-position', '{"title": "Draft position"}')
     on conflict (document_id) do nothing`,
    [ids.live, ids.draftPosition],
  )
  await t.db.query(
    `insert into public.document_versions (id, document_id, version, title, path, data) values
       ($1, $2, 1, 'Live post', '/matrix/live', '{"title": "Live post"}'),
       ($3, $4, 1, 'Live position', '/matrix/position', '{"title": "Live position"}')
     on conflict (id) do nothing`,
    [ids.liveVersion, ids.live, ids.positionVersion, ids.livePosition],
  )
  await t.db.query("insert into public.document_links (from_document, to_document) values ($1, $2), ($2, $1) on conflict do nothing", [
    ids.live,
    ids.livePosition,
  ])
}

const MATRIX_SEGMENT_IDS = {
  sv: crypto.randomUUID(),
  de: crypto.randomUUID(),
  sectionSv: crypto.randomUUID(),
  sectionDe: crypto.randomUUID(),
  added: crypto.randomUUID(),
}
const MATRIX_MEMORY_IDS = { sv: crypto.randomUUID(), de: crypto.randomUUID(), added: crypto.randomUUID() }
const MATRIX_TERM_IDS = { term: crypto.randomUUID(), added: crypto.randomUUID() }

/**
 * The translation workspace's tables (issue 40): admins and editors translate and review every language;
 * no role of the matrix is a translator (a translator's per-language reads and writes are
 * server/rest/translation-segments.test.ts's), so the others see nothing, and nobody writes segments or
 * the memory through the API (the RPCs do).
 */
const LINGUISTS_READ_ONLY = {
  anon: { select: REFUSED, insert: REFUSED, update: REFUSED, delete: REFUSED },
  member: { select: [], insert: REFUSED, update: REFUSED, delete: REFUSED },
  recruiter: { select: [], insert: REFUSED, update: REFUSED, delete: REFUSED },
  contributor: { select: [], insert: REFUSED, update: REFUSED, delete: REFUSED },
  editor: { select: ["sv", "de"], insert: REFUSED, update: REFUSED, delete: REFUSED },
  admin: { select: ["sv", "de"], insert: REFUSED, update: REFUSED, delete: REFUSED },
} as const

const MATRIX_SECTION_TRANSLATION_IDS = { liveSv: crypto.randomUUID(), draftDe: crypto.randomUUID(), hiddenSv: crypto.randomUUID() }
const MATRIX_TRANSLATION_IDS = {
  liveSv: crypto.randomUUID(),
  draftDe: crypto.randomUUID(),
  trashedSv: crypto.randomUUID(),
  positionSv: crypto.randomUUID(),
  added: crypto.randomUUID(),
}

/** The matrix documents' translations: the live post's in Swedish (published) and German (a draft), the trashed post's and the live position's in Swedish (published). */
async function insertMatrixTranslations(t: TestServer) {
  await insertMatrixDocuments(t)
  const ids = MATRIX_TRANSLATION_IDS
  const documents = MATRIX_DOCUMENT_IDS
  await t.db.query(
    `insert into public.document_translations (id, document_id, locale, path, title, data, state, source_version,
       published_path, published_title, published_data, published_at, published_source_version)
     select v.id::uuid, v.document_id::uuid, v.locale, v.path, v.title, v.data::jsonb, v.state, 1,
       case when v.published then v.path end, case when v.published then v.title end, case when v.published then v.data::jsonb end,
       case when v.published then now() end, case when v.published then 1 end
     from (values
       ($1, $2, 'sv', '/sv/matrix/live', 'Levande inlägg', '{"title": "Levande inlägg"}', 'approved', true),
       ($3, $2, 'de', '/de/matrix/live', 'Lebender Beitrag', '{"title": "Lebender Beitrag"}', 'draft', false),
       ($4, $5, 'sv', '/sv/matrix/trashed', 'Kastat inlägg', '{"title": "Kastat inlägg"}', 'approved', true),
       ($6, $7, 'sv', '/sv/matrix/position', 'Ledig tjänst', '{"title": "Ledig tjänst"}', 'approved', true)
     ) as v (id, document_id, locale, path, title, data, state, published)
     on conflict (id) do nothing`,
    [ids.liveSv, documents.live, ids.draftDe, ids.trashedSv, documents.trashed, ids.positionSv, documents.livePosition],
  )
}

/** Nobody writes a document, its drafts, versions or links through the API: the RPCs and publish-document do. */
const READ_ONLY = { insert: REFUSED, update: REFUSED, delete: REFUSED } as const
/** What visitors and signed-in users without a staff role see of the documents' staff tables: nothing (anon not even the table). */
const STAFF_TABLE_FOR_OTHERS = {
  anon: { select: REFUSED, ...READ_ONLY },
  member: { select: [], ...READ_ONLY },
} as const

const MATRIX_LINK_CHECK_IDS = { run: crypto.randomUUID(), result: crypto.randomUUID(), added: crypto.randomUUID() }

/** The link checker's tables: every staff role reads; only the service role (the server) writes. */
const LINK_CHECK_ACCESS = {
  anon: { select: REFUSED, insert: REFUSED, update: REFUSED, delete: REFUSED },
  member: { select: [], insert: REFUSED, update: REFUSED, delete: REFUSED },
  recruiter: { select: ["row"], insert: REFUSED, update: REFUSED, delete: REFUSED },
  contributor: { select: ["row"], insert: REFUSED, update: REFUSED, delete: REFUSED },
  editor: { select: ["row"], insert: REFUSED, update: REFUSED, delete: REFUSED },
  admin: { select: ["row"], insert: REFUSED, update: REFUSED, delete: REFUSED },
} as const
const MATRIX_LINK_IGNORE_IDS = { row: crypto.randomUUID(), added: crypto.randomUUID() }
const MATRIX_REVIEW_IDS = {
  post: crypto.randomUUID(),
  editorsPost: crypto.randomUUID(),
  position: crypto.randomUUID(),
  added: crypto.randomUUID(),
}

const MATRIX_REDIRECT_IDS = {
  manual: crypto.randomUUID(),
  auto: crypto.randomUUID(),
  fixed: crypto.randomUUID(),
  added: crypto.randomUUID(),
}

const MATRIX_MEDIA_IDS = {
  shown: crypto.randomUUID(),
  unused: crypto.randomUUID(),
  contributed: crypto.randomUUID(),
  added: crypto.randomUUID(),
}
const MATRIX_MEDIA_PATHS = {
  shown: "rls-matrix/shown.png",
  unused: "rls-matrix/unused.png",
  contributed: "rls-matrix/contributed.png",
  added: "rls-matrix/added.png",
}

/** Two library images, their files in the media bucket, the first shown by a live blog post. */
async function insertMatrixMedia(t: TestServer) {
  for (const path of Object.values(MATRIX_MEDIA_PATHS))
    await t.db.query("insert into storage.objects (bucket_id, name) values ('media', $1) on conflict do nothing", [path])
  await t.db.query(
    `insert into public.media (id, object_path, file_name, mime_type, size_bytes, width, height, alt_text, decorative) values
       ($1, $2, 'shown.png', 'image/png', 2048, 1200, 800, 'Two translators at a whiteboard', false),
       ($3, $4, 'unused.png', 'image/png', 1024, 640, 480, null, true)
     on conflict (id) do nothing`,
    [MATRIX_MEDIA_IDS.shown, MATRIX_MEDIA_PATHS.shown, MATRIX_MEDIA_IDS.unused, MATRIX_MEDIA_PATHS.unused],
  )
  await t.db.query(
    `insert into public.documents (collection, path, title, published_data, published_at, version)
     values ('blog_post', '/matrix/with-image', 'Post with an image', $1, now(), 1) on conflict do nothing`,
    [JSON.stringify({ title: "Post with an image", cover: MATRIX_MEDIA_IDS.shown })],
  )
}

const MATRIX_SEARCH_IDS = {
  liveEn: crypto.randomUUID(),
  liveSv: crypto.randomUUID(),
  positionEn: crypto.randomUUID(),
  stale: crypto.randomUUID(),
  added: crypto.randomUUID(),
  synonyms: crypto.randomUUID(),
  addedSynonyms: crypto.randomUUID(),
  query: crypto.randomUUID(),
  addedQuery: crypto.randomUUID(),
}

/**
 * The search index of the matrix documents (20261205001000_site_search.sql): the triggers wrote the live post's
 * English and Swedish entries and the live position's; the draft's entry is forged here, as a trigger that failed
 * to remove it would leave it, so that the policy alone must hide it.
 */
async function insertMatrixSearchEntries(t: TestServer) {
  await insertMatrixTranslations(t)
  const ids = MATRIX_SEARCH_IDS
  const documents = MATRIX_DOCUMENT_IDS
  await t.db.query(
    `update public.search_entries e set id = v.id::uuid
     from (values ($1, $2, 'en'), ($3, $2, 'sv'), ($4, $5, 'en')) as v (id, document_id, locale)
     where e.document_id = v.document_id::uuid and e.locale = v.locale`,
    [ids.liveEn, documents.live, ids.liveSv, ids.positionEn, documents.livePosition],
  )
  await t.db.query(
    `insert into public.search_entries (id, document_id, locale, kind, section, path, title, headings, body, document, heading_document)
     values ($1, $2, 'en', 'blog_post', 'blog-news', '/matrix/draft', 'Draft post', 'Draft post', '', to_tsvector('english', 'Draft post'),
       to_tsvector('english', 'Draft post'))
     on conflict do nothing`,
    [ids.stale, documents.draft],
  )
}

/** The search index: everyone reads the entries of live pages, nobody writes (the triggers do). */
const SEARCH_ENTRIES_READ = { select: ["liveEn", "liveSv", "positionEn"], ...READ_ONLY } as const

/**
 * What visitors searched for, and how often pages were visited: admins and editors read them; nobody writes
 * through the API (record_site_search() and record_page_visits() do).
 */
const VISITOR_LOG_ACCESS = {
  anon: { select: REFUSED, insert: REFUSED, update: REFUSED, delete: REFUSED },
  member: { select: [], insert: REFUSED, update: REFUSED, delete: REFUSED },
  recruiter: { select: [], insert: REFUSED, update: REFUSED, delete: REFUSED },
  contributor: { select: [], insert: REFUSED, update: REFUSED, delete: REFUSED },
  editor: { select: ["row"], insert: REFUSED, update: REFUSED, delete: REFUSED },
  admin: { select: ["row"], insert: REFUSED, update: REFUSED, delete: REFUSED },
} as const
/** Synonyms: admins and editors read and write them; other signed-in users see none and change none. */
const SEARCH_SYNONYMS_NONE = { select: [], insert: REFUSED, update: [], delete: [] } as const

const RLS_TABLES: RlsTable[] = [
  rlsTable({
    table: "site_settings",
    key: "key",
    rows: () => ({ logos: "logos", theme: "theme" }),
    insert: () => ({ key: "banner", value: { text: "Added" } }),
    // An empty object is a valid logos value (no logos) and a valid theme (the defaults).
    update: { value: {} },
    access: {
      anon: { select: ["logos", "theme"], insert: REFUSED, update: REFUSED, delete: REFUSED },
      member: { select: ["logos", "theme"], insert: REFUSED, update: [], delete: [] },
      recruiter: { select: ["logos", "theme"], insert: REFUSED, update: [], delete: [] },
      contributor: { select: ["logos", "theme"], insert: REFUSED, update: [], delete: [] },
      editor: staffEditEverything(["logos", "theme"]),
      admin: staffEditEverything(["logos", "theme"]),
    },
  }),
  // The contact addresses are a site setting like the others, with a value of their own to write.
  rlsTable({
    table: "site_settings",
    key: "key",
    rows: () => ({ contact: "contact" }),
    insert: () => ({ key: "banner", value: { text: "Added" } }),
    update: {
      value: {
        general: "info@nordika.se",
        quotes: "offers@nordika.se",
        careers: "jobs@nordika.se",
        freelancers: "vendors@nordika.se",
        privacy: "dpo@nordika.se",
        press: "media@nordika.se",
        security: "psirt@nordika.se",
        legal: "legal@nordika.se",
      },
    },
    access: {
      anon: { select: ["contact"], insert: REFUSED, update: REFUSED, delete: REFUSED },
      member: { select: ["contact"], insert: REFUSED, update: [], delete: [] },
      recruiter: { select: ["contact"], insert: REFUSED, update: [], delete: [] },
      contributor: { select: ["contact"], insert: REFUSED, update: [], delete: [] },
      editor: staffEditEverything(["contact"]),
      admin: staffEditEverything(["contact"]),
    },
  }),
  rlsTable({
    table: "private_settings",
    key: "key",
    rows: () => ({ leads: "lead_notifications" }),
    insert: () => ({ key: "added_setting", value: { on: true } }),
    update: { value: { recipients: ["sales@nordika.se"] } },
    // Who hears of every new lead is an admin's decision: editors neither see nor change it.
    access: {
      anon: { select: REFUSED, insert: REFUSED, update: REFUSED, delete: REFUSED },
      member: { select: [], insert: REFUSED, update: [], delete: [] },
      recruiter: { select: [], insert: REFUSED, update: [], delete: [] },
      contributor: { select: [], insert: REFUSED, update: [], delete: [] },
      editor: { select: [], insert: REFUSED, update: [], delete: [] },
      admin: staffEditEverything(["leads"]),
    },
  }),
  rlsTable({
    table: "deploy_hook_state",
    key: "id",
    rows: () => ({ site: "site" }),
    insert: () => ({ id: "another" }),
    update: { last_status: 200 },
    // One row, written by the trigger and the deploy-hook function (service role): admins read the hook's last call.
    access: {
      anon: { select: REFUSED, insert: REFUSED, update: REFUSED, delete: REFUSED },
      member: { select: [], insert: REFUSED, update: REFUSED, delete: REFUSED },
      recruiter: { select: [], insert: REFUSED, update: REFUSED, delete: REFUSED },
      editor: { select: [], insert: REFUSED, update: REFUSED, delete: REFUSED },
      admin: { select: ["site"], insert: REFUSED, update: REFUSED, delete: REFUSED },
    },
  }),
  rlsTable({
    table: "security_settings",
    key: "id",
    rows: () => ({ signIn: "sign_in" }),
    insert: () => ({ id: "another" }),
    // Off is always a valid change; turning it on needs a passkey of the admin's own (admin-factor-policy.test.ts).
    update: { admins_require_phishing_resistant_factor: false },
    // One row, never added or removed: staff of every role read how admins must sign in, admins change it.
    access: {
      anon: { select: REFUSED, insert: REFUSED, update: REFUSED, delete: REFUSED },
      member: { select: [], insert: REFUSED, update: [], delete: REFUSED },
      recruiter: { select: ["signIn"], insert: REFUSED, update: [], delete: REFUSED },
      contributor: { select: ["signIn"], insert: REFUSED, update: [], delete: REFUSED },
      editor: { select: ["signIn"], insert: REFUSED, update: [], delete: REFUSED },
      admin: { select: ["signIn"], insert: REFUSED, update: ["signIn"], delete: REFUSED },
    },
  }),
  rlsTable({
    table: "profiles",
    key: "id",
    rows: (users) => ({ member: users.member, recruiter: users.recruiter, editor: users.editor, admin: users.admin }),
    // `other` loses its profile, so the insert has a user to create one for.
    setup: async (t, users) => void (await t.db.query("delete from public.profiles where id = $1", [users.other])),
    insert: (users) => ({ id: users.other, display_name: "Other" }),
    update: { display_name: "Renamed" },
    access: {
      anon: { select: REFUSED, insert: REFUSED, update: REFUSED, delete: REFUSED },
      member: { select: ["member"], insert: REFUSED, update: ["member"], delete: REFUSED },
      recruiter: { select: ["recruiter"], insert: REFUSED, update: ["recruiter"], delete: REFUSED },
      // Its own profile is not among the named rows: it sees and renames no one else's.
      contributor: { select: [], insert: REFUSED, update: [], delete: REFUSED },
      editor: { select: ["member", "recruiter", "editor", "admin"], insert: REFUSED, update: ["editor"], delete: REFUSED },
      admin: { select: ["member", "recruiter", "editor", "admin"], insert: REFUSED, update: ["admin"], delete: REFUSED },
    },
  }),
  rlsTable({
    table: "content_sections",
    key: "key",
    rows: () => ({ published: "home_hero", unpublished: "leen_page" }),
    // The keys are a fixed set, all seeded: one is freed for the insert.
    setup: async (t) => {
      await t.db.query("update public.content_sections set published = false where key = 'leen_page'")
      await t.db.query("delete from public.content_sections where key = 'client_success'")
    },
    insert: () => ({ key: "client_success", value: { heading: "Added" } }),
    update: { value: { heading: "Changed" } },
    access: PUBLISHED_CONTENT_ACCESS,
  }),
  rlsTable({
    table: "content_drafts",
    key: "key",
    rows: () => ({ draft: "home_hero" }),
    setup: async (t) => {
      await t.db.query("delete from public.content_drafts")
      await t.db.query(`insert into public.content_drafts (key, value) values ('home_hero', '{"heading": "Draft"}')`)
    },
    insert: () => ({ key: "testimonials", value: { heading: "Added draft" } }),
    update: { value: { heading: "Changed draft" } },
    access: {
      anon: { select: REFUSED, insert: REFUSED, update: REFUSED, delete: REFUSED },
      member: { select: [], insert: REFUSED, update: [], delete: [] },
      recruiter: { select: [], insert: REFUSED, update: [], delete: [] },
      editor: staffEditEverything(["draft"]),
      admin: staffEditEverything(["draft"]),
    },
  }),
  rlsTable({
    table: "content_section_versions",
    key: "id",
    rows: () => ({ version: MATRIX_VERSION_ID }),
    setup: async (t) => {
      await t.db.query(
        `insert into public.content_section_versions (id, key, version, value) values ($1, 'home_hero', 9000, '{"heading": "Old"}')`,
        [MATRIX_VERSION_ID],
      )
    },
    insert: () => ({ id: crypto.randomUUID(), key: "home_hero", version: 9001, value: { heading: "Forged" } }),
    update: { value: { heading: "Rewritten" } },
    access: {
      anon: { select: REFUSED, insert: REFUSED, update: REFUSED, delete: REFUSED },
      member: { select: [], insert: REFUSED, update: REFUSED, delete: REFUSED },
      recruiter: { select: [], insert: REFUSED, update: REFUSED, delete: REFUSED },
      editor: { select: ["version"], insert: REFUSED, update: REFUSED, delete: REFUSED },
      admin: { select: ["version"], insert: REFUSED, update: REFUSED, delete: REFUSED },
    },
  }),
  rlsTable({
    table: "document_kinds",
    key: "kind",
    rows: () => ({ blogPost: "blog_post", openPosition: "open_position" }),
    insert: () => ({ kind: "matrix_kind", label: "Matrix kind" }),
    update: { label: "Renamed kind" },
    access: {
      anon: { select: ["blogPost", "openPosition"], ...READ_ONLY },
      member: { select: ["blogPost", "openPosition"], ...READ_ONLY },
      recruiter: { select: ["blogPost", "openPosition"], ...READ_ONLY },
      contributor: { select: ["blogPost", "openPosition"], ...READ_ONLY },
      editor: { select: ["blogPost", "openPosition"], ...READ_ONLY },
      admin: { select: ["blogPost", "openPosition"], ...READ_ONLY },
    },
  }),
  rlsTable({
    table: "documents",
    key: "id",
    rows: () => ({
      live: MATRIX_DOCUMENT_IDS.live,
      draft: MATRIX_DOCUMENT_IDS.draft,
      trashed: MATRIX_DOCUMENT_IDS.trashed,
      livePosition: MATRIX_DOCUMENT_IDS.livePosition,
      draftPosition: MATRIX_DOCUMENT_IDS.draftPosition,
    }),
    setup: insertMatrixDocuments,
    insert: () => ({ id: MATRIX_DOCUMENT_IDS.added, collection: "blog_post", path: "/matrix/added", title: "Added post" }),
    update: { title: "Changed title" },
    access: {
      anon: { select: ["live", "livePosition"], ...READ_ONLY },
      member: { select: ["live", "livePosition"], ...READ_ONLY },
      recruiter: { select: ["live", "livePosition", "draftPosition"], ...READ_ONLY },
      // Contributors edit the blog posts (every kind editors edit but the open positions).
      contributor: { select: ["live", "draft", "trashed", "livePosition"], ...READ_ONLY },
      editor: { select: ["live", "draft", "trashed", "livePosition", "draftPosition"], ...READ_ONLY },
      admin: { select: ["live", "draft", "trashed", "livePosition", "draftPosition"], ...READ_ONLY },
    },
  }),
  rlsTable({
    table: "document_drafts",
    key: "document_id",
    rows: () => ({ postDraft: MATRIX_DOCUMENT_IDS.live, positionDraft: MATRIX_DOCUMENT_IDS.draftPosition }),
    setup: insertMatrixDocuments,
    insert: () => ({ document_id: MATRIX_DOCUMENT_IDS.draft, title: "Forged draft", path: "/matrix/draft", data: {} }),
    update: { data: { title: "Rewritten draft" } },
    access: {
      ...STAFF_TABLE_FOR_OTHERS,
      recruiter: { select: ["positionDraft"], ...READ_ONLY },
      contributor: { select: ["postDraft"], ...READ_ONLY },
      editor: { select: ["postDraft", "positionDraft"], ...READ_ONLY },
      admin: { select: ["postDraft", "positionDraft"], ...READ_ONLY },
    },
  }),
  rlsTable({
    table: "document_versions",
    key: "id",
    rows: () => ({ postVersion: MATRIX_DOCUMENT_IDS.liveVersion, positionVersion: MATRIX_DOCUMENT_IDS.positionVersion }),
    setup: insertMatrixDocuments,
    insert: () => ({
      id: crypto.randomUUID(),
      document_id: MATRIX_DOCUMENT_IDS.live,
      version: 9,
      title: "Forged",
      path: "/matrix/live",
      data: {},
    }),
    update: { data: { title: "Rewritten history" } },
    access: {
      ...STAFF_TABLE_FOR_OTHERS,
      recruiter: { select: ["positionVersion"], ...READ_ONLY },
      contributor: { select: ["postVersion"], ...READ_ONLY },
      editor: { select: ["postVersion", "positionVersion"], ...READ_ONLY },
      admin: { select: ["postVersion", "positionVersion"], ...READ_ONLY },
    },
  }),
  // The documents in Swedish and German (20261204000100_document_translations.sql): visitors read the live
  // translations of live documents (their published columns only); staff the rows of the kinds they edit;
  // nobody writes through the API (the RPCs and publish-document do).
  rlsTable({
    table: "document_translations",
    key: "id",
    rows: () => ({
      liveSv: MATRIX_TRANSLATION_IDS.liveSv,
      draftDe: MATRIX_TRANSLATION_IDS.draftDe,
      trashedSv: MATRIX_TRANSLATION_IDS.trashedSv,
      positionSv: MATRIX_TRANSLATION_IDS.positionSv,
    }),
    setup: insertMatrixTranslations,
    insert: () => ({
      id: MATRIX_TRANSLATION_IDS.added,
      document_id: MATRIX_DOCUMENT_IDS.draft,
      locale: "sv",
      path: "/sv/matrix/added",
      title: "Forged translation",
      data: {},
      source_version: 0,
    }),
    update: { published_title: "Rewritten translation" },
    access: {
      anon: { select: ["liveSv", "positionSv"], ...READ_ONLY },
      member: { select: ["liveSv", "positionSv"], ...READ_ONLY },
      recruiter: { select: ["liveSv", "positionSv"], ...READ_ONLY },
      contributor: { select: ["liveSv", "draftDe", "trashedSv", "positionSv"], ...READ_ONLY },
      editor: { select: ["liveSv", "draftDe", "trashedSv", "positionSv"], ...READ_ONLY },
      admin: { select: ["liveSv", "draftDe", "trashedSv", "positionSv"], ...READ_ONLY },
    },
  }),
  // A translator account's languages (20261205000100_translator_role.sql): admins read every row, a linguist its own
  // (here the member's); nobody writes them through the API (set_staff_language_role() does, for admins).
  rlsTable({
    table: "staff_language_roles",
    key: "user_id",
    rows: (users) => ({ own: users.member, other: users.other }),
    setup: async (t, users) => {
      await t.db.query(
        `insert into public.staff_language_roles (user_id, locale, role) values ($1, 'de', 'translator'), ($2, 'sv', 'reviewer')
         on conflict do nothing`,
        [users.member, users.other],
      )
    },
    insert: (users) => ({ user_id: users.recruiter, locale: "de", role: "translator" }),
    update: { role: "reviewer" },
    access: {
      anon: { select: REFUSED, insert: REFUSED, update: REFUSED, delete: REFUSED },
      member: { select: ["own"], insert: REFUSED, update: REFUSED, delete: REFUSED },
      recruiter: { select: [], insert: REFUSED, update: REFUSED, delete: REFUSED },
      contributor: { select: [], insert: REFUSED, update: REFUSED, delete: REFUSED },
      editor: { select: [], insert: REFUSED, update: REFUSED, delete: REFUSED },
      admin: { select: ["own", "other"], insert: REFUSED, update: REFUSED, delete: REFUSED },
    },
  }),
  rlsTable({
    table: "translation_segments",
    key: "id",
    // A document's segments and a content section's (20261208200100_section_segments.sql), in each language.
    rows: () => ({
      sv: MATRIX_SEGMENT_IDS.sv,
      de: MATRIX_SEGMENT_IDS.de,
      sectionSv: MATRIX_SEGMENT_IDS.sectionSv,
      sectionDe: MATRIX_SEGMENT_IDS.sectionDe,
    }),
    setup: async (t) => {
      await insertMatrixDocuments(t)
      // The seed's thousands of segments go: the matrix snapshots the whole table around every write.
      await t.db.query("delete from public.translation_segments")
      await t.db.query(
        `insert into public.translation_segments (id, document_id, locale, field, ordinal, source, source_hash)
         values ($1, $3, 'sv', 'title', 0, 'Live post', md5('Live post')), ($2, $3, 'de', 'title', 0, 'Live post', md5('Live post'))
         on conflict (id) do nothing`,
        [MATRIX_SEGMENT_IDS.sv, MATRIX_SEGMENT_IDS.de, MATRIX_DOCUMENT_IDS.live],
      )
      await t.db.query(
        `insert into public.translation_segments (id, section_key, locale, field, ordinal, source, source_hash)
         values ($1, 'home_hero', 'sv', 'heading', 0, 'Hero', md5('Hero')), ($2, 'home_hero', 'de', 'heading', 0, 'Hero', md5('Hero'))
         on conflict (id) do nothing`,
        [MATRIX_SEGMENT_IDS.sectionSv, MATRIX_SEGMENT_IDS.sectionDe],
      )
    },
    insert: () => ({
      id: MATRIX_SEGMENT_IDS.added,
      document_id: MATRIX_DOCUMENT_IDS.live,
      locale: "sv",
      field: "excerpt",
      ordinal: 0,
      source: "Forged",
      source_hash: "forged",
      target: "Förfalskad",
      state: "approved",
      origin: "human",
    }),
    update: { target: "Godkänd av ingen", state: "approved", origin: "human" },
    access: {
      ...LINGUISTS_READ_ONLY,
      editor: { ...LINGUISTS_READ_ONLY.editor, select: ["sv", "de", "sectionSv", "sectionDe"] },
      admin: { ...LINGUISTS_READ_ONLY.admin, select: ["sv", "de", "sectionSv", "sectionDe"] },
    },
  }),
  rlsTable({
    table: "translation_memory",
    key: "id",
    rows: () => ({ sv: MATRIX_MEMORY_IDS.sv, de: MATRIX_MEMORY_IDS.de }),
    setup: async (t) => {
      // The seed's thousands of pairs go, likewise.
      await t.db.query("delete from public.translation_memory")
      await t.db.query(
        `insert into public.translation_memory (id, target_locale, source, target, source_hash)
         values ($1, 'sv', 'Matrix sentence.', 'Matrismening.', md5('Matrix sentence.')),
                ($2, 'de', 'Matrix sentence.', 'Matrixsatz.', md5('Matrix sentence.'))
         on conflict (id) do nothing`,
        [MATRIX_MEMORY_IDS.sv, MATRIX_MEMORY_IDS.de],
      )
    },
    insert: () => ({ id: MATRIX_MEMORY_IDS.added, target_locale: "sv", source: "Forged.", target: "Förfalskad.", source_hash: "forged" }),
    update: { target: "Förfalskad." },
    access: LINGUISTS_READ_ONLY,
  }),
  // The English publishes waiting for their segments' sync (20261207200100_translation_sync_queue.sql): the
  // linguists read which documents wait (the dashboard); only the publish's trigger and the sync write.
  rlsTable({
    table: "translation_sync_queue",
    key: "document_id",
    rows: () => ({ live: MATRIX_DOCUMENT_IDS.live }),
    setup: async (t) => {
      await insertMatrixDocuments(t)
      await t.db.query(
        `insert into public.translation_sync_queue (document_id, version) values ($1, 1) on conflict (document_id) do nothing`,
        [MATRIX_DOCUMENT_IDS.live],
      )
    },
    insert: () => ({ document_id: MATRIX_DOCUMENT_IDS.livePosition, version: 1 }),
    update: { version: 99 },
    access: {
      anon: { select: REFUSED, insert: REFUSED, update: REFUSED, delete: REFUSED },
      member: { select: [], insert: REFUSED, update: REFUSED, delete: REFUSED },
      recruiter: { select: [], insert: REFUSED, update: REFUSED, delete: REFUSED },
      contributor: { select: [], insert: REFUSED, update: REFUSED, delete: REFUSED },
      editor: { select: ["live"], insert: REFUSED, update: REFUSED, delete: REFUSED },
      admin: { select: ["live"], insert: REFUSED, update: REFUSED, delete: REFUSED },
    },
  }),
  // The content sections' English publishes waiting for their segments' sync (20261208200100_section_segments.sql):
  // the linguists read which sections wait; only the publish's trigger and the sync write.
  rlsTable({
    table: "translation_section_sync_queue",
    key: "section_key",
    rows: () => ({ hero: "home_hero" }),
    setup: async (t) => {
      // The keys are the sections': the waiting rows of other tests go, so that the insert's key is free.
      await t.db.query("delete from public.translation_section_sync_queue where section_key <> 'home_hero'")
      await t.db.query(
        `insert into public.translation_section_sync_queue (section_key, version) values ('home_hero', 1) on conflict (section_key) do nothing`,
      )
    },
    insert: () => ({ section_key: "testimonials", version: 1 }),
    update: { version: 99 },
    access: {
      anon: { select: REFUSED, insert: REFUSED, update: REFUSED, delete: REFUSED },
      member: { select: [], insert: REFUSED, update: REFUSED, delete: REFUSED },
      recruiter: { select: [], insert: REFUSED, update: REFUSED, delete: REFUSED },
      contributor: { select: [], insert: REFUSED, update: REFUSED, delete: REFUSED },
      editor: { select: ["hero"], insert: REFUSED, update: REFUSED, delete: REFUSED },
      admin: { select: ["hero"], insert: REFUSED, update: REFUSED, delete: REFUSED },
    },
  }),
  // The termbase (20261205000400_translation_terms.sql): linguists read it; editors and admins keep it.
  rlsTable({
    table: "translation_terms",
    key: "id",
    rows: () => ({ term: MATRIX_TERM_IDS.term }),
    setup: async (t) => {
      await t.db.query(
        `insert into public.translation_terms (id, en, approved) values ($1, array['matrix term'], '{"sv": ["matristerm"]}')
         on conflict (id) do nothing`,
        [MATRIX_TERM_IDS.term],
      )
    },
    insert: () => ({ id: MATRIX_TERM_IDS.added, en: ["added term"], approved: { de: ["hinzugefügter Begriff"] } }),
    update: { note: "Changed in the matrix." },
    access: {
      anon: { select: REFUSED, insert: REFUSED, update: REFUSED, delete: REFUSED },
      member: { select: [], insert: REFUSED, update: [], delete: [] },
      recruiter: { select: [], insert: REFUSED, update: [], delete: [] },
      contributor: { select: [], insert: REFUSED, update: [], delete: [] },
      editor: { select: ["term"], insert: "allowed", update: ["term"], delete: ["term"] },
      admin: { select: ["term"], insert: "allowed", update: ["term"], delete: ["term"] },
    },
  }),
  // The content sections in Swedish and German (20261204000600_content_section_translations.sql): visitors
  // read the published translations of published sections (their published columns only); editors and
  // admins every row; nobody writes through the API (the RPCs and publish-document do).
  rlsTable({
    table: "content_section_translations",
    key: "id",
    rows: () => MATRIX_SECTION_TRANSLATION_IDS,
    setup: async (t) => {
      await t.db.query("update public.content_sections set published = false where key = 'leen_page'")
      await t.db.query(
        `insert into public.content_section_translations (id, key, locale, value, state, source_version,
           published_value, published_at, published_source_version)
         select v.id::uuid, v.key, v.locale, v.value::jsonb, v.state, 1,
           case when v.published then v.value::jsonb end, case when v.published then now() end, case when v.published then 1 end
         from (values
           ($1, 'home_hero', 'sv', '{"heading": "Levande rubrik"}', 'approved', true),
           ($2, 'home_hero', 'de', '{"heading": "Entwurf"}', 'draft', false),
           ($3, 'leen_page', 'sv', '{"heading": "Dold sida"}', 'approved', true)
         ) as v (id, key, locale, value, state, published)
         on conflict (id) do nothing`,
        [MATRIX_SECTION_TRANSLATION_IDS.liveSv, MATRIX_SECTION_TRANSLATION_IDS.draftDe, MATRIX_SECTION_TRANSLATION_IDS.hiddenSv],
      )
    },
    insert: () => ({ key: "who_we_are", locale: "sv", value: { heading: "Förfalskad" }, source_version: 1 }),
    update: { published_value: { heading: "Omskriven" } },
    access: {
      anon: { select: ["liveSv"], ...READ_ONLY },
      member: { select: ["liveSv"], ...READ_ONLY },
      recruiter: { select: ["liveSv"], ...READ_ONLY },
      contributor: { select: ["liveSv"], ...READ_ONLY },
      editor: { select: ["liveSv", "draftDe", "hiddenSv"], ...READ_ONLY },
      admin: { select: ["liveSv", "draftDe", "hiddenSv"], ...READ_ONLY },
    },
  }),
  rlsTable({
    table: "document_links",
    key: "from_document",
    rows: () => ({ fromPost: MATRIX_DOCUMENT_IDS.live, fromPosition: MATRIX_DOCUMENT_IDS.livePosition }),
    setup: insertMatrixDocuments,
    insert: () => ({ from_document: MATRIX_DOCUMENT_IDS.draftPosition, to_document: MATRIX_DOCUMENT_IDS.live }),
    update: { to_document: MATRIX_DOCUMENT_IDS.draft },
    access: {
      ...STAFF_TABLE_FOR_OTHERS,
      recruiter: { select: ["fromPosition"], ...READ_ONLY },
      contributor: { select: ["fromPost"], ...READ_ONLY },
      editor: { select: ["fromPost", "fromPosition"], ...READ_ONLY },
      admin: { select: ["fromPost", "fromPosition"], ...READ_ONLY },
    },
  }),
  rlsTable({
    table: "document_schedules",
    key: "id",
    rows: () => ({ postSchedule: MATRIX_DOCUMENT_IDS.postSchedule, positionSchedule: MATRIX_DOCUMENT_IDS.positionSchedule }),
    setup: async (t) => {
      await insertMatrixDocuments(t)
      const ids = MATRIX_DOCUMENT_IDS
      await t.db.query(
        `insert into public.document_schedules (id, document_id, action, run_at, title, path, data) values
           ($1, $2, 'publish', now() + interval '1 day', 'Draft post', '/matrix/draft', '{"title": "Draft post"}'),
           ($3, $4, 'unpublish', now() + interval '1 day', null, null, null)
         on conflict (id) do nothing`,
        [ids.postSchedule, ids.draft, ids.positionSchedule, ids.livePosition],
      )
    },
    insert: () => ({ document_id: MATRIX_DOCUMENT_IDS.live, action: "unpublish", run_at: "2030-01-01T09:00:00Z" }),
    update: { run_at: "2020-01-01T00:00:00Z" },
    access: {
      ...STAFF_TABLE_FOR_OTHERS,
      recruiter: { select: ["positionSchedule"], ...READ_ONLY },
      contributor: { select: ["postSchedule"], ...READ_ONLY },
      editor: { select: ["postSchedule", "positionSchedule"], ...READ_ONLY },
      admin: { select: ["postSchedule", "positionSchedule"], ...READ_ONLY },
    },
  }),
  rlsTable({
    table: "document_reviews",
    key: "id",
    rows: () => ({
      postReview: MATRIX_REVIEW_IDS.post,
      editorsPostReview: MATRIX_REVIEW_IDS.editorsPost,
      positionReview: MATRIX_REVIEW_IDS.position,
    }),
    setup: async (t, users) => {
      await insertMatrixDocuments(t)
      await t.db.query(
        `insert into public.document_reviews (id, document_id, requested_by, draft_revision) values ($1, $2, $3, 1), ($4, $5, $6, 1)
         on conflict (id) do nothing`,
        [
          MATRIX_REVIEW_IDS.post,
          MATRIX_DOCUMENT_IDS.live,
          users.contributor,
          MATRIX_REVIEW_IDS.position,
          MATRIX_DOCUMENT_IDS.draftPosition,
          users.recruiter,
        ],
      )
      // An editor's own request on the same post, sent back: the contributor is not its requester.
      await t.db.query(
        `insert into public.document_reviews (id, document_id, requested_by, draft_revision, state, decided_at, comment)
         values ($1, $2, $3, 1, 'changes_requested', now(), 'Check the dates.') on conflict (id) do nothing`,
        [MATRIX_REVIEW_IDS.editorsPost, MATRIX_DOCUMENT_IDS.live, users.editor],
      )
    },
    insert: (users) => ({
      id: MATRIX_REVIEW_IDS.added,
      document_id: MATRIX_DOCUMENT_IDS.draft,
      requested_by: users.contributor,
      draft_revision: 1,
    }),
    update: { state: "approved", decided_at: "2026-12-02T10:00:00Z" },
    // Read by the reviewers who edit the document's kind, by a contributor only its own requests (Realtime
    // follows the same policy); written only by the review RPCs and the publish and schedule triggers.
    access: {
      ...STAFF_TABLE_FOR_OTHERS,
      recruiter: { select: ["positionReview"], ...READ_ONLY },
      contributor: { select: ["postReview"], ...READ_ONLY },
      editor: { select: ["postReview", "editorsPostReview", "positionReview"], ...READ_ONLY },
      admin: { select: ["postReview", "editorsPostReview", "positionReview"], ...READ_ONLY },
    },
  }),
  rlsTable({
    table: "client_logos",
    key: "id",
    rows: () => ({ published: MATRIX_LOGO_IDS.published, unpublished: MATRIX_LOGO_IDS.unpublished }),
    setup: async (t) => {
      await t.db.query(
        "insert into public.client_logos (id, name, published) values ($1, 'Published AB', true), ($2, 'Unpublished AB', false)",
        [MATRIX_LOGO_IDS.published, MATRIX_LOGO_IDS.unpublished],
      )
    },
    insert: () => ({ id: MATRIX_LOGO_IDS.added, name: "Added AB" }),
    update: { sort_order: 42 },
    access: PUBLISHED_CONTENT_ACCESS,
  }),
  rlsTable({
    table: "redirects",
    key: "id",
    rows: () => ({ manual: MATRIX_REDIRECT_IDS.manual, auto: MATRIX_REDIRECT_IDS.auto, fixed: MATRIX_REDIRECT_IDS.fixed }),
    setup: async (t) => {
      await t.db.query(
        `insert into public.redirects (id, source, target, origin) values
           ($1, '/matrix-manual', '/contact', 'manual'), ($2, '/matrix-auto', '/contact', 'auto'), ($3, '/matrix-fixed', '/contact', 'fixed')`,
        [MATRIX_REDIRECT_IDS.manual, MATRIX_REDIRECT_IDS.auto, MATRIX_REDIRECT_IDS.fixed],
      )
    },
    insert: () => ({ id: MATRIX_REDIRECT_IDS.added, source: "/matrix-added", target: "/contact" }),
    update: { target: "/matrix-elsewhere" },
    // Visitors read where each leads (the server's anon key); every staff role reads them; website staff write all but the fixed (code).
    access: {
      anon: { select: ["manual", "auto", "fixed"], insert: REFUSED, update: REFUSED, delete: REFUSED },
      member: { select: [], insert: REFUSED, update: [], delete: [] },
      recruiter: { select: ["manual", "auto", "fixed"], insert: REFUSED, update: [], delete: [] },
      contributor: { select: ["manual", "auto", "fixed"], insert: REFUSED, update: [], delete: [] },
      editor: { select: ["manual", "auto", "fixed"], insert: "allowed", update: ["manual", "auto"], delete: ["manual", "auto"] },
      admin: { select: ["manual", "auto", "fixed"], insert: "allowed", update: ["manual", "auto"], delete: ["manual", "auto"] },
    },
  }),
  // Site search (20261205001000_site_search.sql): the index, its lexicon, the synonyms staff edit, the searches counted.
  rlsTable({
    table: "search_entries",
    key: "id",
    rows: () => ({
      liveEn: MATRIX_SEARCH_IDS.liveEn,
      liveSv: MATRIX_SEARCH_IDS.liveSv,
      positionEn: MATRIX_SEARCH_IDS.positionEn,
      stale: MATRIX_SEARCH_IDS.stale,
    }),
    setup: insertMatrixSearchEntries,
    insert: () => ({
      id: MATRIX_SEARCH_IDS.added,
      document_id: MATRIX_DOCUMENT_IDS.draft,
      locale: "de",
      kind: "blog_post",
      section: "blog-news",
      path: "/de/matrix/forged",
      title: "Gefälscht",
      headings: "",
      body: "",
      document: "",
      heading_document: "",
    }),
    update: { title: "Rewritten entry" },
    access: {
      anon: SEARCH_ENTRIES_READ,
      member: SEARCH_ENTRIES_READ,
      recruiter: SEARCH_ENTRIES_READ,
      contributor: SEARCH_ENTRIES_READ,
      editor: SEARCH_ENTRIES_READ,
      admin: SEARCH_ENTRIES_READ,
    },
  }),
  rlsTable({
    table: "search_words",
    key: "word",
    rows: () => ({ word: "matrixword" }),
    // The seed's lexicon (every word of the live pages in three languages, each with its trigrams) is cleared
    // first: the matrix reads the whole table before and after every write, and with the translation seed's
    // words each of its tests took 3-4 s and 8 writes failed with status 0 (fetch failed). Nothing here searches.
    setup: async (t) => {
      await t.db.query("delete from public.search_words")
      await t.db.query("insert into public.search_words (locale, word, trigrams) values ('en', 'matrixword', '{}')")
    },
    insert: () => ({ locale: "en", word: "forgedword", trigrams: [] }),
    update: { word: "rewrittenword" },
    access: {
      anon: { select: REFUSED, ...READ_ONLY },
      member: { select: REFUSED, ...READ_ONLY },
      recruiter: { select: REFUSED, ...READ_ONLY },
      contributor: { select: REFUSED, ...READ_ONLY },
      editor: { select: REFUSED, ...READ_ONLY },
      admin: { select: REFUSED, ...READ_ONLY },
    },
  }),
  rlsTable({
    table: "search_synonyms",
    key: "id",
    rows: () => ({ group: MATRIX_SEARCH_IDS.synonyms }),
    setup: async (t) => {
      await t.db.query(
        "insert into public.search_synonyms (id, locale, terms) values ($1, 'en', '{matrixa,matrixb}') on conflict do nothing",
        [MATRIX_SEARCH_IDS.synonyms],
      )
    },
    insert: () => ({ id: MATRIX_SEARCH_IDS.addedSynonyms, locale: "sv", terms: ["matrixc", "matrixd"] }),
    update: { terms: ["matrixa", "matrixe"] },
    access: {
      anon: { select: REFUSED, insert: REFUSED, update: REFUSED, delete: REFUSED },
      member: SEARCH_SYNONYMS_NONE,
      recruiter: SEARCH_SYNONYMS_NONE,
      contributor: SEARCH_SYNONYMS_NONE,
      editor: staffEditEverything(["group"]),
      admin: staffEditEverything(["group"]),
    },
  }),
  rlsTable({
    table: "search_queries",
    key: "id",
    rows: () => ({ row: MATRIX_SEARCH_IDS.query }),
    setup: async (t) => {
      await t.db.query(
        "insert into public.search_queries (id, query, locale, results) values ($1, 'matrix query', 'en', 3) on conflict do nothing",
        [MATRIX_SEARCH_IDS.query],
      )
    },
    insert: () => ({ id: MATRIX_SEARCH_IDS.addedQuery, query: "forged query", locale: "en", results: 999 }),
    update: { results: 0 },
    access: VISITOR_LOG_ACCESS,
  }),
  rlsTable({
    table: "page_visits",
    key: "document_id",
    rows: () => ({ row: MATRIX_DOCUMENT_IDS.live }),
    setup: async (t) => {
      await insertMatrixDocuments(t)
      await t.db.query("insert into public.page_visits (document_id, locale, visits) values ($1, 'en', 3) on conflict do nothing", [
        MATRIX_DOCUMENT_IDS.live,
      ])
    },
    insert: () => ({ document_id: MATRIX_DOCUMENT_IDS.livePosition, locale: "en", visits: 999 }),
    update: { visits: 1_000_000 },
    access: VISITOR_LOG_ACCESS,
  }),
  rlsTable({
    table: "link_check_runs",
    key: "id",
    rows: () => ({ row: MATRIX_LINK_CHECK_IDS.run }),
    setup: async (t) => {
      await t.db.query("insert into public.link_check_runs (id, scope, reason) values ($1, 'site', 'timer')", [MATRIX_LINK_CHECK_IDS.run])
    },
    insert: () => ({ id: MATRIX_LINK_CHECK_IDS.added, scope: "site", reason: "manual" }),
    update: { links_checked: 7 },
    access: LINK_CHECK_ACCESS,
  }),
  rlsTable({
    table: "link_check_results",
    key: "id",
    rows: () => ({ row: MATRIX_LINK_CHECK_IDS.result }),
    setup: async (t) => {
      await t.db.query(
        `insert into public.link_check_results (id, document_id, field, link_kind, target, status)
         select $1, d.id, 'body.0.children.1', 'external', 'https://example.org/', 'broken' from public.documents d order by d.created_at limit 1`,
        [MATRIX_LINK_CHECK_IDS.result],
      )
    },
    insert: () => ({ id: MATRIX_LINK_CHECK_IDS.added, field: "f", link_kind: "path", target: "/x", status: "ok" }),
    update: { status: "ok" },
    access: LINK_CHECK_ACCESS,
  }),
  rlsTable({
    table: "link_check_ignores",
    key: "id",
    rows: () => ({ row: MATRIX_LINK_IGNORE_IDS.row }),
    setup: async (t) => {
      await t.db.query(
        "insert into public.link_check_ignores (id, match, target, reason) values ($1, 'prefix', 'https://intranet.example.org/', 'Staff only')",
        [MATRIX_LINK_IGNORE_IDS.row],
      )
    },
    insert: () => ({ id: MATRIX_LINK_IGNORE_IDS.added, target: "https://partner.example.org/closed", reason: "Answers 403 to robots" }),
    update: { reason: "Behind a login" },
    // The people who run the website (admin, editor) manage the ignored links; no other role sees them.
    access: {
      anon: { select: REFUSED, insert: REFUSED, update: REFUSED, delete: REFUSED },
      member: { select: [], insert: REFUSED, update: [], delete: [] },
      recruiter: { select: [], insert: REFUSED, update: [], delete: [] },
      contributor: { select: [], insert: REFUSED, update: [], delete: [] },
      editor: { select: ["row"], insert: "allowed", update: ["row"], delete: ["row"] },
      admin: { select: ["row"], insert: "allowed", update: ["row"], delete: ["row"] },
    },
  }),
  rlsTable({
    table: "media",
    key: "id",
    rows: () => ({ shown: MATRIX_MEDIA_IDS.shown, unused: MATRIX_MEDIA_IDS.unused, contributed: MATRIX_MEDIA_IDS.contributed }),
    setup: async (t, users) => {
      await insertMatrixMedia(t)
      // An image the contributor added (stamp_media() takes who added it from the session), used by a post
      // taken off the site: no visitor reads it and nobody removes it, so the matrix never adds it back as the superuser's.
      await t.db.transaction(async (tx) => {
        await tx.query("select set_config('request.jwt.claims', $1, true)", [JSON.stringify({ sub: users.contributor })])
        await tx.query(
          `insert into public.media (id, object_path, file_name, mime_type, size_bytes, width, height, alt_text)
           values ($1, $2, 'contributed.png', 'image/png', 768, 800, 600, 'A contributor''s photo') on conflict (id) do nothing`,
          [MATRIX_MEDIA_IDS.contributed, MATRIX_MEDIA_PATHS.contributed],
        )
      })
      await t.db.query(
        `insert into public.documents (collection, path, title, published_data, published_at, unpublished_at, version)
         values ('blog_post', '/matrix/with-contributed-image', 'Post taken off the site', $1, now(), now(), 1) on conflict do nothing`,
        [JSON.stringify({ title: "Post taken off the site", cover: MATRIX_MEDIA_IDS.contributed })],
      )
    },
    insert: () => ({
      id: MATRIX_MEDIA_IDS.added,
      object_path: MATRIX_MEDIA_PATHS.added,
      file_name: "added.png",
      mime_type: "image/png",
      size_bytes: 512,
      width: 320,
      height: 240,
      alt_text: "A map of the Nordic offices",
    }),
    update: { focal_x: 0.25 },
    // Visitors read the images live pages show; a used image is never removed (the policy leaves it out: 0 rows).
    // Contributors read the library, add images and describe the ones they added; they remove none.
    access: {
      anon: { select: ["shown"], insert: REFUSED, update: REFUSED, delete: REFUSED },
      member: { select: ["shown"], insert: REFUSED, update: [], delete: [] },
      recruiter: { select: ["shown"], insert: REFUSED, update: [], delete: [] },
      contributor: { select: ["shown", "unused", "contributed"], insert: "allowed", update: ["contributed"], delete: [] },
      editor: {
        select: ["shown", "unused", "contributed"],
        insert: "allowed",
        update: ["shown", "unused", "contributed"],
        delete: ["unused"],
      },
      admin: {
        select: ["shown", "unused", "contributed"],
        insert: "allowed",
        update: ["shown", "unused", "contributed"],
        delete: ["unused"],
      },
    },
  }),
  rlsTable({
    table: "mfa_reset_requests",
    key: "id",
    rows: () => ({
      member: MATRIX_RESET_IDS.member,
      recruiter: MATRIX_RESET_IDS.recruiter,
      editor: MATRIX_RESET_IDS.editor,
      admin: MATRIX_RESET_IDS.admin,
      other: MATRIX_RESET_IDS.other,
    }),
    setup: async (t, users) => {
      for (const owner of ["member", "recruiter", "editor", "admin", "other"] as const) {
        await t.db.query("insert into public.mfa_reset_requests (id, user_id, email) values ($1, $2, $3)", [
          MATRIX_RESET_IDS[owner],
          users[owner],
          `${owner}@example.test`,
        ])
      }
    },
    // Filing goes through request_mfa_reset() and decisions through the admin-users function: no role writes the table.
    insert: (users) => ({
      id: MATRIX_RESET_IDS.added,
      user_id: users.other,
      email: "other@example.test",
      status: "rejected",
      decided_at: new Date().toISOString(),
    }),
    update: { status: "rejected", decided_at: new Date().toISOString() },
    access: {
      anon: { select: REFUSED, insert: REFUSED, update: REFUSED, delete: REFUSED },
      member: { select: ["member"], insert: REFUSED, update: REFUSED, delete: REFUSED },
      recruiter: { select: ["recruiter"], insert: REFUSED, update: REFUSED, delete: REFUSED },
      editor: { select: ["editor"], insert: REFUSED, update: REFUSED, delete: REFUSED },
      admin: { select: ["member", "recruiter", "editor", "admin", "other"], insert: REFUSED, update: REFUSED, delete: REFUSED },
    },
  }),
]

const MATRIX_ERROR_IDS = { first: crypto.randomUUID(), second: crypto.randomUUID(), added: crypto.randomUUID() }
const MATRIX_NOTE_IDS = { first: crypto.randomUUID(), second: crypto.randomUUID(), added: crypto.randomUUID() }
/** Audit rows the matrix plants with fixed ids (the column is an identity the API never sets). */
const MATRIX_AUDIT_IDS = { first: "900001", second: "900002" }

/** Refused everything: the role has no privilege on the table. */
const NO_ACCESS = { select: REFUSED, insert: REFUSED, update: REFUSED, delete: REFUSED } as const

const SYSTEM_TABLES: RlsTable[] = [
  rlsTable({
    table: "client_errors",
    key: "id",
    rows: () => ({ first: MATRIX_ERROR_IDS.first, second: MATRIX_ERROR_IDS.second }),
    setup: async (t) => {
      await t.db.query(
        `insert into public.client_errors (id, kind, message, client_fingerprint)
         values ($1, 'render', 'First crash', 'matrix'), ($2, 'route', 'Second crash', 'matrix')`,
        [MATRIX_ERROR_IDS.first, MATRIX_ERROR_IDS.second],
      )
    },
    // Reports go through report_client_error(); nobody writes the table itself.
    insert: () => ({ id: MATRIX_ERROR_IDS.added, kind: "render", message: "Forged", client_fingerprint: "forged" }),
    update: { message: "Rewritten" },
    access: {
      anon: NO_ACCESS,
      member: { select: [], insert: REFUSED, update: REFUSED, delete: REFUSED },
      recruiter: { select: [], insert: REFUSED, update: REFUSED, delete: REFUSED },
      editor: { select: ["first", "second"], insert: REFUSED, update: REFUSED, delete: REFUSED },
      admin: { select: ["first", "second"], insert: REFUSED, update: REFUSED, delete: REFUSED },
    },
  }),
  rlsTable({
    table: "release_notes",
    key: "id",
    rows: () => ({ first: MATRIX_NOTE_IDS.first, second: MATRIX_NOTE_IDS.second }),
    setup: async (t) => {
      await t.db.query(
        `insert into public.release_notes (id, version, title, body)
         values ($1, '90.1', 'First', 'The first note.'), ($2, '90.2', 'Second', 'The second note.')`,
        [MATRIX_NOTE_IDS.first, MATRIX_NOTE_IDS.second],
      )
    },
    insert: () => ({ id: MATRIX_NOTE_IDS.added, version: "90.3", title: "Added", body: "An added note." }),
    update: { title: "Changed" },
    access: {
      anon: NO_ACCESS,
      member: { select: [], insert: REFUSED, update: [], delete: [] },
      recruiter: { select: [], insert: REFUSED, update: [], delete: [] },
      editor: { select: ["first", "second"], insert: REFUSED, update: [], delete: [] },
      admin: staffEditEverything(["first", "second"]),
    },
  }),
  rlsTable({
    table: "release_note_reads",
    key: "user_id",
    rows: (users) => ({ member: users.member, admin: users.admin, other: users.other }),
    // The editor has no marker yet, so the insert is the editor's own first one.
    setup: async (t, users) => {
      await t.db.query("delete from public.release_note_reads where user_id = $1", [users.editor])
      await t.db.query(
        "insert into public.release_note_reads (user_id, last_read_at) values ($1, now()), ($2, now()), ($3, now()) on conflict do nothing",
        [users.member, users.admin, users.other],
      )
    },
    insert: (users) => ({ user_id: users.editor }),
    update: { last_read_at: "2026-01-01T00:00:00+00:00" },
    access: {
      anon: NO_ACCESS,
      member: { select: [], insert: REFUSED, update: [], delete: REFUSED },
      recruiter: { select: [], insert: REFUSED, update: [], delete: REFUSED },
      editor: { select: [], insert: "allowed", update: [], delete: REFUSED },
      admin: { select: ["admin"], insert: REFUSED, update: ["admin"], delete: REFUSED },
    },
  }),
  rlsTable({
    table: "audit_log",
    key: "id",
    rows: () => MATRIX_AUDIT_IDS,
    setup: async (t) => {
      await t.db.query(
        `insert into public.audit_log (id, action, target_type, target_id)
         overriding system value values ($1, 'update', 'site_settings', 'logos'), ($2, 'delete', 'client_logos', 'x')`,
        [MATRIX_AUDIT_IDS.first, MATRIX_AUDIT_IDS.second],
      )
    },
    // Only triggers and server-side functions write it; admins read it through audit_events().
    insert: () => ({ action: "forged", target_type: "site_settings" }),
    update: { action: "rewritten" },
    access: { anon: NO_ACCESS, member: NO_ACCESS, recruiter: NO_ACCESS, editor: NO_ACCESS, admin: NO_ACCESS, contributor: NO_ACCESS },
  }),
  rlsTable({
    table: "translation_rates",
    key: "id",
    rows: () => ({ rate: MATRIX_LEAD_IDS.rate }),
    setup: async (t) => {
      await t.db.query(
        `insert into public.translation_rates (id, service, source_language, target_language, price_per_word_min, price_per_word_max, words_per_day)
         values ($1, 'Matrix service', 'sv', 'de', 0.1, 0.2, 2000)`,
        [MATRIX_LEAD_IDS.rate],
      )
    },
    insert: () => ({
      id: MATRIX_LEAD_IDS.addedRate,
      service: "Matrix service",
      source_language: "sv",
      target_language: "fi",
      price_per_word_min: 0.1,
      price_per_word_max: 0.2,
      words_per_day: 2000,
    }),
    update: { price_per_word_max: 0.3 },
    access: {
      anon: { select: ["rate"], insert: REFUSED, update: REFUSED, delete: REFUSED },
      member: { select: ["rate"], insert: REFUSED, update: [], delete: [] },
      recruiter: { select: ["rate"], insert: REFUSED, update: [], delete: [] },
      editor: staffEditEverything(["rate"]),
      admin: staffEditEverything(["rate"]),
    },
  }),
  rlsTable({
    table: "leads",
    key: "id",
    rows: () => ({
      fresh: MATRIX_LEAD_IDS.fresh,
      worked: MATRIX_LEAD_IDS.worked,
      application: MATRIX_LEAD_IDS.application,
      freelancer: MATRIX_LEAD_IDS.freelancer,
    }),
    setup: async (t) => {
      await insertLead(t, MATRIX_LEAD_IDS.fresh, "NM-2026-90001")
      await insertLead(t, MATRIX_LEAD_IDS.worked, "NQ-2026-90002", "quote")
      await insertLead(t, MATRIX_LEAD_IDS.application, "NJ-2026-90008", "job_application")
      await insertLead(t, MATRIX_LEAD_IDS.freelancer, "NF-2026-90009", "freelancer_application")
    },
    insert: () => ({
      id: crypto.randomUUID(),
      reference: "NM-2026-90003",
      submission_id: crypto.randomUUID(),
      type: "contact",
      name: "Direct",
      email: "direct@example.test",
      details: { message: "Skipping the checks" },
      consent_text: "x",
      consent_version: "1",
      consented_at: new Date().toISOString(),
      page_path: "/contact",
    }),
    update: { status: "in_progress" },
    // Editors work the company's leads, recruiters the applications, admins all of them.
    access: {
      anon: { select: REFUSED, insert: REFUSED, update: REFUSED, delete: REFUSED },
      member: { select: [], insert: REFUSED, update: [], delete: [] },
      recruiter: { select: ["application", "freelancer"], insert: REFUSED, update: ["application", "freelancer"], delete: [] },
      contributor: { select: [], insert: REFUSED, update: [], delete: [] },
      editor: { select: ["fresh", "worked"], insert: REFUSED, update: ["fresh", "worked"], delete: [] },
      admin: {
        select: ["fresh", "worked", "application", "freelancer"],
        insert: REFUSED,
        update: ["fresh", "worked", "application", "freelancer"],
        delete: ["fresh", "worked", "application", "freelancer"],
      },
    },
  }),
  rlsTable({
    table: "lead_files",
    key: "id",
    rows: () => ({ file: MATRIX_LEAD_IDS.file, cv: MATRIX_LEAD_IDS.cv }),
    setup: async (t) => {
      await insertLead(t, MATRIX_LEAD_IDS.withFile, "NQ-2026-90004", "quote")
      await insertLeadFile(t, MATRIX_LEAD_IDS.file, MATRIX_LEAD_IDS.withFile, "pending/matrix/brief.pdf")
      await insertLead(t, MATRIX_LEAD_IDS.withCv, "NJ-2026-90010", "job_application")
      await insertLeadFile(t, MATRIX_LEAD_IDS.cv, MATRIX_LEAD_IDS.withCv, "pending/matrix/cv.pdf")
    },
    insert: () => ({
      id: crypto.randomUUID(),
      lead_id: MATRIX_LEAD_IDS.withFile,
      object_name: "pending/matrix/other.pdf",
      file_name: "other.pdf",
      mime_type: "application/pdf",
      size_bytes: 1,
    }),
    update: { file_name: "renamed.pdf" },
    access: {
      anon: { select: REFUSED, insert: REFUSED, update: REFUSED, delete: REFUSED },
      member: { select: [], ...NO_API_WRITES, delete: [] },
      recruiter: { select: ["cv"], ...NO_API_WRITES, delete: [] },
      editor: { select: ["file"], ...NO_API_WRITES, delete: [] },
      admin: { select: ["file", "cv"], ...NO_API_WRITES, delete: ["file", "cv"] },
    },
  }),
  rlsTable({
    table: "lead_notes",
    key: "id",
    rows: () => ({
      editorNote: MATRIX_LEAD_IDS.editorNote,
      adminNote: MATRIX_LEAD_IDS.adminNote,
      recruiterNote: MATRIX_LEAD_IDS.recruiterNote,
    }),
    setup: async (t, users) => {
      await insertLead(t, MATRIX_LEAD_IDS.withNotes, "NM-2026-90005")
      await t.db.query(
        `insert into public.lead_notes (id, lead_id, author, body) values ($1, $3, $4, 'Called back'), ($2, $3, $5, 'Sent a quote')`,
        [MATRIX_LEAD_IDS.editorNote, MATRIX_LEAD_IDS.adminNote, MATRIX_LEAD_IDS.withNotes, users.editor, users.admin],
      )
      await insertLead(t, MATRIX_LEAD_IDS.applicationWithNotes, "NJ-2026-90011", "job_application")
      await t.db.query("insert into public.lead_notes (id, lead_id, author, body) values ($1, $2, $3, 'Invited to an interview')", [
        MATRIX_LEAD_IDS.recruiterNote,
        MATRIX_LEAD_IDS.applicationWithNotes,
        users.recruiter,
      ])
    },
    // A note on the message: a recruiter, whose role does not work messages, may not add it.
    insert: () => ({ id: MATRIX_LEAD_IDS.addedNote, lead_id: MATRIX_LEAD_IDS.withNotes, body: "Added" }),
    update: { body: "Reworded" },
    access: {
      anon: { select: REFUSED, insert: REFUSED, update: REFUSED, delete: REFUSED },
      member: { select: [], insert: REFUSED, update: [], delete: [] },
      recruiter: { select: ["recruiterNote"], insert: REFUSED, update: ["recruiterNote"], delete: [] },
      editor: { select: ["editorNote", "adminNote"], insert: "allowed", update: ["editorNote"], delete: [] },
      admin: {
        select: ["editorNote", "adminNote", "recruiterNote"],
        insert: "allowed",
        update: ["adminNote"],
        delete: ["editorNote", "adminNote", "recruiterNote"],
      },
    },
  }),
  rlsTable({
    table: "lead_reads",
    // Every marker is on one lead, so the user names the row.
    key: "user_id",
    // The recruiter's marker is on a message, which the role does not work (it opened it as an editor, say).
    rows: (users) => ({ member: users.member, recruiter: users.recruiter, admin: users.admin, other: users.other }),
    setup: async (t, users) => {
      await insertLead(t, MATRIX_LEAD_IDS.read, "NM-2026-90007")
      await t.db.query("insert into public.lead_reads (lead_id, user_id) values ($1, $2), ($1, $3), ($1, $4), ($1, $5)", [
        MATRIX_LEAD_IDS.read,
        users.member,
        users.recruiter,
        users.admin,
        users.other,
      ])
    },
    // The editor's own first marker; anyone else's marker for the editor is refused.
    insert: (users) => ({ lead_id: MATRIX_LEAD_IDS.read, user_id: users.editor }),
    update: { read_at: "2026-01-01T00:00:00+00:00" },
    access: {
      anon: { select: REFUSED, insert: REFUSED, update: REFUSED, delete: REFUSED },
      member: { select: [], insert: REFUSED, update: REFUSED, delete: [] },
      recruiter: { select: [], insert: REFUSED, update: REFUSED, delete: [] },
      editor: { select: [], insert: "allowed", update: REFUSED, delete: [] },
      admin: { select: ["admin"], insert: REFUSED, update: REFUSED, delete: ["admin"] },
    },
  }),
  rlsTable({
    table: "lead_note_revisions",
    key: "id",
    rows: () => ({ revision: "1000000", applicationRevision: "1000001" }),
    setup: async (t) => {
      await insertLead(t, MATRIX_LEAD_IDS.withRevisions, "NM-2026-90006")
      await insertLead(t, MATRIX_LEAD_IDS.applicationWithRevisions, "NF-2026-90012", "freelancer_application")
      await t.db.query(
        `insert into public.lead_note_revisions (id, note_id, lead_id, body, action) overriding system value
         values (1000000, gen_random_uuid(), $1, 'First wording', 'edited'), (1000001, gen_random_uuid(), $2, 'Rate too high', 'edited')`,
        [MATRIX_LEAD_IDS.withRevisions, MATRIX_LEAD_IDS.applicationWithRevisions],
      )
    },
    // No id: the column is generated always, and naming it would fail before any privilege check.
    insert: () => ({ note_id: crypto.randomUUID(), lead_id: MATRIX_LEAD_IDS.withNotes, body: "Forged", action: "edited" }),
    update: { body: "Rewritten history" },
    access: {
      anon: { select: REFUSED, insert: REFUSED, update: REFUSED, delete: REFUSED },
      member: { select: [], insert: REFUSED, update: REFUSED, delete: REFUSED },
      recruiter: { select: ["applicationRevision"], insert: REFUSED, update: REFUSED, delete: REFUSED },
      editor: { select: ["revision"], insert: REFUSED, update: REFUSED, delete: REFUSED },
      admin: { select: ["revision", "applicationRevision"], insert: REFUSED, update: REFUSED, delete: REFUSED },
    },
  }),
  rlsTable({
    table: "office_closed_days",
    key: "day",
    rows: () => ({ midsummerEve: "2027-06-25" }),
    // The booking rules read it inside the database; the site and the function carry the generated list.
    insert: () => ({ day: "2041-01-01", name: "Forged holiday" }),
    update: { name: "Renamed" },
    access: { anon: NO_ACCESS, member: NO_ACCESS, recruiter: NO_ACCESS, editor: NO_ACCESS, admin: NO_ACCESS },
  }),
]

/** A few bytes that start like a PNG; storage never looks inside. */
const png = (fill: number) => {
  const bytes = new Uint8Array(32).fill(fill)
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
  return new Blob([bytes], { type: "image/png" })
}

const STAFF_DO_EVERYTHING = { select: true, insert: true, update: true, delete: true }

const formUpload = (fill: number) => new Blob([`form upload ${fill}`], { type: "text/plain" })
/** What anyone may do in uploads: put a file in it for a form, and nothing with a stored one. */
const UPLOAD_ONLY = { select: false, insert: true, update: false, delete: false }
/** Staff who may read a stored upload: they read it, and otherwise may only add one, as anyone. */
const READ_AND_UPLOAD = { select: true, insert: true, update: false, delete: false }

const RLS_BUCKETS: RlsBucket[] = [
  {
    bucket: "site-assets",
    file: png,
    access: {
      anon: { select: true, insert: false, update: false, delete: false },
      member: { select: true, insert: false, update: false, delete: false },
      recruiter: { select: true, insert: false, update: false, delete: false },
      editor: STAFF_DO_EVERYTHING,
      admin: STAFF_DO_EVERYTHING,
    },
  },
  {
    // A public bucket: anyone reads its files (the site's images); only website staff change them.
    // Contributors upload, and replace only a file they uploaded (this one is the service role's).
    bucket: "media",
    file: png,
    access: {
      anon: { select: true, insert: false, update: false, delete: false },
      member: { select: true, insert: false, update: false, delete: false },
      recruiter: { select: true, insert: false, update: false, delete: false },
      contributor: READ_AND_UPLOAD,
      editor: STAFF_DO_EVERYTHING,
      admin: STAFF_DO_EVERYTHING,
    },
  },
  {
    bucket: "uploads",
    object: "a file no lead has claimed",
    file: formUpload,
    access: { anon: UPLOAD_ONLY, member: UPLOAD_ONLY, recruiter: UPLOAD_ONLY, editor: UPLOAD_ONLY, admin: STAFF_DO_EVERYTHING },
  },
  {
    bucket: "uploads",
    object: "a quote request's file",
    path: "pending/matrix-quote/brief.pdf",
    setup: async (t, path) => {
      const lead = crypto.randomUUID()
      await insertLead(t, lead, "NQ-2026-90013", "quote")
      await insertLeadFile(t, crypto.randomUUID(), lead, path)
    },
    file: formUpload,
    access: { anon: UPLOAD_ONLY, member: UPLOAD_ONLY, recruiter: UPLOAD_ONLY, editor: READ_AND_UPLOAD, admin: STAFF_DO_EVERYTHING },
  },
  {
    bucket: "uploads",
    object: "a job application's CV",
    path: "pending/matrix-cv/cv.pdf",
    setup: async (t, path) => {
      const lead = crypto.randomUUID()
      await insertLead(t, lead, "NJ-2026-90014", "job_application")
      await insertLeadFile(t, crypto.randomUUID(), lead, path)
    },
    file: formUpload,
    access: { anon: UPLOAD_ONLY, member: UPLOAD_ONLY, recruiter: READ_AND_UPLOAD, editor: UPLOAD_ONLY, admin: STAFF_DO_EVERYTHING },
  },
]

/** Hears of the topic's leads (the select policy of realtime.messages); nobody sends on it through the API. */
const HEARS = { receive: true, send: false }
const NOTHING = { receive: false, send: false }
/** The service role is no subject of RLS: a server with its key joins and sends on any topic. */
const SERVER = { receive: true, send: true }

/**
 * The private topics `leads:<type>` on which the database announces each change of a lead of that
 * type (20261129000000_leads_private_broadcast.sql): only the roles that work the type hear it, and
 * realtime.messages has no insert policy, so no API role sends on them.
 */
/** Sales leads are worked by editors and admins; applications by recruiters and admins. */
const HEARD_BY_EDITORS = { anon: NOTHING, member: NOTHING, recruiter: NOTHING, editor: HEARS, admin: HEARS, service_role: SERVER }
const HEARD_BY_RECRUITERS = { anon: NOTHING, member: NOTHING, recruiter: HEARS, editor: NOTHING, admin: HEARS, service_role: SERVER }
const RLS_TOPICS: RlsTopic[] = [
  { topic: "leads:quote", access: HEARD_BY_EDITORS },
  { topic: "leads:consultation", access: HEARD_BY_EDITORS },
  { topic: "leads:contact", access: HEARD_BY_EDITORS },
  { topic: "leads:job_application", access: HEARD_BY_RECRUITERS },
  { topic: "leads:freelancer_application", access: HEARD_BY_RECRUITERS },
  { topic: "leads:event_registration", access: HEARD_BY_EDITORS },
  { topic: "leads:brochure_request", access: HEARD_BY_EDITORS },
  { topic: "leads:accessibility_report", access: HEARD_BY_EDITORS },
  // No lead has this type: nobody but the service role hears of it.
  {
    topic: "leads:unknown",
    access: { anon: NOTHING, member: NOTHING, recruiter: NOTHING, editor: NOTHING, admin: NOTHING, service_role: SERVER },
  },
]

describe.each([
  { transport: "in-process", http: false },
  { transport: "HTTP", http: true },
])("row-level security of the Nordika schema ($transport)", ({ http }) => {
  let t: TestServer
  let anon: SupabaseClient
  let member: SupabaseClient
  let recruiter: SupabaseClient
  let editor: SupabaseClient
  let admin: SupabaseClient
  let memberId: string
  let editorId: string

  beforeAll(async () => {
    t = await startTestServer({ http })
    memberId = await createUser(t, "member@example.test", "Member")
    editorId = await createUser(t, "editor@example.test", "Editor")
    anon = t.client()
    member = t.client({ accessToken: await t.userToken({ sub: memberId }) })
    recruiter = t.client({ accessToken: await t.userToken({ staffRole: "recruiter" }) })
    editor = t.client({ accessToken: await t.userToken({ sub: editorId, staffRole: "editor" }) })
    admin = t.client({ accessToken: await t.userToken({ staffRole: "admin" }) })
  })
  afterAll(async () => {
    await t?.close()
  })

  describe("site_settings", () => {
    it("anyone reads the seeded logos and theme", async () => {
      const logos = await anon.from("site_settings").select("value").eq("key", "logos").single()
      expect(logos.data).toEqual({ value: { headerLogoUrl: null, footerLogoUrl: null } })
      const theme = await anon.from("site_settings").select("value").eq("key", "theme").single()
      expect(theme.data?.value).toMatchObject({
        typography: { headingFont: expect.any(String), bodyFont: expect.any(String) },
        sizing: { radius: expect.any(Number) },
      })
    })

    it("a signed-in non-staff user cannot overwrite one with an upsert either", async () => {
      const upsert = await member.from("site_settings").upsert({ key: "logos", value: { hacked: true } })
      expect({ status: upsert.status, code: upsert.error?.code }).toEqual({ status: 403, code: "42501" })
      expect(upsert.error?.message).toMatch(/row-level security/)
      const { data } = await anon.from("site_settings").select("value").eq("key", "logos").single()
      expect(data?.value).toEqual({ headerLogoUrl: null, footerLogoUrl: null })
    })

    it("an editor changes a setting, stamped with who and when", async () => {
      const value = { headerLogoUrl: "https://cdn.example/logo.svg", footerLogoUrl: null }
      const { data, error } = await editor.from("site_settings").update({ value }).eq("key", "logos").select("value, updated_by").single()
      expect(error).toBeNull()
      expect(data).toEqual({ value, updated_by: editorId })
    })

    it("an admin upserts and deletes settings", async () => {
      const up = await admin
        .from("site_settings")
        .upsert({ key: "banner", value: { text: "hi" } })
        .select("key, value")
      expect(up.data).toEqual([{ key: "banner", value: { text: "hi" } }])
      const del = await admin.from("site_settings").delete().eq("key", "banner").select("key")
      expect(del.data).toEqual([{ key: "banner" }])
    })

    it("the service role bypasses RLS", async () => {
      const service = t.client({ key: t.serviceRoleKey })
      const { error } = await service.from("site_settings").upsert({ key: "svc", value: 1 })
      expect(error).toBeNull()
    })
  })

  describe("site setting values", () => {
    const refusal = async (key: string, value: unknown) => {
      const { status, error } = await editor.from("site_settings").upsert({ key, value })
      return { status, code: error?.code, message: error?.message }
    }

    it("refuses a theme colour that is not a hex colour, naming the field", async () => {
      expect(await refusal("theme", { colors: { primary: "red" } })).toEqual({
        status: 400,
        code: "23514",
        message: "theme.colors.primary must be a hex colour such as #1554c0",
      })
    })

    it("refuses a font outside the six and a radius out of range", async () => {
      expect((await refusal("theme", { typography: { headingFont: "Comic Sans" } })).message).toMatch(
        /^theme\.typography\.headingFont must be one of Inter/,
      )
      expect((await refusal("theme", { sizing: { radius: 9 } })).message).toBe(
        "theme.sizing.radius must be a number of rem between 0 and 2",
      )
    })

    it("refuses a logo URL that is neither http(s) nor site-relative", async () => {
      expect((await refusal("logos", { headerLogoUrl: "javascript:alert(1)", footerLogoUrl: null })).message).toBe(
        "logos.headerLogoUrl must be null or an http(s) or site-relative URL",
      )
    })

    it("refuses general settings with a bad phone, an email address (it is the contact setting's) or a non-https social link", async () => {
      const general = {
        companyName: "Nordika AB",
        contactPhone: "+46 8 123 456 00",
        address: { name: "Nordika AB", street: "Sveavägen 44", postalCode: "111 57", city: "Stockholm", country: "Sweden" },
        socialLinks: [{ platform: "linkedin", href: "https://www.linkedin.com/company/nordika" }],
      }
      expect(await refusal("general", general)).toEqual({ status: 201, code: undefined, message: undefined })
      expect((await refusal("general", { ...general, contactPhone: "call us" })).message).toBe(
        "general.contactPhone must be a phone number of digits, spaces, brackets and dashes",
      )
      expect((await refusal("general", { ...general, contactEmail: "hello@nordika.se" })).message).toBe(
        "general.contactEmail is not a setting",
      )
      expect((await refusal("general", { ...general, socialLinks: [{ platform: "x", href: "http://x.com/n" }] })).message).toBe(
        "general.socialLinks: the x link must start with https://",
      )
    })

    it("keeps one email address per purpose in the contact setting, and refuses a bad, missing or unknown one", async () => {
      const contact = {
        general: "hello@nordika.se",
        quotes: "quotes@nordika.se",
        careers: "careers@nordika.se",
        freelancers: "freelancers@nordika.se",
        privacy: "privacy@nordika.se",
        press: "press@nordika.se",
        security: "security@nordika.se",
        legal: "legal@nordika.se",
      }
      const seeded = await anon.from("site_settings").select("value").eq("key", "contact").single()
      // The migration seeded the row: saving it again updates it.
      expect(seeded.data?.value).toMatchObject({ general: expect.stringContaining("@"), quotes: expect.stringContaining("@") })
      expect(await refusal("contact", contact)).toEqual({ status: 200, code: undefined, message: undefined })
      expect(await refusal("contact", { ...contact, quotes: "quotes at nordika" })).toEqual({
        status: 400,
        code: "23514",
        message: "contact.quotes must be an email address",
      })
      const withoutPress = Object.fromEntries(Object.entries(contact).filter(([purpose]) => purpose !== "press"))
      expect((await refusal("contact", withoutPress)).message).toBe("contact.press must be an email address")
      expect((await refusal("contact", { ...contact, sales: "sales@nordika.se" })).message).toBe("contact.sales is not a purpose")
      expect((await refusal("contact", ["hello@nordika.se"])).message).toBe("contact must be an object of email addresses by purpose")
      const { data } = await anon.from("site_settings").select("value").eq("key", "contact").single()
      expect(data?.value).toEqual(contact)
      await admin.from("site_settings").update({ value: seeded.data!.value }).eq("key", "contact")
    })

    it("keeps a valid theme and leaves other keys free-form", async () => {
      const theme = { colors: { primary: "#0f766e" }, typography: { headingFont: "Poppins", bodyFont: "Inter" }, sizing: { radius: 0.75 } }
      expect((await refusal("theme", theme)).code).toBeUndefined()
      expect((await refusal("banner", { anything: [1, 2] })).code).toBeUndefined()
      await admin.from("site_settings").delete().eq("key", "banner")
    })
  })

  describe("private_settings", () => {
    let namedAdmin: SupabaseClient
    let namedAdminId: string
    const recipients = async () => {
      const { rows } = await t.db.query<{ value: unknown }>("select value from public.private_settings where key = 'lead_notifications'")
      return rows[0]?.value
    }

    beforeAll(async () => {
      namedAdminId = await createUser(t, `settings-admin-${crypto.randomUUID().slice(0, 8)}@example.test`, "Settings Admin")
      namedAdmin = t.client({ accessToken: await t.userToken({ sub: namedAdminId, staffRole: "admin" }) })
    })

    it("keeps the lead notification addresses from anonymous visitors, non-staff users, recruiters and editors", async () => {
      const asAnon = await anon.from("private_settings").select("value")
      expect(asAnon.error?.code).toBe("42501")
      for (const [who, client] of [
        ["member", member],
        ["recruiter", recruiter],
        ["editor", editor],
      ] as const) {
        expect({ who, ...(await client.from("private_settings").select("value")) }).toMatchObject({ who, error: null, data: [] })
      }
      expect((await namedAdmin.from("private_settings").select("key")).data).toEqual([{ key: "lead_notifications" }])
    })

    it("refuses an editor's change of them through REST (0 rows, or 42501 for an upsert) and through set_lead_notifications() (42501)", async () => {
      const before = await recipients()
      const patched = await editor
        .from("private_settings")
        .update({ value: { recipients: ["editor@elsewhere.example"] } })
        .eq("key", "lead_notifications")
        .select("key")
      expect({ status: patched.status, error: patched.error, data: patched.data }).toEqual({ status: 200, error: null, data: [] })
      const upserted = await editor.from("private_settings").upsert({ key: "lead_notifications", value: { recipients: [] } })
      expect({ status: upserted.status, code: upserted.error?.code }).toEqual({ status: 403, code: "42501" })
      const called = await editor.rpc("set_lead_notifications", { recipients: ["editor@elsewhere.example"] })
      expect({ status: called.status, code: called.error?.code, message: called.error?.message }).toEqual({
        status: 403,
        code: "42501",
        message: "Only admins may change who is notified of new leads",
      })
      expect((await anon.rpc("set_lead_notifications", { recipients: [] })).status).toBe(401)
      expect(await recipients()).toEqual(before)
    })

    it("an admin sets them through set_lead_notifications(): trimmed, lower-cased, each once, stamped and audited", async () => {
      const { data, error } = await namedAdmin.rpc("set_lead_notifications", {
        recipients: [" Sales@Nordika.se ", "ops@nordika.se", "sales@nordika.se", ""],
      })
      expect(error).toBeNull()
      expect(data).toEqual(["sales@nordika.se", "ops@nordika.se"])
      const { rows } = await t.db.query("select value, updated_by from public.private_settings where key = 'lead_notifications'")
      expect(rows).toEqual([{ value: { recipients: ["sales@nordika.se", "ops@nordika.se"] }, updated_by: namedAdminId }])
      const { rows: audited } = await t.db.query(
        "select action, actor_id, new_data -> 'value' as value from public.audit_log where target_type = 'private_settings' order by id desc limit 1",
      )
      expect(audited).toEqual([{ action: "update", actor_id: namedAdminId, value: { recipients: ["sales@nordika.se", "ops@nordika.se"] } }])
    })

    it("refuses an address that is not one, or more than 20, naming the problem, and keeps what was set", async () => {
      const before = await recipients()
      const bad = await namedAdmin.rpc("set_lead_notifications", { recipients: ["sales@nordika.se", "not an address"] })
      expect({ status: bad.status, code: bad.error?.code, message: bad.error?.message }).toEqual({
        status: 400,
        code: "22023",
        message: '"not an address" is not an email address',
      })
      const many = Array.from({ length: 21 }, (_, index) => `staff${index}@nordika.se`)
      const tooMany = await namedAdmin.rpc("set_lead_notifications", { recipients: many })
      expect({ status: tooMany.status, code: tooMany.error?.code, message: tooMany.error?.message }).toEqual({
        status: 400,
        code: "22023",
        message: "At most 20 addresses may be notified of new leads",
      })
      const direct = await namedAdmin
        .from("private_settings")
        .update({ value: { recipients: ["not an address"] } })
        .eq("key", "lead_notifications")
      expect({ status: direct.status, code: direct.error?.code }).toEqual({ status: 400, code: "23514" })
      expect(await recipients()).toEqual(before)
    })
  })

  describe("reorder_client_logos", () => {
    it("sets sort_order from the position in one call for staff, and refuses anyone else", async () => {
      const created = await editor
        .from("client_logos")
        .insert([{ name: "Order A AB" }, { name: "Order B AB" }, { name: "Order C AB" }])
        .select("id, name")
      const [a, b, c] = created.data!.map((row) => row.id as string)
      const refusedAnon = await anon.rpc("reorder_client_logos", { ids: [c, b, a] })
      expect(refusedAnon.error?.code).toBe("42501")
      const refusedMember = await member.rpc("reorder_client_logos", { ids: [c, b, a] })
      expect(refusedMember.error).toMatchObject({ code: "42501", message: "Only staff may reorder the client logos" })

      const { error } = await editor.rpc("reorder_client_logos", { ids: [c, a, b] })
      expect(error).toBeNull()
      const { data } = await editor.from("client_logos").select("name, sort_order").in("id", [a, b, c]).order("sort_order")
      expect(data).toEqual([
        { name: "Order C AB", sort_order: 0 },
        { name: "Order A AB", sort_order: 1 },
        { name: "Order B AB", sort_order: 2 },
      ])
      const twice = await editor.rpc("reorder_client_logos", { ids: [a, a] })
      expect(twice.error?.message).toBe("Each client logo may appear only once in the new order")
      await admin.from("client_logos").delete().in("id", [a, b, c])
    })
  })

  describe("profiles", () => {
    it("is created from the user's metadata when auth creates the user", async () => {
      const { rows } = await t.db.query<{ display_name: string }>("select display_name from public.profiles where id = $1", [memberId])
      expect(rows).toEqual([{ display_name: "Member" }])
    })

    it("a user may rename their profile but not change its other columns", async () => {
      const renamed = await member.from("profiles").update({ display_name: "Mem" }).eq("id", memberId).select("display_name").single()
      expect(renamed.data).toEqual({ display_name: "Mem" })
      const forbiddenColumn = await member.from("profiles").update({ created_at: "2000-01-01" }).eq("id", memberId)
      expect({ status: forbiddenColumn.status, code: forbiddenColumn.error?.code }).toEqual({ status: 403, code: "42501" })
    })
  })

  describe("every table", () => {
    it("has row-level security enabled, in public, auth and storage", async () => {
      const { rows } = await t.db.query<{ table: string }>(
        `select n.nspname || '.' || c.relname as table from pg_class c join pg_namespace n on n.oid = c.relnamespace
         where c.relkind = 'r' and n.nspname in ('public', 'storage') and not c.relrowsecurity order by 1`,
      )
      expect(rows.map((row) => row.table)).toEqual([])
    })

    it("keeps the auth tables away from the API roles", async () => {
      const { rows } = await t.db.query<{ grantee: string; table: string }>(
        `select grantee, table_name as table from information_schema.role_table_grants
         where table_schema = 'auth' and grantee in ('anon', 'authenticated')`,
      )
      expect(rows).toEqual([])
    })
  })

  describe("stamps and timestamps", () => {
    it("come from one trigger function each: stamp_updated_by for staff-edited content, touch_updated_at elsewhere; the audit trigger records staff-edited tables", async () => {
      const { rows } = await t.db.query<{ table: string; fn: string }>(
        `select c.relname as table, p.proname as fn from pg_trigger g
         join pg_class c on c.oid = g.tgrelid join pg_proc p on p.oid = g.tgfoid join pg_namespace n on n.oid = c.relnamespace
         join pg_namespace fn on fn.oid = p.pronamespace
         where n.nspname = 'public' and fn.nspname = 'public' and not g.tgisinternal and p.proname not like '%content_version'
         order by 1, 2`,
      )
      expect(rows).toEqual([
        { table: "audit_log", fn: "refuse_audit_rewrite" },
        { table: "client_logos", fn: "audit_row_change" },
        { table: "client_logos", fn: "notify_site_content_changed" },
        { table: "client_logos", fn: "request_site_build" },
        { table: "client_logos", fn: "touch_updated_at" },
        { table: "content_drafts", fn: "stamp_updated_by" },
        // The sections' translations (20261204000600_content_section_translations.sql).
        { table: "content_section_translations", fn: "audit_row_change" },
        { table: "content_section_translations", fn: "notify_site_content_changed" },
        { table: "content_section_translations", fn: "request_site_build" },
        { table: "content_section_translations", fn: "touch_updated_at" },
        { table: "content_sections", fn: "audit_row_change" },
        { table: "content_sections", fn: "notify_site_content_changed" },
        // A published value owes the section's translation segments a sync (20261208200100_section_segments.sql).
        { table: "content_sections", fn: "queue_section_translation_sync" },
        { table: "content_sections", fn: "request_site_build" },
        { table: "content_sections", fn: "stamp_updated_by" },
        // A scheduled publish approves the open review request (20261203000200_review_decisions_and_contributor_media.sql).
        { table: "document_schedules", fn: "approve_reviews_on_schedule" },
        // A translation's rename leaves a 301 as a document's does (20261204000100_document_translations.sql).
        // The search index follows publishing (20261205001000_site_search.sql).
        { table: "document_translations", fn: "index_translation_for_search" },
        { table: "document_translations", fn: "notify_site_content_changed" },
        { table: "document_translations", fn: "redirect_renamed_translation" },
        { table: "document_translations", fn: "request_site_build" },
        { table: "document_translations", fn: "touch_updated_at" },
        { table: "documents", fn: "approve_reviews_on_publish" },
        { table: "documents", fn: "index_document_for_search" },
        { table: "documents", fn: "notify_site_content_changed" },
        { table: "documents", fn: "number_document_version" },
        // A publish owes the translations' segments a sync (20261207200100_translation_sync_queue.sql).
        { table: "documents", fn: "queue_translation_sync" },
        { table: "documents", fn: "record_document_version" },
        { table: "documents", fn: "redirect_renamed_document" },
        // The header menu and the footer are never taken off the site (20261203000600_menus_stay_published.sql).
        { table: "documents", fn: "refuse_menu_removal" },
        // A publish or unpublish made now replaces the pending schedule; the trash cancels them (20261202000100_document_schedules.sql).
        { table: "documents", fn: "replace_pending_document_schedules" },
        // A publish asks the link checker for a run of that document (20261202000300_link_checks.sql).
        { table: "documents", fn: "request_link_check_after_publish" },
        { table: "documents", fn: "request_site_build" },
        { table: "lead_files", fn: "audit_lead_work" },
        { table: "lead_files", fn: "broadcast_lead_change" },
        { table: "lead_notes", fn: "audit_lead_work" },
        { table: "lead_notes", fn: "record_lead_note_revision" },
        { table: "leads", fn: "audit_lead_work" },
        { table: "leads", fn: "broadcast_lead_change" },
        { table: "leads", fn: "check_consultation_slots" },
        { table: "leads", fn: "check_lead_assignee" },
        { table: "leads", fn: "touch_updated_at" },
        // Ignoring a link, or un-ignoring it, is audited (20261203000300_link_ignores_and_hosted_builds.sql).
        { table: "link_check_ignores", fn: "audit_row_change" },
        { table: "link_check_runs", fn: "announce_link_check_run" },
        // The media library stamps who added a row as well as who changed it last (stamp_media).
        { table: "media", fn: "audit_row_change" },
        // A replaced file's type and size are the ones storage recorded (check_media_file_replacement).
        { table: "media", fn: "check_media_file_replacement" },
        { table: "media", fn: "notify_site_content_changed" },
        { table: "media", fn: "refuse_media_without_object" },
        { table: "media", fn: "refuse_used_media_delete" },
        { table: "media", fn: "request_site_build" },
        { table: "media", fn: "stamp_media" },
        { table: "private_settings", fn: "audit_row_change" },
        { table: "private_settings", fn: "stamp_updated_by" },
        { table: "profiles", fn: "touch_updated_at" },
        // Redirects: chains collapsed and loops refused as a row is written (20261201000200_redirects.sql).
        { table: "redirects", fn: "audit_row_change" },
        { table: "redirects", fn: "collapse_redirect_chains" },
        { table: "redirects", fn: "notify_site_content_changed" },
        { table: "redirects", fn: "prepare_redirect" },
        // A manual redirect from an address the app serves itself is refused (20261202000400_redirect_sources.sql).
        { table: "redirects", fn: "refuse_reserved_redirect_source" },
        { table: "redirects", fn: "request_site_build" },
        { table: "release_note_reads", fn: "cap_read_at" },
        { table: "release_notes", fn: "audit_row_change" },
        { table: "release_notes", fn: "stamp_updated_by" },
        // The lexicon of typo correction follows the index; staff's synonyms are audited (20261205001000_site_search.sql).
        { table: "search_entries", fn: "add_search_words" },
        { table: "search_synonyms", fn: "audit_row_change" },
        { table: "search_synonyms", fn: "stamp_updated_by" },
        { table: "security_settings", fn: "audit_row_change" },
        { table: "security_settings", fn: "check_admin_factor_requirement" },
        { table: "security_settings", fn: "stamp_updated_by" },
        { table: "site_settings", fn: "audit_row_change" },
        { table: "site_settings", fn: "notify_site_content_changed" },
        // The default social image must be a library image (20261203000400_default_social_image.sql).
        { table: "site_settings", fn: "refuse_missing_social_image" },
        { table: "site_settings", fn: "request_site_build" },
        { table: "site_settings", fn: "stamp_updated_by" },
        { table: "translation_rates", fn: "stamp_updated_by" },
        { table: "translation_segments", fn: "touch_updated_at" },
        { table: "translation_terms", fn: "audit_row_change" },
        { table: "translation_terms", fn: "touch_updated_at" },
      ])
    })

    it("cannot be called by the API roles", async () => {
      const { rows } = await t.db.query<{ role: string; fn: string; allowed: boolean }>(
        `select r as role, f as fn, has_function_privilege(r, f, 'execute') as allowed
         from unnest(array['anon', 'authenticated']) r,
           unnest(array['public.stamp_updated_by()', 'public.touch_updated_at()', 'public.audit_row_change()', 'public.cap_read_at()',
             'public.audit_lead_work()', 'public.check_consultation_slots()', 'public.check_lead_assignee()',
             'public.broadcast_lead_change()', 'public.check_admin_factor_requirement()', 'public.request_site_build()',
             'public.notify_site_content_changed()', 'public.claim_deploy_hook(integer)', 'public.deploy_hook_url()',
             'public.record_deploy_hook_call(integer, text)']) f`,
      )
      expect(rows.filter((row) => row.allowed)).toEqual([])
    })

    it("stamp an editor's change of a section with who and when", async () => {
      const before = new Date()
      const { data, error } = await editor
        .from("content_sections")
        .update({ published: true })
        .eq("key", "home_hero")
        .select("updated_by, updated_at")
        .single()
      expect(error).toBeNull()
      expect(data!.updated_by).toBe(editorId)
      expect(new Date(data!.updated_at).getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000)
    })

    it("touch updated_at when a client logo or a profile changes", async () => {
      const created = await editor.from("client_logos").insert({ name: "Stamped Client AB" }).select("id, updated_at").single()
      expect(created.error).toBeNull()
      await t.db.query("update public.client_logos set updated_at = now() - interval '1 day' where id = $1", [created.data!.id])
      const updated = await editor.from("client_logos").update({ sort_order: 7 }).eq("id", created.data!.id).select("updated_at").single()
      expect(new Date(updated.data!.updated_at).getTime()).toBeGreaterThan(Date.now() - 60_000)
      await admin.from("client_logos").delete().eq("id", created.data!.id)

      await t.db.query("update public.profiles set updated_at = now() - interval '1 day' where id = $1", [memberId])
      const { error } = await member.from("profiles").update({ display_name: "Member again" }).eq("id", memberId)
      expect(error).toBeNull()
      const { rows } = await t.db.query<{ updated_at: Date }>("select updated_at from public.profiles where id = $1", [memberId])
      expect(rows[0].updated_at.getTime()).toBeGreaterThan(Date.now() - 60_000)
    })
  })

  describe("content drafts and publishing", () => {
    const hero = (heading: string) => ({ heading, intro: "Intro" })
    const state = async () => {
      const { rows } = await t.db.query<{ version: number; revision: number | null }>(
        "select s.version, d.revision from public.content_sections s left join public.content_drafts d using (key) where s.key = 'testimonials'",
      )
      return { version: rows[0].version, revision: rows[0].revision ?? 0 }
    }
    const publicHeading = async () =>
      ((await anon.from("content_sections").select("value").eq("key", "testimonials").single()).data?.value as { heading?: string })
        ?.heading

    it("refuse the anonymous key and a signed-in user who is not staff", async () => {
      const { version, revision } = await state()
      const args = { p_key: "testimonials", p_value: hero("Nope"), p_expected_version: version, p_expected_revision: revision }
      for (const fn of ["save_content_draft", "publish_content_section"]) {
        const asAnon = await anon.rpc(fn, args)
        expect({ fn, status: asAnon.status, code: asAnon.error?.code }).toEqual({ fn, status: 401, code: "42501" })
        const asMember = await member.rpc(fn, args)
        expect({ fn, status: asMember.status, code: asMember.error?.code }).toEqual({ fn, status: 403, code: "42501" })
      }
      for (const [fn, fnArgs] of [
        ["content_section_overview", {}],
        ["content_section_history", { p_key: "testimonials" }],
      ] as const) {
        expect((await anon.rpc(fn, fnArgs)).error?.code, fn).toBe("42501")
        expect((await member.rpc(fn, fnArgs)).error?.code, fn).toBe("42501")
      }
      expect(await state()).toEqual({ version, revision })
    })

    it("a saved draft stays hidden from visitors until it is published, which keeps a version", async () => {
      const before = await publicHeading()
      const { version, revision } = await state()
      const saved = await editor.rpc("save_content_draft", {
        p_key: "testimonials",
        p_value: hero("Draft heading"),
        p_expected_version: version,
        p_expected_revision: revision,
      })
      expect(saved).toMatchObject({ error: null, data: revision + 1 })
      expect(await publicHeading()).toBe(before)
      expect((await anon.from("content_drafts").select("key")).error?.code).toBe("42501")

      const overview = await editor.rpc("content_section_overview")
      expect(overview.data).toContainEqual(
        expect.objectContaining({ key: "testimonials", version, draft_revision: revision + 1, draft_updated_by_name: "Editor" }),
      )

      const published = await editor.rpc("publish_content_section", {
        p_key: "testimonials",
        p_value: hero("Published heading"),
        p_expected_version: version,
        p_expected_revision: revision + 1,
      })
      expect(published).toMatchObject({ error: null, data: version + 1 })
      expect(await publicHeading()).toBe("Published heading")
      expect(await state()).toEqual({ version: version + 1, revision: 0 })

      const history = await editor.rpc("content_section_history", { p_key: "testimonials" })
      expect(history.data?.[0]).toMatchObject({ version: version + 1, value: hero("Published heading"), published_by_name: "Editor" })
    })

    it("answer PT409 (HTTP 409) to a save or a publish based on an older state, and change nothing", async () => {
      const { version, revision } = await state()
      const first = await admin.rpc("save_content_draft", {
        p_key: "testimonials",
        p_value: hero("First"),
        p_expected_version: version,
        p_expected_revision: revision,
      })
      expect(first.error).toBeNull()
      const second = await editor.rpc("save_content_draft", {
        p_key: "testimonials",
        p_value: hero("Second"),
        p_expected_version: version,
        p_expected_revision: revision,
      })
      expect({ status: second.status, code: second.error?.code, message: second.error?.message }).toEqual({
        status: 409,
        code: "PT409",
        message: "Someone else changed this section since you opened it",
      })
      const stalePublish = await editor.rpc("publish_content_section", {
        p_key: "testimonials",
        p_value: hero("Second"),
        p_expected_version: version - 1,
        p_expected_revision: revision + 1,
      })
      expect({ status: stalePublish.status, code: stalePublish.error?.code }).toEqual({ status: 409, code: "PT409" })
      expect(await state()).toEqual({ version, revision: revision + 1 })
      const { rows } = await t.db.query("select value from public.content_drafts where key = 'testimonials'")
      expect(rows).toEqual([{ value: hero("First") }])
    })

    it("a direct write of a section by staff is versioned too", async () => {
      const { version } = await state()
      const { error } = await editor
        .from("content_sections")
        .update({ value: hero("Direct") })
        .eq("key", "testimonials")
      expect(error).toBeNull()
      const { rows } = await t.db.query(
        "select version, value from public.content_section_versions where key = 'testimonials' order by version desc limit 1",
      )
      expect(rows).toEqual([{ version: version + 1, value: hero("Direct") }])
    })
  })

  describe("the dashboard's lead figures", () => {
    const LEAD_DETAILS = {
      contact: { message: "Hello" },
      brochure_request: { brochure: "Nordika company brochure" },
      job_application: { position: "Project manager, life sciences" },
    }
    async function addLead(type: keyof typeof LEAD_DETAILS, status: string, createdAt: string) {
      await t.db.query(
        `insert into public.leads (reference, submission_id, type, status, name, email, details, consent_text, consent_version, consented_at, page_path, created_at)
         values ('NX-' || gen_random_uuid(), gen_random_uuid(), $1, $2, 'Dashboard Visitor', 'dash@example.test', $3, 'I agree', '1', now(), '/', now() - $4::interval)`,
        [type, status, LEAD_DETAILS[type], createdAt],
      )
    }
    const newByType = async (reader = editor) => {
      const rows = ((await reader.rpc("dashboard_new_leads")).data ?? []) as { type: string; leads: number }[]
      return Object.fromEntries(rows.map((row) => [row.type, row.leads])) as Record<string, number>
    }
    const byWeek = async (reader = editor) =>
      ((await reader.rpc("dashboard_leads_by_week", { weeks: 12, time_zone: "UTC" })).data ?? []) as { week_start: string; leads: number }[]
    const thisWeek = async (reader: SupabaseClient) => (await byWeek(reader)).at(-1)!.leads

    it("are refused to the anonymous key and to a signed-in user who is not staff", async () => {
      for (const fn of ["dashboard_new_leads", "dashboard_leads_by_week"] as const) {
        const asAnon = await anon.rpc(fn)
        expect({ fn, status: asAnon.status, code: asAnon.error?.code }).toEqual({ fn, status: 401, code: "42501" })
        const asMember = await member.rpc(fn)
        expect({ fn, status: asMember.status, code: asMember.error?.code }).toEqual({ fn, status: 403, code: "42501" })
      }
    })

    it("count staff the new leads by type and every lead by week, this week last, weeks without leads as 0", async () => {
      const typesBefore = await newByType()
      const weeksBefore = await byWeek()
      await addLead("contact", "new", "0 days")
      await addLead("contact", "new", "0 days")
      await addLead("contact", "in_progress", "0 days")
      await addLead("brochure_request", "new", "0 days")
      await addLead("brochure_request", "won", "21 days")
      await addLead("contact", "new", "140 days")

      const types = await newByType()
      expect((types.contact ?? 0) - (typesBefore.contact ?? 0)).toBe(3)
      expect((types.brochure_request ?? 0) - (typesBefore.brochure_request ?? 0)).toBe(1)

      const weeks = await byWeek()
      expect(weeks).toHaveLength(12)
      expect(weeks.map((week) => new Date(`${week.week_start}T00:00:00Z`).getUTCDay())).toEqual(Array(12).fill(1))
      const added = weeks.map((week, index) => week.leads - weeksBefore[index].leads)
      expect(added.at(-1)).toBe(4)
      expect(added.reduce((sum, n) => sum + n, 0)).toBe(5)
      expect((await admin.rpc("dashboard_leads_by_week", { weeks: 12, time_zone: "Europe/Stockholm" })).data).toHaveLength(12)
    })

    it("count only the leads the reader's role works: an editor's hold no application, a recruiter's nothing else", async () => {
      const before = {
        recruiter: { types: await newByType(recruiter), week: await thisWeek(recruiter) },
        editor: { types: await newByType(editor), week: await thisWeek(editor) },
        admin: { types: await newByType(admin), week: await thisWeek(admin) },
      }
      await addLead("job_application", "new", "0 days")
      await addLead("job_application", "new", "0 days")
      await addLead("contact", "new", "0 days")

      const recruiterTypes = await newByType(recruiter)
      expect(Object.keys(recruiterTypes)).toEqual(["job_application"])
      expect(recruiterTypes.job_application - (before.recruiter.types.job_application ?? 0)).toBe(2)
      expect((await thisWeek(recruiter)) - before.recruiter.week).toBe(2)

      const editorTypes = await newByType(editor)
      expect(editorTypes.job_application).toBeUndefined()
      expect(editorTypes.contact - before.editor.types.contact).toBe(1)
      expect((await thisWeek(editor)) - before.editor.week).toBe(1)

      const adminTypes = await newByType(admin)
      expect(adminTypes.job_application - (before.admin.types.job_application ?? 0)).toBe(2)
      expect(adminTypes.contact - before.admin.types.contact).toBe(1)
      expect((await thisWeek(admin)) - before.admin.week).toBe(3)
    })

    it("refuse an unknown time zone or a range out of bounds", async () => {
      expect((await editor.rpc("dashboard_leads_by_week", { weeks: 12, time_zone: "Mars/Olympus" })).error?.code).toBe("22023")
      expect((await editor.rpc("dashboard_leads_by_week", { weeks: 0 })).error?.code).toBe("22023")
    })
  })

  describe("staff helpers", () => {
    it("is_staff() and is_admin() read app_metadata.role from the JWT", async () => {
      expect((await anon.rpc("is_staff")).data).toBe(false)
      expect((await member.rpc("is_staff")).data).toBe(false)
      expect((await editor.rpc("is_staff")).data).toBe(true)
      expect((await editor.rpc("is_admin")).data).toBe(false)
      expect((await admin.rpc("is_admin")).data).toBe(true)
    })

    it("count a recruiter as staff with a role, but not as staff who run the website", async () => {
      expect((await recruiter.rpc("is_staff")).data).toBe(false)
      expect((await recruiter.rpc("is_admin")).data).toBe(false)
      for (const [who, client, hasRole] of [
        ["anon", anon, false],
        ["member", member, false],
        ["recruiter", recruiter, true],
        ["editor", editor, true],
        ["admin", admin, true],
      ] as const) {
        expect({ who, hasRole: (await client.rpc("has_staff_role")).data }).toEqual({ who, hasRole })
      }
    })

    it("give each role the lead types the admin's screens assume, and admins every type a lead may have", async () => {
      for (const role of [...STAFF_ROLES, "superuser", null]) {
        const { rows } = await t.db.query<{ types: string[] }>("select public.staff_role_lead_types($1) as types", [role])
        expect({ role, types: rows[0].types.sort() }).toEqual({
          role,
          types: role && role in STAFF_LEAD_TYPES ? [...STAFF_LEAD_TYPES[role as keyof typeof STAFF_LEAD_TYPES]].sort() : [],
        })
      }
      expect([...STAFF_LEAD_TYPES.admin].sort()).toEqual([...LEAD_TYPES].sort())
      expect([...STAFF_LEAD_TYPES.editor, ...STAFF_LEAD_TYPES.recruiter].sort()).toEqual([...LEAD_TYPES].sort())
      expect((await recruiter.rpc("readable_lead_types")).data).toEqual(["job_application", "freelancer_application"])
      expect((await member.rpc("readable_lead_types")).data).toEqual([])
    })
  })

  describe("staff with a verified MFA factor", () => {
    let editorAal1: SupabaseClient
    let editorAal2: SupabaseClient
    let adminAal1: SupabaseClient
    let adminAal2: SupabaseClient

    /** A staff member with a verified TOTP factor, and a client for each assurance level of their session. */
    async function staffWithFactor(staffRole: "recruiter" | "editor" | "admin") {
      const id = await createUser(t, `${staffRole}-mfa-${crypto.randomUUID().slice(0, 8)}@example.test`, `MFA ${staffRole}`)
      await t.db.query(
        `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret)
         values ($1, $2, 'Phone', 'totp', 'verified', now(), now(), 'JBSWY3DPEHPK3PXP')`,
        [crypto.randomUUID(), id],
      )
      const at = async (aal: "aal1" | "aal2") => t.client({ accessToken: await t.userToken({ sub: id, staffRole, aal }) })
      return { aal1: await at("aal1"), aal2: await at("aal2") }
    }

    beforeAll(async () => {
      ;({ aal1: editorAal1, aal2: editorAal2 } = await staffWithFactor("editor"))
      ;({ aal1: adminAal1, aal2: adminAal2 } = await staffWithFactor("admin"))
    })

    it("count as staff only in a session that used the factor (aal2)", async () => {
      expect((await editorAal1.rpc("is_staff")).data).toBe(false)
      expect((await editorAal2.rpc("is_staff")).data).toBe(true)
      expect((await adminAal1.rpc("is_admin")).data).toBe(false)
      expect((await adminAal2.rpc("is_admin")).data).toBe(true)
      // Without a verified factor aal1 is all there is, and it is enough.
      expect((await editor.rpc("is_staff")).data).toBe(true)
    })

    it("a recruiter reads applications and opens their files only at aal2", async () => {
      const { aal1, aal2 } = await staffWithFactor("recruiter")
      const lead = crypto.randomUUID()
      const file = crypto.randomUUID()
      await insertLead(t, lead, "NJ-2026-90099", "job_application")
      await insertLeadFile(t, file, lead, "pending/mfa-check/cv.pdf")
      expect((await aal1.from("leads").select("id").eq("id", lead)).data).toEqual([])
      expect((await aal1.from("lead_files").select("id").eq("id", file)).data).toEqual([])
      const refused = await aal1.rpc("record_lead_file_opened", { file_id: file, how: "download" })
      expect({ status: refused.status, code: refused.error?.code }).toEqual({ status: 403, code: "42501" })
      expect((await aal2.from("leads").select("id").eq("id", lead)).data).toEqual([{ id: lead }])
      expect((await aal2.rpc("record_lead_file_opened", { file_id: file, how: "download" })).error).toBeNull()
    })

    it("cannot insert, change or remove a site setting at aal1; at aal2 they can", async () => {
      const refused = await editorAal1.from("site_settings").insert({ key: "mfa-check", value: { by: "aal1" } })
      expect({ status: refused.status, code: refused.error?.code }).toEqual({ status: 403, code: "42501" })
      expect((await editorAal2.from("site_settings").insert({ key: "mfa-check", value: { by: "aal2" } })).status).toBe(201)

      expect(
        (
          await editorAal1
            .from("site_settings")
            .update({ value: { by: "aal1" } })
            .eq("key", "mfa-check")
            .select("key")
        ).data,
      ).toEqual([])
      expect((await editorAal1.from("site_settings").delete().eq("key", "mfa-check").select("key")).data).toEqual([])
      const { rows } = await t.db.query<{ value: unknown }>("select value from public.site_settings where key = 'mfa-check'")
      expect(rows).toEqual([{ value: { by: "aal2" } }])

      expect(
        (
          await editorAal2
            .from("site_settings")
            .update({ value: { by: "aal2 again" } })
            .eq("key", "mfa-check")
            .select("key")
        ).data,
      ).toEqual([{ key: "mfa-check" }])
      expect((await editorAal2.from("site_settings").delete().eq("key", "mfa-check").select("key")).data).toEqual([{ key: "mfa-check" }])
    })

    it("cannot add or change client logos or content sections at aal1, nor read unpublished ones; at aal2 they can", async () => {
      const logo = { id: crypto.randomUUID(), name: "Second Factor AB", published: false }
      const refused = await editorAal1.from("client_logos").insert(logo)
      expect({ status: refused.status, code: refused.error?.code }).toEqual({ status: 403, code: "42501" })
      expect((await editorAal2.from("client_logos").insert(logo)).status).toBe(201)
      expect((await editorAal1.from("client_logos").select("id").eq("id", logo.id)).data).toEqual([])
      expect((await editorAal1.from("client_logos").update({ sort_order: 9 }).eq("id", logo.id).select("id")).data).toEqual([])
      expect((await editorAal2.from("client_logos").delete().eq("id", logo.id).select("id")).data).toEqual([{ id: logo.id }])

      const section = await editorAal1.from("content_sections").update({ published: true }).eq("key", "home_hero").select("key")
      expect(section.data).toEqual([])
      const allowed = await editorAal2.from("content_sections").update({ published: true }).eq("key", "home_hero").select("key")
      expect(allowed.data).toEqual([{ key: "home_hero" }])
    })

    it("cannot upload to site-assets at aal1; at aal2 they can", async () => {
      const file = png(5)
      const refused = await editorAal1.storage.from("site-assets").upload("mfa-check/logo.png", file)
      expect(refused.error).toMatchObject({ status: 400, statusCode: "403", message: "new row violates row-level security policy" })
      const allowed = await editorAal2.storage.from("site-assets").upload("mfa-check/logo.png", file)
      expect(allowed.error).toBeNull()
      await editorAal2.storage.from("site-assets").remove(["mfa-check/logo.png"])
    })

    it("an admin reads others' requests to reset MFA only at aal2", async () => {
      const id = crypto.randomUUID()
      await t.db.query("insert into public.mfa_reset_requests (id, user_id, email) values ($1, $2, 'member@example.test')", [id, memberId])
      try {
        expect((await adminAal1.from("mfa_reset_requests").select("id").eq("id", id)).data).toEqual([])
        expect((await adminAal2.from("mfa_reset_requests").select("id").eq("id", id)).data).toEqual([{ id }])
      } finally {
        await t.db.query("delete from public.mfa_reset_requests where id = $1", [id])
      }
    })
  })

  describe("storage buckets", () => {
    it("exist with their limits", async () => {
      const { rows } = await t.db.query<{
        id: string
        public: boolean
        file_size_limit: string | number
        allowed_mime_types: string[] | null
      }>("select id, public, file_size_limit, allowed_mime_types from storage.buckets order by id")
      expect(rows.map((r) => ({ ...r, file_size_limit: Number(r.file_size_limit) }))).toEqual([
        {
          id: "media",
          public: true,
          file_size_limit: 52428800,
          allowed_mime_types: ["image/avif", "image/webp", "image/jpeg", "image/png"],
        },
        {
          id: "site-assets",
          public: true,
          file_size_limit: 5242880,
          allowed_mime_types: ["image/png", "image/jpeg", "image/webp", "image/svg+xml", "image/gif", "image/avif"],
        },
        { id: "uploads", public: false, file_size_limit: 20971520, allowed_mime_types: expect.any(Array) },
      ])
      const uploads = rows.find((r) => r.id === "uploads")!.allowed_mime_types!
      expect(uploads).toEqual(expect.arrayContaining(["application/pdf", "text/plain", "image/png", "video/mp4"]))
      for (const active of ["image/svg+xml", "text/javascript", "application/javascript", "application/x-msdownload"]) {
        expect(uploads).not.toContain(active)
      }
    })
  })

  describe("who may do what, role by action", () => {
    it("has a row for the private realtime topic of every lead type", () => {
      const types = RLS_TOPICS.map((spec) => spec.topic.replace(/^leads:/, "")).filter((type) => type !== "unknown")
      expect(types.sort()).toEqual([...LEAD_TYPES].sort())
    })

    // Realtime is a websocket: its topics are asked over HTTP only.
    describeRlsMatrix(() => t, { tables: [...RLS_TABLES, ...SYSTEM_TABLES], buckets: RLS_BUCKETS, topics: http ? RLS_TOPICS : [] })
  })
})
