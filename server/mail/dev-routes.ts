import { Hono, type Context } from "hono"
import { clientIp } from "../middleware/client-ip"
import { untrustedForwarding } from "../middleware/forwarding"
import type { ServerConfig } from "../config"
import type { ServerContext } from "../context"
import { plural } from "#shared/plural"
import type { StoredMail } from "./mailer"

const escapeHtml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;")

const linkify = (text: string) => escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`)

function mailHtml(mail: StoredMail): string {
  return `<article>
  <header><strong>${escapeHtml(mail.subject)}</strong><br>
  <small>to ${escapeHtml(mail.to)} · ${escapeHtml(mail.sentAt)}${mail.kind ? ` · ${escapeHtml(mail.kind)}` : ""}</small></header>
  ${mail.code ? `<p>Code: <code>${escapeHtml(mail.code)}</code></p>` : ""}
  ${mail.link ? `<p><a href="${escapeHtml(mail.link)}">Open the link</a></p>` : ""}
  <pre>${linkify(mail.text)}</pre>
  ${(mail.attachments ?? []).map((a) => `<p>Attachment: ${escapeHtml(a.filename)} (${escapeHtml(a.contentType)})</p>`).join("")}
</article>`
}

/**
 * True for a request from this machine (or an in-process one, which has no socket). Behind a
 * trusted proxy on this machine, the client it forwards for decides. A request that carries a
 * proxy's forwarding headers from a peer not in TRUSTED_PROXIES is not local, whatever its peer:
 * behind a proxy on this machine, every visitor's peer is this machine.
 */
function isLocal(c: Context, trustedProxies: readonly string[]): boolean {
  if (untrustedForwarding(c, trustedProxies)) return false
  const ip = clientIp(c, trustedProxies)
  return ip === undefined || ip === "::1" || ip.startsWith("127.")
}

/**
 * The developer's mailbox, mounted at /_dev: GET /mail (HTML, newest first) and GET /mail.json.
 * Recovery links in it sign people in, so it is served only in a local setup (`devMailbox`) and
 * only to requests from this machine.
 */
export function devMailRoutes(ctx: Pick<ServerContext, "mailer"> & { config: Pick<ServerConfig, "trustedProxies" | "devMailbox"> }): Hono {
  const app = new Hono()
  app.use("*", async (c, next) => {
    if (!ctx.config.devMailbox || !isLocal(c, ctx.config.trustedProxies)) return c.json({ message: "Not found" }, 404)
    c.header("Cache-Control", "no-store")
    await next()
  })
  app.get("/mail.json", (c) => c.json(ctx.mailer.list()))
  app.get("/mail", (c) => {
    const mails = ctx.mailer.list()
    const body = mails.length ? mails.map(mailHtml).join("\n<hr>\n") : "<p>No mail yet.</p>"
    return c.html(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Nordika · local mailbox</title>
<style>body{font-family:system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#1f2933}
article{padding:1rem 0}pre{white-space:pre-wrap;background:#f5f7fa;padding:1rem;border-radius:6px}small{color:#52606d}</style>
</head><body><h1>Local mailbox</h1><p>${plural(mails.length, "mail", "mails")}, newest first. <a href="mail.json">JSON</a></p>
${body}
</body></html>`)
  })
  return app
}
