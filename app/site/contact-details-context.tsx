import { createContext, useContext } from "react"
import { BUNDLED_CONTACT_DETAILS, type ContactDetails } from "./contact-details"

const ContactDetailsContext = createContext<ContactDetails>(BUNDLED_CONTACT_DETAILS)

/** Gives the pages inside it the contact details from the site settings (the site layout sets it from its loader). */
export const ContactDetailsProvider = ContactDetailsContext.Provider

/** The contact details the site shows. */
export function useContactDetails(): ContactDetails {
  return useContext(ContactDetailsContext)
}
