import * as React from "react"
import { cva, type VariantProps } from "class-variance-authority"
import { cn } from "../lib/utils"
import { CtaBandSection } from "../components/sections/cta-band-section"
import { PageHero } from "../components/sections/page-hero"
import { Container, sectionHeadingVariants } from "../components/sections/section"
import { ArticleCard } from "./article-template"
import { useControllableValue } from "../hooks/use-controllable-value"
import { formatResultCount, ListingEmptyState, type ListingNoun } from "./listing-template"
import type { Article, CtaBand, Hero } from "./types"
import { indexCollator } from "../lib/index-letters"
import { useDateLocale } from "../lib/date-locale"

export const ARTICLE_NOUN: ListingNoun = { singular: "article", plural: "articles" }

/** Label of the chip that shows every article. */
export const ALL_TOPICS_LABEL = "All topics"

const tagChipVariants = cva(
  "inline-flex items-center rounded-full border border-border bg-background font-medium whitespace-nowrap text-foreground transition-colors outline-none hover:border-primary/50 hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background aria-pressed:border-primary aria-pressed:bg-primary aria-pressed:text-primary-foreground",
  {
    variants: {
      size: { default: "h-9 px-4 text-sm", sm: "h-8 px-3 text-xs" },
    },
    defaultVariants: { size: "default" },
  },
)

interface TagFilterProps extends Omit<React.ComponentProps<"div">, "onChange">, VariantProps<typeof tagChipVariants> {
  tags: readonly string[]
  /** The selected tag; null shows everything. */
  value: string | null
  onValueChange: (tag: string | null) => void
}

/** Toggle chips (buttons with aria-pressed): "All topics" and one per tag. */
function TagFilter({
  tags,
  value,
  onValueChange,
  allLabel = ALL_TOPICS_LABEL,
  size,
  className,
  ...props
}: TagFilterProps & { allLabel?: string }) {
  return (
    <div data-slot="tag-filter" role="group" className={cn("flex flex-wrap gap-2", className)} {...props}>
      <button
        type="button"
        data-slot="tag-chip"
        aria-pressed={value === null}
        className={tagChipVariants({ size })}
        onClick={() => onValueChange(null)}
      >
        {allLabel}
      </button>
      {tags.map((tag) => (
        <button
          key={tag}
          type="button"
          data-slot="tag-chip"
          aria-pressed={value === tag}
          className={tagChipVariants({ size })}
          onClick={() => onValueChange(value === tag ? null : tag)}
        >
          {tag}
        </button>
      ))}
    </div>
  )
}

/** Every tag used by the articles, most used first, then in `locale`'s A–Z. */
function articleTags(articles: readonly Article[], locale: string): string[] {
  const { compare } = indexCollator(locale)
  const counts = new Map<string, number>()
  for (const article of articles) for (const tag of article.tags) counts.set(tag, (counts.get(tag) ?? 0) + 1)
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || compare(a[0], b[0])).map(([tag]) => tag)
}

export interface ArticleListTemplateProps {
  /** The page's hero: its h1, intro, calls to action and side column. */
  hero: Hero
  /** A breadcrumb trail for the hero (e.g. HeroBreadcrumb). */
  breadcrumb?: React.ReactNode
  /** The articles, newest first. */
  articles: readonly Article[]
  /** Shows the tag chips. @default false */
  filterable?: boolean
  /** Most tags offered as chips (the most used). @default 8 */
  maxTags?: number
  /** Controlled selected tag (null for all), e.g. from the URL query. */
  tag?: string | null
  /** The tag to start with, when nothing controls it; null for every article. @default null */
  defaultTag?: string | null
  /** Called with the tag chosen, or null for "All". */
  onTagChange?: (tag: string | null) => void
  /** The h2 above the cards. @default "Latest articles" */
  listHeading?: string
  /** Shows the newest article as a wide card first (when no tag is selected). @default true */
  featureFirst?: boolean
  /** The call-to-action band at the foot of the page; none without it. */
  cta?: CtaBand
  /** Classes for the page's root element. */
  className?: string
  /** The listing's fixed words in the page's language (English by default). */
  labels?: Partial<ArticleListLabels>
  /** The reading time on the cards in the page's language. @default "3 min read" */
  readingTime?: (minutes: number) => string
}

/** The article listing's fixed words; `count` says how many articles show, `emptyTagged` the empty state of a topic. */
interface ArticleListLabels {
  allTopics: string
  filter: string
  count: (count: number) => string
  empty: string
  emptyTagged: (tag: string) => string
  emptyTaggedText: string
  reset: string
}

const ARTICLE_LIST_LABELS: ArticleListLabels = {
  allTopics: ALL_TOPICS_LABEL,
  filter: "Filter by topic",
  count: (count) => formatResultCount(count, ARTICLE_NOUN),
  empty: "No articles yet",
  emptyTagged: (tag) => `No articles tagged “${tag}” yet`,
  emptyTaggedText: "Try another topic, or show every article.",
  reset: "Show all articles",
}

/** The blog or news index: article cards with date, excerpt and tags, optionally filtered by tag. */
export function ArticleListTemplate({
  hero,
  breadcrumb,
  articles,
  filterable = false,
  maxTags = 8,
  tag: tagProp,
  defaultTag = null,
  onTagChange,
  listHeading = "Latest articles",
  featureFirst = true,
  cta,
  className,
  labels,
  readingTime,
}: ArticleListTemplateProps) {
  const text = { ...ARTICLE_LIST_LABELS, ...labels }
  const headingId = React.useId()
  const [tag, setTag] = useControllableValue<string | null>(tagProp, defaultTag, onTagChange)
  const locale = useDateLocale()
  const tags = React.useMemo(() => articleTags(articles, locale).slice(0, maxTags), [articles, locale, maxTags])
  const visible = tag ? articles.filter((article) => article.tags.includes(tag)) : articles
  const featured = featureFirst && !tag && visible.length > 2
  return (
    <div data-slot="article-list-template" className={cn("bg-background text-foreground", className)}>
      <PageHero {...hero} breadcrumb={breadcrumb} />
      <section data-slot="article-list-section" aria-labelledby={headingId} className="py-14 sm:py-16 lg:py-20">
        <Container className="flex flex-col gap-8 lg:gap-10">
          <div className="flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
            <h2 id={headingId} className={sectionHeadingVariants({ size: "sm" })}>
              {listHeading}
            </h2>
            <p data-slot="article-list-count" role="status" className="text-sm font-medium text-muted-foreground tabular-nums">
              {text.count(visible.length)}
            </p>
          </div>
          {filterable && tags.length > 0 && (
            <TagFilter aria-label={text.filter} allLabel={text.allTopics} tags={tags} value={tag} onValueChange={setTag} />
          )}
          {visible.length > 0 ? (
            <ul data-slot="article-list" className="grid grid-cols-1 gap-5 md:grid-cols-2 lg:grid-cols-3 lg:gap-6">
              {visible.map((article, index) => (
                <li key={article.slug} className={cn("min-w-0", featured && index === 0 && "md:col-span-2 lg:col-span-2")}>
                  <ArticleCard article={article} readingTime={readingTime} size={featured && index === 0 ? "lg" : "default"} />
                </li>
              ))}
            </ul>
          ) : (
            <ListingEmptyState
              title={tag ? text.emptyTagged(tag) : text.empty}
              text={tag ? text.emptyTaggedText : undefined}
              resetLabel={text.reset}
              onReset={tag ? () => setTag(null) : undefined}
            />
          )}
        </Container>
      </section>
      {cta && <CtaBandSection {...cta} />}
    </div>
  )
}
