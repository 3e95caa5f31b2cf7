import { ContactForm } from "@nordika/ui/sections"
import { CONTACT_FORM_COPY } from "../../content/lead-forms/contact"
import { contactSchema, submitLead } from "../../data/leads"
import { useLeadStartToken } from "../../data/lead-start-token"
import { StartsOnFirstFocus } from "./starts-on-first-focus"

export default function ContactLeadForm({ path }: { path: string }) {
  const startToken = useLeadStartToken("contact")
  return (
    <StartsOnFirstFocus token={startToken}>
      <ContactForm
        copy={CONTACT_FORM_COPY}
        schema={contactSchema}
        onSubmit={(values, meta) => submitLead("contact", values, meta, { pagePath: path, startToken })}
      />
    </StartsOnFirstFocus>
  )
}
