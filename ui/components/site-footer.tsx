import * as React from "react"
import { MapPinIcon } from "./frame-icons"
import { cn } from "../lib/utils"
import { SmartLink } from "../lib/link-context"
import { BrandLogo, COMPANY_NAME } from "./brand-logo"

export interface FooterLink {
  href: string
  text: string
}

export interface FooterColumn {
  title: string
  links: FooterLink[]
}

export type SocialPlatform = "linkedin" | "x" | "youtube" | "instagram"

export interface SocialLink {
  platform: SocialPlatform
  /** Accessible name of the icon-only link. */
  label: string
  href: string
}

export interface PostalAddress {
  /** The company's legal name, first line of the address and holder of the copyright. */
  name: string
  street: string
  postalCode: string
  city: string
  country: string
}

/** The copyright line for a year: '© 2025 Nordika AB. All rights reserved.' */
export function copyrightLine(year: number, holder: string): string {
  return `© ${year} ${holder}. All rights reserved.`
}

/** The footer's own texts (not its links, which are content), in the page's language. */
export interface SiteFooterLabels {
  /** Accessible name of the logo's link home. @default "<companyName> home" */
  home?: string
  /** The copyright line. @default copyrightLine(year, address.name) */
  copyright?: string
  socialMedia: string
  footer: string
  legal: string
  /** Appended to a social link's name: it opens in a new tab. */
  opensInNewTab: string
}

const SITE_FOOTER_LABELS: SiteFooterLabels = {
  socialMedia: "Social media",
  footer: "Footer",
  legal: "Legal",
  opensInNewTab: "(opens in a new tab)",
}

/** Widest the footer logo may be, matching the header's. */
export const FOOTER_LOGO_MAX_WIDTH_PX = 150

const footerLinkClass =
  "rounded-sm text-sm text-header-muted transition-colors outline-none hover:text-header-foreground focus-visible:ring-2 focus-visible:ring-header-foreground focus-visible:ring-offset-2 focus-visible:ring-offset-header"

export interface SiteFooterProps extends React.ComponentProps<"footer"> {
  /** Footer logo (site setting `logos.footerLogoUrl`). Absent, empty or broken, the default icon and company name show. */
  logoUrl?: string | null
  /** Shown beside the default icon when there is no logo, and as the logo's alt text. @default "Nordika" */
  companyName?: string
  /** Where the logo leads. @default "/" */
  homeHref?: string
  /** The link columns, each under its heading. */
  columns: FooterColumn[]
  /** The line under the logo. */
  tagline: string
  /** The head office; its name also holds the copyright. */
  address: PostalAddress
  /** Icon-only links to the company's profiles; they open in a new tab. */
  socialLinks: SocialLink[]
  /** The contact email and phone, shown under the address when given. */
  contact?: { email?: string; phone?: string }
  /** The links beside the copyright line. */
  legalLinks: FooterLink[]
  /** The year in the copyright line. @default the current year */
  year?: number
  /** Called when the logo fails to load. @default logs a warning */
  onLogoError?: (logoUrl: string) => void
  /** The visitor's colour theme control (a ThemeToggle with variant="header"), beside the copyright line. */
  themeControl?: React.ReactNode
  /** The footer's own texts in the page's language. @default English */
  labels?: SiteFooterLabels
  /**
   * The language of the tagline's and the links' texts where it is not the page's (a footer shown
   * untranslated): their `lang`. @default the page's language
   */
  linksLang?: string
}

