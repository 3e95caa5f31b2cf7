import crypto from "node:crypto"
import { Hono } from "hono"
import { bearerToken } from "../caller"
import type { ServerContext } from "../context"
import type { MailAttachment } from "./mailer"

/** Where the relay is mounted, and its one endpoint (Resend's path). */
export const MAIL_RELAY_BASE_PATH = "/mail/v1"
export const MAIL_RELAY_SEND_PATH = `${MAIL_RELAY_BASE_PATH}/emails`
/** Recipients one request may name. */
const MAIL_RELAY_MAX_RECIPIENTS = 10
/** Attachments one mail may carry, and the size of each once decoded. */
const MAIL_RELAY_MAX_ATTACHMENTS = 5
const MAIL_RELAY_MAX_ATTACHMENT_BYTES = 256 * 1024

interface RelayBody {
  to: string[]
  subject: string
  text: string
  html?: string
  kind?: string
  attachments?: MailAttachment[]
}

/** Resend's attachments ({ filename, content: base64, content_type }), as text for the mailer. */
function readAttachments(raw: unknown): MailAttachment[] | string {
  if (raw === undefined) return []
  if (!Array.isArray(raw) || raw.length > MAIL_RELAY_MAX_ATTACHMENTS)
    return `attachments must be a list of at most ${MAIL_RELAY_MAX_ATTACHMENTS}`
  const attachments: MailAttachment[] = []
  for (const item of raw as Array<Record<string, unknown>>) {
    const { filename, content, content_type: contentType } = item ?? {}
    if (typeof filename !== "string" || !filename || filename.length > 200) return "each attachment needs a filename"
    if (typeof content !== "string" || !/^[A-Za-z0-9+/]*={0,2}$/.test(content)) return "each attachment's content must be base64"
    const bytes = Buffer.from(content, "base64")
    if (bytes.length > MAIL_RELAY_MAX_ATTACHMENT_BYTES) return `an attachment may hold at most ${MAIL_RELAY_MAX_ATTACHMENT_BYTES} bytes`
    attachments.push({
      filename,
      contentType: typeof contentType === "string" ? contentType : "application/octet-stream",
      content: bytes.toString("utf8"),
    })
  }
  return attachments
}

function readRelayBody(raw: unknown): RelayBody | string {
  if (typeof raw !== "object" || raw === null) return "Body must be a JSON object"
  const body = raw as Record<string, unknown>
  const to = typeof body.to === "string" ? [body.to] : body.to
  if (
    !Array.isArray(to) ||
    to.length === 0 ||
    to.length > MAIL_RELAY_MAX_RECIPIENTS ||
    !to.every((a) => typeof a === "string" && a.includes("@"))
  )
    return `to must be one to ${MAIL_RELAY_MAX_RECIPIENTS} email addresses`
  if (typeof body.subject !== "string" || body.subject.trim() === "") return "subject is required"
  if (typeof body.text !== "string") return "text is required"
  if (body.html !== undefined && typeof body.html !== "string") return "html must be a string"
  const tags = Array.isArray(body.tags) ? (body.tags as Array<{ name?: unknown; value?: unknown }>) : []
  const kind = tags.find((tag) => tag?.name === "kind")?.value
  const attachments = readAttachments(body.attachments)
  if (typeof attachments === "string") return attachments
  return {
    to: to as string[],
    subject: body.subject,
    text: body.text,
    html: body.html as string | undefined,
    kind: typeof kind === "string" ? kind : undefined,
    ...(attachments.length ? { attachments } : {}),
  }
}

function isServiceRole(authorization: string | undefined, serviceRoleKey: string): boolean {
  const token = bearerToken(authorization)
  if (!token) return false
  const given = Buffer.from(token)
  const expected = Buffer.from(serviceRoleKey)
  return given.length === expected.length && crypto.timingSafeEqual(given, expected)
}

/**
 * The mail relay for edge functions (their MAIL_API_URL): POST /mail/v1/emails in Resend's request
 * shape ({ from, to, subject, text, html, tags }), sent through this server's mailer (SMTP, or the
 * local mailbox). Only the service role key may send, so only server-side code reaches it.
 */
export function mailRelayRoutes(ctx: Pick<ServerContext, "mailer" | "keys">): Hono {
  const app = new Hono()
  app.post("/emails", async (c) => {
    if (!isServiceRole(c.req.header("authorization"), ctx.keys.serviceRoleKey)) {
      return c.json({ name: "unauthorized", message: "Only the service role may send mail" }, 401)
    }
    const body = readRelayBody(await c.req.json().catch(() => null))
    if (typeof body === "string") return c.json({ name: "validation_error", message: body }, 422)
    for (const to of body.to)
      await ctx.mailer.send({ to, subject: body.subject, text: body.text, html: body.html, kind: body.kind, attachments: body.attachments })
    return c.json({ id: crypto.randomUUID() })
  })
  return app
}
