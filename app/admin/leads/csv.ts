/** The inbox's CSV export: every lead the filters match, one row each, as spreadsheets read it. */
import { formatIsoDate } from "@nordika/ui"
import {
  LEAD_LANGUAGE_LABELS,
  LEAD_STATUS_LABELS,
  LEAD_TYPE_LABELS,
  leadDetailEntries,
  type LeadLanguageName,
  type LeadStatusName,
  type LeadTypeName,
} from "@nordika/ui/admin"
import type { LeadRow } from "../../data/lead-inbox"
import { LEAD_DETAIL_WORDS } from "../../data/office-hours"

export const LEAD_CSV_COLUMNS = [
  "Reference",
  "Received",
  "Type",
  "Status",
  "Assigned to",
  "Name",
  "Email",
  "Company",
  "Phone",
  "Details",
  "Page",
  "Language",
  "Consent version",
  "Consented at",
] as const

/**
 * One CSV field: quoted when it holds a quote, comma, semicolon or line break (quotes doubled).
 * A value a spreadsheet would run as a formula (=, +, -, @, tab, carriage return first) is
 * prefixed with an apostrophe, as OWASP advises, since visitors write these values.
 */
export function csvField(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? "" : String(value)
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return /[",;\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/** The rows as CSV with a header, CRLF line ends and a byte-order mark, so Excel reads the UTF-8 names right. */
export function leadsToCsv(leads: readonly LeadRow[], assigneeNames: ReadonlyMap<string, string>): string {
  const lines = [LEAD_CSV_COLUMNS.map(csvField).join(",")]
  for (const lead of leads) {
    const details = leadDetailEntries((lead.details ?? {}) as Record<string, unknown>, LEAD_DETAIL_WORDS)
      .map((entry) => `${entry.label}: ${entry.value}`)
      .join("\n")
    lines.push(
      [
        lead.reference,
        lead.created_at,
        LEAD_TYPE_LABELS[lead.type as LeadTypeName] ?? lead.type,
        LEAD_STATUS_LABELS[lead.status as LeadStatusName] ?? lead.status,
        lead.assignee ? (assigneeNames.get(lead.assignee) ?? lead.assignee) : "",
        lead.name,
        lead.email,
        lead.company,
        lead.phone,
        details,
        lead.page_path,
        LEAD_LANGUAGE_LABELS[lead.locale as LeadLanguageName] ?? lead.locale,
        lead.consent_version,
        lead.consented_at,
      ]
        .map(csvField)
        .join(","),
    )
  }
  return `\uFEFF${lines.join("\r\n")}\r\n`
}

/** "nordika-leads-2026-11-23.csv". */
export function leadCsvFileName(now = new Date()): string {
  return `nordika-leads-${formatIsoDate(now)}.csv`
}
