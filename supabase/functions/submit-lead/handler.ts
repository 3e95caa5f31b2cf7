/**
 * submit-lead: the one way a visitor's form becomes a lead. Portable web-standard code (fetch,
 * Request, Response) so it runs under Deno on Supabase (index.ts) and in the local server unchanged.
 *
 * POST { type, submissionId, startToken, website, pagePath, locale, fields } (see leadSubmissionSchema)
 *   200 { reference, id }
 *   400 { error: { code: invalid_request | invalid_locale | invalid_fields | too_fast | start_token_* | file_*, message, issues? } }
 *   429 { error: { code: rate_limited, message } }
 *
 * Checks here: the form's zod schema (a consultation's slots against this function's own clock), the
 * honeypot and the minimum fill time, measured from the form's signed start token (lead-start-token), and
 * an event or position chosen against the published documents (lead-choices). submit_lead() (called with the service role, which nobody else
 * holds) adds the per-address rate limit, the file rules and the table's constraints, a consultation's
 * office hours among them. A quote's indicative price is computed here again, from the rates in the
 * database and the same inputs the form used, and stored with the lead. submit_lead() answers the
 * lead as stored and the staff to notify, and the visitor has their reference then: the visitor's
 * confirmation and the staff notification, both written from the lead as stored, go out after the
 * answer (env.waitUntil, EdgeRuntime's on Supabase; awaited before it where the runtime has none).
 */
import {
  CONSENT_TEXTS,
  CONSENT_VERSION,
  LEAD_FORM_SCHEMAS,
  LEAD_RATE_LIMIT,
  MIN_FILL_TIME_MS,
  leadSubmissionSchema,
  toLeadRecord,
  type LeadRecord,
  type LeadType,
  type SubmitLeadErrorCode,
  type UploadedFile,
} from "../_shared/lead-schemas.ts"
import { VISITOR_LEAD_COPY } from "../_shared/lead-mail-copy.ts"
import {
  LEAD_TYPE_NOUNS,
  languageName,
  leadAdminUrl,
  summariseLead,
  type LeadFileSummary,
  type LeadToSummarise,
} from "../_shared/lead-summary.ts"
import { SITE_LOCALES, SOURCE_LOCALE, type SiteLocale } from "../_shared/locales.ts"
import { composeMail, sendMail, type FunctionMail } from "../_shared/mail.ts"
import { MEETING_MINUTES, officeSlotProblem } from "../_shared/office-hours.ts"
import {
  estimatePrice,
  estimateToStore,
  estimateTurnaround,
  quoteWords,
  type StoredQuoteEstimate,
  type TranslationRate,
} from "../_shared/quote-estimate.ts"
import { startTokenProblem, type StartTokenProblem } from "../_shared/lead-start-token.ts"
import { LIVE_CHOICE_FIELDS, liveChoiceEntry, liveChoiceLabel, liveChoices, type PublishedChoiceEntry } from "../_shared/lead-choices.ts"
import { serviceBackend, type FunctionEnv } from "../_shared/supabase.ts"
import { describeSlot, slotInstant } from "../_shared/zoned-time.ts"

export type { FunctionEnv }

/** Where staff notifications go when neither the admin settings nor LEAD_NOTIFICATION_EMAILS name anyone. */
export const DEFAULT_LEAD_NOTIFICATION_ADDRESSES = ["leads@nordika.com"]

const CORS_HEADERS = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Allow-Headers": "authorization, x-client-info, apikey, content-type",
  "Access-Control-Allow-Methods": "POST, OPTIONS",
}

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { ...CORS_HEADERS, "Content-Type": "application/json" } })
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

function failure(status: number, code: SubmitLeadErrorCode, message: string, extra: Record<string, unknown> = {}): Response {
  return json({ error: { code, message, ...extra } }, status)
}

/**
 * What the form tells the visitor when the start token is refused. The site fetches a new token on any
 * refusal but "too fast", so a second send a moment later goes through.
 */
