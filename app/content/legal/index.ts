import type { HeroPanel } from "@nordika/ui/templates"
import type { LegalPageCopy } from "../page-copy"
import { termsOfUse } from "./terms-of-use"
import { privacyPolicy } from "./privacy-policy"
import { cookiePreferences } from "./cookie-preferences"
import { copyright } from "./copyright"
import { modernSlaveryStatement } from "./modern-slavery-statement"
import { dataProcessingAgreement } from "./data-processing-agreement"
import { email } from "../contact-details"
import { accessibilityStatement } from "./accessibility-statement"

export { termsOfUse, privacyPolicy, cookiePreferences, copyright, modernSlaveryStatement, dataProcessingAgreement, accessibilityStatement }

/** Whom to ask about a legal page, beside its title. */
function questionsPanel(address: string): HeroPanel {
  return {
    kind: "contacts",
    title: "Questions about this document?",
    items: [
      { icon: "Mail", label: "Write to us", value: address, note: "We reply within one business day" },
      { icon: "MapPin", label: "Nordika AB, 556789-1234", value: "Sveavägen 44, 111 57 Stockholm, Sweden" },
    ],
  }
}

/** The legal pages, in footer and sitemap order. */
export const LEGAL_PAGES: readonly LegalPageCopy[] = [
  { ...termsOfUse, panel: questionsPanel(email("legal")) },
  { ...privacyPolicy, panel: questionsPanel(email("privacy")) },
  { ...cookiePreferences, panel: questionsPanel(email("privacy")) },
  { ...copyright, panel: questionsPanel(email("legal")) },
  { ...modernSlaveryStatement, panel: questionsPanel(email("legal")) },
  { ...dataProcessingAgreement, panel: questionsPanel(email("privacy")) },
  { ...accessibilityStatement, panel: questionsPanel(email("general")) },
]

/** The legal pages keyed by path. */
export const LEGAL_PAGES_BY_PATH: Readonly<Record<string, LegalPageCopy>> = Object.fromEntries(
  LEGAL_PAGES.map((page) => [page.meta.path, page]),
)
