/**
 * Who may do what, table by table: every API role (anon, a signed-in user who is not staff, a
 * recruiter, an editor, an admin) tries select, insert, update and delete through the real
 * supabase-js client against the real server, and each outcome is asserted exactly. A refused write
 * must leave the table as it was. A table (or a storage bucket, or a private realtime topic) joins
 * the matrix with one spec of a few lines.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest"
import type { SupabaseClient } from "@supabase/supabase-js"
import { Inbox, realtimeClients, subscribe } from "../realtime/testing"
import type { TestServer } from "./harness"

const RLS_ROLES = ["anon", "member", "recruiter", "editor", "admin"] as const
/** `member` is a signed-in user without a staff role; `recruiter`, `editor` and `admin` are the staff roles. */
type RlsRole = (typeof RLS_ROLES)[number]
/**
 * The contributor (20261202000200_contributor_review.sql) has rows for the tables it touches or must
 * not: the documents' tables, their review requests, settings, profiles, redirects, media and leads,
 * and the media bucket's objects. A table or bucket spec without them leaves the role out; topics do not test it.
 */
const TABLE_ROLES = [...RLS_ROLES, "contributor"] as const
type TableRole = (typeof TABLE_ROLES)[number]

/** The users the matrix signs in as, plus `other`, a user none of the clients is. */
type RlsUsers = Record<Exclude<TableRole, "anon"> | "other", string>

/**
 * Refused outright: PostgREST's 42501 with HTTP 401 for anon and 403 for a signed-in user (no
 * privilege on the table, or an insert the policy rejects); storage's AccessDenied (403).
 */
export const REFUSED = "refused"
type Refused = typeof REFUSED

interface RlsAccess<Row extends string> {
  /** The named rows the role sees (any other named row stays hidden), or refused. */
  select: readonly Row[] | Refused
  insert: "allowed" | Refused
  /** The named rows the role changes; for any other named row the write affects 0 rows. */
  update: readonly Row[] | Refused
  delete: readonly Row[] | Refused
}

export interface RlsTable<Row extends string = string> {
  /** A table in `public`. */
  table: string
  /** Its primary key column, which names the rows. */
  key: string
  /** The rows the matrix reads and writes, by name: their key values. */
  rows: (users: RlsUsers) => Record<Row, string>
  /** Prepares the rows as the superuser, e.g. unpublishes one or frees a key for the insert. */
  setup?: (t: TestServer, users: RlsUsers) => Promise<void>
  /** A valid new row for the insert. */
  insert: (users: RlsUsers) => Record<string, unknown>
  /** A valid change for the update. */
  update: Record<string, unknown>
  access: Record<RlsRole, RlsAccess<Row>> & { contributor?: RlsAccess<Row> }
}

/** Types a table spec, checking that `access` names only its rows. */
export const rlsTable = <Row extends string>(spec: RlsTable<Row>): RlsTable => spec as unknown as RlsTable

export interface RlsBucket {
  bucket: string
  /** What the object is, when a bucket has several specs ("a job application's CV"). */
  object?: string
  /** The object's path. @default "rls-matrix/existing" */
  path?: string
  /** Prepares what the object belongs to as the superuser, e.g. the lead whose file it is. */
  setup?: (t: TestServer, path: string) => Promise<void>
  /** A file the bucket accepts; `fill` makes versions tell apart. */
  file: (fill: number) => Blob
  /** For storage a role may or may not: read the object, upload a new one, replace it, remove it. */
  access: Record<RlsRole, RlsObjectAccess> & { contributor?: RlsObjectAccess }
}

type RlsObjectAccess = Record<"select" | "insert" | "update" | "delete", boolean>

/** The roles of a realtime topic's rows: the API roles, and a server holding the service-role key (which RLS does not bind). */
const RLS_TOPIC_ROLES = [...RLS_ROLES, "service_role"] as const
type RlsTopicRole = (typeof RLS_TOPIC_ROLES)[number]

