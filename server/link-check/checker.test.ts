/**
 * The link checker against the real server: documents in the database, "Check now" through supabase-js
 * as an editor, and the outside world played by a local HTTP server this test starts. The checker never
 * connects to loopback, so these runs narrow the refused ranges (a test option, never configuration);
 * the refusal itself is tested with the real default ranges.
 */
import crypto from "node:crypto"
import http from "node:http"
import type { AddressInfo } from "node:net"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { SupabaseClient } from "@supabase/supabase-js"
import { startTestServer, type TestServer } from "../testing/harness"
import { REFUSED_PRIVATE_ADDRESS } from "./addresses"
import { checkExternalLink, LinkCheckLimits } from "./external"

/** The outside world: what each path answers. */
function outsideWorld() {
  const requests: string[] = []
  const server = http.createServer((req, res) => {
    requests.push(`${req.method} ${req.url}`)
    const reply = (status: number, headers: Record<string, string> = {}) => {
      res.writeHead(status, headers)
      res.end(req.method === "HEAD" ? undefined : "body")
    }
    switch (req.url) {
      case "/ok":
        return reply(200)
      case "/moved":
        return reply(301, { location: "/ok" })
      case "/missing":
        return reply(404)
      case "/slow":
        return void setTimeout(() => reply(200), 700)
      case "/no-head":
        return req.method === "HEAD" ? reply(405) : reply(200)
      case "/hang":
        return // never answers
      default: {
        const loop = /^\/loop\/(\d+)$/.exec(req.url ?? "")
        if (loop) return reply(302, { location: `/loop/${Number(loop[1]) + 1}` })
        return reply(404)
      }
    }
  })
  return { server, requests }
}

const world = outsideWorld()
let origin = ""
let t: TestServer
let editor: SupabaseClient
let member: SupabaseClient
let editorUserId: string

const IDS = {
  post: crypto.randomUUID(),
  page: crypto.randomUUID(),
  target: crypto.randomUUID(),
  hidden: crypto.randomUUID(),
  trashed: crypto.randomUUID(),
}

async function createUser(email: string): Promise<string> {
  const id = crypto.randomUUID()
  await t.db.query(
    `insert into auth.users (instance_id, id, aud, role, email, raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
     values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', $2, '{"provider":"email"}', '{}', now(), now())`,
    [id, email],
  )
  return id
}

