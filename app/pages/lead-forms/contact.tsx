import { ContactForm } from "@nordika/ui/sections"
import { CONTACT_FORM_COPY } from "../../content/lead-forms/contact"
import { contactSchema, submitLead } from "../../data/leads"
import { useLeadStartToken } from "../../data/lead-start-token"
import { StartsOnFirstFocus } from "./starts-on-first-focus"
import { useI18n } from "../../i18n/i18n"
import { withLeadFormLabels } from "./form-labels"

export default function ContactLeadForm({ path }: { path: string }) {
  const { i18n } = useI18n()
  const startToken = useLeadStartToken("contact")
  return (
    <StartsOnFirstFocus token={startToken}>
      <ContactForm
        copy={withLeadFormLabels(i18n, CONTACT_FORM_COPY)}
        schema={contactSchema}
        onSubmit={(values, meta) => submitLead("contact", values, meta, { pagePath: path, startToken })}
      />
    </StartsOnFirstFocus>
  )
}
