import { ContactForm } from "@nordika/ui/sections"
import { CONTACT_FORM_COPY } from "../../content/lead-forms/contact"
import { leadSchema, submitLead } from "../../data/leads"
import { useLeadStartToken } from "../../data/lead-start-token"
import { StartsOnFirstFocus } from "./starts-on-first-focus"
import { useAllMessages } from "../../i18n/all-messages"
import { contactFormLabels, leadFormCopy } from "./form-labels"

export default function ContactLeadForm({ path }: { path: string }) {
  const i18n = useAllMessages()
  const startToken = useLeadStartToken("contact")
  return (
    <StartsOnFirstFocus token={startToken}>
      <ContactForm
        copy={leadFormCopy(i18n, "contact", CONTACT_FORM_COPY)}
        labels={contactFormLabels(i18n)}
        schema={leadSchema("contact")}
        onSubmit={(values, meta) => submitLead("contact", values, meta, { pagePath: path, startToken })}
      />
    </StartsOnFirstFocus>
  )
}
