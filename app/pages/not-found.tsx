import { notFoundPage } from "../content/utility"
import { useI18n } from "../i18n/i18n"
import { PlaceholderPage } from "../layout/placeholder-page"

/** Any unknown path: 'Page Not Found' in the page's language (the server answers it with HTTP 404). */
export default function NotFoundPage() {
  const { i18n } = useI18n()
  return <PlaceholderPage page={notFoundPage(i18n)} />
}
