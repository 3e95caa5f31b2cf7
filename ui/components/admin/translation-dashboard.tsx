import * as React from "react"
import { plural } from "../../lib/plural"
import { formatCount } from "../../lib/format-number"
import { SmartLink } from "../../lib/link-context"
import { cn } from "../../lib/utils"
import { Badge } from "../badge"
import { Progress } from "../progress"

/** The languages the site is translated into, as the workspace names them. */
export const TRANSLATION_LANGUAGE_NAMES = ["sv", "de"] as const
export type TranslationLanguageName = (typeof TRANSLATION_LANGUAGE_NAMES)[number]
/** Each language as staff read it (in English, as the admin is). */
export const TRANSLATION_LANGUAGE_LABELS = { sv: "Swedish", de: "German" } as const satisfies Record<TranslationLanguageName, string>

/** A segment's states in one language, in the order work moves them. */
export const SEGMENT_STATE_NAMES = ["untranslated", "machine_draft", "translated", "approved", "outdated"] as const
export type SegmentStateName = (typeof SEGMENT_STATE_NAMES)[number]
export const SEGMENT_STATE_LABELS = {
  untranslated: "Untranslated",
  machine_draft: "Machine draft",
  translated: "Translated",
  approved: "Approved",
  outdated: "Outdated",
} as const satisfies Record<SegmentStateName, string>

const SEGMENT_STATE_BADGE = {
  untranslated: "outline",
  machine_draft: "secondary",
  translated: "default",
  approved: "success",
  outdated: "destructive",
} as const satisfies Record<SegmentStateName, "default" | "secondary" | "success" | "destructive" | "outline">

/** A segment's state as a chip. */
export function SegmentStateBadge({
  state,
  className,
  ...props
}: {
  /** The state, as its word and colour. */
  state: SegmentStateName
} & React.ComponentProps<"span">) {
  return (
    <Badge variant={SEGMENT_STATE_BADGE[state]} data-state={state} className={className} {...props}>
      {SEGMENT_STATE_LABELS[state]}
    </Badge>
  )
}

/** One language's figures on the dashboard. */
export interface TranslationLanguageSummary {
  locale: TranslationLanguageName
  /** Documents and content sections whose version in this language is live. */
  publishedDocuments: number
  /** Documents and content sections that need one (every live English document and section). */
  totalDocuments: number
  /** Words of the language's segments in each state. */
  wordsByState: Record<SegmentStateName, number>
}

/** A share in whole percent, rounded down: 100% only when nothing is missing (274 of 275 is 99%, not 100%). */
const percentOf = (part: number, whole: number) => (whole === 0 ? 0 : Math.floor((100 * part) / whole))