export interface RlsTopic {
  /** A private broadcast topic, authorised by the policies of realtime.messages with realtime.topic() set to it. */
  topic: string
  /**
   * receive: the role joins the private channel and gets its broadcasts (the select policy); send: a
   * broadcast it sends on the topic is delivered (the insert policy), else refused with 403.
   */
  access: Record<RlsTopicRole, { receive: boolean; send: boolean }>
}

interface Roles {
  users: RlsUsers
  clients: Record<TableRole, SupabaseClient>
  /** The access token each role's client sends (the anon key for anon), for realtime. */
  tokens: Record<RlsTopicRole | "contributor", string>
  service: SupabaseClient
}

/** Creates the users through the auth admin API (so the profile trigger runs) and a client for each role. */
async function signInRoles(t: TestServer): Promise<Roles> {
  const service = t.client({ key: t.serviceRoleKey })
  const create = async (name: string, staffRole?: Exclude<TableRole, "anon" | "member">) => {
    const { data, error } = await service.auth.admin.createUser({
      email: `rls-${name}-${crypto.randomUUID().slice(0, 8)}@example.test`,
      email_confirm: true,
      user_metadata: { display_name: `Matrix ${name}` },
      app_metadata: staffRole ? { role: staffRole } : {},
    })
    if (error) throw error
    return data.user.id
  }
  const users: RlsUsers = {
    member: await create("member"),
    recruiter: await create("recruiter", "recruiter"),
    editor: await create("editor", "editor"),
    admin: await create("admin", "admin"),
    contributor: await create("contributor", "contributor"),
    other: await create("other"),
  }
  const tokens: Roles["tokens"] = {
    anon: t.anonKey,
    member: await t.userToken({ sub: users.member }),
    recruiter: await t.userToken({ sub: users.recruiter, staffRole: "recruiter" }),
    editor: await t.userToken({ sub: users.editor, staffRole: "editor" }),
    admin: await t.userToken({ sub: users.admin, staffRole: "admin" }),
    contributor: await t.userToken({ sub: users.contributor, staffRole: "contributor" }),
    service_role: t.serviceRoleKey,
  }
  const clients: Roles["clients"] = {
    anon: t.client(),
    member: t.client({ accessToken: tokens.member }),
    recruiter: t.client({ accessToken: tokens.recruiter }),
    editor: t.client({ accessToken: tokens.editor }),
    admin: t.client({ accessToken: tokens.admin }),
    contributor: t.client({ accessToken: tokens.contributor }),
  }
  return { users, clients, tokens, service }
}

/** Every row of the table, by key: the transaction that wrote its current version (its `xmin`). */
type Snapshot = Map<string, string>

/**
 * The table's rows, each by the transaction that last wrote it: PostgreSQL writes a new version of a row
 * for every update, even one to the same values, so a row a test wrongly wrote (or rewrote) shows as
 * changed, as its value would. Reading and comparing the whole rows of the tables of thousands of rows
 * (the search index, the documents and their translations) several times a test was most of the
 * matrix's time.
 */
async function snapshot(t: TestServer, spec: RlsTable): Promise<Snapshot> {
  const { rows } = await t.db.query<{ key: string; version: string }>(
    `select "${spec.key}"::text as key, xmin::text as version from public."${spec.table}" t`,
  )
  return new Map(rows.map(({ key, version }) => [key, version]))
}

/** The whole rows of `keys`, by key (for putting them back, and for a failure's message). */
async function rowsOf(t: TestServer, spec: RlsTable, keys: readonly string[]): Promise<Map<string, Record<string, unknown>>> {
  const { rows } = await t.db.query<{ key: string; row: Record<string, unknown> }>(
    `select "${spec.key}"::text as key, to_jsonb(t) as row from public."${spec.table}" t where "${spec.key}"::text = any($1::text[])`,
    [keys],
  )
  return new Map(rows.map(({ key, row }) => [key, row]))
}

