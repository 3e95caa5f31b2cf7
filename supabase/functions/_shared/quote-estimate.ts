/**
 * The quote form's indicative price and turnaround, from the `translation_rates` table. One pure
 * function for both sides: the form shows it as the visitor fills it in, and submit-lead computes it
 * again from the same inputs and the rates in the database (never from a number the browser sends)
 * and stores it with the lead (leads.estimate), so staff quote knowing what the visitor expects.
 * The words for it are here too, so the form, the lead page and the mails say the same thing.
 */
import { INTL_LOCALES, SOURCE_LOCALE, type SiteLocale } from "./locales.ts"
import { plural, pluralIn } from "./plural.ts"
import { formatInstantDay } from "./zoned-time.ts"

/** A row of translation_rates, as the estimate reads it. */
export interface TranslationRate {
  service: string
  source_language: string
  target_language: string
  price_per_word_min: number
  price_per_word_max: number
  currency: string
  words_per_day: number
  minimum_fee: number
  /** When staff last changed the rate; the estimate names the newest of the rates it used. */
  updated_at?: string
}

/** A day for the project manager's preparation and the final check, on top of the translating. */
export const PROJECT_OVERHEAD_DAYS = 1

export interface QuoteEstimate {
  min: number
  max: number
  currency: string
  /** Business days, the language pairs worked in parallel. */
  days: number
  /** When the newest of the rates used last changed (when the rates carry it). */
  ratesUpdatedAt?: string
}

/** What the estimate is computed from, as the visitor fills the form. */
export interface QuoteEstimateInput {
  service: string
  sourceLanguage: string
  targetLanguages: readonly string[]
  words: number
}

/** The most specific rate for a service and pair: exact pair, then any source, then any target, then any pair. */
export function rateFor(rates: readonly TranslationRate[], service: string, source: string, target: string): TranslationRate | undefined {
  const candidates = [
    [source, target],
    ["*", target],
    [source, "*"],
    ["*", "*"],
  ]
  for (const [s, t] of candidates) {
    const rate = rates.find((r) => r.service === service && r.source_language === s && r.target_language === t)
    if (rate) return rate
  }
  return undefined
}

/**
 * An indicative price range and turnaround for `words` from `source` into each target, or null
 * when something is missing (no words, no pair, no rate for a target, or rates in mixed currencies).
 */
export function estimateQuote(rates: readonly TranslationRate[], input: QuoteEstimateInput): QuoteEstimate | null {
  const { service, sourceLanguage, targetLanguages, words } = input
  if (!service || !sourceLanguage || targetLanguages.length === 0 || words <= 0) return null
  const perTarget = targetLanguages.map((target) => rateFor(rates, service, sourceLanguage, target))
  if (perTarget.some((rate) => !rate)) return null
  const chosen = perTarget as TranslationRate[]
  const currency = chosen[0].currency
  if (chosen.some((rate) => rate.currency !== currency)) return null
  const price = (perWord: (rate: TranslationRate) => number) =>
    chosen.reduce((sum, rate) => sum + Math.max(Number(rate.minimum_fee), words * perWord(rate)), 0)
  const changed = chosen.flatMap((rate) => (rate.updated_at ? [rate.updated_at] : [])).sort((a, b) => Date.parse(a) - Date.parse(b))
  return {
    min: Math.round(price((rate) => Number(rate.price_per_word_min))),
    max: Math.round(price((rate) => Number(rate.price_per_word_max))),
    currency,
    days: Math.max(...chosen.map((rate) => Math.ceil(words / rate.words_per_day))) + PROJECT_OVERHEAD_DAYS,
    ...(changed.length ? { ratesUpdatedAt: changed[changed.length - 1] } : {}),
  }
}

/** The words the estimate prices: the files' counted words, as the form adds them up. */
export function quoteWords(files: readonly { wordCount?: number | null }[]): number {
  return files.reduce((sum, file) => sum + (file.wordCount ?? 0), 0)
}

