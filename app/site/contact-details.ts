/**
 * The contact details the site shows, from the site settings ('contact': one address per purpose;
 * 'general': the phone); app/site/fill-contact-details.ts writes them into copy wherever it names one.
 * Types only from the design system: the content and the build's scripts import this too.
 */
import type { ContactAddresses } from "@nordika/ui"

export interface ContactDetails {
  addresses: ContactAddresses
  /** The head office's phone number. */
  phone: string
}

/** What the site shows until staff save their own, and while the backend cannot be reached (the migration seeds the same). */
export const BUNDLED_CONTACT_DETAILS: ContactDetails = {
  addresses: {
    general: "hello@nordika.com",
    quotes: "quotes@nordika.com",
    careers: "careers@nordika.com",
    freelancers: "freelancers@nordika.com",
    privacy: "privacy@nordika.com",
    press: "press@nordika.com",
    security: "security@nordika.com",
    legal: "legal@nordika.com",
  },
  phone: "+46 8 120 345 00",
}
