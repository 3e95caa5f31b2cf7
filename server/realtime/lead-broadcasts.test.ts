import crypto from "node:crypto"
import type { SupabaseClient } from "@supabase/supabase-js"
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest"
import { startTestServer, type TestServer } from "../testing/harness"
import { Inbox, realtimeClients, subscribe } from "./testing"

type Received = { type: string; event: string; payload: { table?: string; operation?: string; lead?: Record<string, unknown> } }
type Change = { table: string; eventType: string; new: Record<string, unknown>; old: Record<string, unknown> }

let t: TestServer
let clients: ReturnType<typeof realtimeClients>

beforeAll(async () => {
  t = await startTestServer({ http: true })
  clients = realtimeClients(t)
})
afterEach(() => clients.close())
afterAll(() => t.close())

const DETAILS = { contact: { message: "Hello" }, job_application: { position: "Project manager" } } as const

/** A lead as submit_lead() stores it (written by the superuser), with one file; answers its id and reference. */
async function addLead(type: "contact" | "job_application"): Promise<{ id: string; reference: string }> {
  const reference = `NL-${crypto.randomUUID().slice(0, 8)}`
  const { rows } = await t.db.query<{ id: string }>(
    `insert into public.leads (reference, submission_id, type, name, email, details, consent_text, consent_version, consented_at, page_path)
     values ($1, gen_random_uuid(), $2, 'Realtime Visitor', 'visitor@example.test', $3, 'I agree', '1', now(), '/contact')
     returning id`,
    [reference, type, JSON.stringify(DETAILS[type])],
  )
  const id = rows[0].id
  await t.db.query(
    `insert into public.lead_files (lead_id, object_name, file_name, mime_type, size_bytes)
     values ($1, $2, 'cv.pdf', 'application/pdf', 1024)`,
    [id, `forms/${crypto.randomUUID()}/cv.pdf`],
  )
  return { id, reference }
}

const COUNTED = new Error("counted, and taken back")

/**
 * The messages storing a lead writes for its topic, counted inside its transaction (which is then
 * rolled back, so nothing stays and nothing is delivered).
 */
async function messagesWrittenForALead(type: "contact" | "job_application"): Promise<number> {
  let written = -1
  await t.db
    .transaction(async (tx) => {
      const { rows } = await tx.query<{ id: string }>(
        `insert into public.leads (reference, submission_id, type, name, email, details, consent_text, consent_version, consented_at, page_path)
         values ($1, gen_random_uuid(), $2, 'Realtime Visitor', 'visitor@example.test', $3, 'I agree', '1', now(), '/contact')
         returning id`,
        [`NL-${crypto.randomUUID().slice(0, 8)}`, type, JSON.stringify(DETAILS[type])],
      )
      const counted = await tx.query<{ n: number }>(
        "select count(*)::int as n from realtime.messages where topic = $1 and payload -> 'lead' ->> 'id' = $2",
        [`leads:${type}`, rows[0].id],
      )
      written = counted.rows[0].n
      throw COUNTED
    })
    .catch((error: unknown) => {
      if (error !== COUNTED) throw error
    })
  return written
}

/** Every later change of the lead: an update, then its deletion (its files go with it). */
async function updateThenDelete(id: string) {
  await t.db.query("update public.leads set status = 'in_progress' where id = $1", [id])
  await t.db.query("delete from public.leads where id = $1", [id])
}

async function joinLeadTopic(client: SupabaseClient, topic: string): Promise<Inbox<Received>> {
  const inbox = new Inbox<Received>()
  const channel = client
    .channel(topic, { config: { private: true } })
    .on("broadcast", { event: "*" }, (message) => inbox.push(message as Received))
  const { status, error } = await subscribe(channel)
  expect(error).toBeUndefined()
  expect(status).toBe("SUBSCRIBED")
  return inbox
}

async function refusedLeadTopic(client: SupabaseClient, topic: string) {
  const { status, error } = await subscribe(client.channel(topic, { config: { private: true } }))
  expect(status).toBe("CHANNEL_ERROR")
  expect(error?.message).toBe(`Unauthorized: You do not have permissions to read from this Channel topic: ${topic}`)
}

const aboutLead = (id: string) => (message: Received) => message.payload.lead?.id === id