/** Why the visitor was shown no estimate: no word count came with the files, or no rate applies. */
export type NoEstimateReason = "no_words" | "no_rate"

/**
 * What is stored with a quote (leads.estimate, checked by lead_estimate_valid()): the estimate the
 * visitor was shown with the words it priced, or that they were shown none and why. A lead from
 * before the column has null.
 */
export type StoredQuoteEstimate = ({ shown: true; words: number } & QuoteEstimate) | { shown: false; reason: NoEstimateReason }

/** The estimate to store with a quote: what the form showed for the same choices, or why it showed none. */
export function estimateToStore(rates: readonly TranslationRate[], input: QuoteEstimateInput): StoredQuoteEstimate {
  if (input.words <= 0) return { shown: false, reason: "no_words" }
  const estimate = estimateQuote(rates, input)
  return estimate ? { shown: true, words: input.words, ...estimate } : { shown: false, reason: "no_rate" }
}

/** "€1,200" or "SEK 12,400": whole units, as the form shows prices; in `locale` "1 200 €" (sv), "1.200 €" (de). */
export function formatMoney(amount: number, currency: string, locale: SiteLocale = SOURCE_LOCALE): string {
  const intlLocale = locale === SOURCE_LOCALE ? "en" : INTL_LOCALES[locale]
  try {
    return new Intl.NumberFormat(intlLocale, { style: "currency", currency, maximumFractionDigits: 0 }).format(amount)
  } catch {
    return `${currency} ${Math.round(amount).toLocaleString(intlLocale)}`
  }
}

/** The price range: "€1,200–€1,800", or one price when both ends meet. */
export function estimatePrice(estimate: Pick<QuoteEstimate, "min" | "max" | "currency">, locale: SiteLocale = SOURCE_LOCALE): string {
  const { min, max, currency } = estimate
  return min === max ? formatMoney(min, currency, locale) : `${formatMoney(min, currency, locale)}–${formatMoney(max, currency, locale)}`
}

/** The turnaround: "about 4 business days" ("cirka 4 arbetsdagar", "etwa 4 Werktage"). */
export function estimateTurnaround(days: number, locale: SiteLocale = SOURCE_LOCALE): string {
  if (locale === "sv") return `cirka ${pluralIn(INTL_LOCALES.sv, days, "arbetsdag", "arbetsdagar")}`
  if (locale === "de") return `etwa ${pluralIn(INTL_LOCALES.de, days, "Werktag", "Werktage")}`
  return `about ${plural(days, "business day", "business days")}`
}

/** The stored estimate in words, for the lead page and the staff mail: a label, its value and a line of detail. */
export interface EstimateDescription {
  label: string
  value: string
  detail: string
}

export const ESTIMATE_LABEL = "Indicative price shown to the visitor"

/** What staff read of a quote's stored estimate (null: the lead came before estimates were stored). */
export function describeStoredEstimate(estimate: StoredQuoteEstimate | null): EstimateDescription {
  if (!estimate)
    return {
      label: ESTIMATE_LABEL,
      value: "Not recorded",
      detail: "This request came in before the price shown to visitors was stored with each lead.",
    }
  if (!estimate.shown)
    return {
      label: ESTIMATE_LABEL,
      value: "None",
      detail:
        estimate.reason === "no_words"
          ? "No word count came with the files, so the form could not price them."
          : "No rate covers this service and these languages.",
    }
  const ratesDate = estimate.ratesUpdatedAt ? Date.parse(estimate.ratesUpdatedAt) : Number.NaN
  const rates = Number.isNaN(ratesDate) ? "" : `, at the rates of ${formatInstantDay(new Date(ratesDate))}`
  return {
    label: ESTIMATE_LABEL,
    value: `${estimatePrice(estimate)} · ${estimateTurnaround(estimate.days)}`,
    detail: `For ${plural(estimate.words, "word", "words")}${rates}.`,
  }
}
