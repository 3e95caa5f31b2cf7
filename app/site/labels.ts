/** Small interface labels of the app shell (page copy lives in app/content). */
export const SKIP_TO_CONTENT_LABEL = "Skip to main content"
export const FATAL_ERROR_DOCUMENT_TITLE = "Something went wrong"
export const ARTICLE_LABELS = {
  blog: { eyebrow: "Blog", back: "All blog posts" },
  news: { eyebrow: "News", back: "All news" },
} as const
/** Where the "Apply" buttons of open positions lead. */
export const APPLICATION_PORTAL_PATH = "/careers/application-portal"
