import * as React from "react"
import { cva, type VariantProps } from "class-variance-authority"
import { ArrowLeft, ArrowRight } from "lucide-react"
import { cn } from "../lib/utils"
import { slugify } from "../lib/text-search"
import { formatLongDate } from "../lib/format-date"
import { formatReadingTime } from "../lib/format-number"
import { SmartLink } from "../lib/link-context"
import { Badge } from "../components/badge"
import { ContentPicture } from "../components/content-picture"
import { RichText, richTextInlineText, type RichTextLinkTarget } from "../components/rich-text"
import { CtaBandSection } from "../components/sections/cta-band-section"
import { PageHero } from "../components/sections/page-hero"
import { gridColumnsFor, Container, PageSection, sectionLinkVariants } from "../components/sections/section"
import type { Article, Cta, CtaBand, HeroPanel } from "./types"
import { useDateLocale } from "../lib/date-locale"

export const ARTICLE_RELATED_HEADING = "Related articles"
/** The article template's fixed words (English; the app passes the page language's). */
const ARTICLE_TEMPLATE_LABELS = {
  contents: "In this article",
  about: "About this article",
  by: "By",
  writtenBy: "Written by",
  published: "Published",
  topics: "Topics",
  tags: "Tags",
}
type ArticleTemplateLabels = typeof ARTICLE_TEMPLATE_LABELS
/** How wide a cover shows: the body column from lg (about 790 px in the 1280 px container), else the container. */
const ARTICLE_COVER_SIZES = "(min-width: 1280px) 790px, (min-width: 1024px) 62vw, calc(100vw - 3rem)"
/** A card's cover: a third of the container from lg, half from md, else the container. */
const ARTICLE_CARD_COVER_SIZES = "(min-width: 1280px) 400px, (min-width: 1024px) 31vw, (min-width: 768px) 46vw, calc(100vw - 2rem)"
/** The featured card spans two of the three columns. */
const ARTICLE_FEATURED_COVER_SIZES = "(min-width: 1280px) 830px, (min-width: 768px) 64vw, calc(100vw - 2rem)"
const NO_LINKS: Readonly<Record<string, RichTextLinkTarget>> = {}

/** Date and reading time, e.g. "14 April 2026 · 3 min read", with a machine-readable <time>. */
function ArticleMeta({
  article,
  className,
  readingTime = formatReadingTime,
  ...props
}: React.ComponentProps<"p"> & { article: Pick<Article, "published" | "readingMinutes">; readingTime?: (minutes: number) => string }) {
  const dateLocale = useDateLocale()
  return (
    <p data-slot="article-meta" className={cn("flex flex-wrap items-center gap-x-2 gap-y-1 text-sm", className)} {...props}>
      <time dateTime={article.published}>{formatLongDate(article.published, dateLocale)}</time>
      <span aria-hidden="true">·</span>
      <span>{readingTime(article.readingMinutes)}</span>
    </p>
  )
}

/** Tags as small badges in a labelled list. */
function ArticleTags({
  tags,
  label = ARTICLE_TEMPLATE_LABELS.tags,
  className,
  ...props
}: React.ComponentProps<"ul"> & { tags: string[]; label?: string }) {
  if (tags.length === 0) return null
  return (
    <ul data-slot="article-tags" aria-label={label} className={cn("flex flex-wrap gap-1.5", className)} {...props}>
      {tags.map((tag) => (
        <li key={tag}>
          <Badge variant="secondary" className="font-medium">
            {tag}
          </Badge>
        </li>
      ))}
    </ul>
  )
}

const articleCardVariants = cva(
  "group relative flex h-full flex-col gap-4 rounded-2xl border border-border bg-card p-6 text-card-foreground transition-[border-color,box-shadow] has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-ring has-[a:focus-visible]:ring-offset-2 has-[a:focus-visible]:ring-offset-background hover:border-primary/50 hover:shadow-lg motion-reduce:transition-none lg:p-7",
  {
    variants: {
      size: {
        default: "",
        lg: "lg:gap-6 lg:p-10",
      },
    },
    defaultVariants: { size: "default" },
  },
)

export interface ArticleCardProps extends React.ComponentProps<"article">, VariantProps<typeof articleCardVariants> {
  /** `default` a card in the grid, `lg` the wide featured card that leads the list. @default "default" */
  size?: VariantProps<typeof articleCardVariants>["size"]
  /** The article: title, date, author, excerpt, tags and body. */
  article: Article
  /** Heading level of the title, to fit the page outline. @default "h3" */
  headingLevel?: "h2" | "h3"
  /** The reading time in the page's language, e.g. "3 min läsning". @default "3 min read" */
  readingTime?: (minutes: number) => string
}

