import { FreelancerForm } from "@nordika/ui"
import { CAT_TOOLS, FREELANCER_FORM_COPY, FREELANCER_SERVICES, FREELANCER_SPECIALISATIONS } from "../../content/lead-forms/freelancer"
import { submitLead, uploadLeadFile } from "../../data/leads"
import { LANGUAGE_OPTIONS } from "./language-options"

export default function FreelancerLeadForm({ path }: { path: string }) {
  return (
    <FreelancerForm
      copy={FREELANCER_FORM_COPY}
      languages={LANGUAGE_OPTIONS}
      services={FREELANCER_SERVICES}
      specialisations={FREELANCER_SPECIALISATIONS}
      catTools={CAT_TOOLS}
      upload={uploadLeadFile}
      onSubmit={(values, meta) => submitLead("freelancer_application", values, meta, path)}
    />
  )
}
