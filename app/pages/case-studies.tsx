import { CaseStudyListingTemplate } from "@nordika/ui/templates"
import { useFilterParams } from "../site/filter-params"
import { ListingRoute, listingLoader } from "./listing-route"
import { revalidateListingOnPathChange } from "./listing-revalidation"
import { useI18n } from "../i18n/i18n"
import { caseStudyListingLabels } from "../site/template-labels"

/**
 * The page's published document and the published case studies, newest first.
 * @public The router reads it from the module that pageModuleRoute (app/site/page-module.ts) loads, which knip cannot follow.
 */
export const loader = listingLoader("case_study")

/**
 * A filter's change reads nothing again: the page filters the entries it loaded.
 * @public The router reads it from the module that pageModuleRoute (app/site/page-module.tsx) loads, which knip cannot follow.
 */
export const shouldRevalidate = revalidateListingOnPathChange

/** /case-studies: every case study, filterable by industry and service (kept in the URL query). */
export default function CaseStudiesPage() {
  const [value, setValue] = useFilterParams()
  const { i18n } = useI18n()
  return (
    <ListingRoute<"case_study">
      draw={(page, breadcrumb) => (
        <CaseStudyListingTemplate
          hero={page.hero}
          breadcrumb={breadcrumb}
          caseStudies={page.entries}
          value={value}
          onValueChange={setValue}
          cta={page.cta}
          {...caseStudyListingLabels(i18n)}
        />
      )}
    />
  )
}
