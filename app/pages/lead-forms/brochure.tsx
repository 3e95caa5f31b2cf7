import { BROCHURE } from "virtual:nordika-brochure"
import { BrochureForm } from "@nordika/ui"
import { BROCHURE_FORM_COPY, BROCHURES } from "../../content/lead-forms/brochure"
import { submitLead } from "../../data/leads"

export default function BrochureLeadForm({ path }: { path: string }) {
  return (
    <BrochureForm
      copy={BROCHURE_FORM_COPY}
      brochures={BROCHURES}
      download={BROCHURE}
      onSubmit={(values, meta) => submitLead("brochure_request", values, meta, path)}
    />
  )
}
