import { GlossaryTemplate } from "@nordika/ui/templates"
import { ListingRoute, listingLoader } from "./listing-route"
import { useI18n } from "../i18n/i18n"
import { glossaryLabels } from "../site/template-labels"

/**
 * The page's published document and the published terms, A–Z.
 * @public The router reads it from the module that pageModuleRoute (app/site/page-module.ts) loads, which knip cannot follow.
 */
export const loader = listingLoader("glossary_term")

/** /resources/glossary: the A–Z of localization terms with search. */
export default function GlossaryPage() {
  const { i18n } = useI18n()
  return (
    <ListingRoute<"glossary_term">
      draw={(page, breadcrumb) => (
        <GlossaryTemplate
          hero={page.hero}
          breadcrumb={breadcrumb}
          terms={page.entries}
          keyTerms={page.keyTerms}
          cta={page.cta}
          labels={glossaryLabels(i18n)}
        />
      )}
    />
  )
}
