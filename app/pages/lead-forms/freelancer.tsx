import { FreelancerForm } from "@nordika/ui/sections"
import { CAT_TOOLS, FREELANCER_FORM_COPY, FREELANCER_SERVICES, FREELANCER_SPECIALISATIONS } from "../../content/lead-forms/freelancer"
import { CV_FILE_RULES, leadSchema, submitLead, uploadLeadFile } from "../../data/leads"
import { useLeadStartToken } from "../../data/lead-start-token"
import { StartsOnFirstFocus } from "./starts-on-first-focus"
import { languageOptions } from "./language-options"
import { useI18n } from "../../i18n/i18n"
import { useAllMessages } from "../../i18n/all-messages"
import { choices, freelancerFormLabels, languageGroups, leadFormCopy } from "./form-labels"

export default function FreelancerLeadForm({ path }: { path: string }) {
  const i18n = useAllMessages()
  const { locale } = useI18n()
  const startToken = useLeadStartToken("freelancer_application")
  return (
    <StartsOnFirstFocus token={startToken}>
      <FreelancerForm
        copy={leadFormCopy(i18n, "freelancer", FREELANCER_FORM_COPY)}
        labels={freelancerFormLabels(i18n)}
        languages={languageOptions(locale, languageGroups(i18n))}
        services={choices(i18n, FREELANCER_SERVICES)}
        specialisations={choices(i18n, FREELANCER_SPECIALISATIONS)}
        catTools={CAT_TOOLS}
        upload={uploadLeadFile}
        schema={leadSchema("freelancer_application")}
        files={CV_FILE_RULES}
        onSubmit={(values, meta) => submitLead("freelancer_application", values, meta, { pagePath: path, startToken })}
      />
    </StartsOnFirstFocus>
  )
}
