import { ArticleListTemplate } from "@nordika/ui"
import { useSearchParams } from "react-router-dom"
import { NEWS_PAGE, NEWS_ITEMS } from "../content/resources/news"
import { PageBreadcrumb } from "../site/breadcrumbs"
import { useDocumentMeta } from "../site/document-meta"

/** /resources/news: company news, filterable by topic (?tag=…). */
export default function NewsListPage() {
  const page = NEWS_PAGE
  const [params, setParams] = useSearchParams()
  useDocumentMeta(page.meta)
  return (
    <ArticleListTemplate
      hero={page.hero}
      breadcrumb={<PageBreadcrumb path={page.meta.path} />}
      articles={NEWS_ITEMS}
      filterable
      tag={params.get("tag")}
      onTagChange={(tag) => setParams(tag ? { tag } : {}, { replace: true, preventScrollReset: true })}
      cta={page.cta}
    />
  )
}
