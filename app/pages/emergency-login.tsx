import { StandalonePage } from "../layout/standalone-page"
import { STANDALONE_PAGES } from "../site/standalone-pages"

/** /emergency-login: access recovery, outside the public layout; built out by the admin issue. */
export default function EmergencyLoginPage() {
  return <StandalonePage {...STANDALONE_PAGES["/emergency-login"]} />
}