/** One row by its key, whole, or undefined when it is not there. */
const rowOf = async (t: TestServer, spec: RlsTable, key: string) => (await rowsOf(t, spec, [key])).get(key)

/** The keys a write added, removed or changed between two snapshots. */
function changedKeys(before: Snapshot, after: Snapshot) {
  return {
    added: [...after.keys()].filter((key) => !before.has(key)),
    removed: [...before.keys()].filter((key) => !after.has(key)),
    changed: [...before.keys()].filter((key) => after.has(key) && after.get(key) !== before.get(key)),
  }
}

/** Fails, showing the rows as they are now, when a row was added, removed or written since `before`. */
async function expectUnchanged(t: TestServer, spec: RlsTable, before: Snapshot, label?: string) {
  const { added, removed, changed } = changedKeys(before, await snapshot(t, spec))
  if (added.length === 0 && removed.length === 0 && changed.length === 0) return
  const now = await rowsOf(t, spec, [...added, ...changed])
  expect({ added: added.map((key) => now.get(key)), removed, changed: changed.map((key) => now.get(key)) }, label).toEqual({
    added: [],
    removed: [],
    changed: [],
  })
}

/** The table as a test starts it: each row's version, and the whole rows to put back. */
interface Fixture {
  versions: Snapshot
  rows: Map<string, Record<string, unknown>>
}

async function fixtureOf(t: TestServer, spec: RlsTable): Promise<Fixture> {
  const versions = await snapshot(t, spec)
  return { versions, rows: await rowsOf(t, spec, [...versions.keys()]) }
}

/**
 * Puts back the rows a write added, removed or changed (their timestamps are the triggers' to set), and
 * notes the versions it wrote as the fixture's.
 */
async function restore(t: TestServer, spec: RlsTable, fixture: Fixture) {
  const { added, removed, changed } = changedKeys(fixture.versions, await snapshot(t, spec))
  if (added.length === 0 && removed.length === 0 && changed.length === 0) return
  const table = `public."${spec.table}"`
  for (const key of added) await t.db.query(`delete from ${table} where "${spec.key}"::text = $1`, [key])
  // Generated columns compute themselves and refuse a value.
  const { rows: generated } = await t.db.query<{ name: string }>(
    `select attname as name from pg_attribute where attrelid = $1::regclass and attgenerated <> ''`,
    [table],
  )
  const computed = new Set(generated.map((column) => column.name))
  const now = await rowsOf(t, spec, changed)
  for (const key of [...removed, ...changed]) {
    const row = fixture.rows.get(key)!
    if (JSON.stringify(now.get(key)) === JSON.stringify(row)) continue
    const columns = Object.keys(row)
      .filter((column) => !computed.has(column))
      .map((column) => `"${column}"`)
      .join(", ")
    const record = `select ${columns} from jsonb_populate_record(null::${table}, $1::jsonb)`
    if (removed.includes(key)) await t.db.query(`insert into ${table} (${columns}) ${record}`, [JSON.stringify(row)])
    else await t.db.query(`update ${table} set (${columns}) = (${record}) where "${spec.key}"::text = $2`, [JSON.stringify(row), key])
  }
  fixture.versions = await snapshot(t, spec)
}

interface PostgrestOutcome {
  status: number
  error: { code?: string } | null
  data: unknown
}

/** The refusal PostgREST answers a role with. */
function expectRefused(result: PostgrestOutcome, role: TableRole) {
  expect({ status: result.status, code: result.error?.code }).toEqual({ status: role === "anon" ? 401 : 403, code: "42501" })
}

const listOrNone = (rows: readonly string[]) => (rows.length ? rows.join(", ") : "no row")

