/** One outgoing mail (recovery, OTP, magic link, invite, email change). */
export interface OutgoingMail {
  to: string
  subject: string
  text: string
  html?: string
  /** What the mail is for (`recovery`, `magiclink`, …); shown in the log and the dev mailbox. */
  kind?: string
  /** The one-time code the mail carries, if any. */
  code?: string
  /** The action link the mail carries, if any. */
  link?: string
  /** Files sent with the mail (a calendar invitation, for instance), as text. */
  attachments?: MailAttachment[]
}

export interface MailAttachment {
  filename: string
  contentType: string
  content: string
}

export interface StoredMail extends OutgoingMail {
  id: string
  sentAt: string
}

/**
 * Sends mail. In local mode every mail is kept in a local mailbox (read at /_dev/mail and printed
 * to the log); with SMTP settings it is sent through nodemailer.
 */
export interface Mailer {
  send(mail: OutgoingMail): Promise<void>
  /** The local mailbox, newest first (empty when mail goes out over SMTP). */
  list(): StoredMail[]
}
