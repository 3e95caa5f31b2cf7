import { use } from "react"
import { Link } from "react-router-dom"
import type { InternalLinkProps } from "@nordika/ui"
import { localizeHref, PathMapContext } from "./localized-href"

/**
 * The site's internal link for every ui SmartLink: react-router's Link, to the target in the page's
 * language (localizeHref: its live translation, else the English page marked hreflang="en"). A link
 * that names its target's language itself (the language switcher's) goes where it says. SmartLink
 * decides what is internal and gives every other link its rel="noopener noreferrer".
 */
export function RouterLink({ to, hrefLang, ...props }: InternalLinkProps) {
  const map = use(PathMapContext)
  const target = hrefLang ? { href: to, hrefLang } : localizeHref(to, map)
  return <Link to={target.href} hrefLang={target.hrefLang} {...props} />
}