function describeTable(roles: () => Roles, server: () => TestServer, spec: RlsTable) {
  describe(spec.table, () => {
    let rows: Record<string, string>
    const names = () => Object.keys(rows)
    const nameOf = (key: string) => names().find((name) => rows[name] === key)

    let fixture: Fixture

    beforeAll(async () => {
      rows = spec.rows(roles().users)
      await spec.setup?.(server(), roles().users)
      fixture = await fixtureOf(server(), spec)
      expect(
        names().filter((name) => !fixture.versions.has(rows[name])),
        "named rows missing after setup",
      ).toEqual([])
      const newKey = String(spec.insert(roles().users)[spec.key])
      expect(fixture.versions.has(newKey), `the insert's key ${newKey} is free`).toBe(false)
    })
    // Each test starts from the same rows, whether the last one was allowed to write or wrongly did.
    afterEach(() => restore(server(), spec, fixture))

    for (const role of TABLE_ROLES) {
      const access = spec.access[role]
      if (!access) continue
      const client = () => roles().clients[role]

      const selectTitle = access.select === REFUSED ? `${role} may not read it (42501)` : `${role} reads ${listOrNone(access.select)}`
      it(selectTitle, async () => {
        const result = await client().from(spec.table).select(spec.key).in(spec.key, Object.values(rows))
        if (access.select === REFUSED) return expectRefused(result, role)
        expect(result.error).toBeNull()
        const seen = (result.data as unknown as Record<string, string>[]).map((row) => nameOf(String(row[spec.key])))
        expect(seen.sort()).toEqual([...access.select].sort())
      })

      const insertTitle = access.insert === REFUSED ? `${role} may not insert (42501), and nothing changes` : `${role} inserts a row`
      it(insertTitle, async () => {
        const t = server()
        const row = spec.insert(roles().users)
        const before = await snapshot(t, spec)
        const result = await client().from(spec.table).insert(row)
        if (access.insert === REFUSED) {
          expectRefused(result, role)
          await expectUnchanged(t, spec, before)
          return
        }
        expect({ status: result.status, error: result.error }).toEqual({ status: 201, error: null })
        expect(await rowOf(t, spec, String(row[spec.key]))).toMatchObject(row)
      })

      for (const action of ["update", "delete"] as const) {
        const allowed = access[action]
        const title =
          allowed === REFUSED
            ? `${role} may not ${action} (42501), and nothing changes`
            : `${role} ${action}s ${listOrNone(allowed)}; any other row is left as it was (0 rows)`
        it(title, async () => {
          const t = server()
          for (const name of names()) {
            const before = await snapshot(t, spec)
            const query = action === "update" ? client().from(spec.table).update(spec.update) : client().from(spec.table).delete()
            const result = await query.eq(spec.key, rows[name]).select(spec.key)
            if (allowed === REFUSED) {
              expectRefused(result, role)
              await expectUnchanged(t, spec, before, name)
            } else if (allowed.includes(name)) {
              expect({ name, error: result.error, data: result.data }).toEqual({ name, error: null, data: [{ [spec.key]: rows[name] }] })
              const after = await rowOf(t, spec, rows[name])
              if (action === "update") expect(after, name).toMatchObject(spec.update)
              else expect(after, name).toBeUndefined()
            } else {
              expect({ name, error: result.error, data: result.data }).toEqual({ name, error: null, data: [] })
              await expectUnchanged(t, spec, before, name)
            }
          }
        })
      }
    }
  })
}

/** The bucket's objects as the superuser sees them: name and version (a new version on every write). */
async function objectVersions(t: TestServer, bucket: string) {
  const { rows } = await t.db.query<{ name: string; version: string }>(
    "select name, version from storage.objects where bucket_id = $1 order by name",
    [bucket],
  )
  return rows
}

const bytesOf = async (blob: Blob | null | undefined) => (blob ? [...new Uint8Array(await blob.arrayBuffer())] : null)

function expectAccessDenied(error: unknown) {
  expect(error).toMatchObject({ status: 400, statusCode: "403", message: "new row violates row-level security policy" })
}

