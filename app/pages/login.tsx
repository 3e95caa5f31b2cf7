import { StandalonePage } from "../layout/standalone-page"
import { STANDALONE_PAGES } from "../site/standalone-pages"

/** /login: outside the public layout; the admin issue builds the sign-in form here. */
export default function LoginPage() {
  return <StandalonePage {...STANDALONE_PAGES["/login"]} />
}
