import { BLOG_PAGE, BLOG_POSTS } from "../content/resources/blog"
import { ArticleListPage } from "./article-list"

/** /resources/blog: the blog, filterable by topic (?tag=…). */
export default function BlogListPage() {
  return <ArticleListPage page={BLOG_PAGE} articles={BLOG_POSTS} />
}