/** A language's share of the site published and the words waiting in each state. */
export function TranslationLanguageCard({
  summary,
  className,
  ...props
}: {
  /** The language's figures. */
  summary: TranslationLanguageSummary
} & React.ComponentProps<"section">) {
  const headingId = React.useId()
  const share = percentOf(summary.publishedDocuments, summary.totalDocuments)
  const language = TRANSLATION_LANGUAGE_LABELS[summary.locale]
  return (
    <section
      data-slot="translation-language-card"
      aria-labelledby={headingId}
      className={cn("flex flex-col gap-3 rounded-xl border border-border bg-card p-4 text-card-foreground", className)}
      {...props}
    >
      <h2 id={headingId} className="font-heading text-lg font-semibold">
        {language}
      </h2>
      <p className="text-sm">
        <span className="font-heading text-2xl font-semibold tabular-nums">{share}%</span> of the site published{" "}
        <span className="text-muted-foreground">
          ({formatCount(summary.publishedDocuments)} of {plural(summary.totalDocuments, "document or section", "documents and sections")})
        </span>
      </p>
      <Progress value={share} aria-label={`${language} published`} />
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-3" aria-label={`${language} words by state`}>
        {SEGMENT_STATE_NAMES.map((state) => (
          <div key={state} className="flex items-baseline justify-between gap-2 sm:flex-col sm:items-start sm:justify-start">
            <dt className="text-muted-foreground">{SEGMENT_STATE_LABELS[state]}</dt>
            <dd className="font-medium tabular-nums" data-state={state}>
              {plural(summary.wordsByState[state], "word", "words")}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  )
}

/** A document whose translation fell behind its English source. */
export interface OutdatedTranslation {
  documentId: string
  title: string
  locale: TranslationLanguageName
  /** When its English source changed (ISO). */
  outdatedSince: string
  /** Words of its outdated segments. */
  words: number
  /** The English was published again and its segments are being brought up to date (its outdated words are not known yet). */
  syncPending?: boolean
}

const DAY_MS = 86_400_000
export const OUTDATED_EMPTY_MESSAGE = "No translation is behind its English page."

/** The documents outdated longest, oldest first, each a link to its editor in that language. */
export function TranslationOutdatedList({
  items,
  editorHref,
  now,
  className,
  ...props
}: {
  /** The outdated documents per language, outdated longest first. */
  items: readonly OutdatedTranslation[]
  /** The editor's address for a document in a language. */
  editorHref: (documentId: string, locale: TranslationLanguageName) => string
  /** The time the ages are counted to (ms): the screen's load time, so a render stays pure. */
  now: number
} & React.ComponentProps<"section">) {
  const headingId = React.useId()
  return (
    <section data-slot="translation-outdated-list" aria-labelledby={headingId} className={cn("flex flex-col gap-2", className)} {...props}>
      <h2 id={headingId} className="font-heading text-lg font-semibold">
        Outdated longest
      </h2>
      {items.length === 0 ? (
        <p className="text-sm text-muted-foreground">{OUTDATED_EMPTY_MESSAGE}</p>
      ) : (
        <ol className="flex flex-col divide-y divide-border rounded-xl border border-border bg-card">
          {items.map((item) => {
            const days = Math.max(0, Math.floor((now - Date.parse(item.outdatedSince)) / DAY_MS))
            return (
              <li
                key={`${item.documentId}-${item.locale}`}
                className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 px-4 py-2"
              >
                <SmartLink
                  href={editorHref(item.documentId, item.locale)}
                  className="font-medium text-primary underline-offset-4 hover:underline"
                >
                  {item.title} <span className="text-muted-foreground">({TRANSLATION_LANGUAGE_LABELS[item.locale]})</span>
                </SmartLink>
                <span className="text-sm text-muted-foreground tabular-nums">
                  {days === 0 ? "since today" : `for ${plural(days, "day", "days")}`} ·{" "}
                  {item.syncPending && item.words === 0 ? "English just changed, segments updating" : plural(item.words, "word", "words")}
                </span>
              </li>
            )
          })}
        </ol>
      )}
    </section>
  )
}

/** Where a document stands in one language, as the list sums its segments up. */
export const DOCUMENT_TRANSLATION_STATUS_NAMES = ["published", "ready", "outdated", "needs_review", "in_progress", "untranslated"] as const
export type DocumentTranslationStatus = (typeof DOCUMENT_TRANSLATION_STATUS_NAMES)[number]
export const DOCUMENT_TRANSLATION_STATUS_LABELS = {
  published: "Published",
  ready: "Ready to publish",
  outdated: "Outdated",
  needs_review: "Needs review",
  in_progress: "In progress",
  untranslated: "Untranslated",
} as const satisfies Record<DocumentTranslationStatus, string>

const STATUS_BADGE = {
  published: "success",
  ready: "default",
  outdated: "destructive",
  needs_review: "default",
  in_progress: "secondary",
  untranslated: "outline",
} as const satisfies Record<DocumentTranslationStatus, "default" | "secondary" | "success" | "destructive" | "outline">

/** One document of the list with its state per language. */
export interface TranslationDocumentRow {
  id: string
  title: string
  /** The English page's address. */
  path: string
  /** Its state in each language the reader translates (a translator's own languages only). */
  languages: Partial<
    Record<TranslationLanguageName, { status: DocumentTranslationStatus; /** Words not yet approved. */ waitingWords: number }>
  >
}

/** The list's filters: every document, or those with a language in that state. */
export const TRANSLATION_DOCUMENT_FILTERS = ["all", "outdated", "needs_review", "ready", "untranslated"] as const
export type TranslationDocumentFilter = (typeof TRANSLATION_DOCUMENT_FILTERS)[number]
const FILTER_LABELS = {
  all: "All",
  outdated: "Outdated",
  needs_review: "Needs review",
  ready: "Ready to publish",
  untranslated: "Untranslated",
} as const satisfies Record<TranslationDocumentFilter, string>
export const TRANSLATION_DOCUMENTS_EMPTY_MESSAGE = "No document matches this filter."

const matchesFilter = (row: TranslationDocumentRow, filter: TranslationDocumentFilter, locales: readonly TranslationLanguageName[]) =>
  filter === "all" || locales.some((locale) => row.languages[locale]?.status === filter)

export interface TranslationDocumentTableProps extends React.ComponentProps<"section"> {
  /** Every live document with its state per language. */
  rows: readonly TranslationDocumentRow[]
  /** The documents shown: all, or those with a language in that state. */
  filter: TranslationDocumentFilter
  /** The reader chose another filter. */
  onFilterChange: (filter: TranslationDocumentFilter) => void
  /** The editor's address for a document in a language. */
  editorHref: (documentId: string, locale: TranslationLanguageName) => string
  /** The languages the reader translates, each a column and counted by the filters. @default every language */
  locales?: readonly TranslationLanguageName[]
}

/**
 * Every document with its state in each language the reader translates, filterable, each language a
 * link to its editor. A translator sees their own languages only.
 */
export function TranslationDocumentTable({
  rows,
  filter,
  onFilterChange,
  editorHref,
  locales = TRANSLATION_LANGUAGE_NAMES,
  className,
  ...props
}: TranslationDocumentTableProps) {
  const headingId = React.useId()
  const shown = rows.filter((row) => matchesFilter(row, filter, locales))
  return (
    <section data-slot="translation-document-table" aria-labelledby={headingId} className={cn("flex flex-col gap-3", className)} {...props}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="font-heading text-lg font-semibold">
          Documents
        </h2>
        <div role="group" aria-label="Show documents" className="inline-flex flex-wrap rounded-md border border-border bg-muted p-0.5">
          {TRANSLATION_DOCUMENT_FILTERS.map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={filter === option}
              onClick={() => onFilterChange(option)}
              className="inline-flex h-7 items-center gap-1.5 rounded-sm px-2.5 text-xs font-medium text-muted-foreground transition-colors hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none aria-pressed:bg-background aria-pressed:text-foreground aria-pressed:shadow-sm"
            >
              {FILTER_LABELS[option]}
              <span className="tabular-nums">{rows.filter((row) => matchesFilter(row, option, locales)).length}</span>
            </button>
          ))}
        </div>
      </div>
      <div className="overflow-x-auto rounded-xl border border-border">
        <table className="w-full text-sm">
          <caption className="sr-only">Documents and their translations</caption>
          <thead className="bg-muted text-left text-muted-foreground">
            <tr>
              <th scope="col" className="px-4 py-2 font-medium">
                Document
              </th>
              {locales.map((locale) => (
                <th key={locale} scope="col" className="px-4 py-2 font-medium">
                  {TRANSLATION_LANGUAGE_LABELS[locale]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {shown.length === 0 ? (
              <tr>
                <td colSpan={1 + locales.length} className="px-4 py-6 text-center text-muted-foreground">
                  {TRANSLATION_DOCUMENTS_EMPTY_MESSAGE}
                </td>
              </tr>
            ) : (
              shown.map((row) => (
                <tr key={row.id}>
                  <th scope="row" className="px-4 py-2 text-left font-medium">
                    {row.title}
                    <span className="block text-xs font-normal text-muted-foreground">{row.path}</span>
                  </th>
                  {locales.map((locale) => {
                    const { status, waitingWords } = row.languages[locale] ?? { status: "untranslated", waitingWords: 0 }
                    return (
                      <td key={locale} className="px-4 py-2">
                        <SmartLink
                          href={editorHref(row.id, locale)}
                          className="inline-flex flex-wrap items-center gap-2 rounded-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                        >
                          <span className="sr-only">
                            {row.title} in {TRANSLATION_LANGUAGE_LABELS[locale]}:{" "}
                          </span>
                          <Badge variant={STATUS_BADGE[status]} data-status={status}>
                            {DOCUMENT_TRANSLATION_STATUS_LABELS[status]}
                          </Badge>
                          {waitingWords > 0 && (
                            <span className="text-xs text-muted-foreground tabular-nums">
                              {plural(waitingWords, "word", "words")} waiting
                            </span>
                          )}
                        </SmartLink>
                      </td>
                    )
                  })}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
    </section>
  )
}

/** What a translator-role account may do in a language: nothing, translate, or also review. */
export const LANGUAGE_ROLE_NAMES = ["none", "translator", "reviewer"] as const
export type LanguageRoleName = (typeof LANGUAGE_ROLE_NAMES)[number]
const LANGUAGE_ROLE_LABELS = { none: "No access", translator: "Translator", reviewer: "Reviewer" } as const satisfies Record<
  LanguageRoleName,
  string
>

/** A translator-role account and its role in each language. */
export interface TranslationTeamMember {
  id: string
  name: string
  email: string
  roles: Record<TranslationLanguageName, LanguageRoleName>
}

export const TRANSLATION_TEAM_EMPTY_MESSAGE =
  "No account has the translator role yet: invite one under Users with the Translator role, then give it its languages here."

/** The linguists and their role per language, each changeable; admins and editors need none (they translate and review everything). */
export function TranslationTeamTable({
  members,
  onRoleChange,
  busy = false,
  className,
  ...props
}: {
  /** The staff with their role per language. */
  members: readonly TranslationTeamMember[]
  /** An administrator changed a member's role in a language. */
  onRoleChange: (userId: string, locale: TranslationLanguageName, role: LanguageRoleName) => void
  /** A change is being saved. @default false */
  busy?: boolean
} & React.ComponentProps<"div">) {
  if (members.length === 0) return <p className={cn("text-sm text-muted-foreground", className)}>{TRANSLATION_TEAM_EMPTY_MESSAGE}</p>
  return (
    <div data-slot="translation-team-table" className={cn("overflow-x-auto rounded-xl border border-border", className)} {...props}>
      <table className="w-full text-sm">
        <caption className="sr-only">Translators and their languages</caption>
        <thead className="bg-muted text-left text-muted-foreground">
          <tr>
            <th scope="col" className="px-4 py-2 font-medium">
              Translator
            </th>
            {TRANSLATION_LANGUAGE_NAMES.map((locale) => (
              <th key={locale} scope="col" className="px-4 py-2 font-medium">
                {TRANSLATION_LANGUAGE_LABELS[locale]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {members.map((member) => (
            <tr key={member.id}>
              <th scope="row" className="px-4 py-2 text-left font-medium">
                {member.name}
                <span className="block text-xs font-normal text-muted-foreground">{member.email}</span>
              </th>
              {TRANSLATION_LANGUAGE_NAMES.map((locale) => (
                <td key={locale} className="px-4 py-2">
                  <select
                    aria-label={`${member.name} in ${TRANSLATION_LANGUAGE_LABELS[locale]}`}
                    value={member.roles[locale]}
                    disabled={busy}
                    onChange={(event) => onRoleChange(member.id, locale, event.target.value as LanguageRoleName)}
                    className="h-9 rounded-md border border-input bg-background px-2 text-sm text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                  >
                    {LANGUAGE_ROLE_NAMES.map((role) => (
                      <option key={role} value={role}>
                        {LANGUAGE_ROLE_LABELS[role]}
                      </option>
                    ))}
                  </select>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
