/**
 * The deploy hook of the static export (supabase/functions/deploy-hook, _shared/deploy-hook.ts,
 * migration 20261130002100_deploy_hook): a local HTTPS listener stands in for Netlify's build hook
 * (the real hosts are not reachable from here); it is trusted for these tests only, being
 * self-signed. Admins set and test the hook; publishes are one call per quiet batch; a failing hook
 * fails no publish and is recorded; every other change to what the public pages show, made as the
 * admin makes it (app/data/), calls the hook too.
 */
import crypto from "node:crypto"
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest"
import sharp from "sharp"
import type { SupabaseClient } from "@supabase/supabase-js"
import { staffAccount, type StaffAccount } from "./staff-test-support"
import { restoreDocument, trashDocument, unpublishDocument } from "../../app/data/document-list"
import { unpublishDocument as unpublishFromEditor } from "../../app/data/document-editor"
import { loadEditableSection, publishContentSection } from "../../app/data/content-editor"
import { fetchSettingForStaff, saveSetting, type EditableSettings } from "../../app/data/site-settings"
import { listClientLogosForStaff, updateClientLogo } from "../../app/data/client-logos"
import { addMedia, replaceMediaFile, updateMedia, type UploadedMediaFile } from "../../app/data/media"
import { startTestServer, type TestServer } from "../testing/harness"
import { startHttpsStandIn, type HttpsStandIn } from "../testing/https-stand-in"

let t: TestServer
let admin: StaffAccount
let editor: StaffAccount
let hook: HttpsStandIn
let hookUrl: string
/** What the stand-in host answers. */
let answerStatus = 200
const previousTls = process.env.NODE_TLS_REJECT_UNAUTHORIZED
const previousQuiet = process.env.DEPLOY_HOOK_QUIET_MS

beforeAll(async () => {
  hook = await startHttpsStandIn(() => answerStatus)
  hookUrl = `${hook.origin}/build_hooks/5f0c1a2b3c4d`
  // The stand-in's certificate is its own; Netlify's is a public one.
  process.env.NODE_TLS_REJECT_UNAUTHORIZED = "0"
  process.env.DEPLOY_HOOK_QUIET_MS = "1500"
  t = await startTestServer()
  admin = await staffAccount(t, { role: "admin" })
  editor = await staffAccount(t, { role: "editor" })
}, 180_000)

afterAll(async () => {
  await t?.close()
  await hook?.close()
  for (const [name, value] of [
    ["NODE_TLS_REJECT_UNAUTHORIZED", previousTls],
    ["DEPLOY_HOOK_QUIET_MS", previousQuiet],
  ] as const) {
    if (value === undefined) delete process.env[name]
    else process.env[name] = value
  }
})

beforeEach(() => {
  hook.received.length = 0
  answerStatus = 200
})

const saveHook = (client: SupabaseClient, url: string) => client.from("private_settings").upsert({ key: "deploy_hook", value: { url } })

interface HookState {
  requested: number
  claimed: number
  called_at: string | null
  last_status: number | null
  last_error: string | null
}
const hookState = async () =>
  (await admin.client.from("deploy_hook_state").select("requested, claimed, called_at, last_status, last_error").single().throwOnError())
    .data as HookState

/** Calls a function as `client`'s user, with the status and body it answered. */
async function invoke(client: SupabaseClient, name: string, body: Record<string, unknown>) {
  const { data } = await client.auth.getSession()
  const response = await t.fetch(`${t.url}/functions/v1/${name}`, {
    method: "POST",
    headers: { apikey: t.anonKey, Authorization: `Bearer ${data.session!.access_token}`, "Content-Type": "application/json" },
    body: JSON.stringify(body),
  })
  return { status: response.status, body: await response.json() }
}

/** The state once every delivery asked for has waited for quiet and called, or found nothing owed (they run after the answers). */
async function settled(): Promise<HookState> {
  expect(await t.server.background.drain(30_000)).toBe(0)
  return hookState()
}

