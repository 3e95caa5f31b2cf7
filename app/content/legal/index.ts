import type { LegalPage } from "@nordika/ui"
import { termsOfUse } from "./terms-of-use"
import { privacyPolicy } from "./privacy-policy"
import { cookiePreferences } from "./cookie-preferences"
import { copyright } from "./copyright"
import { modernSlaveryStatement } from "./modern-slavery-statement"
import { dataProcessingAgreement } from "./data-processing-agreement"

export { termsOfUse, privacyPolicy, cookiePreferences, copyright, modernSlaveryStatement, dataProcessingAgreement }

/** The legal pages, in footer and sitemap order. */
export const LEGAL_PAGES: readonly LegalPage[] = [
  termsOfUse,
  privacyPolicy,
  cookiePreferences,
  copyright,
  modernSlaveryStatement,
  dataProcessingAgreement,
]

/** The legal pages keyed by path. */
export const LEGAL_PAGES_BY_PATH: Readonly<Record<string, LegalPage>> = Object.fromEntries(
  LEGAL_PAGES.map((page) => [page.meta.path, page]),
)
