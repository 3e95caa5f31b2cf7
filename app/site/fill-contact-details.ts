/**
 * Copy with the contact details written in where it names one (see app/content/contact-details.ts).
 * Apart from the layout's contact details, so the code every first load carries stays without it.
 */
import { useMemo } from "react"
import type { ContactAddresses } from "@nordika/ui"
import type { ContactDetails } from "./contact-details"
import { useContactDetails } from "./contact-details-context"

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

/** `copy` with the contact details of the site settings filled in, worked out again only when the copy or the details change. */
export function useWithContactDetails<T>(copy: T): T {
  const details = useContactDetails()
  return useMemo(() => fillContactDetails(copy, details), [copy, details])
}
