/** What the quote form says and offers. */
import { REQUEST_QUOTE_FORM } from "../contact/request-quote"
import { fromFormCopy } from "./form-copy"

export const QUOTE_FORM_COPY = fromFormCopy(REQUEST_QUOTE_FORM, "Your request could not be sent")

export const QUOTE_SERVICES: readonly string[] = REQUEST_QUOTE_FORM.fields.find((field) => field.name === "service")?.options ?? []
export const SUBJECT_FIELDS: readonly string[] = [
  "General business",
  "Legal",
  "Financial",
  "Medical and life sciences",
  "Technical and engineering",
  "IT and software",
  "Marketing and advertising",
  "Public sector",
  "Gaming and entertainment",
]
export const BUDGET_RANGES: readonly string[] = [
  "Under 1,000 EUR",
  "1,000–5,000 EUR",
  "5,000–20,000 EUR",
  "Over 20,000 EUR",
  "Not sure yet",
]
