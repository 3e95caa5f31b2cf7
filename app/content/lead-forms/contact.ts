/** What the contact form says. */
import { copy } from "./form-copy"

export const CONTACT_FORM_COPY = copy(
  "Send us a message",
  "Send message",
  { heading: "Thank you, your message is with us", text: "A confirmation is on its way to your inbox." },
  [
    { title: "Confirmation", description: "You receive an email with your reference number." },
    { title: "Reply within one business day", description: "The right person at Nordika answers you directly." },
  ],
  "Your message could not be sent",
)
