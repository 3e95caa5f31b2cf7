import type { OutgoingMail } from "./mailer"

export type AuthMailKind =
  "confirmation" | "invite" | "magiclink" | "recovery" | "email_change_current" | "email_change_new" | "reauthentication"

export interface AuthMailInput {
  to: string
  /** The one-time code, valid as long as the link. */
  code: string
  /** The verification link; reauthentication mails have none. */
  link?: string
  /** The new address of an email change. */
  newEmail?: string
  /** Minutes the code and link stay valid. */
  validMinutes: number
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;")

interface Copy {
  subject: string
  intro: string
  action?: string
  outro: string
}

function copyFor(kind: AuthMailKind, input: AuthMailInput): Copy {
  switch (kind) {
    case "confirmation":
      return {
        subject: "Confirm your Nordika account",
        intro: "Thank you for signing up with Nordika. Please confirm your email address to activate your account.",
        action: "Confirm my email address",
        outro: "If you did not create an account, you can ignore this message.",
      }
    case "invite":
      return {
        subject: "You have been invited to Nordika",
        intro: "You have been invited to create an account with Nordika. Accept the invitation to set up your access.",
        action: "Accept the invitation",
        outro: "If you were not expecting this invitation, you can ignore this message.",
      }
    case "magiclink":
      return {
        subject: "Your Nordika sign-in link",
        intro: "Use the link below or enter the code to sign in to Nordika.",
        action: "Sign in to Nordika",
        outro: "If you did not ask to sign in, you can ignore this message; nobody can sign in without it.",
      }
    case "recovery":
      return {
        subject: "Reset your Nordika password",
        intro: "We received a request to reset the password of your Nordika account.",
        action: "Choose a new password",
        outro: "If you did not ask for a new password, you can ignore this message; your password stays as it is.",
      }
    case "email_change_current":
      return {
        subject: "Confirm the change of your Nordika email address",
        intro: `A change of your account's email address to ${input.newEmail ?? "a new address"} was requested. Please confirm it from this address.`,
        action: "Confirm the change",
        outro: "If you did not ask for this change, please do not confirm it and contact us.",
      }
    case "email_change_new":
      return {
        subject: "Confirm your new Nordika email address",
        intro: "Please confirm this address as the new email address of your Nordika account.",
        action: "Confirm my new address",
        outro: "If you did not ask for this change, you can ignore this message.",
      }
    case "reauthentication":
      return {
        subject: "Your Nordika confirmation code",
        intro: "Enter this code to confirm it is you before changing your account's security settings.",
        outro: "If you did not ask for this code, please change your password.",
      }
  }
}

/** The plain-text and HTML body of an auth mail, in Nordika's voice. */
export function authMail(kind: AuthMailKind, input: AuthMailInput): OutgoingMail {
  const copy = copyFor(kind, input)
  const validity = `The link and the code are valid for ${input.validMinutes} minutes.`
  const text = [
    "Hello,",
    "",
    copy.intro,
    "",
    ...(input.link && copy.action ? [`${copy.action}: ${input.link}`, ""] : []),
    `Your code: ${input.code}`,
    "",
    input.link ? validity : `The code is valid for ${input.validMinutes} minutes.`,
    copy.outro,
    "",
    "Kind regards,",
    "The Nordika team",
  ].join("\n")
  const button =
    input.link && copy.action
      ? `<p><a href="${escapeHtml(input.link)}" style="display:inline-block;padding:10px 18px;background:#0f3d5e;color:#ffffff;text-decoration:none;border-radius:6px">${escapeHtml(copy.action)}</a></p>`
      : ""
  const html = `<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;color:#1f2933;line-height:1.5">
<p>Hello,</p>
<p>${escapeHtml(copy.intro)}</p>
${button}
<p>Your code: <strong style="font-size:18px;letter-spacing:2px">${escapeHtml(input.code)}</strong></p>
<p style="color:#52606d">${escapeHtml(input.link ? validity : `The code is valid for ${input.validMinutes} minutes.`)} ${escapeHtml(copy.outro)}</p>
<p>Kind regards,<br>The Nordika team</p>
</body></html>`
  return { to: input.to, subject: copy.subject, text, html, kind, code: input.code, link: input.link }
}
