/** What the job application form says and offers. */
import { copy } from "./form-copy"

export const JOB_APPLICATION_FORM_COPY = copy(
  "Apply online",
  "Send application",
  { heading: "Thank you for applying", text: "A confirmation is on its way to your inbox." },
  [
    { title: "Confirmation", description: "You receive an email with your reference number." },
    { title: "Review", description: "Our recruitment team reads every application and replies within two weeks." },
    { title: "Interviews", description: "If your profile matches, we invite you to a first conversation with the hiring manager." },
  ],
  "Your application could not be sent",
)
