import { NOT_FOUND_PAGE } from "../content/utility"
import { PlaceholderPage } from "../layout/placeholder-page"

/** Any unknown path: 'Page Not Found' (the server answers it with HTTP 404). */
export default function NotFoundPage() {
  return <PlaceholderPage page={NOT_FOUND_PAGE} />
}