const START_TOKEN_REFUSALS: Record<StartTokenProblem, string> = {
  start_token_missing: "The form could not confirm when you started it. Please wait a moment and send it again.",
  start_token_invalid: "The form could not confirm when you started it. Please wait a moment and send it again.",
  start_token_wrong_form: "The form could not confirm when you started it. Please wait a moment and send it again.",
  start_token_expired: "This form has been open for more than a day. Please wait a moment and send it again.",
  too_fast: "That was quicker than a person can fill in the form. Please wait a moment and send it again.",
}

/** The messages visitors see for what submit_lead() refuses. */
const DATABASE_REFUSALS: Partial<Record<SubmitLeadErrorCode, { status: number; message: (hint: string) => string }>> = {
  rate_limited: {
    status: 429,
    message: () => "You have sent several requests in a short time. Please wait a few minutes and try again.",
  },
  file_missing: { status: 400, message: (hint) => `The file "${hint}" did not finish uploading. Please attach it again.` },
  file_taken: { status: 400, message: (hint) => `The file "${hint}" belongs to another request. Please attach it again.` },
  too_many_files: { status: 400, message: () => "Please attach at most 10 files." },
  files_too_large: { status: 400, message: () => "Together the files may be at most 200 MB." },
}

const addressList = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === "string" && item.trim() !== "").map((a) => a.trim()) : []

/**
 * The staff addresses a new lead is announced to: the recipients admins set in /admin/settings (which
 * submit_lead() answers with the new lead), else LEAD_NOTIFICATION_EMAILS, else
 * DEFAULT_LEAD_NOTIFICATION_ADDRESSES.
 */
export function leadNotificationAddresses(env: FunctionEnv, configured: unknown): string[] {
  const fromSettings = addressList(configured)
  if (fromSettings.length) return fromSettings
  const fromEnv = addressList((env.get("LEAD_NOTIFICATION_EMAILS") ?? "").split(","))
  return fromEnv.length ? fromEnv : DEFAULT_LEAD_NOTIFICATION_ADDRESSES
}

/** The caller's address as the edge runtime (or the local server) put it in X-Forwarded-For. */
function clientAddress(req: Request): string {
  return req.headers.get("x-forwarded-for")?.split(",")[0]?.trim() || "unknown"
}

const icsDate = (instant: Date) =>
  instant
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "")
const icsText = (text: string) =>
  text
    .replace(/\\/g, "\\\\")
    .replace(/\n/g, "\\n")
    .replace(/[,;]/g, (c) => `\\${c}`)

/**
 * A tentative invitation for the visitor's first preferred slot (a meeting's length), every slot listed
 * in it on the visitor's clock (`timeZone`) and Stockholm's, its summary and description in the lead's
 * language (`locale`, tagged with RFC 5545's LANGUAGE). Only ever for a slot the office could hold at
 * `now` (the form and the database checked it): anything else throws.
 */
export function consultationInvitation(
  reference: string,
  slots: string[],
  topic: string,
  options: { timeZone?: string; now?: Date; locale?: SiteLocale } = {},
): string {
  const locale = options.locale ?? SOURCE_LOCALE
  const copy = VISITOR_LEAD_COPY[locale]
  const language = locale === SOURCE_LOCALE ? "" : `;LANGUAGE=${locale}`
  const now = options.now ?? new Date()
  const [first] = slots
  const problem = first === undefined ? { message: "No slot" } : officeSlotProblem(first, now.getTime())
  const start = first === undefined ? null : slotInstant(first, options.timeZone ?? "")
  if (problem || !start) throw new Error(`No invitation for ${String(first)}: ${problem?.message ?? "unreadable"}`)
  const times = slots.map((slot) => describeSlot(slot, options.timeZone ?? "", "visitor", locale)).join("; ")
  return [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Nordika AB//Consultations//EN",
    "METHOD:REQUEST",
    "BEGIN:VEVENT",
    `UID:${reference}@nordika.com`,
    `DTSTAMP:${icsDate(now)}`,
    `DTSTART:${icsDate(start)}`,
    `DURATION:PT${MEETING_MINUTES}M`,
    `SUMMARY${language}:${icsText(copy.icsSummary(copy.choices?.[topic] ?? topic))}`,
    `DESCRIPTION${language}:${icsText(copy.icsDescription(reference, times))}`,
    "STATUS:TENTATIVE",
    "ORGANIZER;CN=Nordika AB:mailto:consultations@nordika.com",
    "END:VEVENT",
    "END:VCALENDAR",
    "",
  ].join("\r\n")
}

