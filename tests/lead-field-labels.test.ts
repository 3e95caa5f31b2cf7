import fs from "node:fs"
import path from "node:path"
import { fileURLToPath } from "node:url"
import ts from "typescript"
import { describe, expect, it } from "vitest"
import { LEAD_FIELD_LABELS } from "#shared/lead-summary"
import { LEAD_TYPES, type LeadType } from "#shared/lead-schemas"
import { COMPANY_LABEL, EMAIL_LABEL, FULL_NAME_LABEL, WORK_EMAIL_LABEL } from "../ui/components/form-fields"

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
const NAMED_FOR_WHAT_THEY_HOLD: Partial<Record<LeadType, Record<string, string>>> = {
  job_application: { coverLetter: "Cover letter" },
}

/**
 * Every field element of a form file with a literal name and label: { name: label }, "(optional)" left
 * off; a ContactIdentityFields element stands for its name, email and (when asked) company fields.
 */
function formLabels(file: string): Record<string, string> {
  const source = ts.createSourceFile(file, fs.readFileSync(path.join(root, file), "utf8"), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX)
  const labels: Record<string, string> = {}
  // A form whose words can be translated takes them as `labels`, the English ones its ENGLISH_…_LABELS.
  const english: Record<string, string> = {}
  const readEnglish = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && /^ENGLISH_\w*_LABELS$/.test(node.name.getText()) && node.initializer) {
      const object = ts.isObjectLiteralExpression(node.initializer) ? node.initializer : undefined
      for (const property of object?.properties ?? []) {
        if (ts.isPropertyAssignment(property) && ts.isStringLiteralLike(property.initializer))
          english[property.name.getText()] = property.initializer.text
      }
    }
    ts.forEachChild(node, readEnglish)
  }
  readEnglish(source)
  const visit = (node: ts.Node) => {
    if (ts.isJsxSelfClosingElement(node) || ts.isJsxOpeningElement(node)) {
      const literal = (attribute: string) => {
        const found = node.attributes.properties.find((p) => ts.isJsxAttribute(p) && p.name.getText() === attribute)
        if (!found || !ts.isJsxAttribute(found) || !found.initializer) return undefined
        if (ts.isStringLiteral(found.initializer)) return found.initializer.text
        const expression = ts.isJsxExpression(found.initializer) ? found.initializer.expression : undefined
        return expression && ts.isPropertyAccessExpression(expression) && expression.expression.getText() === "labels"
          ? english[expression.name.getText()]
          : undefined
      }
      const has = (attribute: string) => node.attributes.properties.some((p) => ts.isJsxAttribute(p) && p.name.getText() === attribute)
      if (node.tagName.getText() === "ContactIdentityFields") {
        labels.name = FULL_NAME_LABEL
        labels.email = has("workEmail") ? WORK_EMAIL_LABEL : EMAIL_LABEL
        if (has("company")) labels.company = literal("companyLabel") ?? COMPANY_LABEL
      }
      const name = literal("name")
      const label = literal("label")
      if (name && label) labels[name] = label.replace(/ \(optional\)$/, "")
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return labels
}

describe("the labels of a lead's fields in the mails", () => {
  it.each(LEAD_TYPES.map((type) => [type]))("%s: are the labels its form shows", (type) => {
    const onTheForm = formLabels(FORM_FILES[type])
    expect(Object.keys(onTheForm).length, `fields found in ${FORM_FILES[type]}`).toBeGreaterThan(2)
    const inTheMail = Object.fromEntries(Object.keys(onTheForm).map((key) => [key, LEAD_FIELD_LABELS[type][key]]))
    expect(inTheMail).toEqual({ ...onTheForm, ...NAMED_FOR_WHAT_THEY_HOLD[type] })
  })
})