async function waitForRun(id: string) {
  for (let tries = 0; tries < 500; tries++) {
    const { rows } = await t.db.query<{ finished_at: Date | null; error: string | null; links_checked: number | null }>(
      "select finished_at, error, links_checked from public.link_check_runs where id = $1",
      [id],
    )
    if (rows[0]?.finished_at) return rows[0]
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error(`run ${id} did not finish`)
}

const paragraph = (...children: unknown[]) => ({ type: "paragraph", children })
const external = (href: string) => ({ type: "external-link", href, text: href })

beforeAll(async () => {
  await new Promise<void>((resolve) => world.server.listen(0, "127.0.0.1", resolve))
  origin = `http://127.0.0.1:${(world.server.address() as AddressInfo).port}`
  t = await startTestServer({
    linkChecks: { timer: false, external: { refusedRanges: [], timeoutMs: 1_500, slowMs: 400 } },
  })
  const live = `now(), 1`
  await t.db.query(
    `insert into public.documents (id, collection, path, title, published_data, published_at, version, unpublished_at, deleted_at) values
       ($1, 'page:service', '/services/link-target', 'Link target', '{}', ${live}, null, null),
       ($2, 'page:service', '/services/link-hidden', 'Hidden page', '{}', ${live}, now(), null),
       ($3, 'page:service', '/services/link-trashed', 'Trashed page', '{}', ${live}, null, now())`,
    [IDS.target, IDS.hidden, IDS.trashed],
  )
  await t.db.query("insert into public.redirects (source, target) values ('/services/link-old', '/services/link-target')")
  const post = {
    title: "Links",
    body: [
      paragraph(
        { type: "internal-link", documentId: IDS.target },
        { type: "internal-link", documentId: IDS.hidden },
        { type: "internal-link", documentId: IDS.trashed },
        { type: "internal-link", documentId: crypto.randomUUID() },
      ),
      paragraph(
        external(`${origin}/ok`),
        external(`${origin}/moved`),
        external(`${origin}/missing`),
        external(`${origin}/slow`),
        external(`${origin}/no-head`),
        external(`${origin}/loop/0`),
        external(`${origin}/hang`),
      ),
    ],
  }
  const page = {
    cta: { primary: { label: "Old", href: "/services/link-old" }, secondary: { label: "Gone", href: "/services/link-gone#top" } },
    related: ["/services/link-target", "/services/link-hidden"],
  }
  await t.db.query(
    `insert into public.documents (id, collection, path, title, published_data, published_at, version) values
       ($1, 'blog_post', '/resources/blog/links', 'A post with links', $2, now(), 1),
       ($3, 'page:service', '/services/links', 'A page with links', $4, now(), 1)`,
    [IDS.post, JSON.stringify(post), IDS.page, JSON.stringify(page)],
  )
  const editorId = await createUser("links-editor@example.test")
  const memberId = await createUser("links-member@example.test")
  editor = t.client({ accessToken: await t.userToken({ sub: editorId, staffRole: "editor" }) })
  editorUserId = editorId
  member = t.client({ accessToken: await t.userToken({ sub: memberId }) })
}, 60_000)

afterAll(async () => {
  await t?.close()
  await new Promise((resolve) => world.server.close(resolve))
})

describe("the link checker", () => {
  it("checks every live document when an editor asks, and the editor reads what needs attention", async () => {
    // The publish runs of the documents inserted above go first; this test counts the site run's requests.
    await t.server.linkChecks!.idle()
    world.requests.length = 0
    const { data: runId, error } = await editor.rpc("request_link_check")
    expect(error).toBeNull()
    const run = await waitForRun(runId as string)
    expect(run.error).toBeNull()

    const { data: report, error: reportError } = await editor.rpc("link_check_report")
    expect(reportError).toBeNull()
    const mine = (
      report as {
        document_id: string
        field: string
        status: string
        detail: string | null
        final_target: string | null
        http_status: number | null
      }[]
    )
      .filter((row) => row.document_id === IDS.post || row.document_id === IDS.page)
      .map(({ document_id, field, status, detail, final_target, http_status }) => ({
        doc: document_id === IDS.post ? "post" : "page",
        field,
        status,
        detail,
        final_target,
        http_status,
      }))
      .sort((a, b) => `${a.doc} ${a.field}`.localeCompare(`${b.doc} ${b.field}`))
    expect(mine).toEqual([
      {
        doc: "page",
        field: "cta.primary.href",
        status: "redirected",
        detail: "redirects to /services/link-target",
        final_target: "/services/link-target",
        http_status: null,
      },
      { doc: "page", field: "cta.secondary.href", status: "broken", detail: "no page at this path", final_target: null, http_status: null },
      { doc: "page", field: "related.1", status: "broken", detail: "no page at this path", final_target: null, http_status: null },
      {
        doc: "post",
        field: "body.0.children.1",
        status: "broken",
        detail: "the linked page is not published",
        final_target: "/services/link-hidden",
        http_status: null,
      },
      {
        doc: "post",
        field: "body.0.children.2",
        status: "broken",
        detail: "the linked page is in the trash",
        final_target: "/services/link-trashed",
        http_status: null,
      },
      {
        doc: "post",
        field: "body.0.children.3",
        status: "broken",
        detail: "the linked page no longer exists",
        final_target: null,
        http_status: null,
      },
      {
        doc: "post",
        field: "body.1.children.1.href",
        status: "redirected",
        detail: "HTTP 200 after 1 redirect",
        final_target: `${origin}/ok`,
        http_status: 200,
      },
      { doc: "post", field: "body.1.children.2.href", status: "broken", detail: "HTTP 404", final_target: null, http_status: 404 },
      {
        doc: "post",
        field: "body.1.children.3.href",
        status: "slow",
        detail: expect.stringMatching(/^answered in \d+ ms$/),
        final_target: null,
        http_status: 200,
      },
      {
        doc: "post",
        field: "body.1.children.5.href",
        status: "broken",
        detail: "more than 5 redirects",
        final_target: null,
        http_status: 302,
      },
      {
        doc: "post",
        field: "body.1.children.6.href",
        status: "unreachable",
        detail: "no answer within 1.5 s",
        final_target: null,
        http_status: null,
      },
    ])

    // The good links are stored too, as ok: the target by id and by path, the plain 200, HEAD 405 then GET.
    const { rows: ok } = await t.db.query<{ field: string }>(
      "select field from public.link_check_results where document_id = any($1::uuid[]) and status = 'ok' order by field",
      [[IDS.post, IDS.page]],
    )
    expect(ok.map((row) => row.field)).toEqual(["body.0.children.0", "body.1.children.0.href", "body.1.children.4.href", "related.0"])
    expect(world.requests.filter((request) => request.endsWith("/no-head"))).toEqual(["HEAD /no-head", "GET /no-head"])
    expect(world.requests.filter((request) => request.startsWith("HEAD /loop/")).length).toBe(6)
  }, 30_000)

  it("checks a document again after its publish, replacing only that document's results", async () => {
    const fixed = { cta: { primary: { label: "New", href: "/services/link-target" } }, related: [] }
    await t.db.query("update public.documents set published_data = $2, published_at = now() where id = $1", [
      IDS.page,
      JSON.stringify(fixed),
    ])
    const { rows } = await t.db.query<{ id: string; reason: string; scope: string }>(
      "select id, reason, scope from public.link_check_runs where document_id = $1 order by requested_at desc limit 1",
      [IDS.page],
    )
    expect(rows[0]).toMatchObject({ reason: "publish", scope: "document" })
    await waitForRun(rows[0].id)
    const { rows: results } = await t.db.query<{ document: string; field: string; status: string }>(
      `select case when document_id = $1 then 'page' else 'post' end as document, field, status from public.link_check_results
       where document_id = any($2::uuid[]) and status <> 'ok' order by 1, 2`,
      [IDS.page, [IDS.post, IDS.page]],
    )
    expect(results.filter((row) => row.document === "page")).toEqual([])
    expect(results.filter((row) => row.document === "post").map((row) => row.field)).toEqual([
      "body.0.children.1",
      "body.0.children.2",
      "body.0.children.3",
      "body.1.children.1.href",
      "body.1.children.2.href",
      "body.1.children.3.href",
      "body.1.children.5.href",
      "body.1.children.6.href",
    ])
  }, 30_000)

  it("stores results only through the service role: staff read, nobody else writes or asks", async () => {
    const read = await editor.from("link_check_results").select("id").limit(1)
    expect(read.error).toBeNull()
    expect(read.data!.length).toBe(1)
    const write = await editor.from("link_check_results").delete().eq("document_id", IDS.post)
    expect({ status: write.status, code: write.error?.code }).toEqual({ status: 403, code: "42501" })
    const memberAsks = await member.rpc("request_link_check")
    expect({ status: memberAsks.status, code: memberAsks.error?.code }).toEqual({ status: 403, code: "42501" })
    const memberReads = await member.rpc("link_check_report")
    expect({ status: memberReads.status, code: memberReads.error?.code }).toEqual({ status: 403, code: "42501" })
    const anonReads = await t.client().from("link_check_results").select("id")
    expect(anonReads.status).toBe(401)
  })
})

describe("ignoring a link", () => {
  interface ReportRow {
    document_id: string
    field: string
    target: string
    status: string
    ignore_match: string | null
    ignore_target: string | null
    ignore_reason: string | null
  }
  /** The post's problems as the Links screen reads them: field, status and the ignore that covers each. */
  const postReport = async () => {
    const { data, error } = await editor.rpc("link_check_report")
    expect(error).toBeNull()
    return (data as ReportRow[])
      .filter((row) => row.document_id === IDS.post && row.field.startsWith("body.1."))
      .map(({ field, status, ignore_match, ignore_reason }) => ({ field, status, ignore_match, ignore_reason }))
      .sort((a, b) => a.field.localeCompare(b.field))
  }

  it("marks the problems an exact address or a prefix covers, with the reason, until un-ignored; each change audited", async () => {
    const exact = await editor
      .from("link_check_ignores")
      .insert({ target: `${origin}/missing`, reason: "The partner moves this page in January" })
      .select("id, match, created_by")
      .single()
    expect(exact.error).toBeNull()
    expect(exact.data).toMatchObject({ match: "exact", created_by: editorUserId })
    const prefix = await editor
      .from("link_check_ignores")
      .insert({ match: "prefix", target: `${origin}/loop/`, reason: "A test loop" })
      .select("id")
      .single()
    expect(prefix.error).toBeNull()

    const ignored = (await postReport()).filter((row) => row.ignore_reason !== null)
    expect(ignored).toEqual([
      { field: "body.1.children.2.href", status: "broken", ignore_match: "exact", ignore_reason: "The partner moves this page in January" },
      { field: "body.1.children.5.href", status: "broken", ignore_match: "prefix", ignore_reason: "A test loop" },
    ])

    // Un-ignored: the problem is back in the lists.
    expect((await editor.from("link_check_ignores").delete().eq("id", exact.data!.id)).error).toBeNull()
    expect((await postReport()).filter((row) => row.ignore_reason !== null).map((row) => row.field)).toEqual(["body.1.children.5.href"])

    const { rows } = await t.db.query<{ action: string; actor_id: string; target_label: string }>(
      "select action, actor_id, target_label from public.audit_log where target_type = 'link_check_ignores' order by id",
    )
    expect(rows).toEqual([
      { action: "insert", actor_id: editorUserId, target_label: `${origin}/missing` },
      { action: "insert", actor_id: editorUserId, target_label: `${origin}/loop/` },
      { action: "delete", actor_id: editorUserId, target_label: `${origin}/missing` },
    ])
  })

  it("refuses a blank reason, a second ignore of one address, and a member; nothing is stored", async () => {
    const blank = await editor.from("link_check_ignores").insert({ target: `${origin}/hang`, reason: "   " })
    expect(blank.error?.code).toBe("23514")
    const twice = await editor.from("link_check_ignores").insert({ match: "prefix", target: `${origin}/loop/`, reason: "Again" })
    expect(twice.error?.code).toBe("23505")
    const byMember = await member.from("link_check_ignores").insert({ target: `${origin}/hang`, reason: "Not mine to ignore" })
    expect({ status: byMember.status, code: byMember.error?.code }).toEqual({ status: 403, code: "42501" })
    const { rows } = await t.db.query<{ target: string }>("select target from public.link_check_ignores order by target")
    expect(rows).toEqual([{ target: `${origin}/loop/` }])
  })
})

describe("an external link's address", () => {
  it("is refused on loopback with the real default ranges, before any request", async () => {
    const before = world.requests.length
    expect(await checkExternalLink(`${origin}/ok`)).toMatchObject({ status: "refused", detail: REFUSED_PRIVATE_ADDRESS })
    expect(REFUSED_PRIVATE_ADDRESS).toBe("refused: private address")
    expect(world.requests.length).toBe(before)
  })

  it("is refused when a public-looking name resolves to a private address", async () => {
    const port = new URL(origin).port
    const resolve = async () => [{ address: "127.0.0.1", family: 4 }]
    expect(await checkExternalLink(`http://public.example:${port}/ok`, { resolve })).toMatchObject({
      status: "refused",
      detail: "refused: private address",
    })
    const mixed = async () => [
      { address: "93.184.216.34", family: 4 },
      { address: "10.0.0.5", family: 4 },
    ]
    expect(await checkExternalLink("https://mixed.example/", { resolve: mixed })).toMatchObject({ status: "refused" })
  })

  it("is refused when a redirect leads to a private address", async () => {
    const redirecting = http.createServer((_req, res) => {
      res.writeHead(302, { location: "http://169.254.169.254/latest/meta-data" })
      res.end()
    })
    await new Promise<void>((resolve) => redirecting.listen(0, "127.0.0.1", resolve))
    const port = (redirecting.address() as AddressInfo).port
    try {
      // Only loopback is allowed for this test server; the redirect's link-local target stays refused.
      const outcome = await checkExternalLink(`http://127.0.0.1:${port}/`, {
        refusedRanges: ["169.254.0.0/16", "10.0.0.0/8"],
      })
      expect(outcome).toMatchObject({
        status: "refused",
        detail: "refused: private address",
        finalTarget: "http://169.254.169.254/latest/meta-data",
      })
    } finally {
      redirecting.close()
    }
  })

  it("is unreachable when its host does not resolve (no network)", async () => {
    expect(await checkExternalLink("https://nordika-link-check.invalid/")).toMatchObject({ status: "unreachable" })
  })

  it("waits its turn per host and runs at most so many checks at once", async () => {
    const limits = new LinkCheckLimits(2, 200)
    const started: number[] = []
    const begin = Date.now()
    await Promise.all([0, 1, 2].map(() => limits.hostTurn("one.example").then(() => started.push(Date.now() - begin))))
    expect(started[2]).toBeGreaterThanOrEqual(390)
    let running = 0
    let most = 0
    await Promise.all(
      [0, 1, 2, 3, 4].map(() =>
        limits.run(async () => {
          running++
          most = Math.max(most, running)
          await new Promise((resolve) => setTimeout(resolve, 20))
          running--
        }),
      ),
    )
    expect(most).toBe(2)
  })
})