const RATE_COLUMNS =
  "service,source_language,target_language,price_per_word_min,price_per_word_max,currency,words_per_day,minimum_fee,updated_at"

/**
 * What the quote form showed the visitor for these choices: the same function over the rates in the
 * database and the words of the files as the form counted them. Null (stored as "not recorded") when
 * the rates cannot be read.
 */
async function quoteEstimate(
  env: FunctionEnv,
  values: Record<string, unknown>,
  files: readonly UploadedFile[],
): Promise<StoredQuoteEstimate | null> {
  try {
    const rates = await serviceBackend(env).rest<TranslationRate[]>("GET", `/translation_rates?select=${RATE_COLUMNS}`)
    return estimateToStore(rates, {
      service: String(values.service ?? ""),
      sourceLanguage: String(values.sourceLanguage ?? ""),
      targetLanguages: Array.isArray(values.targetLanguages) ? values.targetLanguages.map(String) : [],
      words: quoteWords(files),
    })
  } catch (error) {
    console.error("[submit-lead] the translation rates could not be read; the quote is stored without its estimate:", error)
    return null
  }
}

/**
 * The published entries of the collection a checked lead type chooses from (an event, a position), or
 * undefined for a type that chooses none or when the documents cannot be read (logged: the choice is
 * then taken as sent, since a lost application costs more than a stale choice).
 */
async function publishedChoiceEntries(env: FunctionEnv, type: LeadType): Promise<PublishedChoiceEntry[] | undefined> {
  const checked = LIVE_CHOICE_FIELDS[type]
  if (!checked) return undefined
  try {
    const rows = await serviceBackend(env).rest<{ id: string; published_data: unknown }[]>(
      "GET",
      `/documents?select=id,published_data&collection=eq.${checked.collection}&published_data=not.is.null&unpublished_at=is.null&deleted_at=is.null`,
    )
    return rows.map((row) => ({ id: row.id, data: row.published_data }))
  } catch (error) {
    console.error(`[submit-lead] the published ${checked.collection} documents could not be read; the choice is taken as sent:`, error)
    return undefined
  }
}

/**
 * The problem with a choice the form offers from the published documents (an event, a position): one
 * that is not published, or a position that has closed, is refused as the form would.
 */
function liveChoiceProblem(type: LeadType, values: Record<string, unknown>, entries: readonly PublishedChoiceEntry[]) {
  const checked = LIVE_CHOICE_FIELDS[type]
  if (!checked) return undefined
  const choices = liveChoices(
    type,
    entries.map((entry) => entry.data),
    new Date().toISOString().slice(0, 10),
  )
  return choices?.includes(String(values[checked.field])) ? undefined : { path: checked.field, message: checked.message }
}

/**
 * The visitor's words for the live choice a Swedish or German lead made (an event, a position), by its
 * English value: the date in their language and the name of the entry's live translation
 * (document_translations' published data). Nothing for an English lead or another type; when the
 * translations cannot be read, nothing either (logged): the mail names the English value, the lead stands.
 */
