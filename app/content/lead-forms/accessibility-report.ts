/** What the accessibility statement's report form says. */
import { copy } from "./form-copy"

export const ACCESSIBILITY_REPORT_FORM_COPY = copy(
  "Report an accessibility problem",
  "Send report",
  { heading: "Thank you, your report is with us", text: "A confirmation with your reference number is on its way to your inbox." },
  [
    { title: "Confirmation", description: "You receive an email with your reference number." },
    {
      title: "Answer within five business days",
      description: "With a fix, a date for one, or the information you needed in a form that works for you.",
    },
  ],
  "Your report could not be sent",
)
