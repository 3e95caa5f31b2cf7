import { FreelancerForm } from "@nordika/ui/sections"
import { CAT_TOOLS, FREELANCER_FORM_COPY, FREELANCER_SERVICES, FREELANCER_SPECIALISATIONS } from "../../content/lead-forms/freelancer"
import { CV_FILE_RULES, freelancerSchema, submitLead, uploadLeadFile } from "../../data/leads"
import { useLeadStartToken } from "../../data/lead-start-token"
import { StartsOnFirstFocus } from "./starts-on-first-focus"
import { LANGUAGE_OPTIONS } from "./language-options"
import { useAllMessages } from "../../i18n/all-messages"
import { withLeadFormLabels } from "./form-labels"

export default function FreelancerLeadForm({ path }: { path: string }) {
  const i18n = useAllMessages()
  const startToken = useLeadStartToken("freelancer_application")
  return (
    <StartsOnFirstFocus token={startToken}>
      <FreelancerForm
        copy={withLeadFormLabels(i18n, FREELANCER_FORM_COPY)}
        languages={LANGUAGE_OPTIONS}
        services={FREELANCER_SERVICES}
        specialisations={FREELANCER_SPECIALISATIONS}
        catTools={CAT_TOOLS}
        upload={uploadLeadFile}
        schema={freelancerSchema}
        files={CV_FILE_RULES}
        onSubmit={(values, meta) => submitLead("freelancer_application", values, meta, { pagePath: path, startToken })}
      />
    </StartsOnFirstFocus>
  )
}
