/** What the brochure request form says and offers. */
import { copy } from "./form-copy"

export const BROCHURE_FORM_COPY = copy(
  "Get the brochure",
  "Request the brochure",
  { heading: "Thank you, your brochure is ready", text: "Download it below. A confirmation is on its way to your inbox." },
  [
    { title: "Confirmation", description: "You receive an email with your reference number." },
    { title: "Follow-up", description: "A colleague may follow up once with answers to your questions; you can say no at any time." },
  ],
  "Your request could not be sent",
)

export const BROCHURES: readonly string[] = ["Nordika company brochure"]
