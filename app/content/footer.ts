/** The footer: its link columns, tagline, head-office address, social profiles and legal links. */
import type { FooterColumn, FooterLink, PostalAddress, SiteFooterProps, SocialLink } from "@nordika/ui"
import { BUNDLED_CONTACT_DETAILS } from "../site/contact-details"

/** The footer's four link columns. Every href is a public route of the site. */
export const FOOTER_COLUMNS: FooterColumn[] = [
  {
    title: "Company",
    links: [
      { href: "/about/who-we-are", text: "About Us" },
      { href: "/about/history", text: "Our history" },
      { href: "/about/team", text: "Leadership & team" },
      { href: "/about/clients", text: "Clients" },
      { href: "/careers", text: "Careers" },
      { href: "/freelancers", text: "Freelancers" },
      { href: "/sustainability", text: "Sustainability" },
    ],
  },
  {
    title: "Services",
    links: [
      { href: "/services/translation", text: "Translation" },
      { href: "/services/website-localization", text: "Website localization" },
      { href: "/services/software-app-localization", text: "Software localization" },
      { href: "/services/subtitling-captioning", text: "Subtitling & captioning" },
      { href: "/services/voice-over", text: "Voice-over" },
      { href: "/services/machine-translation", text: "Machine translation" },
      { href: "/services", text: "All services" },
    ],
  },
  {
    title: "Resources",
    links: [
      { href: "/resources/blog", text: "Blog" },
      { href: "/case-studies", text: "Case studies" },
      { href: "/resources/glossary", text: "Glossary" },
      { href: "/resources/news", text: "News" },
      { href: "/resources/brochure", text: "Brochure" },
      { href: "/technology", text: "Technology" },
    ],
  },
  {
    title: "Support",
    links: [
      { href: "/contact", text: "Contact Us" },
      { href: "/contact/request-quote", text: "Request a quote" },
      { href: "/contact/book-consultation", text: "Book a consultation" },
      { href: "/contact/global-offices", text: "Global offices" },
      { href: "/security-compliance", text: "Security & compliance" },
      { href: "/faq", text: "FAQ" },
      { href: "/accessibility", text: "Accessibility" },
      { href: "/sitemap", text: "Sitemap" },
    ],
  },
]

/** The line under the footer logo. */
export const FOOTER_TAGLINE = "Language services and localization from Stockholm, for brands that speak to the world."

/** Head office, shown in the footer: a postal address in Stockholm. */
export const FOOTER_ADDRESS: PostalAddress = {
  name: "Nordika AB",
  street: "Sveavägen 44",
  postalCode: "111 57",
  city: "Stockholm",
  country: "Sweden",
}

/** Placeholder social profiles until the company confirms its accounts. They open in a new tab. */
export const SOCIAL_LINKS: SocialLink[] = [
  { platform: "linkedin", label: "Nordika on LinkedIn", href: "https://www.linkedin.com/company/nordika" },
  { platform: "x", label: "Nordika on X", href: "https://x.com/nordika" },
  { platform: "youtube", label: "Nordika on YouTube", href: "https://www.youtube.com/@nordika" },
  { platform: "instagram", label: "Nordika on Instagram", href: "https://www.instagram.com/nordika" },
]

/** The legal links under the copyright line. */
export const FOOTER_LEGAL_LINKS: FooterLink[] = [
  { href: "/terms-of-use", text: "Terms of Use" },
  { href: "/privacy-policy", text: "Privacy Policy" },
  { href: "/cookie-preferences", text: "Cookie Preferences" },
  { href: "/copyright", text: "Copyright" },
]

/** Everything the site footer shows but the logo and the year. */
export const FOOTER_CONTENT = {
  columns: FOOTER_COLUMNS,
  tagline: FOOTER_TAGLINE,
  address: FOOTER_ADDRESS,
  socialLinks: SOCIAL_LINKS,
  legalLinks: FOOTER_LEGAL_LINKS,
} satisfies Pick<SiteFooterProps, "columns" | "tagline" | "address" | "socialLinks" | "legalLinks">

/**
 * The company details the admin's general settings start from, before staff first save them. The
 * phone is the contact details' (app/site/contact-details.ts), where every contact detail lives.
 */
export const BUNDLED_COMPANY_DETAILS = {
  companyName: "Nordika",
  contactPhone: BUNDLED_CONTACT_DETAILS.phone,
  address: FOOTER_ADDRESS,
  socialLinks: SOCIAL_LINKS.map(({ platform, href }) => ({ platform, href })),
}
