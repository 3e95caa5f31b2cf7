import * as React from "react"
import { MountLeadFormsInStages } from "@nordika/ui/sections"
import { importOnDemand } from "../site/import-on-demand"

type LeadFormModule = { default: React.ComponentType<{ path: string }> }

/**
 * The forms, with their validation, uploads and supabase-js, load beside the page rather than before
 * it: the page paints with its hero and the form follows. A missing chunk after a deploy yields no
 * module while the stale-chunk handler reloads the page, so the form waits for the reload.
 */
const lazyForm = (load: () => Promise<LeadFormModule>) => React.lazy(() => importOnDemand(load))

/**
 * The public pages that carry a lead form, each with its own form's module: a page loads its form
 * alone, with its copy and validation, not the six others.
 */
const LEAD_FORMS: Readonly<Record<string, LeadFormModule["default"]>> = {
  "/contact": lazyForm(() => import("./lead-forms/contact")),
  "/contact/request-quote": lazyForm(() => import("./lead-forms/quote")),
  "/contact/book-consultation": lazyForm(() => import("./lead-forms/consultation")),
  "/careers/application-portal": lazyForm(() => import("./lead-forms/job-application")),
  "/freelancers/become-partner": lazyForm(() => import("./lead-forms/freelancer")),
  "/freelancers/apply-join-events": lazyForm(() => import("./lead-forms/event-registration")),
  "/resources/brochure": lazyForm(() => import("./lead-forms/brochure")),
  "/accessibility": lazyForm(() => import("./lead-forms/accessibility-report")),
}

/** Pages the visitor comes to for their form: it sits in the hero, beside the introduction. */
const HERO_FORM_PATHS: ReadonlySet<string> = new Set(["/contact/request-quote", "/contact/book-consultation", "/resources/brochure"])

/**
 * The content page template's form props for the page at `path`: its form, if it has one, and where it
 * goes. A translation (/sv/kontakt) has the form of its English page (`englishPath`, /contact), sent
 * from its own path in its own language.
 */
export function leadFormProps(path: string, englishPath = path): { form?: React.ReactNode; formPlacement: "hero" | "below" } {
  return {
    form: Object.hasOwn(LEAD_FORMS, englishPath) ? <LazyLeadForm path={path} formPath={englishPath} /> : undefined,
    formPlacement: HERO_FORM_PATHS.has(englishPath) ? "hero" : "below",
  }
}

const noSubscription = () => () => {}

/**
 * False in the server render and while the browser hydrates it, true from then on (and at once on a
 * page the browser renders itself): the form is left out of the server's HTML, where a lazy component
 * would only make React give up on the boundary and log an error when hydrating it.
 */
function useInBrowser() {
  return React.useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
}

/**
 * The space each form takes (a little under its height in Chromium, from 360 px wide to 768 px and
 * from there up), held while it loads: the page around it must not move when it arrives, a layout
 * shift Lighthouse counts against the page (the quote form is four times the height of a default).
 */
const RESERVED_HEIGHT: Readonly<Record<string, string>> = {
  "/contact/request-quote": "min-h-[98rem] md:min-h-[67rem]",
  "/contact/book-consultation": "min-h-[68rem] md:min-h-[50rem]",
  "/resources/brochure": "min-h-[36rem] md:min-h-[26rem]",
  "/contact": "min-h-[47rem] md:min-h-[36rem]",
  "/careers/application-portal": "min-h-[65rem] md:min-h-[49rem]",
  "/accessibility": "min-h-[52rem] md:min-h-[44rem]",
}

/**
 * The form a page exists for (see LEAD_FORMS), loaded on demand. Its space stays reserved while it
 * loads and while its fields mount, a row per task (the page is hydrating meanwhile).
 */
function LazyLeadForm({ path, formPath }: { path: string; formPath: string }) {
  const reservedHeight = RESERVED_HEIGHT[formPath] ?? "min-h-96"
  const reserved = <div data-slot="lead-form-loading" aria-busy="true" className={reservedHeight} />
  const inBrowser = useInBrowser()
  const LeadForm = LEAD_FORMS[formPath] as LeadFormModule["default"] | undefined
  if (!LeadForm) return null
  if (!inBrowser) return reserved
  return (
    <React.Suspense fallback={reserved}>
      <div className={reservedHeight}>
        <MountLeadFormsInStages>
          <LeadForm path={path} />
        </MountLeadFormsInStages>
      </div>
    </React.Suspense>
  )
}