const paragraph = (text: string) => ({ type: "paragraph", children: [{ type: "text", text }] })
async function newPost(title: string) {
  const postPath = `/blog/hook-${Math.random().toString(36).slice(2, 8)}`
  const data = {
    meta: { title, description: "A post for the deploy hook." },
    title,
    excerpt: "A post.",
    author: "Edda Editor",
    published: "2026-11-30",
    tags: ["Writing"],
    body: [paragraph("Short sentences translate well.")],
  }
  const { data: id, error } = await editor.client.rpc("create_document", {
    p_collection: "blog_post",
    p_path: postPath,
    p_title: title,
    p_data: data,
  })
  expect(error).toBeNull()
  return { id: id as string, path: postPath, title, data }
}
const publishPost = (post: Awaited<ReturnType<typeof newPost>>) =>
  invoke(editor.client, "publish-document", {
    documentId: post.id,
    expectedVersion: 0,
    expectedRevision: 1,
    title: post.title,
    path: post.path,
    data: post.data,
  })

describe("the deploy hook setting", () => {
  it("is an admin's: an https address only, refused to editors, audited", async () => {
    expect((await saveHook(admin.client, "http://api.netlify.com/build_hooks/abc")).error?.code).toBe("23514")
    expect((await saveHook(admin.client, "https://api.netlify.com/build hooks")).error?.code).toBe("23514")
    expect((await saveHook(editor.client, hookUrl)).error?.code).toBe("42501")
    expect((await saveHook(admin.client, hookUrl)).error).toBeNull()
    expect((await editor.client.from("private_settings").select("key").eq("key", "deploy_hook")).data).toEqual([])
    expect((await editor.client.from("deploy_hook_state").select("id")).data).toEqual([])
    const { rows } = await t.db.query<{ actor_id: string; url: string }>(
      `select actor_id, new_data -> 'value' ->> 'url' as url from public.audit_log
       where target_type = 'private_settings' and target_id = 'deploy_hook' order by id desc limit 1`,
    )
    expect(rows).toEqual([{ actor_id: admin.id, url: hookUrl }])
  })

  it("is tested by an admin: one POST now, its status answered and recorded; editors may not", async () => {
    expect(await invoke(admin.client, "deploy-hook", { action: "test" })).toEqual({ status: 200, body: { status: 200, error: null } })
    expect(hook.received).toEqual([{ method: "POST", path: "/build_hooks/5f0c1a2b3c4d" }])
    expect(await hookState()).toMatchObject({ last_status: 200, last_error: null, called_at: expect.any(String) })
    expect(await invoke(editor.client, "deploy-hook", { action: "test" })).toMatchObject({
      status: 403,
      body: { error: { code: "not_admin" } },
    })
  })
})

