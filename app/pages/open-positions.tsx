import { OpenPositionsTemplate } from "@nordika/ui/templates"
import { OPEN_POSITIONS, openPositions } from "../content/careers/open-positions"
import { PageBreadcrumb } from "../site/breadcrumbs"
import { useDocumentMeta } from "../site/document-meta"
import { useFilterParams } from "../site/filter-params"
import { APPLICATION_PORTAL_PATH } from "../site/labels"

/** /careers/open-positions: the open roles, filterable by department and location (kept in the URL query). */
export default function OpenPositionsPage() {
  const page = openPositions
  const [value, setValue] = useFilterParams()
  useDocumentMeta(page.meta)
  return (
    <OpenPositionsTemplate
      hero={page.hero}
      breadcrumb={<PageBreadcrumb path={page.meta.path} />}
      positions={OPEN_POSITIONS}
      applyHref={APPLICATION_PORTAL_PATH}
      value={value}
      onValueChange={setValue}
      cta={page.cta}
    />
  )
}
