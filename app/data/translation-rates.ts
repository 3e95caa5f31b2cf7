import type { Tables } from "./database.types"

// The estimate itself is shared with submit-lead, which computes it again when the form is sent.
export { estimateQuote, rateFor, type TranslationRate } from "#shared/quote-estimate"

/** The columns the estimate reads, as the table types them. */
type RateRow = Pick<
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

/** Every rate, for the quote form's estimate (empty when the backend does not answer). */
export async function loadTranslationRates(): Promise<RateRow[]> {
  const supabase = await import("./supabase").then(({ getSupabase }) => getSupabase()).catch(() => null)
  if (!supabase) return []
  const { data, error } = await supabase
    .from("translation_rates")
    .select("service, source_language, target_language, price_per_word_min, price_per_word_max, currency, words_per_day, minimum_fee")
  return error || !data ? [] : data
}
