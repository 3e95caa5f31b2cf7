import { ConsultationForm } from "@nordika/ui/sections"
import { CONSULTATION_FORM_COPY, CONSULTATION_TOPICS } from "../../content/lead-forms/consultation"
import { consultationSchema, submitLead } from "../../data/leads"
import { OFFICE_SCHEDULE } from "../../data/office-hours"
import { useLeadStartToken } from "../../data/lead-start-token"
import { StartsOnFirstFocus } from "./starts-on-first-focus"

export default function ConsultationLeadForm({ path }: { path: string }) {
  const startToken = useLeadStartToken("consultation")
  return (
    <StartsOnFirstFocus token={startToken}>
      <ConsultationForm
        copy={CONSULTATION_FORM_COPY}
        topics={CONSULTATION_TOPICS}
        schedule={OFFICE_SCHEDULE}
        schema={consultationSchema}
        onSubmit={(values, meta) => submitLead("consultation", values, meta, { pagePath: path, startToken })}
      />
    </StartsOnFirstFocus>
  )
}
