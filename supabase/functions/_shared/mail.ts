/**
 * Notifications the functions send themselves (GoTrue sends its own mail: invitations, recovery).
 * They go to MAIL_API_URL, an endpoint that takes Resend's request shape (POST { from, to, subject,
 * text, html, tags } with `Authorization: Bearer MAIL_API_KEY`): Resend itself on Supabase, the local
 * server's relay to its mailer (SMTP or the local mailbox) when run with `npm start`.
 */
import type { FunctionEnv } from "./supabase.ts"

export const DEFAULT_MAIL_FROM = "Nordika <no-reply@nordika.se>"

export interface StaffMail {
  to: string
  subject: string
  text: string
  html: string
  /** What the mail is about (a tag; the local mailbox shows it). */
  kind: string
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;")

/** A short mail in Nordika's voice: paragraphs, then an optional link. */
export function staffMail(
  kind: string,
  to: string,
  subject: string,
  paragraphs: string[],
  link?: { label: string; href: string },
): StaffMail {
  const text = [
    "Hello,",
    "",
    ...paragraphs.flatMap((p) => [p, ""]),
    ...(link ? [`${link.label}: ${link.href}`, ""] : []),
    "Kind regards,",
    "The Nordika team",
  ].join("\n")
  const html = `<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;color:#1f2933;line-height:1.5">
<p>Hello,</p>
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join("\n")}
${link ? `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>` : ""}
<p>Kind regards,<br>The Nordika team</p>
</body></html>`
  return { to, subject, text, html, kind }
}

/** A text attachment (an .ics invitation, say); sent base64-encoded, as Resend takes it. */
export interface MailAttachment {
  filename: string
  contentType: string
  content: string
}

/** Any mail a function sends: to several addresses, with optional HTML and attachments. */
export interface FunctionMail {
  to: string[]
  subject: string
  text: string
  html?: string
  kind: string
  attachments?: MailAttachment[]
}

function base64(text: string): string {
  let binary = ""
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte)
  return btoa(binary)
}

/**
 * Sends `mail`; resolves whether it went out. A missing MAIL_API_URL or a refused send is logged and
 * reported, never thrown: the decision it tells of has already been made.
 */
export async function sendMail(env: FunctionEnv, mail: FunctionMail): Promise<boolean> {
  const url = env.get("MAIL_API_URL")
  const to = mail.to.join(", ")
  if (!url) {
    console.warn(`[mail] MAIL_API_URL is not set: the ${mail.kind} mail to ${to} was not sent`)
    return false
  }
  try {
    const response = await (env.fetch ?? fetch)(url, {
      method: "POST",
      headers: { Authorization: `Bearer ${env.get("MAIL_API_KEY") ?? ""}`, "Content-Type": "application/json" },
      body: JSON.stringify({
        from: env.get("MAIL_FROM") || DEFAULT_MAIL_FROM,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.html ? { html: mail.html } : {}),
        tags: [{ name: "kind", value: mail.kind }],
        ...(mail.attachments?.length
          ? {
              attachments: mail.attachments.map((file) => ({
                filename: file.filename,
                content_type: file.contentType,
                content: base64(file.content),
              })),
            }
          : {}),
      }),
    })
    await response.body?.cancel()
    if (!response.ok) console.warn(`[mail] ${url} refused the ${mail.kind} mail to ${to} (${response.status})`)
    return response.ok
  } catch (error) {
    console.warn(`[mail] could not send the ${mail.kind} mail to ${to}:`, error instanceof Error ? error.message : error)
    return false
  }
}

/** Sends one staff notification (see sendMail). */
export function sendStaffMail(env: FunctionEnv, mail: StaffMail): Promise<boolean> {
  return sendMail(env, { ...mail, to: [mail.to] })
}
