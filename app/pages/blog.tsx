import { ArticleListPage } from "./article-list"
import { listingLoader } from "./listing-route"

/**
 * The blog's published document and its published posts, newest first.
 * @public The router reads it from the module that pageModuleRoute (app/site/page-module.ts) loads, which knip cannot follow.
 */
export const loader = listingLoader("blog_post")

/** /resources/blog: the blog, filterable by topic (?tag=…). */
export default function BlogListPage() {
  return <ArticleListPage />
}
