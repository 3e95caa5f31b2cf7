import type { ServerConfig } from "../config"
import type { Mailer, OutgoingMail, StoredMail } from "./mailer"

export type { Mailer, OutgoingMail, StoredMail }

/** Placeholder until the mail module lands: keeps mail in memory. */
export function createMailer(_config: ServerConfig): Mailer {
  const box: StoredMail[] = []
  return {
    async send(mail) {
      box.unshift({ ...mail, id: String(box.length + 1), sentAt: new Date().toISOString() })
    },
    list: () => box,
  }
}
