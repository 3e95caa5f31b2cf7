/**
 * The contact details the site shows, from the site settings ('contact': one address per purpose;
 * 'general': the phone), filled into copy wherever it names one (see app/content/contact-details.ts).
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

const PLACEHOLDER = /\{email:([a-z]+)\}|\{phone\}|\{mailbox:([a-z0-9-]+)\}/g
const isPurpose = (name: string, addresses: ContactAddresses): name is keyof ContactAddresses => Object.hasOwn(addresses, name)

/** The copy with its placeholders filled in; an unknown purpose stays as written, for a test to find. */
export function fillContactText(text: string, details: ContactDetails): string {
  return text.replace(PLACEHOLDER, (placeholder, purpose: string | undefined, office: string | undefined) => {
    if (purpose !== undefined) return isPurpose(purpose, details.addresses) ? details.addresses[purpose] : placeholder
    if (office !== undefined) return `${office}@${details.addresses.general.split("@")[1]}`
    return details.phone
  })
}

/** Every string in `value` (copy of any shape) with its placeholders filled in; what holds none is returned as it was. */
export function fillContactDetails<T>(value: T, details: ContactDetails): T {
  if (typeof value === "string") return (value.includes("{") ? fillContactText(value, details) : value) as T
  if (Array.isArray(value)) {
    const filled = value.map((item) => fillContactDetails(item, details))
    return (filled.some((item, index) => item !== value[index]) ? filled : value) as T
  }
  if (value && typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype) {
    const entries = Object.entries(value).map(([key, item]) => [key, fillContactDetails(item, details)] as const)
    return (entries.some(([key, item]) => item !== (value as Record<string, unknown>)[key]) ? Object.fromEntries(entries) : value) as T
  }
  return value
}
