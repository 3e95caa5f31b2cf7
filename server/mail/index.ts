import fs from "node:fs"
import path from "node:path"
import crypto from "node:crypto"
import nodemailer from "nodemailer"
import type { ServerConfig, SmtpConfig } from "../config"
import type { Mailer, OutgoingMail, StoredMail } from "./mailer"

export type { Mailer, StoredMail }
export { authMail } from "./templates"
export { devMailRoutes } from "./dev-routes"

/** How many mails the local mailbox keeps (oldest dropped first). */
const MAILBOX_LIMIT = 200

export interface MailerOptions {
  /** Where log lines go (default console.log). */
  log?: (line: string) => void
}

/** One concise log line per mail: who, what, and the code or link to act on. */
function logLine(mail: OutgoingMail): string {
  const parts = [`[mail] ${mail.kind ?? "mail"} to ${mail.to}: "${mail.subject}"`]
  if (mail.code) parts.push(`code ${mail.code}`)
  if (mail.link) parts.push(mail.link)
  return parts.join(" | ")
}

/**
 * The local mailbox: every mail is kept (in DATA_DIR/mailbox.json when that is writable, else in
 * memory only) and printed to the log.
 */
export function createLocalMailbox(file: string | undefined, options: MailerOptions = {}): Mailer {
  const log = options.log ?? ((line: string) => console.log(line))
  let box: StoredMail[] = []
  let persist = file !== undefined
  if (file) {
    try {
      if (fs.existsSync(file)) {
        const parsed: unknown = JSON.parse(fs.readFileSync(file, "utf8"))
        if (Array.isArray(parsed)) box = parsed as StoredMail[]
      }
    } catch (error) {
      log(`[mail] could not read ${file} (${(error as Error).message}); starting with an empty mailbox`)
    }
  }
  const write = async () => {
    if (!persist || !file) return
    try {
      await fs.promises.mkdir(path.dirname(file), { recursive: true })
      const tmp = `${file}.${process.pid}.tmp`
      await fs.promises.writeFile(tmp, JSON.stringify(box, null, 2), { mode: 0o600 })
      await fs.promises.rename(tmp, file)
    } catch (error) {
      persist = false
      log(`[mail] cannot write ${file} (${(error as Error).message}); keeping mail in memory only`)
    }
  }
  // One write at a time, off the event loop; the mails that arrive during a write share the next one.
  // (A synchronous write of the whole mailbox per mail held every other request: a burst of 2,000
  // leads spent over half its time there.)
  let writing: Promise<void> | undefined
  let next: Promise<void> | undefined
  /** Resolves once the mailbox as it is now is on disk (or known to be unwritable). */
  const save = (): Promise<void> => {
    if (!writing) {
      writing = write().finally(() => (writing = undefined))
      return writing
    }
    next ??= writing.then(() => {
      next = undefined
      return save()
    })
    return next
  }
  return {
    async send(mail) {
      box.unshift({ ...mail, id: crypto.randomUUID(), sentAt: new Date().toISOString() })
      if (box.length > MAILBOX_LIMIT) box.length = MAILBOX_LIMIT
      log(logLine(mail))
      await save()
    },
    list: () => box,
  }
}

/** Sends through SMTP with nodemailer; the local mailbox stays empty. */
function createSmtpMailer(smtp: SmtpConfig, options: MailerOptions = {}): Mailer {
  const log = options.log ?? ((line: string) => console.log(line))
  const transport = nodemailer.createTransport({
    host: smtp.host,
    port: smtp.port,
    secure: smtp.secure,
    auth: smtp.user ? { user: smtp.user, pass: smtp.pass ?? "" } : undefined,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  })
  return {
    async send(mail) {
      await transport.sendMail({
        from: smtp.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        attachments: mail.attachments,
      })
      log(`[mail] ${mail.kind ?? "mail"} to ${mail.to} sent through ${smtp.host}:${smtp.port}`)
    },
    list: () => [],
  }
}

/** SMTP when config.smtp is set; otherwise the local mailbox under config.dataDir. */
export function createMailer(config: ServerConfig, options: MailerOptions = {}): Mailer {
  if (config.smtp) return createSmtpMailer(config.smtp, options)
  return createLocalMailbox(config.dataDir ? path.join(config.dataDir, "mailbox.json") : undefined, options)
}
