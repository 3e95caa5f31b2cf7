import * as React from "react"
import { QuoteEstimateNotice, QuoteForm, type QuoteEstimateInput } from "@nordika/ui/sections"
import { BUDGET_RANGES, QUOTE_FORM_COPY, QUOTE_SERVICES, SUBJECT_FIELDS } from "../../content/lead-forms/quote"
import { useLeadStartToken } from "../../data/lead-start-token"
import { QUOTE_FILE_RULES, leadSchema, submitLead, uploadLeadFile } from "../../data/leads"
import { estimateQuote, loadTranslationRates, type TranslationRate } from "../../data/translation-rates"
import { countWordsInWorker } from "../../word-count/count-words"
import { languageOptions } from "./language-options"
import { useI18n } from "../../i18n/i18n"
import { useAllMessages } from "../../i18n/all-messages"
import { choices, languageGroups, quoteEstimateText, quoteFormCopy, quoteFormLabels } from "./form-labels"

/**
 * The quote form with its indicative estimate from the rates in the database. The rates (and the
 * backend client that reads them) load once the visitor starts on the form, not with the page.
 */
export default function QuoteLeadForm({ path }: { path: string }) {
  const { locale } = useI18n()
  const i18n = useAllMessages()
  const [rates, setRates] = React.useState<TranslationRate[]>([])
  const [started, setStarted] = React.useState(false)
  const startToken = useLeadStartToken("quote")
  // Setting it again is a no-op React skips, so every later focus or change costs nothing.
  const start = () => setStarted(true)
  const focus = () => {
    start()
    startToken.start()
  }
  React.useEffect(() => {
    if (!started) return
    let live = true
    void loadTranslationRates().then((loaded) => live && setRates(loaded))
    return () => {
      live = false
    }
  }, [started])
  const renderEstimate = (input: QuoteEstimateInput) => {
    const estimate = estimateQuote(rates, input)
    if (!estimate) return null
    const text = quoteEstimateText(i18n, locale, estimate, input.words)
    return <QuoteEstimateNotice price="" turnaround="" words={input.words} text={text} />
  }
  return (
    <div className="contents" onFocusCapture={focus} onPointerDownCapture={start} onChangeCapture={start}>
      <QuoteForm
        copy={quoteFormCopy(i18n, QUOTE_FORM_COPY)}
        labels={quoteFormLabels(i18n)}
        services={choices(i18n, QUOTE_SERVICES)}
        subjectFields={choices(i18n, SUBJECT_FIELDS)}
        budgets={choices(i18n, BUDGET_RANGES)}
        languages={languageOptions(locale, languageGroups(i18n))}
        upload={uploadLeadFile}
        countWords={countWordsInWorker}
        renderEstimate={renderEstimate}
        schema={leadSchema("quote")}
        files={QUOTE_FILE_RULES}
        onSubmit={(values, meta) => submitLead("quote", values, meta, { pagePath: path, startToken })}
      />
    </div>
  )
}
