import { Hono } from "hono"
import { bearerToken } from "../caller"
import type { ServerContext } from "../context"
import type { MailAttachment, OutgoingMail } from "./mailer"

/** Where edge functions hand mail to this server (their MAIL_RELAY_URL when none is set). */
export const MAIL_RELAY_PATH = "/_mail/send"

const MAX_RECIPIENTS = 20
const MAX_TEXT_CHARS = 100_000
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

const isText = (value: unknown, max: number): value is string => typeof value === "string" && value.length <= max

function readAttachments(value: unknown): MailAttachment[] | undefined {
  if (value === undefined) return []
  if (!Array.isArray(value) || value.length > 5) return undefined
  const attachments: MailAttachment[] = []
  for (const item of value as Record<string, unknown>[]) {
    if (!item || !isText(item.filename, 200) || !isText(item.contentType, 100) || !isText(item.content, MAX_TEXT_CHARS)) return undefined
    attachments.push({ filename: item.filename, contentType: item.contentType, content: item.content })
  }
  return attachments
}

/** The mails a relay request asks for (one per recipient), or undefined when the body is not one. */
export function parseRelayRequest(body: unknown): OutgoingMail[] | undefined {
  if (typeof body !== "object" || body === null) return undefined
  const b = body as Record<string, unknown>
  const to = typeof b.to === "string" ? [b.to] : b.to
  if (!Array.isArray(to) || to.length === 0 || to.length > MAX_RECIPIENTS) return undefined
  if (!to.every((address) => typeof address === "string" && address.length <= 320 && EMAIL.test(address))) return undefined
  if (!isText(b.subject, 300) || b.subject.trim() === "" || !isText(b.text, MAX_TEXT_CHARS)) return undefined
  if (b.html !== undefined && !isText(b.html, MAX_TEXT_CHARS)) return undefined
  if (b.kind !== undefined && !isText(b.kind, 60)) return undefined
  const attachments = readAttachments(b.attachments)
  if (!attachments) return undefined
  return (to as string[]).map((address) => ({
    to: address,
    subject: b.subject as string,
    text: b.text as string,
    ...(b.html ? { html: b.html as string } : {}),
    ...(b.kind ? { kind: b.kind as string } : {}),
    ...(attachments.length ? { attachments } : {}),
  }))
}

/**
 * POST /_mail/send: server-side code holding the service-role key (edge functions) sends mail
 * through this server's mailer, the local mailbox or SMTP. Nobody else may: it would be an open relay.
 */
export function mailRelayRoutes(ctx: Pick<ServerContext, "mailer" | "keys">): Hono {
  const app = new Hono()
  app.post("/send", async (c) => {
    if (bearerToken(c.req.header("authorization")) !== ctx.keys.serviceRoleKey) return c.json({ message: "Forbidden" }, 403)
    const mails = parseRelayRequest(await c.req.json().catch(() => undefined))
    if (!mails) return c.json({ message: "Expected { to, subject, text, html?, kind?, attachments? }" }, 400)
    for (const mail of mails) await ctx.mailer.send(mail)
    return c.json({ sent: mails.length })
  })
  return app
}
