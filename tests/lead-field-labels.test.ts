/**
 * The labels of a lead's fields in the visitor's confirmation mail (lead-mail-copy's fieldLabels,
 * lead-summary's LEAD_FIELD_LABELS in English) are the labels the visitor read on the form, in each
 * language: the form's own default English words (its ENGLISH_…_LABELS) and the site's words from the
 * catalogs (app/pages/lead-forms/form-labels). The Deno function cannot import the catalogs, so this
 * test holds the two copies together, field by field.
 */
import fs from "node:fs"
import path from "node:path"
import { fileURLToPath } from "node:url"
import ts from "typescript"
import { describe, expect, it } from "vitest"
import { VISITOR_LEAD_COPY } from "#shared/lead-mail-copy"
import { LEAD_FIELD_LABELS } from "#shared/lead-summary"
import { LEAD_TYPES, type LeadType } from "#shared/lead-schemas"
import { SITE_LOCALES, type SiteLocale } from "#shared/locales"
import { COMPANY_LABEL, EMAIL_LABEL, FULL_NAME_LABEL, WORK_EMAIL_LABEL } from "../ui/components/form-fields"
import { I18n } from "../app/i18n/runtime"
import { messages as en } from "../app/i18n/locales/en"
import { messages as sv } from "../app/i18n/locales/sv"
import { messages as de } from "../app/i18n/locales/de"
import { CONTACT_FORM_COPY } from "../app/content/lead-forms/contact"
import {
  accessibilityReportFormLabels,
  brochureFormLabels,
  consultationFormLabels,
  contactFormLabels,
  eventRegistrationFormLabels,
  freelancerFormLabels,
  jobApplicationFormLabels,
  quoteFormLabels,
  withLeadFormLabels,
} from "../app/pages/lead-forms/form-labels"

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), "..")

/** The form component of each lead type. */
const FORM_FILES: Record<LeadType, string> = {
  quote: "ui/components/quote-form.tsx",
  consultation: "ui/components/consultation-form.tsx",
  contact: "ui/components/contact-form.tsx",
  job_application: "ui/components/job-application-form.tsx",
  freelancer_application: "ui/components/freelancer-form.tsx",
  event_registration: "ui/components/event-registration-form.tsx",
  brochure_request: "ui/components/brochure-form.tsx",
  accessibility_report: "ui/components/accessibility-report-form.tsx",
}

/** Where the form's label leans on its layout ("Or write a few lines here"), the mail names what the field holds. */
const NAMED_FOR_WHAT_THEY_HOLD: Record<SiteLocale, Partial<Record<LeadType, Record<string, string>>>> = {
  en: { job_application: { coverLetter: "Cover letter" } },
  sv: { job_application: { coverLetter: "Personligt brev" } },
  de: { job_application: { coverLetter: "Anschreiben" } },
}

/** The words every form shares (ContactIdentityFields' labels). */
type SharedLabel = "fullName" | "email" | "workEmail" | "company"

/** Where a field's label comes from: the form's own labels (`labels.service`), the words every form shares, or a literal. */
type LabelSource = { own: string } | { shared: SharedLabel } | { literal: string }

const sourceFile = (file: string) =>
  ts.createSourceFile(file, fs.readFileSync(path.join(root, file), "utf8"), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX)

/**
 * Every field element of a form file with a literal name and a label: { name: where its label comes
 * from }; a ContactIdentityFields element stands for its name, email and (when asked) company fields.
 */
function formFields(file: string): Record<string, LabelSource> {
  const fields: Record<string, LabelSource> = {}
  const visit = (node: ts.Node) => {
    if (ts.isJsxSelfClosingElement(node) || ts.isJsxOpeningElement(node)) {
      const attribute = (name: string): LabelSource | undefined => {
        const found = node.attributes.properties.find((p) => ts.isJsxAttribute(p) && p.name.getText() === name)
        if (!found || !ts.isJsxAttribute(found) || !found.initializer) return undefined
        if (ts.isStringLiteral(found.initializer)) return { literal: found.initializer.text }
        const expression = ts.isJsxExpression(found.initializer) ? found.initializer.expression : undefined
        return expression && ts.isPropertyAccessExpression(expression) && expression.expression.getText() === "labels"
          ? { own: expression.name.getText() }
          : undefined
      }
      const has = (name: string) => node.attributes.properties.some((p) => ts.isJsxAttribute(p) && p.name.getText() === name)
      if (node.tagName.getText() === "ContactIdentityFields") {
        fields.name = { shared: "fullName" }
        fields.email = { shared: has("workEmail") ? "workEmail" : "email" }
        if (has("company")) fields.company = attribute("companyLabel") ?? { shared: "company" }
      }
      const name = attribute("name")
      const label = attribute("label")
      if (name && "literal" in name && label) fields[name.literal] = label
    }
    ts.forEachChild(node, visit)
  }
  visit(sourceFile(file))
  return fields
}