/** An article teaser that links as a whole: date and reading time, title, excerpt, tags; `lg` for the featured one. */
export function ArticleCard({ article, headingLevel = "h3", size, readingTime, className, ...props }: ArticleCardProps) {
  const Heading = headingLevel
  const large = size === "lg"
  return (
    <article
      lang={article.lang}
      data-slot="article-card"
      data-size={size ?? "default"}
      className={cn(articleCardVariants({ size }), className)}
      {...props}
    >
      {article.cover ? (
        <ContentPicture
          image={article.cover}
          sizes={large ? ARTICLE_FEATURED_COVER_SIZES : ARTICLE_CARD_COVER_SIZES}
          className="aspect-[16/9] h-auto w-full rounded-lg bg-muted"
        />
      ) : null}
      <ArticleMeta article={article} readingTime={readingTime} className="text-muted-foreground" />
      <Heading
        data-slot="article-card-title"
        className={cn("font-heading leading-snug font-semibold tracking-tight text-balance", large ? "text-2xl sm:text-3xl" : "text-xl")}
      >
        <SmartLink
          href={article.meta.path}
          className="outline-none after:absolute after:inset-0 after:rounded-2xl after:content-[''] group-hover:text-primary"
        >
          {article.title}
        </SmartLink>
      </Heading>
      <p
        data-slot="article-card-excerpt"
        className={cn("leading-relaxed text-muted-foreground", large ? "text-base sm:text-lg" : "line-clamp-3 text-sm")}
      >
        {article.excerpt}
      </p>
      <div className="mt-auto flex items-end justify-between gap-4 pt-2">
        <ArticleTags tags={article.tags} />
        <ArrowRight
          aria-hidden="true"
          className="size-5 shrink-0 text-primary transition-transform group-hover:translate-x-1 motion-reduce:transition-none"
        />
      </div>
    </article>
  )
}

/** The anchor of a heading in an article's body: "section-what-a-good-bug-report-contains". */
function articleHeadingId(text: string): string {
  return `section-${slugify(text)}`
}

/** The links of the body's internal links by document id (the app resolves them). */
type ArticleLinks = Readonly<Record<string, RichTextLinkTarget>>

/** "In this article": the body's level-2 headings as links, for the hero's side column (nothing for fewer than two). */
function articleContentsPanel(article: Article, links: ArticleLinks, title: string): HeroPanel | undefined {
  const headings = article.body.flatMap((block) =>
    block.type === "heading" && block.level === 2 ? [richTextInlineText(block.children, links)] : [],
  )
  if (headings.length < 2) return undefined
  return {
    kind: "links",
    title,
    items: headings.map((text) => ({ label: text, href: `#${articleHeadingId(text)}` })),
  }
}

/**
 * The article's body, set for long reading: its rich text with the page's h1 above it (headings h2 and
 * h3, each with its anchor), internal links to their pages and links to other sites marked.
 */
function ArticleBody({
  blocks,
  links,
  className,
  ...props
}: React.ComponentProps<"div"> & { blocks: Article["body"]; links: ArticleLinks }) {
  return (
    <div
      data-slot="article-body"
      className={cn("max-w-[68ch] text-lg leading-[1.75] text-pretty text-foreground/90", className)}
      {...props}
    >
      <RichText
        blocks={blocks}
        headingLevel={1}
        links={links}
        textStyle="inherit"
        headingId={articleHeadingId}
        className="gap-6 [&_h2]:mt-6 [&_h2]:text-2xl [&_h2]:leading-tight [&_h2]:tracking-tight sm:[&_h2]:text-3xl"
      />
    </div>
  )
}

export interface ArticleTemplateProps extends React.ComponentProps<"article"> {
  /** The article: title, date, author, reading time, tags and body (rich text). */
  article: Article
  /** The pages the body's internal links point at, by document id; a link to a page not listed shows its words only. */
  richTextLinks?: ArticleLinks
  /** Small label above the title, e.g. "Blog" or "News". */
  eyebrow?: string
  /** A breadcrumb trail for the hero (e.g. HeroBreadcrumb). */
  breadcrumb?: React.ReactNode
  /** The listing this article belongs to, shown as a back link, e.g. { label: "All blog posts", href: "/resources/blog" }. */
  backLink?: Cta
  /** Articles to read next, as cards under the body. */
  related?: Article[]
  /** The h2 above the related articles. @default "Related articles" */
  relatedHeading?: string
  /** The call-to-action band at the foot of the page; none without it. */
  cta?: CtaBand
  /** The hero's side column when the article has no contents to list (e.g. a press contact for news). */
  heroPanel?: HeroPanel
  /** The template's fixed words, to override (the page's language). */
  labels?: Partial<ArticleTemplateLabels>
  /** The reading time in the page's language. @default "3 min read" */
  readingTime?: (minutes: number) => string
}

