import type { ContentPage } from "@nordika/ui/templates"
import { resourcesHub } from "./hub"
import { brochure } from "./brochure"
import { BLOG_PAGE, BLOG_POSTS, BLOG_POSTS_BY_SLUG } from "./blog"
import { NEWS_PAGE, NEWS_ITEMS, NEWS_ITEMS_BY_SLUG } from "./news"
import { GLOSSARY_PAGE, GLOSSARY_TERMS } from "./glossary"

export {
  resourcesHub,
  brochure,
  BLOG_PAGE,
  BLOG_POSTS,
  BLOG_POSTS_BY_SLUG,
  NEWS_PAGE,
  NEWS_ITEMS,
  NEWS_ITEMS_BY_SLUG,
  GLOSSARY_PAGE,
  GLOSSARY_TERMS,
}

/** The resources pages keyed by path (articles are in BLOG_POSTS_BY_SLUG / NEWS_ITEMS_BY_SLUG). */
export const RESOURCES_PAGES: Readonly<Record<string, ContentPage>> = Object.fromEntries(
  [resourcesHub, BLOG_PAGE, GLOSSARY_PAGE, NEWS_PAGE, brochure].map((page) => [page.meta.path, page]),
)