async function visitorChoiceLabels(
  env: FunctionEnv,
  type: LeadType,
  locale: SiteLocale,
  values: Record<string, unknown>,
  entries: readonly PublishedChoiceEntry[] | undefined,
): Promise<Record<string, string>> {
  const checked = LIVE_CHOICE_FIELDS[type]
  const value = checked && values[checked.field]
  if (!checked || !entries || typeof value !== "string" || locale === SOURCE_LOCALE) return {}
  try {
    const chosen = liveChoiceEntry(type, value, entries)
    const rows = chosen
      ? await serviceBackend(env).rest<{ document_id: string; published_data: unknown }[]>(
          "GET",
          `/document_translations?select=document_id,published_data&locale=eq.${locale}&published_at=not.is.null&document_id=eq.${encodeURIComponent(chosen.id)}`,
        )
      : []
    const label = liveChoiceLabel(type, value, entries, new Map(rows.map((row) => [row.document_id, row.published_data])), locale)
    return label ? { [value]: label } : {}
  } catch (error) {
    console.error(
      `[submit-lead] the ${locale} translations of the ${checked.collection} documents could not be read; the mail names the choice in English:`,
      error,
    )
    return {}
  }
}

/** The form field each uploaded file came in (cv, coverLetterFile, files), by its path. */
function fileFields(values: Record<string, unknown>): Map<string, string> {
  const fields = new Map<string, string>()
  for (const [key, value] of Object.entries(values))
    if (Array.isArray(value))
      for (const item of value as { path?: unknown }[]) if (typeof item?.path === "string") fields.set(item.path, key)
  return fields
}

/** The lead as submit_lead() stored it, as it answers a new one (stored_lead). */
interface StoredLeadRow {
  reference: string
  created_at: string
  consent_text: string
  consent_version: string
  consented_at: string
  page_path: string
  estimate: StoredQuoteEstimate | null
  lead_files: { object_name: string; file_name: string; size_bytes: number; word_count: number | null }[]
}

/**
 * The lead as stored (sizes as storage measured them), for the mails; failing that, as it was sent,
 * so the mails still go out.
 */
function storedLead(
  row: StoredLeadRow | null,
  sent: {
    id: string
    reference: string
    type: LeadType
    record: LeadRecord
    estimate: StoredQuoteEstimate | null
    pagePath: string
    locale: SiteLocale
  },
  fields: Map<string, string>,
): LeadToSummarise {
  const { id, reference, type, record, estimate, pagePath, locale } = sent
  const lead: LeadToSummarise = {
    id,
    reference,
    type,
    name: record.name,
    email: record.email,
    company: record.company,
    phone: record.phone,
    details: record.details,
    files: record.files.map((file) => ({
      name: file.name,
      sizeBytes: file.size,
      wordCount: file.wordCount ?? null,
      field: fields.get(file.path),
    })),
    estimate,
    consent: { text: CONSENT_TEXTS[locale], version: CONSENT_VERSION, givenAt: new Date().toISOString() },
    pagePath,
    receivedAt: new Date().toISOString(),
    locale,
  }
  if (!row) return lead
  const files: LeadFileSummary[] = [...row.lead_files]
    .sort((a, b) => a.object_name.localeCompare(b.object_name))
    .map((file) => ({
      name: file.file_name,
      sizeBytes: Number(file.size_bytes),
      wordCount: file.word_count,
      field: fields.get(file.object_name),
    }))
  return {
    ...lead,
    reference: row.reference,
    files,
    estimate: row.estimate,
    consent: { text: row.consent_text, version: row.consent_version, givenAt: row.consented_at },
    pagePath: row.page_path,
    receivedAt: row.created_at,
  }
}

/** The visitor's line on the indicative price they were shown, for their confirmation, in their language. */
function estimateForVisitor(estimate: StoredQuoteEstimate | null, locale: SiteLocale): string[] {
  if (!estimate?.shown) return []
  const copy = VISITOR_LEAD_COPY[locale]
  return [copy.estimate(estimatePrice(estimate, locale), estimateTurnaround(estimate.days, locale), copy.words(estimate.words))]
}

/**
 * The visitor's confirmation of a new lead in the lead's language: thanks, the indicative price they saw,
 * what happens next, what they sent (as their form labelled it) and, for a consultation, the invitation.
 * `now` is the moment the invitation's slot is checked against (the submit's).
 */