/**
 * A blog post or news item: the title as the page's h1 with author, date and reading time; the body
 * in a readable column beside its tags; related articles and a call to action.
 */
export function ArticleTemplate({
  article,
  eyebrow,
  breadcrumb,
  backLink,
  related = [],
  relatedHeading = ARTICLE_RELATED_HEADING,
  cta,
  heroPanel,
  richTextLinks = NO_LINKS,
  labels,
  readingTime,
  className,
  ...props
}: ArticleTemplateProps) {
  const dateLocale = useDateLocale()
  const text = { ...ARTICLE_TEMPLATE_LABELS, ...labels }
  return (
    <article data-slot="article-template" className={cn("bg-background text-foreground", className)} {...props}>
      <PageHero
        eyebrow={eyebrow}
        heading={article.title}
        intro={article.excerpt}
        breadcrumb={breadcrumb}
        panel={articleContentsPanel(article, richTextLinks, text.contents) ?? heroPanel}
      >
        <div
          data-slot="article-byline"
          className="flex flex-wrap items-center gap-x-4 gap-y-2 border-t border-header-foreground/15 pt-6 text-header-muted"
        >
          <p className="text-sm">
            {text.by}{" "}
            <span data-slot="article-author" className="font-semibold text-header-foreground">
              {article.author}
            </span>
          </p>
          <span aria-hidden="true" className="hidden h-4 w-px bg-header-foreground/20 sm:block" />
          <ArticleMeta article={article} readingTime={readingTime} />
        </div>
      </PageHero>

      <Container className="grid gap-12 py-14 sm:py-16 lg:grid-cols-12 lg:gap-16 lg:py-20">
        <div className="flex flex-col gap-10 lg:col-span-8">
          {article.cover ? (
            <ContentPicture
              image={article.cover}
              sizes={ARTICLE_COVER_SIZES}
              loading="eager"
              className="aspect-[16/9] h-auto w-full rounded-2xl bg-muted"
            />
          ) : null}
          <ArticleBody blocks={article.body} links={richTextLinks} />
        </div>
        <aside
          data-slot="article-aside"
          aria-label={text.about}
          className="flex h-fit flex-col gap-8 border-t border-border pt-8 lg:sticky lg:top-24 lg:col-span-4 lg:border-t-0 lg:border-l lg:pt-0 lg:pl-10"
        >
          <dl className="flex flex-col gap-5 text-sm">
            <div className="flex flex-col gap-1">
              <dt className="text-xs font-semibold tracking-[0.12em] text-muted-foreground uppercase">{text.writtenBy}</dt>
              <dd className="font-medium">{article.author}</dd>
            </div>
            <div className="flex flex-col gap-1">
              <dt className="text-xs font-semibold tracking-[0.12em] text-muted-foreground uppercase">{text.published}</dt>
              <dd className="font-medium">
                <time dateTime={article.published}>{formatLongDate(article.published, dateLocale)}</time>
              </dd>
            </div>
            {article.tags.length > 0 && (
              <div className="flex flex-col gap-2">
                <dt className="text-xs font-semibold tracking-[0.12em] text-muted-foreground uppercase">{text.topics}</dt>
                <dd>
                  <ArticleTags tags={article.tags} label={text.tags} />
                </dd>
              </div>
            )}
          </dl>
          {backLink && (
            <SmartLink data-slot="article-back-link" href={backLink.href} className={sectionLinkVariants()}>
              <ArrowLeft aria-hidden="true" className="order-first" />
              {backLink.label}
            </SmartLink>
          )}
        </aside>
      </Container>

      {related.length > 0 && (
        <PageSection data-slot="article-related" variant="muted" heading={relatedHeading} size="sm">
          <ul className={cn("grid gap-5 lg:gap-6", gridColumnsFor(related.length))}>
            {related.map((item) => (
              <li key={item.slug} className="min-w-0">
                <ArticleCard article={item} readingTime={readingTime} />
              </li>
            ))}
          </ul>
        </PageSection>
      )}

      {cta && <CtaBandSection {...cta} />}
    </article>
  )
}
