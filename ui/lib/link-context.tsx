import * as React from "react"

/** Props an internal-link component receives: the anchor's props, with the path as `to` (react-router's Link fits). */
export type InternalLinkProps = Omit<React.ComponentProps<"a">, "href"> & { to: string }

/** Renders a link to a route of the site, e.g. react-router's `Link`. */
export type InternalLinkComponent = React.ComponentType<InternalLinkProps>

/** The default internal link: a plain anchor. */
export function PlainInternalLink({ to, ...props }: InternalLinkProps) {
  return <a href={to} {...props} />
}

const LinkContext = React.createContext<InternalLinkComponent>(PlainInternalLink)

export interface LinkProviderProps {
  /** The component every SmartLink renders internal links with (ui/ knows nothing of routes). */
  value: InternalLinkComponent
  /** Where the link component applies. */
  children?: React.ReactNode
}

/** Provides the app's router link to every SmartLink below it. */
export function LinkProvider({ value, children }: LinkProviderProps) {
  return <LinkContext.Provider value={value}>{children}</LinkContext.Provider>
}

/** The internal-link component SmartLink uses here. */
function useLinkComponent(): InternalLinkComponent {
  return React.useContext(LinkContext)
}

/** Whether `href` is a route of this site ("/about"), rather than another site, a protocol-relative URL or a fragment. */
export function isInternalHref(href: string): boolean {
  return href.startsWith("/") && !href.startsWith("//")
}

export type SmartLinkProps = React.ComponentProps<"a"> & {
  /** A path of this site ("/services"), which goes through the router, or any other address. */
  href: string
}

/**
 * A link that goes through the provided router link for internal paths ("/services") and is a plain
 * anchor with rel="noopener noreferrer" for everything else (other sites, mailto:, tel:).
 */
export function SmartLink({ href, rel, ...props }: SmartLinkProps) {
  const InternalLink = useLinkComponent()
  // The component comes from context and is stable across renders; createElement says so to the hooks linter.
  if (isInternalHref(href))
    return React.createElement(InternalLink, { "data-link": "internal", to: href, rel, ...props } as InternalLinkProps)
  return <a data-link="external" href={href} rel={rel ? `noopener noreferrer ${rel}` : "noopener noreferrer"} {...props} />
}
