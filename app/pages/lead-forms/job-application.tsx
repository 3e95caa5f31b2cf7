import * as React from "react"
import { useSearchParams } from "react-router-dom"
import { JobApplicationForm, type FieldChoice } from "@nordika/ui/sections"
import { OPEN_APPLICATION } from "#shared/lead-choices"
import { JOB_APPLICATION_FORM_COPY } from "../../content/lead-forms/job-application"
import { CV_FILE_RULES, leadSchema, submitLead, uploadLeadFile } from "../../data/leads"
import { useLeadStartToken } from "../../data/lead-start-token"
import { StartsOnFirstFocus } from "./starts-on-first-focus"
import { loadPositionChoices, useLiveChoices } from "./live-choices"
import { useAllMessages } from "../../i18n/all-messages"
import { useI18n } from "../../i18n/i18n"
import { choices, jobApplicationFormLabels, leadFormCopy } from "./form-labels"

/**
 * The application form, its positions those published and still open (and an open application), the
 * position preselected when the Apply link of an opening named it (?position=, the title on the page's
 * language: the value or its label). Each position is labelled with its live translation's title on a
 * Swedish or German page. The form waits for the positions in its reserved space; if they cannot be
 * read, an open application still goes through.
 */
export default function JobApplicationLeadForm({ path }: { path: string }) {
  const i18n = useAllMessages()
  const { locale } = useI18n()
  const startToken = useLeadStartToken("job_application")
  const [params] = useSearchParams()
  const live = useLiveChoices(React.useCallback(() => loadPositionChoices(locale), [locale]))
  if (live.status === "loading") return null
  const positions: FieldChoice[] = [...(live.status === "read" ? live.choices : []), ...choices(i18n, [OPEN_APPLICATION])]
  const asked = params.get("position") ?? ""
  const preselected = positions.find((choice) =>
    typeof choice === "string" ? choice === asked : choice.value === asked || choice.label === asked,
  )
  return (
    <StartsOnFirstFocus token={startToken}>
      <JobApplicationForm
        copy={leadFormCopy(i18n, "jobApplication", JOB_APPLICATION_FORM_COPY)}
        labels={jobApplicationFormLabels(i18n)}
        positions={positions}
        position={preselected === undefined ? "" : typeof preselected === "string" ? preselected : preselected.value}
        positionsNote={live.status === "failed" ? i18n._("job-form.unavailable") : undefined}
        upload={uploadLeadFile}
        schema={leadSchema("job_application")}
        files={CV_FILE_RULES}
        onSubmit={(values, meta) => submitLead("job_application", values, meta, { pagePath: path, startToken })}
      />
    </StartsOnFirstFocus>
  )
}