function describeBucket(roles: () => Roles, server: () => TestServer, spec: RlsBucket) {
  describe(`storage.objects in ${spec.bucket}${spec.object ? ` (${spec.object})` : ""}`, () => {
    const path = spec.path ?? "rls-matrix/existing"
    const newPath = "rls-matrix/new"
    const bucket = (role: TableRole) => roles().clients[role].storage.from(spec.bucket)
    const asService = () => roles().service.storage.from(spec.bucket)

    let fixture: Awaited<ReturnType<typeof objectVersions>>
    const putFixture = async () => {
      expect((await asService().upload(path, spec.file(1), { upsert: true })).error).toBeNull()
      fixture = await objectVersions(server(), spec.bucket)
    }

    beforeAll(async () => {
      await spec.setup?.(server(), path)
      await putFixture()
    })
    afterEach(async () => {
      await asService().remove([newPath])
      if (JSON.stringify(await objectVersions(server(), spec.bucket)) !== JSON.stringify(fixture)) await putFixture()
    })

    for (const role of TABLE_ROLES) {
      const access = spec.access[role]
      if (!access) continue

      it(access.select ? `${role} reads an object` : `${role} may not read an object (404 Object not found)`, async () => {
        const { data, error } = await bucket(role).download(path)
        if (!access.select) return expect(error).toMatchObject({ status: 400, statusCode: "404", message: "Object not found" })
        expect(error).toBeNull()
        expect(await bytesOf(data)).toEqual(await bytesOf(spec.file(1)))
      })

      it(access.insert ? `${role} uploads an object` : `${role} may not upload (403 AccessDenied), and nothing changes`, async () => {
        const t = server()
        const before = await objectVersions(t, spec.bucket)
        const { error } = await bucket(role).upload(newPath, spec.file(2))
        if (!access.insert) {
          expectAccessDenied(error)
          expect(await objectVersions(t, spec.bucket)).toEqual(before)
          return
        }
        expect(error).toBeNull()
        expect(await bytesOf((await asService().download(newPath)).data)).toEqual(await bytesOf(spec.file(2)))
      })

      it(
        access.update ? `${role} replaces an object` : `${role} may not replace an object (403 AccessDenied), and nothing changes`,
        async () => {
          const t = server()
          const before = await objectVersions(t, spec.bucket)
          const { error } = await bucket(role).update(path, spec.file(3))
          const stored = await bytesOf((await asService().download(path)).data)
          if (!access.update) {
            expectAccessDenied(error)
            expect(await objectVersions(t, spec.bucket)).toEqual(before)
            expect(stored).toEqual(await bytesOf(spec.file(1)))
            return
          }
          expect(error).toBeNull()
          expect(stored).toEqual(await bytesOf(spec.file(3)))
        },
      )

      it(access.delete ? `${role} removes an object` : `${role} removes nothing (0 objects), and nothing changes`, async () => {
        const t = server()
        const before = await objectVersions(t, spec.bucket)
        const { data, error } = await bucket(role).remove([path])
        expect(error).toBeNull()
        if (!access.delete) {
          expect(data).toEqual([])
          expect(await objectVersions(t, spec.bucket)).toEqual(before)
          return
        }
        expect(data!.map((object) => object.name)).toEqual([path])
        expect((await asService().exists(path)).data).toBe(false)
      })
    }
  })
}

type Broadcast = { event: string; payload?: { text?: string } }
const withText = (text: string) => (message: Broadcast) => message.payload?.text === text

