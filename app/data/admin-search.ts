/**
 * The admin's searches (20261206000100_admin_search.sql), as the signed-in staff member: the command
 * palette's admin_search() and the Search insights screen's search_insights() and synonyms. Row level
 * security decides what each role gets; these only call and shape.
 */
import type { SupabaseClient } from "@supabase/supabase-js"
import { z } from "zod"
import type { Database } from "./database.types"

type Client = SupabaseClient<Database>

const ADMIN_SEARCH_CATEGORIES = ["document", "translation", "lead", "user", "media"] as const
type AdminSearchCategory = (typeof ADMIN_SEARCH_CATEGORIES)[number]

export interface AdminSearchHit {
  category: AdminSearchCategory
  id: string
  title: string
  detail: string
  locale: string | null
  kind: string | null
  status: string | null
}

/** At most this many records of each kind in the palette. */
const ADMIN_SEARCH_PER_GROUP = 5
/** The database's limit on a query (QLONG past it). */
const ADMIN_SEARCH_MAX_LENGTH = 200

/** A failed search, with the sentence to show. */
export class AdminSearchError extends Error {
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message)
  }
}

/** The records the caller may open that match `query`, by kind; [] for a blank query. */
export async function adminSearch(client: Client, query: string, signal?: AbortSignal): Promise<AdminSearchHit[]> {
  const q = query.trim()
  if (q === "") return []
  let call = client.rpc("admin_search", { q: q.slice(0, ADMIN_SEARCH_MAX_LENGTH), per_group: ADMIN_SEARCH_PER_GROUP })
  if (signal) call = call.abortSignal(signal)
  const { data, error } = await call
  if (error)
    throw new AdminSearchError(
      error.code?.startsWith("Q") ? error.message : "The search failed. Try again in a moment.",
      error.code ?? "unknown",
    )
  return (data as AdminSearchHit[]).filter((hit) => (ADMIN_SEARCH_CATEGORIES as readonly string[]).includes(hit.category))
}

export const SEARCH_INSIGHT_PERIODS = [30, 90, 365] as const
export type SearchInsightPeriod = (typeof SEARCH_INSIGHT_PERIODS)[number]
const SEARCH_LOCALES = ["en", "sv", "de"] as const
export type SearchLocale = (typeof SEARCH_LOCALES)[number]

interface SearchInsightRow {
  query: string
  locale: SearchLocale
  searches: number
  noResults: number
  opened: number
}

export interface SearchInsights {
  totals: { searches: number; noResults: number; opened: number }
  top: SearchInsightRow[]
  noResults: SearchInsightRow[]
}

/** What visitors searched for over the period, in one language or all. */
export async function loadSearchInsights(
  client: Client,
  period: SearchInsightPeriod,
  locale: SearchLocale | "all",
): Promise<SearchInsights> {
  const { data, error } = await client.rpc("search_insights", { period_days: period, ...(locale === "all" ? {} : { only_locale: locale }) })
  if (error) throw error
  const rows = data.map((row) => ({
    list: row.list,
    query: row.query,
    locale: row.locale as SearchLocale,
    searches: row.searches,
    noResults: row.no_results,
    opened: row.opened,
  }))
  const total = rows.find((row) => row.list === "total")
  return {
    totals: { searches: total?.searches ?? 0, noResults: total?.noResults ?? 0, opened: total?.opened ?? 0 },
    top: rows.filter((row) => row.list === "top"),
    noResults: rows.filter((row) => row.list === "none"),
  }
}

export interface SynonymGroup {
  id: string
  /** null: every language. */
  locale: SearchLocale | null
  terms: string[]
}

/** The synonym groups, by language (every language's first) then by first term. */
export async function loadSynonyms(client: Client): Promise<SynonymGroup[]> {
  const { data, error } = await client
    .from("search_synonyms")
    .select("id, locale, terms")
    .order("locale", { nullsFirst: true })
    .order("terms")
  if (error) throw error
  return data.map((row) => ({ id: row.id, locale: row.locale as SearchLocale | null, terms: row.terms }))
}

/**
 * A group as staff type it: the language ("all" or a code) and the terms separated by commas, 2 to 20
 * distinct lower-case terms of 1 to 60 characters (the table's check, said here first in words).
 */
export const synonymGroupSchema = z
  .object({
    locale: z.enum(["all", ...SEARCH_LOCALES]),
    terms: z.string(),
  })
  .transform(({ locale, terms }) => ({
    locale: locale === "all" ? null : locale,
    terms: terms
      .split(",")
      .map((term) => term.trim().toLowerCase().replace(/\s+/g, " "))
      .filter(Boolean),
  }))
  .pipe(
    z.object({
      locale: z.enum(SEARCH_LOCALES).nullable(),
      terms: z
        .array(z.string().max(60, "Keep each term to 60 characters"))
        .min(2, "Write at least two terms, separated by commas")
        .max(20, "A group holds at most 20 terms")
        .refine((terms) => new Set(terms).size === terms.length, "Each term only once in a group"),
    }),
  )

/** Adds a group (id null) or changes one; the database's refusal comes back as its sentence. */
export async function saveSynonymGroup(client: Client, id: string | null, group: z.output<typeof synonymGroupSchema>): Promise<void> {
  const { error } = id
    ? await client.from("search_synonyms").update(group).eq("id", id)
    : await client.from("search_synonyms").insert(group)
  if (error)
    throw new AdminSearchError(
      error.code === "23514" ? "These terms are not a valid group: 2 to 20 distinct lower-case terms." : error.message,
      error.code,
    )
}

export async function deleteSynonymGroup(client: Client, id: string): Promise<void> {
  const { error } = await client.from("search_synonyms").delete().eq("id", id)
  if (error) throw error
}
