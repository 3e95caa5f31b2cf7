/** What the consultation booking form says and offers. */
import { BOOK_CONSULTATION_FORM, CONSULTATION_TOPICS } from "../contact/book-consultation"
import { fromFormCopy } from "./form-copy"

export const CONSULTATION_FORM_COPY = fromFormCopy(BOOK_CONSULTATION_FORM, "Your booking could not be sent")
export { CONSULTATION_TOPICS }
