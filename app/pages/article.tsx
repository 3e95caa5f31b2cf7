import { ArticleTemplate } from "@nordika/ui/templates"
import { BLOG_PAGE, BLOG_POSTS, BLOG_POSTS_BY_SLUG } from "../content/resources/blog"
import { NEWS_ITEMS, NEWS_ITEMS_BY_SLUG, NEWS_PAGE, NEWS_PRESS_PANEL } from "../content/resources/news"
import { PageBreadcrumb } from "../site/breadcrumbs"
import { useWithContactDetails } from "../site/fill-contact-details"
import { useDocumentMeta } from "../site/document-meta"
import { articleLd } from "../site/structured-data"
import { useRoutePath } from "../site/route-handle"
import { ARTICLE_LABELS } from "../site/labels"
import { relatedArticles } from "../content/related"

/** How many related articles an article shows. */
const RELATED_ARTICLE_COUNT = 3

/** A blog post (/resources/blog/<slug>) or a news item (/resources/news/<slug>). */
export default function ArticlePage() {
  const path = useRoutePath()
  const isNews = path.startsWith(NEWS_PAGE.meta.path + "/")
  const slug = path.split("/").at(-1)!
  const article = useWithContactDetails((isNews ? NEWS_ITEMS_BY_SLUG : BLOG_POSTS_BY_SLUG)[slug])
  const pressPanel = useWithContactDetails(NEWS_PRESS_PANEL)
  const listing = isNews ? NEWS_PAGE : BLOG_PAGE
  const labels = isNews ? ARTICLE_LABELS.news : ARTICLE_LABELS.blog
  useDocumentMeta(article.meta, { structuredData: [articleLd(article)], type: "article" })
  return (
    <ArticleTemplate
      key={path}
      article={article}
      eyebrow={labels.eyebrow}
      breadcrumb={<PageBreadcrumb path={path} current={article.title} />}
      backLink={{ label: labels.back, href: listing.meta.path }}
      related={relatedArticles(article, isNews ? NEWS_ITEMS : BLOG_POSTS, RELATED_ARTICLE_COUNT)}
      cta={listing.cta}
      heroPanel={isNews ? pressPanel : undefined}
    />
  )
}
