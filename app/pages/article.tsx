import { useLoaderData, type LoaderFunctionArgs } from "react-router-dom"
import type { RichTextLinkTarget } from "@nordika/ui"
import { ArticleTemplate } from "@nordika/ui/templates"
import { PageBreadcrumb } from "../site/breadcrumbs"
import { useWithContactDetails } from "../site/fill-contact-details"
import { useDocumentMeta } from "../site/document-meta"
import { articleLd } from "../site/structured-data"
import { useRoutePath } from "../site/route-handle"
import { ARTICLE_LABELS } from "../site/labels"
import { useI18n } from "../i18n/i18n"
import { loaderPath } from "../site/page-content"
import { loadEntryPage, type EntryPage, type EntryPageView } from "../site/entry-pages"
import { PageOutcome } from "./page-outcome"
import { localeOfPath, SOURCE_LOCALE } from "#shared/locales"
import { articleTemplateLabels, readingTimeIn, relatedArticlesHeading } from "../site/template-labels"

/** The news listing: a news item's page is under it, a blog post's under the blog. */
const NEWS_PATH = "/resources/news"

type ArticleCollection = "blog_post" | "news_item"

/**
 * The post's or news item's published document (see collection-pages), with the targets of its body's
 * links, the related published entries and its listing's call to action and side column; the server answers a view that is not found or unavailable
 * with 404 or 503 (app/site/page-outcome.ts).
 * @public The router reads it from the module that pageModuleRoute (app/site/page-module.ts) loads, which knip cannot follow.
 */
export async function loader({ request }: LoaderFunctionArgs): Promise<EntryPageView<ArticleCollection>> {
  const path = loaderPath(request)
  if (localeOfPath(path) === SOURCE_LOCALE)
    return loadEntryPage<ArticleCollection>(path.startsWith(`${NEWS_PATH}/`) ? "news_item" : "blog_post", path)
  // A translation's path is localised (/sv/resurser/nyheter/…): the post is asked for first, then the news item.
  const post = await loadEntryPage<ArticleCollection>("blog_post", path)
  return post.status === "not-found" ? loadEntryPage<ArticleCollection>("news_item", path) : post
}

function PublishedArticle({ page, links }: { page: EntryPage<ArticleCollection>; links: Readonly<Record<string, RichTextLinkTarget>> }) {
  const path = useRoutePath()
  const isNews = page.collection === "news_item"
  const article = useWithContactDetails(page.entry)
  // The news listing's side column for its items: the press contacts, their addresses filled in from the site settings.
  const panel = useWithContactDetails(page.listing.panel)
  const labels = isNews ? ARTICLE_LABELS.news : ARTICLE_LABELS.blog
  const { i18n } = useI18n()
  useDocumentMeta(article.meta, { structuredData: [articleLd(article)], type: "article" })
  return (
    <ArticleTemplate
      key={path}
      article={article}
      eyebrow={i18n._(labels.eyebrow)}
      breadcrumb={<PageBreadcrumb path={path} current={article.title} />}
      backLink={{ label: i18n._(labels.back), href: page.listing.path }}
      related={page.related}
      cta={page.listing.cta}
      heroPanel={panel}
      richTextLinks={links}
      labels={articleTemplateLabels(i18n)}
      readingTime={readingTimeIn(i18n)}
      relatedHeading={relatedArticlesHeading(i18n)}
    />
  )
}

/** A blog post (/resources/blog/<slug>) or a news item (/resources/news/<slug>); not found or unavailable when its document is. */
export default function ArticlePage() {
  const view = useLoaderData() as EntryPageView<ArticleCollection>
  if (view.status !== "published") return <PageOutcome outcome={view} />
  return <PublishedArticle page={view.page} links={view.links} />
}
