import { NEWS_ITEMS, NEWS_PAGE } from "../content/resources/news"
import { ArticleListPage } from "./article-list"

/** /resources/news: company news, filterable by topic (?tag=…). */
export default function NewsListPage() {
  return <ArticleListPage page={NEWS_PAGE} articles={NEWS_ITEMS} />
}