function describeTopic(roles: () => Roles, server: () => TestServer, spec: RlsTopic) {
  describe(`realtime.messages on the private topic ${spec.topic}`, () => {
    let clients: ReturnType<typeof realtimeClients>
    let witnessClients: ReturnType<typeof realtimeClients>
    /** The service role on the topic for the whole spec: it sees whatever is delivered there. */
    let witness: Inbox<Broadcast>

    /** Joins the private channel as `role` with one of `from`'s clients: its inbox once joined, or the refusal's message. */
    const join = async (role: RlsTopicRole, from = clients) => {
      const inbox = new Inbox<Broadcast>()
      const client = await from.client({ token: roles().tokens[role] })
      const channel = client
        .channel(spec.topic, { config: { private: true } })
        .on("broadcast", { event: "*" }, (message) => inbox.push(message as Broadcast))
      const { status, error } = await subscribe(channel)
      return { status, error: error?.message, inbox }
    }

    beforeAll(async () => {
      clients = realtimeClients(server())
      witnessClients = realtimeClients(server())
      const joined = await join("service_role", witnessClients)
      expect(joined.status).toBe("SUBSCRIBED")
      witness = joined.inbox
    })
    afterEach(() => clients.close())
    afterAll(() => witnessClients.close())

    /** A broadcast on the topic as the database sends one (realtime.send, as the leads' trigger does). */
    const sendFromTheDatabase = async (text: string) => {
      await server().db.query("select realtime.send($1::jsonb, 'matrix', $2, true)", [JSON.stringify({ text }), spec.topic])
    }

    for (const role of RLS_TOPIC_ROLES) {
      const access = spec.access[role]

      it(access.receive ? `${role} joins and receives its broadcasts` : `${role} may not join (Unauthorized)`, async () => {
        const joined = await join(role)
        if (!access.receive) {
          expect({ status: joined.status, error: joined.error }).toEqual({
            status: "CHANNEL_ERROR",
            error: `Unauthorized: You do not have permissions to read from this Channel topic: ${spec.topic}`,
          })
          return
        }
        expect({ status: joined.status, error: joined.error }).toEqual({ status: "SUBSCRIBED", error: undefined })
        const text = `to ${role} ${crypto.randomUUID()}`
        await sendFromTheDatabase(text)
        await joined.inbox.next(withText(text))
      })

      it(
        access.send
          ? `${role} sends a broadcast (202), and a member of the topic receives it`
          : `${role} may not send (403), and nothing arrives`,
        async () => {
          const text = `from ${role} ${crypto.randomUUID()}`
          const response = await fetch(
            `${server().url}/realtime/v1/api/broadcast/${encodeURIComponent(spec.topic)}/events/matrix?private=true`,
            {
              method: "POST",
              headers: {
                apikey: role === "service_role" ? server().serviceRoleKey : server().anonKey,
                Authorization: `Bearer ${roles().tokens[role]}`,
                "Content-Type": "application/json",
              },
              body: JSON.stringify({ text }),
            },
          )
          if (access.send) {
            expect(response.status).toBe(202)
            await witness.next(withText(text))
            return
          }
          expect({ status: response.status, body: await response.json() }).toEqual({ status: 403, body: { message: "Unauthorized" } })
          // The database's own broadcast after it arrives; the refused one, sent first, never does.
          const marker = `marker ${crypto.randomUUID()}`
          await sendFromTheDatabase(marker)
          await witness.next(withText(marker))
          expect(witness.items.filter(withText(text))).toEqual([])
        },
      )
    }
  })
}

/**
 * Registers the matrix's tests for `tables`, `buckets` and `topics` on the server `server()` returns
 * (started by the caller's beforeAll; topics need it started with `http: true`, as realtime is a
 * websocket). Each table's tests run in order and put back what an allowed write changed.
 */
export function describeRlsMatrix(
  server: () => TestServer,
  { tables, buckets, topics = [] }: { tables: RlsTable[]; buckets: RlsBucket[]; topics?: RlsTopic[] },
) {
  let roles: Roles
  beforeAll(async () => {
    roles = await signInRoles(server())
  })
  for (const spec of tables) describeTable(() => roles, server, spec)
  for (const spec of buckets) describeBucket(() => roles, server, spec)
  for (const spec of topics) describeTopic(() => roles, server, spec)
}
