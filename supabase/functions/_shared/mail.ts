/**
 * Mail the functions send themselves: lead notifications and confirmations, staff invitations (GoTrue
 * sends its own mail for recovery and sign-in codes). They go to MAIL_API_URL, an endpoint that takes
 * Resend's request shape (POST { from, to, subject, text, html, tags } with `Authorization: Bearer
 * MAIL_API_KEY`): Resend itself on Supabase, the local server's relay to its mailer (SMTP or the local
 * mailbox) when run with `npm start`.
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

/** A labelled entry of a mail's section; a value of several lines keeps them. */
export interface MailRow {
  label: string
  lines: string[]
}

/** A titled list of labelled entries (a lead's contact, its fields, its files). */
export interface MailSection {
  title: string
  rows: MailRow[]
}

/** What a mail says, in order: greeting, paragraphs, the link, the sections, closing paragraphs, signature. */
export interface MailContent {
  /** @default "Hello," */
  greeting?: string
  paragraphs: string[]
  link?: { label: string; href: string }
  sections?: MailSection[]
  closing?: string[]
  /** @default ["Kind regards,", "The Nordika team"] */
  signature?: string[]
  /** The language it is written in, for the HTML part's `lang` (a mail client's reader, hyphenation). @default "en" */
  lang?: string
}

const TEXT_INDENT = "  "

function sectionsText(sections: readonly MailSection[]): string[] {
  return sections.flatMap((section) => [
    section.title,
    ...section.rows.flatMap((row) => {
      const [first = "", ...rest] = row.lines
      // A label that asks ("Anything we should know?") is answered without a colon.
      const label = /[?:]$/.test(row.label) ? row.label : `${row.label}:`
      return [`${TEXT_INDENT}${label} ${first}`, ...rest.map((line) => `${TEXT_INDENT}${TEXT_INDENT}${line}`)]
    }),
    "",
  ])
}

const CELL = "padding:4px 0;vertical-align:top"

function sectionsHtml(sections: readonly MailSection[]): string {
  return sections
    .map(
      (section) => `<h2 style="font-size:16px;margin:24px 0 8px">${escapeHtml(section.title)}</h2>
<table role="presentation" style="border-collapse:collapse">
${section.rows
  .map(
    (row) =>
      `<tr><th scope="row" style="${CELL};width:180px;padding-right:16px;text-align:left;font-weight:600;color:#52606d">${escapeHtml(row.label)}</th><td style="${CELL}">${row.lines.map(escapeHtml).join("<br>")}</td></tr>`,
  )
  .join("\n")}
</table>`,
    )
    .join("\n")
}

/** The plain-text and HTML parts of a mail in Nordika's voice; every visitor-written value is escaped in the HTML. */
export function composeMail(content: MailContent): { text: string; html: string } {
  const greeting = content.greeting ?? "Hello,"
  const signature = content.signature ?? ["Kind regards,", "The Nordika team"]
  const closing = content.closing ?? []
  const text = [
    greeting,
    "",
    ...content.paragraphs.flatMap((p) => [p, ""]),
    ...(content.link ? [`${content.link.label}: ${content.link.href}`, ""] : []),
    ...sectionsText(content.sections ?? []),
    ...closing.flatMap((p) => [p, ""]),
    ...signature,
  ].join("\n")
  const html = `<!doctype html><html lang="${escapeHtml(content.lang ?? "en")}"><body style="font-family:Arial,Helvetica,sans-serif;color:#1f2933;line-height:1.5">
<p>${escapeHtml(greeting)}</p>
${content.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join("\n")}
${content.link ? `<p><a href="${escapeHtml(content.link.href)}">${escapeHtml(content.link.label)}</a></p>` : ""}
${sectionsHtml(content.sections ?? [])}
${closing.map((p) => `<p>${escapeHtml(p)}</p>`).join("\n")}
<p>${signature.map(escapeHtml).join("<br>")}</p>
</body></html>`
  return { text, html }
}

/** A short mail in Nordika's voice: paragraphs, then an optional link. */
export function staffMail(
  kind: string,
  to: string,
  subject: string,
  paragraphs: string[],
  link?: { label: string; href: string },
): StaffMail {
  return { to, subject, kind, ...composeMail({ paragraphs, link }) }
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
