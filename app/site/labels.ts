/** Small interface labels of the app shell, as message ids of app/i18n/locales (page copy lives in app/content). */
export const ARTICLE_LABELS = {
  blog: { eyebrow: /*i18n*/ "article.blog.eyebrow", back: /*i18n*/ "article.blog.back" },
  news: { eyebrow: /*i18n*/ "article.news.eyebrow", back: /*i18n*/ "article.news.back" },
} as const
/** Where the "Apply" buttons of open positions lead. */
export const APPLICATION_PORTAL_PATH = "/careers/application-portal"
