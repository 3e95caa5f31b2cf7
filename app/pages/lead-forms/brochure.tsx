import { BROCHURE_FILES } from "virtual:nordika-brochure"
import { localeOfPath } from "#shared/locales"
import { BrochureForm } from "@nordika/ui/sections"
import { BROCHURE_FORM_COPY, BROCHURES } from "../../content/lead-forms/brochure"
import { leadSchema, submitLead } from "../../data/leads"
import { useLeadStartToken } from "../../data/lead-start-token"
import { StartsOnFirstFocus } from "./starts-on-first-focus"
import { useAllMessages } from "../../i18n/all-messages"
import { brochureFormLabels, choices, leadFormCopy } from "./form-labels"

export default function BrochureLeadForm({ path }: { path: string }) {
  const i18n = useAllMessages()
  const startToken = useLeadStartToken("brochure_request")
  return (
    <StartsOnFirstFocus token={startToken}>
      <BrochureForm
        copy={leadFormCopy(i18n, "brochure", BROCHURE_FORM_COPY)}
        labels={brochureFormLabels(i18n)}
        brochures={choices(i18n, BROCHURES)}
        download={BROCHURE_FILES[localeOfPath(path)]}
        schema={leadSchema("brochure_request")}
        onSubmit={(values, meta) => submitLead("brochure_request", values, meta, { pagePath: path, startToken })}
      />
    </StartsOnFirstFocus>
  )
}
