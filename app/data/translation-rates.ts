import type { Tables } from "./database.types"

export type TranslationRate = Pick<
  Tables<"translation_rates">,
  | "service"
  | "source_language"
  | "target_language"
  | "price_per_word_min"
  | "price_per_word_max"
  | "currency"
  | "words_per_day"
  | "minimum_fee"
>

/** A day for the project manager's preparation and the final check, on top of the translating. */
export const PROJECT_OVERHEAD_DAYS = 1

export interface QuoteEstimate {
  min: number
  max: number
  currency: string
  /** Business days, the language pairs worked in parallel. */
  days: number
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
export function estimateQuote(
  rates: readonly TranslationRate[],
  input: { service: string; sourceLanguage: string; targetLanguages: readonly string[]; words: number },
): QuoteEstimate | null {
  const { service, sourceLanguage, targetLanguages, words } = input
  if (!service || !sourceLanguage || targetLanguages.length === 0 || words <= 0) return null
  const perTarget = targetLanguages.map((target) => rateFor(rates, service, sourceLanguage, target))
  if (perTarget.some((rate) => !rate)) return null
  const chosen = perTarget as TranslationRate[]
  const currency = chosen[0].currency
  if (chosen.some((rate) => rate.currency !== currency)) return null
  const price = (perWord: (rate: TranslationRate) => number) =>
    chosen.reduce((sum, rate) => sum + Math.max(Number(rate.minimum_fee), words * perWord(rate)), 0)
  return {
    min: Math.round(price((rate) => Number(rate.price_per_word_min))),
    max: Math.round(price((rate) => Number(rate.price_per_word_max))),
    currency,
    days: Math.max(...chosen.map((rate) => Math.ceil(words / rate.words_per_day))) + PROJECT_OVERHEAD_DAYS,
  }
}

/** Every rate, for the quote form's estimate (empty when the backend does not answer). */
export async function loadTranslationRates(): Promise<TranslationRate[]> {
  const supabase = await import("./supabase").then(({ getSupabase }) => getSupabase()).catch(() => null)
  if (!supabase) return []
  const { data, error } = await supabase
    .from("translation_rates")
    .select("service, source_language, target_language, price_per_word_min, price_per_word_max, currency, words_per_day, minimum_fee")
  return error || !data ? [] : data
}
