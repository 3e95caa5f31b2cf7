import { FAQ_PAGE } from "../content/utility"
import { PlaceholderPage } from "../layout/placeholder-page"

/** /faq: a placeholder page titled 'Frequently Asked Questions'. */
export default function FaqPage() {
  return <PlaceholderPage page={FAQ_PAGE} />
}
