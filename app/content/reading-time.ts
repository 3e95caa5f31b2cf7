/**
 * Reading times, worked out from the words a reader meets on the page: one function for every blog
 * post, news item and case study, so no listed time is a guess.
 */
import type { Article, CaseStudy } from "@nordika/ui/templates"

/** About how many words of web copy an adult reads in a minute. */
export const READING_WORDS_PER_MINUTE = 200

/** The words in the texts: runs of anything but white space ("ISO 17100:2015" is two). */
export function countWords(texts: readonly string[]): number {
  return texts.reduce((sum, text) => sum + (text.match(/\S+/g)?.length ?? 0), 0)
}

/** Minutes to read the texts: the words over 200, rounded up, at least 1. */
export function readingMinutes(texts: readonly string[]): number {
  return Math.max(1, Math.ceil(countWords(texts) / READING_WORDS_PER_MINUTE))
}

/** A block of a post's body as written: the seed turns the blocks into the rich text the page draws. */
export type ArticleCopyBlock = { kind: "paragraph"; text: string } | { kind: "heading"; text: string } | { kind: "list"; items: string[] }

/** A post or news item as written (its body as plain blocks), before its reading time is worked out. */
export type ArticleCopy = Omit<Article, "readingMinutes" | "body"> & { body: ArticleCopyBlock[] }
/** A case study as written (its story as paragraphs), before its reading time is worked out. */
export type CaseStudyCopy = Omit<CaseStudy, "readingMinutes" | "challenge" | "solution" | "outcome"> & {
  challenge: string[]
  solution: string[]
  outcome: string[]
}

/** A post or news item of the seed's input, with its reading time. */
export type ArticleEntryCopy = ArticleCopy & Pick<Article, "readingMinutes">
/** A case study of the seed's input, with its reading time. */
export type CaseStudyEntryCopy = CaseStudyCopy & Pick<CaseStudy, "readingMinutes">

/** What a post's page gives to read: title, excerpt and body. */
export function articleTexts(article: ArticleCopy): string[] {
  return [article.title, article.excerpt, ...article.body.flatMap((block) => (block.kind === "list" ? block.items : [block.text]))]
}

/** What a case study's page gives to read: title, summary, the story, the results and the quote. */
export function caseStudyTexts(study: CaseStudyCopy): string[] {
  return [
    study.title,
    study.summary,
    ...study.challenge,
    ...study.solution,
    ...study.results.flatMap((result) => [result.value, result.label]),
    ...study.outcome,
    ...(study.quote ? [study.quote.text, study.quote.author, study.quote.role] : []),
  ]
}

/** The article with its reading time. */
export const withArticleReadingTime = (article: ArticleCopy): ArticleEntryCopy => ({
  ...article,
  readingMinutes: readingMinutes(articleTexts(article)),
})

/** The case study with its reading time. */
export const withCaseStudyReadingTime = (study: CaseStudyCopy): CaseStudyEntryCopy => ({
  ...study,
  readingMinutes: readingMinutes(caseStudyTexts(study)),
})
