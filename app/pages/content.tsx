import type { ComponentProps } from "react"
import { useLoaderData, type LoaderFunctionArgs } from "react-router-dom"
import { ContentPicture, FeaturePictures, LeenPlatformIllustration } from "@nordika/ui/sections"
import type { RichTextLinkTarget } from "@nordika/ui"
import { type ContentPage, ContentPageTemplate } from "@nordika/ui/templates"
import { PageBreadcrumb } from "../site/breadcrumbs"
import { useWithContactDetails } from "../site/fill-contact-details"
import { useDocumentMeta } from "../site/document-meta"
import { loaderPath } from "../site/page-content"
import { faqPageLd, faqsOfSections } from "../site/structured-data"
import { useRoutePath } from "../site/route-handle"
import { usePageLanguages } from "../site/page-languages"
import { loadContentPage, type ContentPageView } from "../site/content-pages"
import { leadFormProps } from "./lazy-lead-form"
import { PageOutcome } from "./page-outcome"
import { useI18n } from "../i18n/i18n"
import { proofLabelsIn } from "../site/content-labels"

/** How a pictured card draws its image: the team's portraits (FeaturePictures). */
const drawContentPicture = (picture: ComponentProps<typeof ContentPicture>) => <ContentPicture {...picture} />

/** The Leen AI page shows the product beside its hero: a drawing in code, not content. */
const PRODUCT_PICTURE_PATH = "/technology/leen"

/**
 * The page's published document (see content-pages); the server answers a view that is not found or
 * unavailable with 404 or 503 (app/site/page-outcome.ts).
 * @public The router reads it from the module that pageModuleRoute (app/site/page-module.ts) loads, which knip cannot follow.
 */
export async function loader({ request }: LoaderFunctionArgs): Promise<ContentPageView> {
  return loadContentPage(loaderPath(request))
}

function ShownContentPage({ page: copy, links }: { page: ContentPage; links: Readonly<Record<string, RichTextLinkTarget>> }) {
  const path = useRoutePath()
  const englishPath = usePageLanguages()?.en
  const page = useWithContactDetails(copy)
  const { i18n } = useI18n()
  useDocumentMeta(page.meta, { structuredData: [faqPageLd(faqsOfSections(page.sections))] })
  const heroAside = path === PRODUCT_PICTURE_PATH ? <LeenPlatformIllustration /> : undefined
  // The team's portraits are the content pages' only pictured cards: contact and the service pages draw icons.
  return (
    <FeaturePictures draw={drawContentPicture}>
      <ContentPageTemplate
        key={path}
        page={page}
        breadcrumb={<PageBreadcrumb path={path} />}
        {...leadFormProps(path, englishPath)}
        heroAside={heroAside}
        heroAsideLayout="media"
        richTextLinks={links}
        proofLabels={proofLabelsIn(i18n)}
      />
    </FeaturePictures>
  )
}

/** About, hubs, technology (Leen AI with its product picture), careers, freelancers, sustainability and security pages; not found or unavailable when their document is. */
export default function ContentPageRoute() {
  const view = useLoaderData() as ContentPageView
  if (view.status !== "published") return <PageOutcome outcome={view} />
  return <ShownContentPage page={view.page} links={view.links} />
}
