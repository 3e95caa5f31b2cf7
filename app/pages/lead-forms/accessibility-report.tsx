import { AccessibilityReportForm } from "@nordika/ui"
import { ACCESSIBILITY_REPORT_FORM_COPY } from "../../content/lead-forms/accessibility-report"
import { submitLead } from "../../data/leads"
import { previousPath } from "../../site/previous-path"

export default function AccessibilityReportLeadForm({ path }: { path: string }) {
  return (
    <AccessibilityReportForm
      copy={ACCESSIBILITY_REPORT_FORM_COPY}
      pageAddress={previousPath()}
      onSubmit={(values, meta) => submitLead("accessibility_report", values, meta, path)}
    />
  )
}