/** A form's default English words: its ENGLISH_…_LABELS object's string properties. */
function englishDefaults(file: string): Record<string, string> {
  const english: Record<string, string> = {}
  const visit = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && /^ENGLISH_\w*_LABELS$/.test(node.name.getText()) && node.initializer) {
      const object = ts.isObjectLiteralExpression(node.initializer) ? node.initializer : undefined
      for (const property of object?.properties ?? [])
        if (ts.isPropertyAssignment(property) && ts.isStringLiteralLike(property.initializer))
          english[property.name.getText()] = property.initializer.text
    }
    ts.forEachChild(node, visit)
  }
  visit(sourceFile(file))
  return english
}

/** A form's words: its own labels and the shared ones, and the language's "(optional)" that a label may carry itself. */
interface FormWords {
  own: (type: LeadType) => Readonly<Record<string, unknown>>
  shared: Readonly<Record<SharedLabel, string>>
  optional: string
}

/** `fields`' labels in `words`, "(optional)" left off (a file field says it in its label; the mail names the field without it). */
function labelsOf(type: LeadType, fields: Record<string, LabelSource>, words: FormWords): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(fields).map(([key, source]) => {
      const text = "literal" in source ? source.literal : "shared" in source ? words.shared[source.shared] : words.own(type)[source.own]
      return [key, typeof text === "string" ? text.replace(words.optional, "") : text]
    }),
  )
}

/** The ui forms' own English words, as a form shows them without a `labels` prop. */
const UI_DEFAULTS: FormWords = {
  own: (type) => englishDefaults(FORM_FILES[type]),
  shared: { fullName: FULL_NAME_LABEL, email: EMAIL_LABEL, workEmail: WORK_EMAIL_LABEL, company: COMPANY_LABEL },
  optional: " (optional)",
}

const CATALOGS = { en, sv, de }

/** The words of the forms as the site shows them in `locale` (app/pages/lead-forms/form-labels, from the catalogs). */
function siteWords(locale: SiteLocale): FormWords {
  const i18n = new I18n(locale, CATALOGS[locale])
  const own: Record<LeadType, object> = {
    quote: quoteFormLabels(i18n),
    consultation: consultationFormLabels(i18n),
    contact: contactFormLabels(i18n),
    job_application: jobApplicationFormLabels(i18n),
    freelancer_application: freelancerFormLabels(i18n),
    event_registration: eventRegistrationFormLabels(i18n),
    brochure_request: brochureFormLabels(i18n),
    accessibility_report: accessibilityReportFormLabels(i18n),
  }
  return {
    own: (type) => own[type] as Record<string, unknown>,
    shared: withLeadFormLabels(i18n, CONTACT_FORM_COPY).labels!,
    optional: i18n._("lead-form.optional", { label: "" }),
  }
}

/** The labels the visitor's mail in `locale` gives `type`'s `keys`. */
const mailLabels = (locale: SiteLocale, type: LeadType, keys: string[]) => {
  const labels = (VISITOR_LEAD_COPY[locale].fieldLabels ?? LEAD_FIELD_LABELS)[type]
  return Object.fromEntries(keys.map((key) => [key, labels[key]]))
}

describe("the labels of a lead's fields in the mails", () => {
  it.each(LEAD_TYPES.map((type) => [type]))("%s: are the labels its form shows by default (English)", (type) => {
    const fields = formFields(FORM_FILES[type])
    expect(Object.keys(fields).length, `fields found in ${FORM_FILES[type]}`).toBeGreaterThan(2)
    expect(mailLabels("en", type, Object.keys(fields))).toEqual({
      ...labelsOf(type, fields, UI_DEFAULTS),
      ...NAMED_FOR_WHAT_THEY_HOLD.en[type],
    })
  })

  describe.each(SITE_LOCALES.map((locale) => [locale]))("in %s", (locale) => {
    const words = siteWords(locale)

    it("leave off the language's own (optional)", () => {
      expect(words.optional).toBe({ en: " (optional)", sv: " (valfritt)", de: " (optional)" }[locale])
    })

    it.each(LEAD_TYPES.map((type) => [type]))("%s: are the labels its form shows on the site", (type) => {
      const fields = formFields(FORM_FILES[type])
      expect(mailLabels(locale, type, Object.keys(fields))).toEqual({
        ...labelsOf(type, fields, words),
        ...NAMED_FOR_WHAT_THEY_HOLD[locale][type],
      })
    })
  })
})
