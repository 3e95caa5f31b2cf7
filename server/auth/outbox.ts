import type { Queryable } from "../db"
import type { AuthMailKind } from "../mail/templates"
import type { AuthContext } from "./context"
import { unexpected } from "./errors"
import { sendAuthMail } from "./otp"

export interface PendingMail {
  kind: AuthMailKind
  to: string
  code: string
  link?: string
  newEmail?: string
}

/**
 * Runs `fn` in one transaction and sends the mails it queued only after the commit, so a slow SMTP
 * server never holds the database and a rolled-back change never sends mail.
 */
export async function transactionWithMail<T>(actx: AuthContext, fn: (tx: Queryable, outbox: PendingMail[]) => Promise<T>): Promise<T> {
  const outbox: PendingMail[] = []
  const result = await actx.db.transaction((tx) => fn(tx, outbox))
  for (const mail of outbox) {
    try {
      await sendAuthMail(actx, mail.kind, mail.to, mail)
    } catch (error) {
      console.error(`[auth] sending ${mail.kind} mail to ${mail.to} failed:`, (error as Error).message)
      throw unexpected("Error sending email")
    }
  }
  return result
}