describe("leads over postgres changes", () => {
  it("are no longer published: a subscription to leads or lead_files gets the error of any unpublished table", async () => {
    for (const token of [undefined, await t.userToken(), await t.userToken({ staffRole: "admin" })]) {
      const client = await clients.client({ token })
      for (const table of ["leads", "lead_files"]) {
        const system = new Inbox<{ extension: string; status: string; message: string }>()
        const name = `changes-${crypto.randomUUID()}`
        const channel = client
          .channel(name)
          .on("postgres_changes", { event: "*", schema: "public", table }, () => undefined)
          .on("system", {}, system.push)
        await subscribe(channel)
        expect(await system.next()).toEqual({
          extension: "postgres_changes",
          status: "error",
          channel: name,
          message:
            "Unable to subscribe to changes with given parameters. Please check Realtime is enabled for the given connect parameters: " +
            `[event: *, schema: public, table: ${table}, filters: [], select: nil]`,
        })
      }
    }
  })

  it("reach neither anon nor a signed-in member watching every table, not even a deleted lead's id", async () => {
    const watchers = await Promise.all(
      [undefined, await t.userToken()].map(async (token) => {
        const inbox = new Inbox<Change>()
        const channel = (await clients.client({ token }))
          .channel(`changes-${crypto.randomUUID()}`)
          .on("postgres_changes", { event: "*", schema: "public" }, (change: Change) => inbox.push(change))
        const { status, error } = await subscribe(channel)
        expect(error).toBeUndefined()
        expect(status).toBe("SUBSCRIBED")
        return inbox
      }),
    )
    const { id } = await addLead("contact")
    await updateThenDelete(id)
    // A published change after the lead's: once it arrived, the lead's changes would have too.
    const marker = `marker ${crypto.randomUUID()}`
    await t.db.query("insert into public.client_logos (name, published) values ($1, true)", [marker])
    for (const inbox of watchers) {
      await inbox.next((change) => change.new.name === marker)
      expect(inbox.items.filter((change) => change.table === "leads" || change.table === "lead_files")).toEqual([])
      expect(JSON.stringify(inbox.items)).not.toContain(id)
    }
  })
})

describe("leads over private broadcast (topic leads:<type>)", () => {
  it("refuses anon and a signed-in member on every lead topic", async () => {
    for (const token of [undefined, await t.userToken()]) {
      const client = await clients.client({ token })
      for (const topic of ["leads:contact", "leads:job_application", "leads:quote"]) await refusedLeadTopic(client, topic)
    }
  })

  it("sends staff who may read the type every change: the new lead, its files, an update and the deletion, naming the lead only", async () => {
    const editor = await joinLeadTopic(await clients.client({ token: await t.userToken({ staffRole: "editor" }) }), "leads:contact")
    const { id, reference } = await addLead("contact")
    await updateThenDelete(id)
    const lead = { id, type: "contact", reference, name: "Realtime Visitor" }
    expect(await editor.next(aboutLead(id))).toEqual({
      type: "broadcast",
      event: "insert",
      payload: { table: "leads", operation: "INSERT", lead },
    })
    await editor.next((m) => m.payload.table === "lead_files" && m.payload.operation === "INSERT" && aboutLead(id)(m))
    await editor.next((m) => m.event === "update" && aboutLead(id)(m))
    await editor.next((m) => m.event === "delete" && m.payload.table === "leads" && aboutLead(id)(m))
    // No e-mail address, details or consent travel over realtime.
    expect(JSON.stringify(editor.items)).not.toContain("visitor@example.test")
  })

  it("does not send an editor job applications: the topic is refused, and the editor's inbox hears only its types", async () => {
    const client = await clients.client({ token: await t.userToken({ staffRole: "editor" }) })
    await refusedLeadTopic(client, "leads:job_application")
    const contact = await joinLeadTopic(client, "leads:contact")
    const admin = await joinLeadTopic(await clients.client({ token: await t.userToken({ staffRole: "admin" }) }), "leads:job_application")
    const application = await addLead("job_application")
    await admin.next(aboutLead(application.id))
    const marker = await addLead("contact")
    await contact.next(aboutLead(marker.id))
    expect(contact.items.filter(aboutLead(application.id))).toEqual([])
  })

  it("sends a recruiter the applications and refuses them every other type", async () => {
    const client = await clients.client({ token: await t.userToken({ staffRole: "recruiter" }) })
    await refusedLeadTopic(client, "leads:contact")
    await refusedLeadTopic(client, "leads:quote")
    const applications = await joinLeadTopic(client, "leads:job_application")
    const application = await addLead("job_application")
    expect(await applications.next(aboutLead(application.id))).toMatchObject({ event: "insert", payload: { table: "leads" } })
  })

  it("writes no message for a topic no channel hears, from the moment a channel joins until the last one leaves", async () => {
    // A channel of an earlier test may still be leaving: the server hears that after its socket closed.
    const unheard = () => vi.waitFor(async () => expect(await messagesWrittenForALead("job_application")).toBe(0), { timeout: 5_000 })
    await unheard()
    const admin = await joinLeadTopic(await clients.client({ token: await t.userToken({ staffRole: "admin" }) }), "leads:job_application")
    expect(await messagesWrittenForALead("job_application")).toBe(1)
    const application = await addLead("job_application")
    expect(await admin.next(aboutLead(application.id))).toMatchObject({ event: "insert", payload: { table: "leads" } })
    await clients.close()
    await unheard()
  })

  it("refuses staff at aal1 who have a verified second factor, as the leads' own policies do", async () => {
    const sub = crypto.randomUUID()
    await t.db.query(
      `insert into auth.users (instance_id, id, aud, role, email, raw_app_meta_data, created_at, updated_at)
       values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', $2, '{"provider":"email"}', now(), now())`,
      [sub, `${sub}@example.test`],
    )
    await t.db.query(
      `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret)
       values ($1, $2, 'Phone', 'totp', 'verified', now(), now(), 'JBSWY3DPEHPK3PXP')`,
      [crypto.randomUUID(), sub],
    )
    await refusedLeadTopic(await clients.client({ token: await t.userToken({ sub, staffRole: "admin", aal: "aal1" }) }), "leads:contact")
  })
})
