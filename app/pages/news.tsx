import { ArticleListPage } from "./article-list"
import { listingLoader } from "./listing-route"

/**
 * The news page's published document and its published items, newest first.
 * @public The router reads it from the module that pageModuleRoute (app/site/page-module.ts) loads, which knip cannot follow.
 */
export const loader = listingLoader("news_item")

/** /resources/news: company news, filterable by topic (?tag=…). */
export default function NewsListPage() {
  return <ArticleListPage />
}
