import { Link } from "react-router-dom"
import type { InternalLinkProps, RenderLink } from "@nordika/ui"

/** Internal links of ui components (SmartLink) go through react-router. */
export function RouterLink({ to, ...props }: InternalLinkProps) {
  return <Link to={to} {...props} />
}

/** The header's and footer's link renderer: react-router's Link for site paths, a plain anchor otherwise. */
export const renderRouterLink: RenderLink = ({ href, ...props }) =>
  href.startsWith("/") && !href.startsWith("//") ? <Link to={href} {...props} /> : <a href={href} {...props} />
