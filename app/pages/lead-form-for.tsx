import * as React from "react"
import { useSearchParams } from "react-router-dom"
import { BROCHURE } from "virtual:nordika-brochure"
import {
  BrochureForm,
  ConsultationForm,
  ContactForm,
  EventRegistrationForm,
  FreelancerForm,
  JobApplicationForm,
  QuoteEstimateNotice,
  QuoteForm,
  sortedByText,
  type QuoteEstimateInput,
} from "@nordika/ui"
import {
  APPLICATION_POSITIONS,
  BROCHURES,
  BROCHURE_FORM_COPY,
  BUDGET_RANGES,
  CAT_TOOLS,
  CONSULTATION_FORM_COPY,
  CONSULTATION_TOPICS,
  CONTACT_FORM_COPY,
  EVENT_CHOICES,
  EVENT_REGISTRATION_FORM_COPY,
  FREELANCER_FORM_COPY,
  FREELANCER_SERVICES,
  FREELANCER_SPECIALISATIONS,
  JOB_APPLICATION_FORM_COPY,
  QUOTE_FORM_COPY,
  QUOTE_SERVICES,
  SUBJECT_FIELDS,
} from "../content/lead-forms"
import { LANGUAGES } from "../content/languages"
import { submitLead, uploadLeadFile } from "../data/leads"
import { estimateQuote, loadTranslationRates, type TranslationRate } from "../data/translation-rates"
import { countWordsInWorker } from "../word-count/count-words"

/** The languages the forms offer, by English name. */
const LANGUAGE_OPTIONS = sortedByText(LANGUAGES, (language) => language.label)

/**
 * The quote form with its indicative estimate from the rates in the database. The rates (and the
 * backend client that reads them) load once the visitor starts on the form, not with the page.
 */
function QuoteFormWithEstimate({ path }: { path: string }) {
  const [rates, setRates] = React.useState<TranslationRate[]>([])
  const [started, setStarted] = React.useState(false)
  // Setting it again is a no-op React skips, so every later focus or change costs nothing.
  const start = () => setStarted(true)
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
    return estimate ? <QuoteEstimateNotice {...estimate} words={input.words} /> : null
  }
  return (
    <div className="contents" onFocusCapture={start} onPointerDownCapture={start} onChangeCapture={start}>
      <QuoteForm
        copy={QUOTE_FORM_COPY}
        services={QUOTE_SERVICES}
        subjectFields={SUBJECT_FIELDS}
        budgets={BUDGET_RANGES}
        languages={LANGUAGE_OPTIONS}
        upload={uploadLeadFile}
        countWords={countWordsInWorker}
        renderEstimate={renderEstimate}
        onSubmit={(values, meta) => submitLead("quote", values, meta, path)}
      />
    </div>
  )
}

/** The form a page exists for, wired to storage and the submit-lead function. */
export function LeadFormFor({ path }: { path: string }) {
  const [params] = useSearchParams()
  switch (path) {
    case "/contact/request-quote":
      return <QuoteFormWithEstimate path={path} />
    case "/contact/book-consultation":
      return (
        <ConsultationForm
          copy={CONSULTATION_FORM_COPY}
          topics={CONSULTATION_TOPICS}
          onSubmit={(values, meta) => submitLead("consultation", values, meta, path)}
        />
      )
    case "/contact":
      return <ContactForm copy={CONTACT_FORM_COPY} onSubmit={(values, meta) => submitLead("contact", values, meta, path)} />
    case "/careers/application-portal": {
      const asked = params.get("position") ?? ""
      return (
        <JobApplicationForm
          copy={JOB_APPLICATION_FORM_COPY}
          positions={APPLICATION_POSITIONS}
          position={APPLICATION_POSITIONS.includes(asked) ? asked : ""}
          upload={uploadLeadFile}
          onSubmit={(values, meta) => submitLead("job_application", values, meta, path)}
        />
      )
    }
    case "/freelancers/become-partner":
      return (
        <FreelancerForm
          copy={FREELANCER_FORM_COPY}
          languages={LANGUAGE_OPTIONS}
          services={FREELANCER_SERVICES}
          specialisations={FREELANCER_SPECIALISATIONS}
          catTools={CAT_TOOLS}
          upload={uploadLeadFile}
          onSubmit={(values, meta) => submitLead("freelancer_application", values, meta, path)}
        />
      )
    case "/freelancers/apply-join-events":
      return (
        <EventRegistrationForm
          copy={EVENT_REGISTRATION_FORM_COPY}
          events={EVENT_CHOICES}
          onSubmit={(values, meta) => submitLead("event_registration", values, meta, path)}
        />
      )
    case "/resources/brochure":
      return (
        <BrochureForm
          copy={BROCHURE_FORM_COPY}
          brochures={BROCHURES}
          download={BROCHURE}
          onSubmit={(values, meta) => submitLead("brochure_request", values, meta, path)}
        />
      )
    default:
      return null
  }
}
