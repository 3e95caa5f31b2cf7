import { ArticleListTemplate } from "@nordika/ui/templates"
import { useSearchParams } from "react-router-dom"
import { ListingRoute } from "./listing-route"

/** A list of articles (blog or news), filterable by topic through ?tag=… so a filtered view can be shared. */
export function ArticleListPage() {
  const [params, setParams] = useSearchParams()
  return (
    <ListingRoute<"blog_post" | "news_item">
      draw={(page, breadcrumb) => (
        <ArticleListTemplate
          hero={page.hero}
          breadcrumb={breadcrumb}
          articles={page.entries}
          filterable
          tag={params.get("tag")}
          onTagChange={(tag) => setParams(tag ? { tag } : {}, { replace: true, preventScrollReset: true })}
          cta={page.cta}
        />
      )}
    />
  )
}
