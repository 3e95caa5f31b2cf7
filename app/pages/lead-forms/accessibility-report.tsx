import { AccessibilityReportForm } from "@nordika/ui"
import { ACCESSIBILITY_REPORT_FORM_COPY } from "../../content/lead-forms/accessibility-report"
import { submitLead } from "../../data/leads"

/** The path of the page the visitor came to the statement from, on this site; none from elsewhere. */
function referringPath(): string {
  try {
    const referrer = new URL(document.referrer)
    return referrer.origin === window.location.origin && referrer.pathname !== window.location.pathname ? referrer.pathname : ""
  } catch {
    return ""
  }
}

export default function AccessibilityReportLeadForm({ path }: { path: string }) {
  return (
    <AccessibilityReportForm
      copy={ACCESSIBILITY_REPORT_FORM_COPY}
      pageAddress={referringPath()}
      onSubmit={(values, meta) => submitLead("accessibility_report", values, meta, path)}
    />
  )
}
