/**
 * Issue 40's flow on the real server with the built site: an editor changes one sentence of a published
 * English page through publish-document; that sentence's Swedish and German segments become outdated
 * (the rest stay approved), while the public /sv page keeps showing the last approved Swedish text, never
 * a mix; once every Swedish segment is approved again, publish-document { fromSegments } puts the new
 * Swedish text on /sv. The segments are the seed's (scripts/translation-seed.ts), sentence-aligned.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { SupabaseClient } from "@supabase/supabase-js"
import { staffAccount, type StaffAccount } from "../../server/functions/staff-test-support"
import type { TestServer } from "../../server/testing/harness"
import { changeSentence, seededSentence, type BlogData } from "../../server/testing/seeded-sentence"
import { startSite } from "./site-under-test"

let site: TestServer
let editor: StaffAccount

const html = async (path: string) => {
  const response = await fetch(site.url + path)
  expect(response.status).toBe(200)
  return response.text()
}

async function invoke(client: SupabaseClient, body: Record<string, unknown>) {
  const { data, error } = await client.functions.invoke("publish-document", { body })
  if (error) throw new Error(`publish-document: ${await (error.context as Response).text()}`)
  return data as Record<string, unknown>
}

beforeAll(async () => {
  site = await startSite()
  editor = await staffAccount(site, { role: "editor" })
}, 300_000)

afterAll(async () => {
  await site?.close()
})

describe("an English sentence changed on a published page", () => {
  it("outdates its Swedish and German segments, keeps the last approved Swedish page, and publishes the new one once approved", async () => {
    const seeded = await seededSentence(site.db)
    const changed = seeded.source.replace(/\.$/, ", as our reviewers confirmed.")
    const { rows } = await site.db.query<{ title: string; version: number; published_data: BlogData }>(
      "select title, version, published_data from public.documents where id = $1",
      [seeded.documentId],
    )
    const [document] = rows
    const data = structuredClone(document.published_data)
    changeSentence(data, seeded, changed)

    expect(await html(seeded.svPath)).toContain(seeded.sv)
    await invoke(editor.client, {
      documentId: seeded.documentId,
      expectedVersion: document.version,
      expectedRevision: 0,
      title: document.title,
      path: seeded.englishPath,
      data,
    })

    const { rows: states } = await site.db.query<{ locale: string; ordinal: number; state: string; source: string }>(
      `select locale, ordinal, state, source from public.translation_segments where document_id = $1 and field = $2 order by locale desc, ordinal`,
      [seeded.documentId, seeded.field],
    )
    for (const locale of ["sv", "de"]) {
      const field = states.filter((row) => row.locale === locale)
      expect(field.find((row) => row.ordinal === 1)).toMatchObject({ state: "outdated", source: changed })
      expect(field.filter((row) => row.ordinal !== 1).every((row) => row.state === "approved")).toBe(true)
    }
    const { rows: elsewhere } = await site.db.query<{ waiting: number }>(
      `select count(*)::int as waiting from public.translation_segments where document_id = $1 and state <> 'approved' and field <> $2`,
      [seeded.documentId, seeded.field],
    )
    expect(elsewhere[0].waiting).toBe(0)

    // The public Swedish page is the last approved one: the old sentence, not the English, not a mix.
    const before = await html(seeded.svPath)
    expect(before).toContain(seeded.sv)
    expect(before).not.toContain("as our reviewers confirmed")

    // Publishing from segments waits for the outdated one.
    const refused = await editor.client.functions.invoke("publish-document", {
      body: { documentId: seeded.documentId, locale: "sv", fromSegments: true },
    })
    const refusal = (await (refused.error!.context as Response).json()) as { error: { code: string; message: string } }
    expect(refusal.error).toEqual({
      code: "translation_not_approved",
      message: expect.stringMatching(/^1 of \d+ segments are not approved yet: a reviewer approves every one first$/),
    })

    const { data: segments } = await editor.client.rpc("translation_segments_for", { p_document: seeded.documentId, p_locale: "sv" })
    const outdated = (segments as { id: string; state: string; revision: number }[]).find((segment) => segment.state === "outdated")!
    const newSwedish = seeded.sv.replace(/\.$/, ", som våra granskare bekräftade.")
    const saved = await editor.client.rpc("save_translation_segment", {
      p_id: outdated.id,
      p_revision: outdated.revision,
      p_target: newSwedish,
    })
    expect(saved.error).toBeNull()
    const approved = await editor.client.rpc("approve_translation_segment", { p_id: outdated.id, p_revision: saved.data })
    expect(approved.error).toBeNull()

    const published = await invoke(editor.client, { documentId: seeded.documentId, locale: "sv", fromSegments: true })
    expect(published).toMatchObject({ translation: { locale: "sv", path: seeded.svPath } })
    const after = await html(seeded.svPath)
    expect(after).toContain(newSwedish)
    expect(after).not.toContain(seeded.sv)
  })
})
