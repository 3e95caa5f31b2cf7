import type { ReactNode } from "react"
import { useLoaderData, type LoaderFunctionArgs } from "react-router-dom"
import { PageBreadcrumb } from "../site/breadcrumbs"
import { useDocumentMeta } from "../site/document-meta"
import { loaderPath } from "../site/page-content"
import { loadListingPage, type ListingPage } from "../site/collection-pages"
import type { DocumentPageView } from "../site/document-pages"
import { PageOutcome } from "./page-outcome"

type Listed = ListingPage["lists"]

/**
 * The loader of a listing route: the page's published document (page:listing) with the entries of the
 * collection it lists, which must be one of `collections` (the blog's route draws no offices); the
 * server answers a view that is not found or unavailable with 404 or 503 (app/site/page-outcome.ts).
 */
export function listingLoader<C extends Listed>(...collections: C[]) {
  return async ({ request }: LoaderFunctionArgs): Promise<DocumentPageView<ListingPage<C>>> => {
    const view = await loadListingPage(loaderPath(request))
    if (view.status !== "published") return view
    return collections.includes(view.page.lists as C) ? (view as DocumentPageView<ListingPage<C>>) : { status: "not-found" }
  }
}

function ShownListing<C extends Listed>({
  page,
  draw,
}: {
  page: ListingPage<C>
  draw: (page: ListingPage<C>, breadcrumb: ReactNode) => ReactNode
}) {
  useDocumentMeta(page.meta)
  return draw(page, <PageBreadcrumb path={page.meta.path} />)
}

/** The listing page of the route's loader (listingLoader), drawn by `draw` with its breadcrumb; or not found, or unavailable. */
export function ListingRoute<C extends Listed>({ draw }: { draw: (page: ListingPage<C>, breadcrumb: ReactNode) => ReactNode }) {
  const view = useLoaderData() as DocumentPageView<ListingPage<C>>
  if (view.status !== "published") return <PageOutcome outcome={view} />
  return <ShownListing page={view.page} draw={draw} />
}
