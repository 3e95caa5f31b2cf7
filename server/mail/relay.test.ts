import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startTestServer, type TestServer } from "../testing/harness"
import { MAIL_RELAY_SEND_PATH } from "./relay-routes"

describe("the mail relay for edge functions", () => {
  let t: TestServer
  const send = (key: string | undefined, body: unknown) =>
    t.fetch(`${t.url}${MAIL_RELAY_SEND_PATH}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", ...(key ? { Authorization: `Bearer ${key}` } : {}) },
      body: JSON.stringify(body),
    })
  const mail = {
    from: "Nordika <no-reply@nordika.se>",
    to: ["staff@nordika.test"],
    subject: "Hello",
    text: "Hi there",
    tags: [{ name: "kind", value: "note" }],
  }

  beforeAll(async () => {
    t = await startTestServer()
  })
  afterAll(async () => {
    await t?.close()
  })

  it("takes Resend's request shape with the service role key and hands the mail to the mailer", async () => {
    const response = await send(t.serviceRoleKey, mail)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ id: expect.any(String) })
    expect(t.ctx.mailer.list()[0]).toMatchObject({ to: "staff@nordika.test", subject: "Hello", text: "Hi there", kind: "note" })
  })

  it("refuses the anon key, a user's token and no key at all, and sends nothing", async () => {
    const before = t.ctx.mailer.list().length
    for (const key of [t.anonKey, await t.userToken(), undefined]) expect((await send(key, mail)).status).toBe(401)
    expect(t.ctx.mailer.list()).toHaveLength(before)
  })

  it("says what is missing from a bad request", async () => {
    const response = await send(t.serviceRoleKey, { ...mail, to: [] })
    expect(response.status).toBe(422)
    expect(await response.json()).toMatchObject({ message: "to must be one to 10 email addresses" })
  })

  it("decodes base64 attachments for the mailer, and refuses content that is not base64", async () => {
    const ics = "BEGIN:VCALENDAR\nSUMMARY:Möte\nEND:VCALENDAR"
    const attachment = { filename: "invite.ics", content_type: "text/calendar", content: Buffer.from(ics).toString("base64") }
    expect((await send(t.serviceRoleKey, { ...mail, to: ["a@nordika.test"], attachments: [attachment] })).status).toBe(200)
    expect(t.ctx.mailer.list().find((sent) => sent.to === "a@nordika.test")?.attachments).toEqual([
      { filename: "invite.ics", contentType: "text/calendar", content: ics },
    ])
    const refused = await send(t.serviceRoleKey, { ...mail, attachments: [{ ...attachment, content: "<not base64>" }] })
    expect(refused.status).toBe(422)
    expect(await refused.json()).toMatchObject({ message: "each attachment's content must be base64" })
  })
})
