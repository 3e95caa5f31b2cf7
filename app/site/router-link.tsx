import { Link } from "react-router-dom"
import type { InternalLinkProps } from "@nordika/ui"

/**
 * The site's internal link for every ui SmartLink: react-router's Link. SmartLink decides what is internal
 * and gives every other link its rel="noopener noreferrer"; this only navigates.
 */
export function RouterLink({ to, ...props }: InternalLinkProps) {
  return <Link to={to} {...props} />
}
