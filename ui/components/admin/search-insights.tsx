import * as React from "react"
import { Pencil, SearchX, Trash2, TrendingUp } from "lucide-react"
import { Button } from "../button"
import { Input } from "../input"
import { EmptyState } from "./empty-state"
import { FilterSelect } from "./filter-select"
import { StatCard } from "./stat-card"

export interface SearchQueryStat {
  query: string
  /** The language searched in: en, sv or de. */
  locale: string
  searches: number
  noResults: number
  /** Searches after which a result was opened. */
  opened: number
}

export interface SearchInsightsReportProps {
  /** The period shown, one of `periods`' values. */
  period: string
  /** The periods to choose from ("30", "90", "365" days). */
  periods: readonly { value: string; label: string }[]
  /** The reader chose another period. */
  onPeriodChange: (period: string) => void
  /** The language shown, one of `locales`' values. */
  locale: string
  /** The languages to choose from, "all" first. */
  locales: readonly { value: string; label: string }[]
  /** The reader chose another language. */
  onLocaleChange: (locale: string) => void
  /** The period's searches, those that found nothing and those after which a result was opened. */
  totals: { searches: number; noResults: number; opened: number }
  /** The most frequent queries, most searched first. */
  top: readonly SearchQueryStat[]
  /** The most frequent queries that found nothing: content the site is missing. */
  noResults: readonly SearchQueryStat[]
}

const LOCALE_NAMES: Record<string, string> = { en: "English", sv: "Swedish", de: "German" }

/** "42%", or "–" when nothing was searched. */
export function openRate(opened: number, searches: number): string {
  return searches === 0 ? "–" : `${Math.round((opened / searches) * 100)}%`
}

