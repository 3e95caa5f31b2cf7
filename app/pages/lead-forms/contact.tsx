import { ContactForm } from "@nordika/ui"
import { CONTACT_FORM_COPY } from "../../content/lead-forms/contact"
import { submitLead } from "../../data/leads"

export default function ContactLeadForm({ path }: { path: string }) {
  return <ContactForm copy={CONTACT_FORM_COPY} onSubmit={(values, meta) => submitLead("contact", values, meta, path)} />
}
