/**
 * Copy names a contact detail, never writes it: a placeholder stands for the address of a purpose, the
 * head office's phone or an office's mailbox, and the page fills it in from the site settings as it
 * renders (app/site/contact-details.ts). Staff change an address once, in the admin's settings, and
 * every page, answer and form says the new one.
 */
import type { ContactPurpose } from "@nordika/ui"

/** The address of a purpose: `${email("quotes")}` in copy reads as the quotes address of the settings. */
export const email = (purpose: ContactPurpose) => `{email:${purpose}}`

/** The head office's phone number (the general settings' contact phone). */
export const PHONE = "{phone}"

/** An office's own mailbox at the domain of the general address: `mailbox("helsinki")` reads as helsinki@ that domain. */
export const mailbox = (name: string) => `{mailbox:${name}}`
