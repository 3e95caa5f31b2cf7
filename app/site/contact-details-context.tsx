import { createContext, useContext, useMemo } from "react"
import { BUNDLED_CONTACT_DETAILS, fillContactDetails, type ContactDetails } from "./contact-details"

const ContactDetailsContext = createContext<ContactDetails>(BUNDLED_CONTACT_DETAILS)

/** Gives the pages inside it the contact details from the site settings (the site layout sets it from its loader). */
export const ContactDetailsProvider = ContactDetailsContext.Provider

/** The contact details the site shows. */
export function useContactDetails(): ContactDetails {
  return useContext(ContactDetailsContext)
}

/** `copy` with the contact details filled in, worked out again only when the copy or the details change. */
export function useWithContactDetails<T>(copy: T): T {
  const details = useContactDetails()
  return useMemo(() => fillContactDetails(copy, details), [copy, details])
}
