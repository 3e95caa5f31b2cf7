import { ConsultationForm } from "@nordika/ui/sections"
import { CONSULTATION_FORM_COPY, CONSULTATION_TOPICS } from "../../content/lead-forms/consultation"
import { leadSchema, submitLead } from "../../data/leads"
import { OFFICE_SCHEDULE } from "../../data/office-hours"
import { useLeadStartToken } from "../../data/lead-start-token"
import { StartsOnFirstFocus } from "./starts-on-first-focus"
import { useAllMessages } from "../../i18n/all-messages"
import { choices, consultationFormLabels, leadFormCopy } from "./form-labels"

export default function ConsultationLeadForm({ path }: { path: string }) {
  const i18n = useAllMessages()
  const startToken = useLeadStartToken("consultation")
  return (
    <StartsOnFirstFocus token={startToken}>
      <ConsultationForm
        copy={leadFormCopy(i18n, "consultation", CONSULTATION_FORM_COPY)}
        labels={consultationFormLabels(i18n)}
        topics={choices(i18n, CONSULTATION_TOPICS)}
        schedule={OFFICE_SCHEDULE}
        schema={leadSchema("consultation")}
        onSubmit={(values, meta) => submitLead("consultation", values, meta, { pagePath: path, startToken })}
      />
    </StartsOnFirstFocus>
  )
}
