/**
 * Which articles and case studies to suggest beside one: those sharing its industry, services or tags.
 * The entry page's loader picks them from the collection's published entries (app/site/collection-pages.ts).
 */
import type { Article, CaseStudy } from "@nordika/ui/templates"

const words = (labels: readonly string[]) =>
  new Set(labels.flatMap((label) => label.toLowerCase().split(/[^\p{L}\d]+/u)).filter((word) => word.length > 2 && word !== "and"))

const sharedCount = <T>(a: ReadonlySet<T> | readonly T[], b: ReadonlySet<T> | readonly T[]) => {
  const other = new Set(b)
  return [...a].filter((item) => other.has(item)).length
}

/**
 * The `count` items most like `item` by `score`, best first; ties and items unrelated to it keep the list's order,
 * and unrelated ones only fill up a list that would otherwise be short.
 */
function mostRelated<T>(item: T, all: readonly T[], count: number, score: (other: T) => number): T[] {
  return all
    .filter((other) => other !== item)
    .map((other, index) => ({ other, score: score(other), index }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, count)
    .map(({ other }) => other)
}

/** Articles sharing a tag first, then those sharing a word of a tag ("Machine translation" and "Translation"). */
export function relatedArticles<A extends Pick<Article, "tags">>(article: A, all: readonly A[], count: number): A[] {
  const tagWords = words(article.tags)
  return mostRelated(article, all, count, (other) => 10 * sharedCount(article.tags, other.tags) + sharedCount(tagWords, words(other.tags)))
}

/** Case studies of the same industry first, then those sharing services. */
export function relatedCaseStudies<S extends Pick<CaseStudy, "industry" | "services">>(study: S, all: readonly S[], count: number): S[] {
  return mostRelated(
    study,
    all,
    count,
    (other) => 10 * Number(other.industry === study.industry) + sharedCount(study.services, other.services),
  )
}
