/** Hero panels that feature the newest item of a list (the latest case study, article or news item). */
import type { Article, CaseStudy, HeroPanel } from "@nordika/ui/templates"

/** The items, newest first by their ISO publication date. */
export function newestFirst<T extends { published: string }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => b.published.localeCompare(a.published))
}

/** The newest article as a hero panel ("Latest article", "Read the article"). */
export function latestArticlePanel(articles: readonly Omit<Article, "body">[], label: string, linkLabel: string): HeroPanel {
  const [article] = newestFirst(articles)
  return {
    kind: "feature",
    label,
    date: article.published,
    readingMinutes: article.readingMinutes,
    title: article.title,
    text: article.excerpt,
    href: article.meta.path,
    linkLabel,
  }
}

/** The newest case study as a hero panel, with its lead result. */
export function latestCaseStudyPanel(studies: readonly Omit<CaseStudy, "challenge" | "solution" | "outcome">[]): HeroPanel {
  const [study] = newestFirst(studies)
  return {
    kind: "feature",
    label: "Latest case study",
    kicker: study.client,
    title: study.title,
    text: study.summary,
    href: study.meta.path,
    linkLabel: "Read the case study",
    figure: study.results[0],
  }
}
