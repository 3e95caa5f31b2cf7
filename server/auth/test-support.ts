import crypto from "node:crypto"
import { generate } from "otplib"
import type { StoredMail } from "../mail/mailer"
import type { TestServer } from "../testing/harness"

/** A fresh address per test, so tests sharing a server never collide. */
export function newEmail(prefix = "user"): string {
  return `${prefix}-${crypto.randomBytes(5).toString("hex")}@example.test`
}

export const PASSWORD = "correct-horse-battery"

/** The newest mail to `to` (optionally of one kind) in the local mailbox; throws when there is none. */
export function latestMail(t: TestServer, to: string, kind?: string): StoredMail {
  const mail = t.ctx.mailer.list().find((m) => m.to === to && (!kind || m.kind === kind))
  if (!mail)
    throw new Error(
      `no ${kind ?? ""} mail to ${to}; mailbox: ${t.ctx.mailer
        .list()
        .map((m) => `${m.kind}→${m.to}`)
        .join(", ")}`,
    )
  return mail
}

/**
 * The address a mail's text gives after `label` ("Accept the invitation: https://…"), as a reader
 * finds it: the functions' mails carry their links in the text only.
 */
export function linkIn(mail: StoredMail, label: string): string {
  const line = mail.text.split("\n").find((text) => text.startsWith(`${label}: `))
  if (!line) throw new Error(`no "${label}" link in the ${mail.kind ?? ""} mail to ${mail.to}:\n${mail.text}`)
  return line.slice(label.length + 2).trim()
}

/** The current TOTP code for a factor's secret, as an authenticator app would show it. */
export function totpCode(secret: string): Promise<string> {
  return generate({ secret })
}

/** Reads the session parameters GoTrue puts in a redirect's fragment. */
export function fragmentParams(location: string): URLSearchParams {
  return new URLSearchParams(new URL(location).hash.slice(1))
}
