/** What the event registration form says and offers. */
import { copy } from "./form-copy"

export const EVENT_REGISTRATION_FORM_COPY = copy(
  "Register for an event",
  "Register",
  { heading: "You are registered", text: "A confirmation is on its way to your inbox." },
  [
    { title: "Confirmation", description: "You receive an email with your reference number." },
    { title: "Practical details", description: "A week before the event you receive the link or the venue and the agenda." },
  ],
  "Your registration could not be sent",
)
