import { OpenPositionsTemplate } from "@nordika/ui/templates"
import { useFilterParams } from "../site/filter-params"
import { APPLICATION_PORTAL_PATH } from "../site/labels"
import { ListingRoute, listingLoader } from "./listing-route"
import { revalidateListingOnPathChange } from "./listing-revalidation"
import { useI18n } from "../i18n/i18n"
import { openPositionsLabels } from "../site/template-labels"

/**
 * The page's published document and the published positions still open.
 * @public The router reads it from the module that pageModuleRoute (app/site/page-module.ts) loads, which knip cannot follow.
 */
export const loader = listingLoader("open_position")

/**
 * A filter's change reads nothing again: the page filters the entries it loaded.
 * @public The router reads it from the module that pageModuleRoute (app/site/page-module.tsx) loads, which knip cannot follow.
 */
export const shouldRevalidate = revalidateListingOnPathChange

/** /careers/open-positions: the open roles, filterable by department and location (kept in the URL query). */
export default function OpenPositionsPage() {
  const [value, setValue] = useFilterParams()
  const { i18n } = useI18n()
  return (
    <ListingRoute<"open_position">
      draw={(page, breadcrumb) => (
        <OpenPositionsTemplate
          hero={page.hero}
          breadcrumb={breadcrumb}
          positions={page.entries}
          applyHref={APPLICATION_PORTAL_PATH}
          value={value}
          onValueChange={setValue}
          cta={page.cta}
          {...openPositionsLabels(i18n)}
        />
      )}
    />
  )
}