export function visitorConfirmation(lead: LeadToSummarise, siteUrl: string, now?: Date): FunctionMail {
  const locale = lead.locale ?? SOURCE_LOCALE
  const copy = VISITOR_LEAD_COPY[locale]
  const yourLead = copy.yourLead[lead.type]
  const slots = Array.isArray(lead.details.slots) ? lead.details.slots.map(String) : []
  const timeZone = typeof lead.details.timeZone === "string" ? lead.details.timeZone : ""
  const invitation =
    lead.type === "consultation"
      ? consultationInvitation(lead.reference, slots, String(lead.details.topic ?? copy.typeTitle.consultation), { timeZone, locale, now })
      : null
  return {
    to: [lead.email],
    kind: "lead_confirmation",
    subject: copy.subject(yourLead, lead.reference),
    ...composeMail({
      greeting: copy.greeting(lead.name),
      paragraphs: [
        copy.thanks(yourLead, lead.reference),
        ...estimateForVisitor(lead.estimate, locale),
        copy.nextSteps(copy.steps[lead.type]),
        copy.sentIntro,
      ],
      sections: summariseLead(lead, { reader: "visitor", siteUrl }),
      signature: copy.signature,
      lang: locale,
    }),
    ...(invitation
      ? {
          attachments: [
            { filename: "nordika-consultation.ics", contentType: "text/calendar; method=REQUEST; charset=utf-8", content: invitation },
          ],
        }
      : {}),
  }
}

/**
 * The visitor's confirmation (in the lead's language) and the staff notification (in English, naming
 * the lead's language) of a new lead, sent to `recipients` (see leadNotificationAddresses).
 */
async function announce(env: FunctionEnv, lead: LeadToSummarise, recipients: string[]): Promise<void> {
  const noun = LEAD_TYPE_NOUNS[lead.type]
  const locale = lead.locale ?? SOURCE_LOCALE
  const siteUrl = (env.get("SITE_URL") ?? env.get("SUPABASE_URL") ?? "").replace(/\/+$/, "")
  const visitor = visitorConfirmation(lead, siteUrl)
  const staff: FunctionMail = {
    to: recipients,
    kind: "lead_notification",
    subject: `New ${noun} ${lead.reference} from ${lead.name}${lead.company ? ` (${lead.company})` : ""}`,
    ...composeMail({
      paragraphs: [
        `A new ${noun} came in through the website from ${lead.name}${lead.company ? ` (${lead.company})` : ""}.`,
        ...(locale === SOURCE_LOCALE
          ? []
          : [
              `It was sent in ${languageName(locale)} from the ${languageName(locale)} site: the visitor's confirmation went out in ${languageName(locale)}.`,
            ]),
      ],
      link: { label: "Open it in the admin", href: leadAdminUrl(siteUrl, lead.id) },
      sections: summariseLead(lead, { reader: "staff", siteUrl }),
    }),
  }
  await Promise.all([sendMail(env, visitor), sendMail(env, staff)])
}

