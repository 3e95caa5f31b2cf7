import { ConsultationForm } from "@nordika/ui"
import { CONSULTATION_FORM_COPY, CONSULTATION_TOPICS } from "../../content/lead-forms/consultation"
import { submitLead } from "../../data/leads"

export default function ConsultationLeadForm({ path }: { path: string }) {
  return (
    <ConsultationForm
      copy={CONSULTATION_FORM_COPY}
      topics={CONSULTATION_TOPICS}
      onSubmit={(values, meta) => submitLead("consultation", values, meta, path)}
    />
  )
}
