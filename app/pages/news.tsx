import { ArticleListPage } from "./article-list"
import { listingLoader } from "./listing-route"
import { revalidateListingOnPathChange } from "./listing-revalidation"

/**
 * The news page's published document and its published items, newest first.
 * @public The router reads it from the module that pageModuleRoute (app/site/page-module.ts) loads, which knip cannot follow.
 */
export const loader = listingLoader("news_item")

/**
 * A filter's change reads nothing again: the page filters the entries it loaded.
 * @public The router reads it from the module that pageModuleRoute (app/site/page-module.tsx) loads, which knip cannot follow.
 */
export const shouldRevalidate = revalidateListingOnPathChange

/** /resources/news: company news, filterable by topic (?tag=…). */
export default function NewsListPage() {
  return <ArticleListPage />
}
