/**
 * After a round of the scheduler publishes something, the local server calls the static site's deploy
 * hook once for the round (not once per document) and the render cache is told. A local HTTPS listener
 * stands in for the host (Netlify, Cloudflare Pages); it is trusted for these tests only, being self-signed.
 */
import crypto from "node:crypto"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { staffAccount, type StaffAccount } from "../functions/staff-test-support"
import { Inbox } from "../realtime/testing"
import { startTestServer, type TestServer } from "../testing/harness"
import { startHttpsStandIn, type HttpsStandIn } from "../testing/https-stand-in"
import { runDueDocumentSchedules } from "./document-schedules"

let t: TestServer
let admin: StaffAccount
let editor: StaffAccount
/** The stand-in host, and the requests it received. */
let hook: HttpsStandIn
let hookUrl: string
const previousTls = process.env.NODE_TLS_REJECT_UNAUTHORIZED
const previousQuiet = process.env.DEPLOY_HOOK_QUIET_MS

beforeAll(async () => {
  hook = await startHttpsStandIn()
  hookUrl = `${hook.origin}/build_hooks/scheduled-7a1e`
  // The stand-in's certificate is its own; the hosts' are public ones.
  process.env.NODE_TLS_REJECT_UNAUTHORIZED = "0"
  process.env.DEPLOY_HOOK_QUIET_MS = "500"
  t = await startTestServer()
  admin = await staffAccount(t, { role: "admin" })
  editor = await staffAccount(t, { role: "editor", displayName: "Edda Editor" })
  const saved = await admin.client.from("private_settings").upsert({ key: "deploy_hook", value: { url: hookUrl } })
  expect(saved.error).toBeNull()
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

const HOUR = 60 * 60 * 1000
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR)
const around = () => ({ fetchApi: (request: Request) => t.server.fetch(request), background: t.server.background })
/** Every delivery asked for has waited for quiet and called the hook, or found nothing owed. */
const settled = async () => expect(await t.server.background.drain(30_000)).toBe(0)

const paragraph = (text: string) => ({ type: "paragraph", children: [{ type: "text", text }] })
const newsItem = (title: string) => ({
  meta: { title, description: "Nordika opens an office in Gothenburg next spring." },
  title,
  excerpt: "A new office.",
  author: "Edda Editor",
  published: "2026-12-03",
  tags: ["News"],
  body: [paragraph("The office opens in March.")],
})

async function scheduledNews(title: string, publishAt: Date) {
  const path = `/resources/news/${crypto.randomUUID().slice(0, 8)}`
  const created = await editor.client.rpc("create_document", {
    p_collection: "news_item",
    p_path: path,
    p_title: title,
    p_data: newsItem(title),
  })
  expect(created.error).toBeNull()
  const scheduled = await editor.client.functions.invoke("publish-document", {
    body: {
      documentId: created.data as string,
      expectedVersion: 0,
      expectedRevision: 1,
      title,
      path,
      data: newsItem(title),
      publishAt: publishAt.toISOString(),
    },
  })
  expect(scheduled.error).toBeNull()
  return created.data as string
}

describe("a scheduled round that publishes", () => {
  it("calls the deploy hook once for the round (POST), not once per document, and tells the render cache", async () => {
    await scheduledNews("Gothenburg office", inHours(1))
    await scheduledNews("Gothenburg team", inHours(1))
    // Whatever the drafts owed is paid before the round, so the call below is the round's.
    await settled()
    hook.received.length = 0

    const heard = new Inbox<string>()
    const stop = await t.db.listen("site_content", { onNotify: (table) => heard.push(table), onReconnect: () => undefined })
    try {
      expect(await runDueDocumentSchedules(t.server.ctx, around(), inHours(2))).toBe(2)
      await heard.next((table) => table === "documents")
    } finally {
      await stop()
    }
    await settled()
    expect(hook.received).toEqual([{ method: "POST", path: "/build_hooks/scheduled-7a1e" }])
    const state = await admin.client.from("deploy_hook_state").select("last_status, last_error").single()
    expect(state.data).toEqual({ last_status: 200, last_error: null })

    // A round with nothing due calls nothing.
    expect(await runDueDocumentSchedules(t.server.ctx, around(), inHours(3))).toBe(0)
    await settled()
    expect(hook.received).toHaveLength(1)
  })
})

describe("a hosted project's cron round (pg_net)", () => {
  it("POSTs the hook through net.http_post once after a round that ran something, and not after an empty one", async () => {
    // pg_net is not installed here: a stand-in with its signature records the calls it is asked for.
    await t.db.query("create schema if not exists net")
    await t.db.query("create table if not exists net.calls (url text, body jsonb)")
    await t.db.query(
      `create or replace function net.http_post(url text, body jsonb default '{}', params jsonb default '{}',
         headers jsonb default '{"Content-Type": "application/json"}', timeout_milliseconds integer default 5000)
       returns bigint language sql as $$ insert into net.calls values (url, body); select 1::bigint $$`,
    )
    try {
      await scheduledNews("Malmö office", inHours(1))
      await scheduledNews("Malmö team", inHours(1))
      await settled()
      hook.received.length = 0

      const round = await t.db.query<{ ran: number }>("select public.run_due_document_schedules_and_build($1) as ran", [
        inHours(2).toISOString(),
      ])
      expect(round.rows).toEqual([{ ran: 2 }])
      expect((await t.db.query("select url, body from net.calls")).rows).toEqual([{ url: hookUrl, body: {} }])
      const empty = await t.db.query<{ ran: number }>("select public.run_due_document_schedules_and_build($1) as ran", [
        inHours(3).toISOString(),
      ])
      expect(empty.rows).toEqual([{ ran: 0 }])
      expect((await t.db.query("select url from net.calls")).rows).toHaveLength(1)
      // The build it paid is not owed again to the local server's delivery.
      await settled()
      expect(hook.received).toEqual([])
    } finally {
      await t.db.query("drop schema net cascade")
    }
  })
})