export default async function handler(req: Request, env: FunctionEnv): Promise<Response> {
  if (req.method === "OPTIONS") return new Response("ok", { headers: CORS_HEADERS })
  if (req.method !== "POST") return failure(405, "invalid_request", "Use POST")

  // A body that fails to arrive throws on: the runtime answers it (408 locally), it is no malformed form.
  const text = await req.text()
  const body = parseJson(text)
  const submission = leadSubmissionSchema.safeParse(body)
  if (!submission.success) {
    if (submission.error.issues.every((issue) => issue.path[0] === "locale"))
      return failure(400, "invalid_locale", `The form's language must be one of ${SITE_LOCALES.join(", ")}.`)
    return failure(400, "invalid_request", "The request is not a form submission.")
  }
  const { type, submissionId, startToken, website, pagePath, locale, fields } = submission.data

  if (website) return failure(400, "invalid_request", "This submission looks automated and was not accepted.")
  const startProblem = await startTokenProblem(env, startToken, { type, minFillTimeMs: MIN_FILL_TIME_MS })
  if (startProblem) return failure(400, startProblem, START_TOKEN_REFUSALS[startProblem])

  const checked = LEAD_FORM_SCHEMAS[type].safeParse(fields)
  if (!checked.success) {
    const issues = checked.error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message }))
    return failure(400, "invalid_fields", "Some fields need your attention.", { issues })
  }
  const values = checked.data as Record<string, unknown>
  const record = toLeadRecord(values)

  const url = env.get("SUPABASE_URL")
  const serviceKey = env.get("SUPABASE_SERVICE_ROLE_KEY")
  if (!url || !serviceKey) return failure(500, "server_error", "The form service is not configured.")
  const choiceEntries = await publishedChoiceEntries(env, type)
  const choiceProblem = choiceEntries && liveChoiceProblem(type, values, choiceEntries)
  if (choiceProblem) return failure(400, "invalid_fields", "Some fields need your attention.", { issues: [choiceProblem] })
  const limitsOff = env.get("RATE_LIMITS") === "off"
  const estimate = type === "quote" ? await quoteEstimate(env, values, record.files) : null
  const response = await (env.fetch ?? fetch)(`${url}/rest/v1/rpc/submit_lead`, {
    method: "POST",
    headers: { apikey: serviceKey, Authorization: `Bearer ${serviceKey}`, "Content-Type": "application/json" },
    body: JSON.stringify({
      lead: {
        type,
        submissionId,
        name: record.name,
        email: record.email,
        company: record.company,
        phone: record.phone,
        details: record.details,
        consentText: CONSENT_TEXTS[locale],
        consentVersion: CONSENT_VERSION,
        pagePath,
        locale,
        files: record.files.map((file) => ({ path: file.path, name: file.name, wordCount: file.wordCount })),
        estimate,
      },
      client_ip: clientAddress(req),
      max_per_window: limitsOff ? 2_147_483_647 : LEAD_RATE_LIMIT.max,
      window_seconds: LEAD_RATE_LIMIT.windowSeconds,
    }),
  })
  const result = (await response.json().catch(() => null)) as
    | { id: string; reference: string; created: boolean; stored_lead: StoredLeadRow | null; notify: unknown }[]
    | { code?: string; message?: string; hint?: string }
    | null
  if (!response.ok || !Array.isArray(result) || !result[0]) {
    const error = (result ?? {}) as { code?: string; message?: string; hint?: string }
    const refusal = DATABASE_REFUSALS[error.message as SubmitLeadErrorCode]
    if (refusal) return failure(refusal.status, error.message as SubmitLeadErrorCode, refusal.message(error.hint ?? ""))
    // The database's own check of a consultation's slots (its message is the schema's, for the visitor).
    if (error.code === "23514" && type === "consultation" && error.message?.includes("Stockholm time"))
      return failure(400, "invalid_fields", "Some fields need your attention.", { issues: [{ path: "slots", message: error.message }] })
    if (response.status === 400) return failure(400, "invalid_fields", "Some fields need your attention.")
    console.error("[submit-lead] submit_lead failed:", response.status, result)
    return failure(500, "server_error", "Your request could not be stored. Please try again in a moment.")
  }
  const { id, reference, created, stored_lead: stored, notify } = result[0]
  if (created) {
    const lead = storedLead(stored, { id, reference, type, record, estimate, pagePath, locale }, fileFields(values))
    const mails = visitorChoiceLabels(env, type, locale, values, choiceEntries)
      .then((liveChoiceLabels) => announce(env, { ...lead, liveChoiceLabels }, leadNotificationAddresses(env, notify)))
      .catch((error: unknown) => {
        // The lead is stored: the visitor gets their reference whatever became of the mails.
        console.error(`[submit-lead] the mails about ${reference} could not be written:`, error)
      })
    // The visitor's answer waits for the lead to be stored, not for the mails about it.
    if (env.waitUntil) env.waitUntil(mails)
    else await mails
  }
  return json({ reference, id })
}
