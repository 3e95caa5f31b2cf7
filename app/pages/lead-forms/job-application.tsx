import { useSearchParams } from "react-router-dom"
import { JobApplicationForm } from "@nordika/ui/sections"
import { APPLICATION_POSITIONS, JOB_APPLICATION_FORM_COPY } from "../../content/lead-forms/job-application"
import { CV_FILE_RULES, jobApplicationSchema, submitLead, uploadLeadFile } from "../../data/leads"
import { useLeadStartToken } from "../../data/lead-start-token"
import { StartsOnFirstFocus } from "./starts-on-first-focus"

/** The application form, with the position preselected when the Apply link of an opening named it (?position=). */
export default function JobApplicationLeadForm({ path }: { path: string }) {
  const startToken = useLeadStartToken("job_application")
  const [params] = useSearchParams()
  const asked = params.get("position") ?? ""
  return (
    <StartsOnFirstFocus token={startToken}>
      <JobApplicationForm
        copy={JOB_APPLICATION_FORM_COPY}
        positions={APPLICATION_POSITIONS}
        position={APPLICATION_POSITIONS.includes(asked) ? asked : ""}
        upload={uploadLeadFile}
        schema={jobApplicationSchema}
        files={CV_FILE_RULES}
        onSubmit={(values, meta) => submitLead("job_application", values, meta, { pagePath: path, startToken })}
      />
    </StartsOnFirstFocus>
  )
}
