/** How the site names its sections, by the first segment of their paths (a second one for /resources/blog and /resources/news). */
export interface SiteSection {
  /** The section's name, as breadcrumbs show it: "Services". */
  label: string
  /** What one of its pages is, as a related-link card describes it: "Service". */
  singular: string
}

/** The one map of section names: breadcrumbs read `label`, related-link cards read `singular`. */
export const SITE_SECTIONS: Readonly<Record<string, SiteSection>> = {
  about: { label: "About Nordika", singular: "About Nordika" },
  services: { label: "Services", singular: "Service" },
  industries: { label: "Industries", singular: "Industry" },
  "case-studies": { label: "Case studies", singular: "Case study" },
  resources: { label: "Resources", singular: "Resources" },
  blog: { label: "Blog", singular: "Blog post" },
  news: { label: "News", singular: "News" },
  careers: { label: "Careers", singular: "Careers" },
  freelancers: { label: "Freelancers", singular: "Freelancers" },
  technology: { label: "Technology", singular: "Technology" },
  sustainability: { label: "Sustainability", singular: "Sustainability" },
  "security-compliance": { label: "Security and compliance", singular: "Security and compliance" },
  contact: { label: "Contact", singular: "Contact" },
}
