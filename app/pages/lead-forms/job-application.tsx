import { useSearchParams } from "react-router-dom"
import { JobApplicationForm } from "@nordika/ui/sections"
import { OPEN_APPLICATION } from "#shared/lead-choices"
import { JOB_APPLICATION_FORM_COPY } from "../../content/lead-forms/job-application"
import { CV_FILE_RULES, jobApplicationSchema, submitLead, uploadLeadFile } from "../../data/leads"
import { useLeadStartToken } from "../../data/lead-start-token"
import { StartsOnFirstFocus } from "./starts-on-first-focus"
import { loadPositionChoices, useLiveChoices } from "./live-choices"
import { useAllMessages } from "../../i18n/all-messages"
import { choices, jobApplicationFormLabels, leadFormCopy } from "./form-labels"

/**
 * The application form, its positions those published and still open (and an open application), the
 * position preselected when the Apply link of an opening named it (?position=). The form waits for the
 * positions in its reserved space; if they cannot be read, an open application still goes through.
 */
export default function JobApplicationLeadForm({ path }: { path: string }) {
  const i18n = useAllMessages()
  const startToken = useLeadStartToken("job_application")
  const [params] = useSearchParams()
  const live = useLiveChoices(loadPositionChoices)
  if (live.status === "loading") return null
  const positions = [...(live.status === "read" ? live.choices : []), OPEN_APPLICATION]
  const asked = params.get("position") ?? ""
  return (
    <StartsOnFirstFocus token={startToken}>
      <JobApplicationForm
        copy={leadFormCopy(i18n, "jobApplication", JOB_APPLICATION_FORM_COPY)}
        labels={jobApplicationFormLabels(i18n)}
        positions={choices(i18n, positions)}
        position={positions.includes(asked) ? asked : ""}
        positionsNote={live.status === "failed" ? i18n._("job-form.unavailable") : undefined}
        upload={uploadLeadFile}
        schema={jobApplicationSchema}
        files={CV_FILE_RULES}
        onSubmit={(values, meta) => submitLead("job_application", values, meta, { pagePath: path, startToken })}
      />
    </StartsOnFirstFocus>
  )
}