function QueryTable({ caption, rows, id }: { caption: string; rows: readonly SearchQueryStat[]; id: string }) {
  return (
    <div className="overflow-x-auto rounded-xl border border-border bg-card">
      <table aria-labelledby={id} className="w-full text-sm">
        <thead className="text-left text-xs text-muted-foreground">
          <tr className="border-b border-border">
            <th scope="col" className="px-4 py-2 font-medium">
              Query
            </th>
            <th scope="col" className="px-4 py-2 font-medium">
              Language
            </th>
            <th scope="col" className="px-4 py-2 text-right font-medium">
              Searches
            </th>
            <th scope="col" className="px-4 py-2 text-right font-medium">
              {caption === "no-results" ? "No results" : "Open rate"}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={`${row.locale}:${row.query}`} className="border-b border-border last:border-0">
              <td className="px-4 py-2 font-medium break-all">{row.query}</td>
              <td className="px-4 py-2 text-muted-foreground">{LOCALE_NAMES[row.locale] ?? row.locale}</td>
              <td className="px-4 py-2 text-right tabular-nums">{row.searches}</td>
              <td className="px-4 py-2 text-right tabular-nums">
                {caption === "no-results" ? row.noResults : openRate(row.opened, row.searches)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

/**
 * What visitors searched for over a period: the totals, the most asked queries with how often a result
 * was opened, and the queries that found nothing (which point at missing content). No personal data:
 * the database keeps only the normalised query, the language, the count and the day.
 */
export function SearchInsightsReport({
  period,
  periods,
  onPeriodChange,
  locale,
  locales,
  onLocaleChange,
  totals,
  top,
  noResults,
}: SearchInsightsReportProps) {
  const topId = React.useId()
  const noneId = React.useId()
  return (
    <div data-slot="search-insights" className="flex flex-col gap-6">
      <div className="flex flex-wrap gap-3">
        <FilterSelect label="Period" value={period} options={periods} onValueChange={onPeriodChange} className="w-44" />
        <FilterSelect label="Language" value={locale} options={locales} onValueChange={onLocaleChange} className="w-44" />
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <StatCard label="Searches" value={totals.searches} icon={TrendingUp} />
        <StatCard
          label="Without results"
          value={totals.noResults}
          hint={totals.searches ? `${Math.round((totals.noResults / totals.searches) * 100)}% of searches` : undefined}
          icon={SearchX}
        />
        <StatCard label="Open rate" value={openRate(totals.opened, totals.searches)} hint="Searches after which a result was opened" />
      </div>
      {totals.searches === 0 ? (
        <EmptyState
          icon={TrendingUp}
          title="No searches in this period"
          description="Visitors' searches on the website show here a moment after they search. Choose a longer period or every language, or check that the site's search is linked from the header."
        />
      ) : (
        <div className="grid gap-6 xl:grid-cols-2">
          <section className="flex flex-col gap-2">
            <h2 id={topId} className="text-base font-semibold">
              Top queries
            </h2>
            <QueryTable caption="top" rows={top} id={topId} />
          </section>
          <section className="flex flex-col gap-2">
            <h2 id={noneId} className="text-base font-semibold">
              Queries with no results
            </h2>
            {noResults.length === 0 ? (
              <EmptyState
                headingLevel="h3"
                icon={SearchX}
                title="Every search found something"
                description="A query that finds nothing shows here: write the page it asks for, or add a synonym below."
              />
            ) : (
              <QueryTable caption="no-results" rows={noResults} id={noneId} />
            )}
          </section>
        </div>
      )}
    </div>
  )
}

export interface SynonymGroupRow {
  id: string
  /** en, sv, de, or null for every language. */
  locale: string | null
  terms: readonly string[]
}

export interface SynonymEditorProps {
  /** The synonym groups staff keep, per language or for every language. */
  groups: readonly SynonymGroupRow[]
  /** Checks and saves a group (id null: a new one); resolves to an error sentence, or null when saved. */
  onSave: (id: string | null, values: { locale: string; terms: string }) => Promise<string | null>
  /** Deletes a group; resolves to an error sentence, or null when deleted. */
  onDelete: (id: string) => Promise<string | null>
  /** The language choices, "all" first. */
  locales: readonly { value: string; label: string }[]
}

function SynonymForm({
  initial,
  locales,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  initial: { locale: string; terms: string }
  locales: SynonymEditorProps["locales"]
  submitLabel: string
  onSubmit: (values: { locale: string; terms: string }) => Promise<string | null>
  onCancel?: () => void
}) {
  const [locale, setLocale] = React.useState(initial.locale)
  const [terms, setTerms] = React.useState(initial.terms)
  const [error, setError] = React.useState<string | null>(null)
  const [saving, setSaving] = React.useState(false)
  const termsId = React.useId()
  const errorId = React.useId()
  return (
    <form
      data-slot="synonym-form"
      className="flex flex-col gap-3 sm:flex-row sm:items-end"
      onSubmit={(event) => {
        event.preventDefault()
        setSaving(true)
        void onSubmit({ locale, terms }).then((failure) => {
          setSaving(false)
          setError(failure)
          if (!failure && !onCancel) setTerms("")
        })
      }}
    >
      <FilterSelect label="Language" value={locale} options={locales} onValueChange={setLocale} className="sm:w-40" />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <label htmlFor={termsId} className="text-xs font-medium text-muted-foreground">
          Terms, separated by commas
        </label>
        <Input
          id={termsId}
          value={terms}
          onChange={(event) => setTerms(event.target.value)}
          placeholder="l10n, localisation, localization"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="h-8"
        />
        {error && (
          <p id={errorId} role="alert" className="text-xs text-destructive">
            {error}
          </p>
        )}
      </div>
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={saving}>
          {submitLabel}
        </Button>
        {onCancel && (
          <Button type="button" size="sm" variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  )
}

/** The synonym groups staff edit: each language's groups of terms a search treats as one, added, changed and removed here. */
export function SynonymEditor({ groups, onSave, onDelete, locales }: SynonymEditorProps) {
  const [editing, setEditing] = React.useState<string | null>(null)
  const [deleteError, setDeleteError] = React.useState<string | null>(null)
  const labelOf = (locale: string | null) => locales.find((option) => option.value === (locale ?? "all"))?.label ?? locale
  return (
    <div data-slot="synonym-editor" className="flex flex-col gap-4">
      <SynonymForm
        initial={{ locale: "all", terms: "" }}
        locales={locales}
        submitLabel="Add group"
        onSubmit={(values) => onSave(null, values)}
      />
      {deleteError && (
        <p role="alert" className="text-sm text-destructive">
          {deleteError}
        </p>
      )}
      {groups.length === 0 ? (
        <EmptyState
          headingLevel="h3"
          title="No synonyms yet"
          description="Add a group of terms visitors use for the same thing (l10n, localisation): a search for one finds pages with any of them."
        />
      ) : (
        <ul className="flex flex-col divide-y divide-border rounded-xl border border-border bg-card">
          {groups.map((group) => (
            <li key={group.id} className="px-4 py-3">
              {editing === group.id ? (
                <SynonymForm
                  initial={{ locale: group.locale ?? "all", terms: group.terms.join(", ") }}
                  locales={locales}
                  submitLabel="Save"
                  onSubmit={async (values) => {
                    const failure = await onSave(group.id, values)
                    if (!failure) setEditing(null)
                    return failure
                  }}
                  onCancel={() => setEditing(null)}
                />
              ) : (
                <div className="flex flex-wrap items-center gap-3">
                  <span className="w-28 shrink-0 text-xs text-muted-foreground">{labelOf(group.locale)}</span>
                  <span className="min-w-0 flex-1 text-sm">{group.terms.join(", ")}</span>
                  <Button size="sm" variant="ghost" onClick={() => setEditing(group.id)} aria-label={`Edit ${group.terms.join(", ")}`}>
                    <Pencil aria-hidden="true" />
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={`Remove ${group.terms.join(", ")}`}
                    onClick={() => void onDelete(group.id).then(setDeleteError)}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
