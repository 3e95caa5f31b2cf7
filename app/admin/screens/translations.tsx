import { useState } from "react"
import { useQuery } from "@tanstack/react-query"
import { useSearchParams } from "react-router-dom"
import {
  ErrorState,
  TRANSLATION_DOCUMENT_FILTERS,
  TranslationDocumentTable,
  TranslationLanguageCard,
  TranslationOutdatedList,
  TRANSLATION_LANGUAGE_LABELS,
  type TranslationDocumentFilter,
  type TranslationDocumentRow,
  type TranslationLanguageName,
} from "@nordika/ui/admin"
import { unitFromId } from "#shared/translation/unit"
import { useAuth } from "../../auth/auth-provider"
import { loadDocumentTranslationTotals, loadTranslationOverview, type DocumentTranslationTotals } from "../../data/translation-workspace"
import { AdminScreenPage } from "../admin-screen"
import { adminHref } from "../paths"
import { documentStatus, waitingWords } from "../translations/workspace-view"
import { XliffExchangePanel } from "../translations/xliff-exchange-panel"

/** The editor of a document or a content section (its unitId: the document's id, or "section:<key>") in a language. */
export function translationEditorHref(unitId: string, locale: TranslationLanguageName) {
  const unit = unitFromId(unitId)
  return adminHref(unit && "section" in unit ? `translations/sections/${unit.section}/${locale}` : `translations/${unitId}/${locale}`)
}

const isFilter = (value: string | null): value is TranslationDocumentFilter =>
  TRANSLATION_DOCUMENT_FILTERS.includes(value as TranslationDocumentFilter)

/**
 * /admin/translations: per language the reader translates, the share of the site published, the words
 * waiting per state and the documents and sections outdated longest (translation_overview()); then every
 * live document and published home page section with its state per language, filterable (the
 * filter lives in the address).
 */
export default function TranslationsScreen() {
  const { client } = useAuth()
  const [params, setParams] = useSearchParams()
  const filter = isFilter(params.get("show")) ? (params.get("show") as TranslationDocumentFilter) : "all"
  const [now] = useState(() => Date.now())
  const overview = useQuery({ queryKey: ["translations", "overview"], queryFn: () => loadTranslationOverview(client) })
  const documents = useQuery({
    queryKey: ["translations", "documents"],
    queryFn: async (): Promise<TranslationDocumentRow[]> => {
      const byUnit = new Map<string, Partial<Record<TranslationLanguageName, DocumentTranslationTotals>>>()
      for (const totals of await loadDocumentTranslationTotals(client))
        byUnit.set(totals.unitId, { ...byUnit.get(totals.unitId), [totals.locale]: totals })
      return [...byUnit.values()].map((languages) => {
        const { unitId, title, path } = (languages.sv ?? languages.de)!
        // Only the languages the reader translates come back (the totals are read as the reader): a
        // Swedish translator's rows have no German, which their list does not show.
        const states = Object.fromEntries(
          Object.entries(languages).map(([locale, totals]) => [
            locale,
            { status: documentStatus(totals.words, totals), waitingWords: waitingWords(totals.words) },
          ]),
        )
        return { id: unitId, title, path, languages: states }
      })
    },
  })

  return (
    <AdminScreenPage>
      <div className="flex flex-col gap-6">
        {overview.isError ? (
          <ErrorState
            headingLevel="h2"
            description="The translation figures could not be read."
            error={overview.error}
            onRetry={() => void overview.refetch()}
          />
        ) : overview.data?.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            You translate no language yet: an administrator gives translators their languages.
          </p>
        ) : (
          <>
            <div className="grid gap-4 md:grid-cols-2">
              {(overview.data ?? []).map((language) => (
                <TranslationLanguageCard
                  key={language.locale}
                  summary={{
                    locale: language.locale,
                    publishedDocuments: language.published,
                    totalDocuments: language.documents,
                    wordsByState: language.words,
                  }}
                />
              ))}
            </div>
            {overview.data && (
              <div className="grid gap-4 md:grid-cols-2">
                {overview.data.map((language) => (
                  <XliffExchangePanel
                    key={language.locale}
                    locale={language.locale}
                    what={{ batch: "outdated_untranslated" }}
                    exportLabel={`every ${TRANSLATION_LANGUAGE_LABELS[language.locale]} segment that is outdated or untranslated`}
                    unitLink={(unit) => ({
                      href: unit.documentId
                        ? `${translationEditorHref(unit.documentId, language.locale)}#target-${unit.unitId}`
                        : undefined,
                    })}
                  />
                ))}
              </div>
            )}
            {overview.data && (
              <TranslationOutdatedList
                now={now}
                editorHref={translationEditorHref}
                items={overview.data
                  .flatMap((language) =>
                    language.outdated.map(({ unitId, ...item }) => ({
                      ...item,
                      documentId: unitId,
                      locale: language.locale,
                      outdatedSince: item.since,
                    })),
                  )
                  .sort((a, b) => a.outdatedSince.localeCompare(b.outdatedSince))}
              />
            )}
          </>
        )}
        {documents.isError ? (
          <ErrorState
            headingLevel="h2"
            description="The documents could not be read."
            error={documents.error}
            onRetry={() => void documents.refetch()}
          />
        ) : documents.data ? (
          <TranslationDocumentTable
            rows={documents.data}
            filter={filter}
            onFilterChange={(next) => setParams(next === "all" ? {} : { show: next }, { replace: true })}
            editorHref={translationEditorHref}
            locales={overview.data?.map((language) => language.locale)}
          />
        ) : (
          <p className="text-sm text-muted-foreground">Reading the documents…</p>
        )}
      </div>
    </AdminScreenPage>
  )
}
