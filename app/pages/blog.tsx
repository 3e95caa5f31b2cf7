import { ArticleListTemplate } from "@nordika/ui"
import { useSearchParams } from "react-router-dom"
import { BLOG_PAGE, BLOG_POSTS } from "../content/resources/blog"
import { PageBreadcrumb } from "../site/breadcrumbs"
import { useDocumentMeta } from "../site/document-meta"

/** /resources/blog: the blog, filterable by topic (?tag=…). */
export default function BlogListPage() {
  const page = BLOG_PAGE
  const [params, setParams] = useSearchParams()
  useDocumentMeta(page.meta)
  return (
    <ArticleListTemplate
      hero={page.hero}
      breadcrumb={<PageBreadcrumb path={page.meta.path} />}
      articles={BLOG_POSTS}
      filterable
      tag={params.get("tag")}
      onTagChange={(tag) => setParams(tag ? { tag } : {}, { replace: true, preventScrollReset: true })}
      cta={page.cta}
    />
  )
}
