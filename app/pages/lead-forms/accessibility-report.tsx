import { AccessibilityReportForm } from "@nordika/ui/sections"
import { ACCESSIBILITY_REPORT_FORM_COPY } from "../../content/lead-forms/accessibility-report"
import { leadSchema, submitLead } from "../../data/leads"
import { useLeadStartToken } from "../../data/lead-start-token"
import { StartsOnFirstFocus } from "./starts-on-first-focus"
import { previousPath } from "../../site/previous-path"
import { useAllMessages } from "../../i18n/all-messages"
import { accessibilityReportFormLabels, leadFormCopy } from "./form-labels"

export default function AccessibilityReportLeadForm({ path }: { path: string }) {
  const i18n = useAllMessages()
  const startToken = useLeadStartToken("accessibility_report")
  return (
    <StartsOnFirstFocus token={startToken}>
      <AccessibilityReportForm
        copy={leadFormCopy(i18n, "accessibilityReport", ACCESSIBILITY_REPORT_FORM_COPY)}
        labels={accessibilityReportFormLabels(i18n)}
        pageAddress={previousPath()}
        schema={leadSchema("accessibility_report")}
        onSubmit={(values, meta) => submitLead("accessibility_report", values, meta, { pagePath: path, startToken })}
      />
    </StartsOnFirstFocus>
  )
}
