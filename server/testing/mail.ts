import type { StoredMail } from "../mail/mailer"
import type { TestServer } from "./harness"

/** How long a test waits for a mail sent after an answer (the mails about a new lead) to reach the mailbox. */
const MAIL_ARRIVAL_TIMEOUT_MS = 10_000
const POLL_INTERVAL_MS = 10

/**
 * The mails of the local mailbox that match `predicate`, newest first, once at least `count` of them
 * are there: the mails about a lead go out after the visitor's answer, so a test asks again until they
 * arrive, and fails naming what the mailbox holds after MAIL_ARRIVAL_TIMEOUT_MS. The clock is the
 * monotonic one, so a test that fakes Date still waits.
 */
export async function arrivedMails(t: Pick<TestServer, "ctx">, predicate: (mail: StoredMail) => boolean, count = 1): Promise<StoredMail[]> {
  const deadline = performance.now() + MAIL_ARRIVAL_TIMEOUT_MS
  for (;;) {
    const found = t.ctx.mailer.list().filter(predicate)
    if (found.length >= count) return found
    if (performance.now() > deadline) {
      const box = t.ctx.mailer
        .list()
        .map((m) => `${m.kind}→${m.to}: ${m.subject}`)
        .join("\n  ")
      throw new Error(
        `${found.length} of ${count} expected mail(s) arrived within ${MAIL_ARRIVAL_TIMEOUT_MS} ms; the mailbox holds:\n  ${box}`,
      )
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_INTERVAL_MS))
  }
}

/** The newest mail matching `predicate`, once it has arrived (see arrivedMails). */
export async function arrivedMail(t: Pick<TestServer, "ctx">, predicate: (mail: StoredMail) => boolean): Promise<StoredMail> {
  const [mail] = await arrivedMails(t, predicate)
  return mail
}