describe("publishing with a deploy hook set", () => {
  it("calls the hook once for a batch of publishes, after they are in", { timeout: 60_000 }, async () => {
    const posts = await Promise.all(["First", "Second", "Third"].map(newPost))
    for (const post of posts) expect((await publishPost(post)).status).toBe(200)
    const state = await settled()
    expect(state).toMatchObject({ requested: state.claimed, last_status: 200, last_error: null })
    expect(hook.received).toEqual([{ method: "POST", path: "/build_hooks/5f0c1a2b3c4d" }])
  })

  it("never fails a publish when the host fails, and records what went wrong", { timeout: 60_000 }, async () => {
    answerStatus = 500
    expect((await publishPost(await newPost("While the host fails"))).status).toBe(200)
    expect(await settled()).toMatchObject({ last_status: 500, last_error: "The host answered HTTP 500" })
    expect(hook.received).toHaveLength(1)

    const closedPort = hookUrl.replace(/:\d+\//, ":1/")
    expect((await saveHook(admin.client, closedPort)).error).toBeNull()
    expect((await publishPost(await newPost("While the host is away"))).status).toBe(200)
    const away = await settled()
    expect(away.last_status).toBeNull()
    expect(away.last_error).toMatch(/^The host could not be reached: /)
    expect((await saveHook(admin.client, hookUrl)).error).toBeNull()
  })

  it("is owed a build by an unpublish too, which a staff member's request pays", { timeout: 60_000 }, async () => {
    const post = await newPost("Taken off")
    expect((await publishPost(post)).status).toBe(200)
    await settled()
    hook.received.length = 0
    expect((await editor.client.rpc("unpublish_document", { p_id: post.id, p_force: true })).error).toBeNull()
    const owed = await hookState()
    expect(owed.requested).toBeGreaterThan(owed.claimed)
    expect(await invoke(editor.client, "deploy-hook", { action: "build" })).toEqual({ status: 202, body: { queued: true } })
    expect(await settled()).toMatchObject({ last_status: 200 })
    expect(hook.received).toHaveLength(1)
  })
})

describe("every other change to what the public pages show, as the admin makes it", () => {
  /** A post published and built for, so that only the change under test is owed a build. */
  async function livePost(title: string) {
    const post = await newPost(title)
    expect((await publishPost(post)).status).toBe(200)
    await settled()
    hook.received.length = 0
    return post
  }

  /** After `change`: one call to the hook once the content is quiet, for everything the change owed. */
  async function expectOneBuildAfter(change: () => Promise<unknown>) {
    await change()
    const state = await settled()
    expect(hook.received).toEqual([{ method: "POST", path: "/build_hooks/5f0c1a2b3c4d" }])
    expect(state).toMatchObject({ requested: state.claimed, last_status: 200 })
  }

  it("an unpublish from the list or from the editor calls the hook", { timeout: 60_000 }, async () => {
    const listed = await livePost("Unpublished from the list")
    await expectOneBuildAfter(() => unpublishDocument(editor.client, listed.id, true))
    const edited = await livePost("Unpublished from the editor")
    hook.received.length = 0
    await expectOneBuildAfter(() => unpublishFromEditor(editor.client, edited.id, true))
  })

  it("trashing a published document, and restoring it, each call the hook", { timeout: 60_000 }, async () => {
    const post = await livePost("Trashed and restored")
    await expectOneBuildAfter(() => trashDocument(editor.client, post.id, true))
    hook.received.length = 0
    await expectOneBuildAfter(() => restoreDocument(editor.client, post.id))
  })

  it("publishing a home page section calls the hook", { timeout: 60_000 }, async () => {
    const section = await loadEditableSection(editor.client, "home_hero")
    await expectOneBuildAfter(() => publishContentSection(editor.client, "home_hero", section.publishedValue, section))
  })

  it("saving a site setting calls the hook", { timeout: 60_000 }, async () => {
    const logos = (await fetchSettingForStaff(admin.client, "logos")) as EditableSettings["logos"]
    await expectOneBuildAfter(() => saveSetting(admin.client, "logos", logos))
  })

  it("changing a client logo calls the hook", { timeout: 60_000 }, async () => {
    const [logo] = await listClientLogosForStaff(admin.client)
    await expectOneBuildAfter(() => updateClientLogo(admin.client, logo.id, { name: logo.name }))
  })

  it("changing an image's alt text, or its file, calls the hook", { timeout: 60_000 }, async () => {
    const upload = async (name: string): Promise<UploadedMediaFile> => {
      const bytes = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#0a7" } })
        .png()
        .toBuffer()
      const objectPath = `${crypto.randomUUID()}/${name}`
      expect((await editor.client.storage.from("media").upload(objectPath, bytes, { contentType: "image/png" })).error).toBeNull()
      return { object_path: objectPath, file_name: name, mime_type: "image/png", size_bytes: bytes.length, width: 40, height: 30 }
    }
    const image = await addMedia(editor.client, await upload("harbour.png"), {
      alt_text: "The harbour",
      decorative: false,
      focal_x: 0.5,
      focal_y: 0.5,
    })
    // Adding an image to the library changes no page yet, but the table's trigger owes a build: paid here.
    await invoke(editor.client, "deploy-hook", { action: "build" })
    await settled()
    hook.received.length = 0
    await expectOneBuildAfter(() =>
      updateMedia(editor.client, image.id, { alt_text: "The harbour at dawn", decorative: false, focal_x: 0.5, focal_y: 0.5 }),
    )
    hook.received.length = 0
    const replacement = await upload("harbour-2.png")
    await expectOneBuildAfter(() => replaceMediaFile(editor.client, image, replacement))
  })
})
