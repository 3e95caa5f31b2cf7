import { ArticleListTemplate, type Article, type ContentPage } from "@nordika/ui/templates"
import { useSearchParams } from "react-router-dom"
import { PageBreadcrumb } from "../site/breadcrumbs"
import { useDocumentMeta } from "../site/document-meta"

interface ArticleListPageProps {
  page: Pick<ContentPage, "meta" | "hero" | "cta">
  articles: readonly Article[]
}

/** A list of articles (blog or news), filterable by topic through ?tag=… so a filtered view can be shared. */
export function ArticleListPage({ page, articles }: ArticleListPageProps) {
  const [params, setParams] = useSearchParams()
  useDocumentMeta(page.meta)
  return (
    <ArticleListTemplate
      hero={page.hero}
      breadcrumb={<PageBreadcrumb path={page.meta.path} />}
      articles={articles}
      filterable
      tag={params.get("tag")}
      onTagChange={(tag) => setParams(tag ? { tag } : {}, { replace: true, preventScrollReset: true })}
      cta={page.cta}
    />
  )
}
