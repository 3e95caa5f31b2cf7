import type { ContentPage } from "@nordika/ui/templates"
import { contactHub } from "./hub"
import { OFFICES, GLOBAL_OFFICES_PAGE } from "./offices"
import { requestQuote, REQUEST_QUOTE_FORM } from "./request-quote"
import { bookConsultation, BOOK_CONSULTATION_FORM, CONSULTATION_TOPICS } from "./book-consultation"

export type { FormCopy, FormFieldCopy, FormMessage } from "./request-quote"
export {
  contactHub,
  OFFICES,
  GLOBAL_OFFICES_PAGE,
  requestQuote,
  REQUEST_QUOTE_FORM,
  bookConsultation,
  BOOK_CONSULTATION_FORM,
  CONSULTATION_TOPICS,
}

/** The contact pages keyed by path. */
export const CONTACT_PAGES: Readonly<Record<string, ContentPage>> = Object.fromEntries(
  [contactHub, requestQuote, GLOBAL_OFFICES_PAGE, bookConsultation].map((page) => [page.meta.path, page]),
)