/** The site footer: brand, tagline, Stockholm address and social links, four link columns, copyright and legal links. */
export function SiteFooter({
  logoUrl,
  companyName = COMPANY_NAME,
  homeHref = "/",
  columns,
  tagline,
  address,
  socialLinks,
  contact,
  legalLinks,
  year = new Date().getFullYear(),
  onLogoError,
  themeControl,
  labels = SITE_FOOTER_LABELS,
  linksLang,
  className,
  ...props
}: SiteFooterProps) {
  return (
    <footer data-slot="site-footer" className={cn("bg-header text-header-foreground", className)} {...props}>
      {/* pb-24: at the page's end the floating back-to-top button (at most 68 px from the bottom) never covers the last row. */}
      <div className="mx-auto max-w-7xl px-4 pt-16 pb-24 lg:px-6 lg:pt-20">
        <div className="grid gap-12 lg:grid-cols-[minmax(0,1fr)_minmax(0,2.4fr)] lg:gap-16">
          <div data-slot="site-footer-brand" className="flex max-w-sm flex-col gap-6">
            <SmartLink
              href={homeHref}
              aria-label={labels.home ?? `${companyName} home`}
              className="flex h-10 self-start rounded-md outline-none focus-visible:ring-2 focus-visible:ring-header-foreground focus-visible:ring-offset-4 focus-visible:ring-offset-header"
            >
              <BrandLogo
                variant="header"
                logoUrl={logoUrl}
                name={companyName}
                maxWidthPx={FOOTER_LOGO_MAX_WIDTH_PX}
                onLoadError={onLogoError}
                className="h-10"
              />
            </SmartLink>
            <p data-slot="site-footer-tagline" lang={linksLang} className="text-base leading-relaxed text-header-muted">
              {tagline}
            </p>
            <address data-slot="site-footer-address" className="flex gap-3 text-sm leading-relaxed text-header-muted not-italic">
              <MapPinIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-header-foreground" />
              <span>
                <span className="font-semibold text-header-foreground">{address.name}</span>
                <br />
                {address.street}
                <br />
                {address.postalCode} {address.city}, {address.country}
              </span>
            </address>
            {contact?.email || contact?.phone ? (
              <p data-slot="site-footer-contact" className="flex flex-col gap-1 text-sm">
                {contact.email ? (
                  <a href={`mailto:${contact.email}`} className={cn(footerLinkClass, "self-start")}>
                    {contact.email}
                  </a>
                ) : null}
                {contact.phone ? (
                  <a href={`tel:${contact.phone.replace(/[^+0-9]/g, "")}`} className={cn(footerLinkClass, "self-start")}>
                    {contact.phone}
                  </a>
                ) : null}
              </p>
            ) : null}
            <ul data-slot="site-footer-social" aria-label={labels.socialMedia} className="flex gap-2">
              {socialLinks.map((social) => (
                <li key={social.platform}>
                  <SmartLink
                    data-slot="site-footer-social-link"
                    data-platform={social.platform}
                    href={social.href}
                    target="_blank"
                    aria-label={`${social.label} ${labels.opensInNewTab}`}
                    className="grid size-10 place-items-center rounded-full bg-header-foreground/10 text-header-foreground transition-colors outline-none hover:bg-header-foreground/20 focus-visible:ring-2 focus-visible:ring-header-foreground focus-visible:ring-offset-2 focus-visible:ring-offset-header"
                  >
                    <SocialIcon platform={social.platform} />
                  </SmartLink>
                </li>
              ))}
            </ul>
          </div>

          <nav aria-label={labels.footer} data-slot="site-footer-nav" className="grid grid-cols-2 gap-x-8 gap-y-10 md:grid-cols-4">
            {columns.map((column) => (
              <FooterLinkColumn key={column.title} column={column} lang={linksLang} />
            ))}
          </nav>
        </div>

        <div
          data-slot="site-footer-bottom"
          className="mt-14 flex flex-col gap-4 border-t border-header-foreground/10 pt-8 md:flex-row md:items-center md:justify-between"
        >
          <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:gap-6">
            <p data-slot="site-footer-copyright" className="text-sm text-header-muted">
              {labels.copyright ?? copyrightLine(year, address.name)}
            </p>
            {themeControl}
          </div>
          <nav aria-label={labels.legal} data-slot="site-footer-legal">
            <ul lang={linksLang} className="flex flex-wrap gap-x-6 gap-y-2">
              {legalLinks.map((link) => (
                <li key={link.href}>
                  <SmartLink href={link.href} className={footerLinkClass}>
                    {link.text}
                  </SmartLink>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  )
}

function FooterLinkColumn({ column, lang }: { column: FooterColumn; lang?: string }) {
  const titleId = React.useId()
  return (
    <div data-slot="site-footer-column" lang={lang} className="flex flex-col gap-4">
      <h2 id={titleId} className="font-heading text-sm font-semibold tracking-wide text-header-foreground">
        {column.title}
      </h2>
      <ul aria-labelledby={titleId} className="flex flex-col gap-3">
        {column.links.map((link) => (
          <li key={link.href}>
            <SmartLink href={link.href} className={footerLinkClass}>
              {link.text}
            </SmartLink>
          </li>
        ))}
      </ul>
    </div>
  )
}

// lucide-react 1.x dropped brand icons, so the four marks are drawn here in lucide's 24px stroke style.
const SOCIAL_ICON_PATHS: Record<SocialPlatform, React.ReactNode> = {
  linkedin: (
    <>
      <path d="M16 8a6 6 0 0 1 6 6v7h-4v-7a2 2 0 0 0-4 0v7h-4v-7a6 6 0 0 1 6-6z" />
      <rect width="4" height="12" x="2" y="9" />
      <circle cx="4" cy="4" r="2" />
    </>
  ),
  x: (
    <>
      <path d="M4 4l11.733 16h4.267l-11.733-16z" />
      <path d="M4 20l6.768-6.768m2.46-2.46L20 4" />
    </>
  ),
  youtube: (
    <>
      <path d="M2.5 17a24.12 24.12 0 0 1 0-10 2 2 0 0 1 1.4-1.4 49.56 49.56 0 0 1 16.2 0A2 2 0 0 1 21.5 7a24.12 24.12 0 0 1 0 10 2 2 0 0 1-1.4 1.4 49.55 49.55 0 0 1-16.2 0A2 2 0 0 1 2.5 17" />
      <path d="m10 15 5-3-5-3z" />
    </>
  ),
  instagram: (
    <>
      <rect width="20" height="20" x="2" y="2" rx="5" ry="5" />
      <path d="M16 11.37A4 4 0 1 1 12.63 8 4 4 0 0 1 16 11.37z" />
      <line x1="17.5" x2="17.51" y1="6.5" y2="6.5" />
    </>
  ),
}

function SocialIcon({ platform }: { platform: SocialPlatform }) {
  return (
    <svg
      data-slot="site-footer-social-icon"
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className="size-[18px]"
    >
      {SOCIAL_ICON_PATHS[platform]}
    </svg>
  )
}
