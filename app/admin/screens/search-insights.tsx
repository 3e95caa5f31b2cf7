import { useState } from "react"
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import { Skeleton } from "@nordika/ui"
import { ErrorState, SearchInsightsReport, SynonymEditor } from "@nordika/ui/admin"
import { useAuth } from "../../auth/auth-provider"
import {
  deleteSynonymGroup,
  loadSearchInsights,
  loadSynonyms,
  saveSynonymGroup,
  SEARCH_INSIGHT_PERIODS,
  synonymGroupSchema,
  type SearchInsightPeriod,
  type SearchLocale,
} from "../../data/admin-search"
import { AdminScreenPage } from "../admin-screen"

const PERIODS = SEARCH_INSIGHT_PERIODS.map((days) => ({
  value: String(days),
  label: days === 365 ? "Last 12 months" : `Last ${days} days`,
}))
const LOCALES = [
  { value: "all", label: "Every language" },
  { value: "en", label: "English" },
  { value: "sv", label: "Swedish" },
  { value: "de", label: "German" },
]
const SYNONYMS_KEY = ["search-synonyms"] as const

/** A failure's sentence for the editor: the database's check in words, or the network. */
function failureText(error: unknown): string {
  return error instanceof Error && error.message ? error.message : "Could not save. Check your connection and try again."
}

/**
 * /admin/search-insights (admins and editors, whom search_queries' policy lets read it): what visitors
 * searched for and did not find, over 30, 90 or 365 days, and the synonyms the site search applies.
 */
export default function SearchInsightsScreen() {
  const { client } = useAuth()
  const queryClient = useQueryClient()
  const [period, setPeriod] = useState<SearchInsightPeriod>(30)
  const [locale, setLocale] = useState<SearchLocale | "all">("all")
  const insights = useQuery({ queryKey: ["search-insights", period, locale], queryFn: () => loadSearchInsights(client, period, locale) })
  const synonyms = useQuery({ queryKey: SYNONYMS_KEY, queryFn: () => loadSynonyms(client) })
  const save = useMutation({
    mutationFn: (input: { id: string | null; values: { locale: string; terms: string } }) => {
      const parsed = synonymGroupSchema.safeParse(input.values)
      if (!parsed.success) throw new Error(parsed.error.issues[0]?.message ?? "Check the terms")
      return saveSynonymGroup(client, input.id, parsed.data)
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SYNONYMS_KEY }),
  })
  const remove = useMutation({
    mutationFn: (id: string) => deleteSynonymGroup(client, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SYNONYMS_KEY }),
  })

  return (
    <AdminScreenPage>
      <div className="flex flex-col gap-10">
        {insights.isPending ? (
          <Skeleton className="h-72 w-full rounded-xl" />
        ) : insights.isError ? (
          <ErrorState
            description="What visitors searched for could not be read."
            error={insights.error}
            onRetry={() => void insights.refetch()}
          />
        ) : (
          <SearchInsightsReport
            period={String(period)}
            periods={PERIODS}
            onPeriodChange={(value) => setPeriod(Number(value) as SearchInsightPeriod)}
            locale={locale}
            locales={LOCALES}
            onLocaleChange={(value) => setLocale(value as SearchLocale | "all")}
            totals={insights.data.totals}
            top={insights.data.top}
            noResults={insights.data.noResults}
          />
        )}
        <section className="flex flex-col gap-3" aria-labelledby="synonyms-heading">
          <div>
            <h2 id="synonyms-heading" className="text-base font-semibold">
              Synonyms
            </h2>
            <p className="text-sm text-muted-foreground">
              Terms the site search treats as one: a search for any of them finds pages with the others. Changes apply to the next search.
            </p>
          </div>
          {synonyms.isPending ? (
            <Skeleton className="h-40 w-full rounded-xl" />
          ) : synonyms.isError ? (
            <ErrorState description="The synonyms could not be read." error={synonyms.error} onRetry={() => void synonyms.refetch()} />
          ) : (
            <SynonymEditor
              groups={synonyms.data}
              locales={LOCALES}
              onSave={(id, values) => save.mutateAsync({ id, values }).then(() => null, failureText)}
              onDelete={(id) => remove.mutateAsync(id).then(() => null, failureText)}
            />
          )}
        </section>
      </div>
    </AdminScreenPage>
  )
}
