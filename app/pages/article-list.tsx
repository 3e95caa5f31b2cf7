import { useEffect } from "react"
import { ArticleListTemplate, type PageMeta } from "@nordika/ui/templates"
import { useSearchParams } from "react-router-dom"
import { feedLinkElement } from "../site/feed-link"
import { applyElement } from "../site/head"
import { ListingRoute } from "./listing-route"
import { useI18n } from "../i18n/i18n"
import { articleListLabels, latestArticlesHeading, readingTimeIn } from "../site/template-labels"

/** The head's link to the listing's RSS feed while the listing is shown (the server render writes it on arrival). */
function FeedLink({ meta }: { meta: PageMeta }) {
  useEffect(() => {
    const link = feedLinkElement(meta.path, meta.title, window.location.origin)
    applyElement(link)
    return () => document.head.querySelector(link.selector)?.remove()
  }, [meta.path, meta.title])
  return null
}

/** A list of articles (blog or news), filterable by topic through ?tag=… so a filtered view can be shared. */
export function ArticleListPage() {
  const [params, setParams] = useSearchParams()
  const { i18n } = useI18n()
  return (
    <ListingRoute<"blog_post" | "news_item">
      draw={(page, breadcrumb) => (
        <>
          <FeedLink meta={page.meta} />
          <ArticleListTemplate
            hero={page.hero}
            breadcrumb={breadcrumb}
            articles={page.entries}
            filterable
            tag={params.get("tag")}
            onTagChange={(tag) => setParams(tag ? { tag } : {}, { replace: true, preventScrollReset: true })}
            cta={page.cta}
            labels={articleListLabels(i18n)}
            readingTime={readingTimeIn(i18n)}
            listHeading={latestArticlesHeading(i18n)}
          />
        </>
      )}
    />
  )
}
