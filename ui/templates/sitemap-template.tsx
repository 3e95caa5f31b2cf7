import * as React from "react"
import { ArrowRight } from "lucide-react"
import { plural } from "../lib/plural"
import { cn } from "../lib/utils"
import { SmartLink } from "../lib/link-context"
import { PageHero } from "../components/sections/page-hero"
import { Container } from "../components/sections/section"
import type { Hero } from "./types"

interface SitemapLink {
  href: string
  label: string
  /** The language of the page it names when it is not the page's own (an English page listed on a Swedish sitemap: "en"). */
  lang?: string
}

export interface SitemapGroup {
  title: string
  links: SitemapLink[]
}

/** "128 pages in 14 sections". */
export function formatSitemapSummary(groups: readonly SitemapGroup[]): string {
  const pages = groups.reduce((sum, group) => sum + group.links.length, 0)
  return `${plural(pages, "page", "pages")} in ${plural(groups.length, "section", "sections")}`
}

export interface SitemapTemplateProps {
  /** The page's hero: its h1, intro, calls to action and side column. */
  hero: Hero
  /** A breadcrumb trail for the hero (e.g. HeroBreadcrumb). */
  breadcrumb?: React.ReactNode
  /** The site's pages, in titled groups. */
  groups: readonly SitemapGroup[]
  /** The count line under the hero in the page's language (English: "128 pages in 14 sections"). */
  summary?: (groups: readonly SitemapGroup[]) => string
  /** Classes for the page's root element. */
  className?: string
}

/** An HTML index of every page: one titled list of links per section of the site, set in columns. */
export function SitemapTemplate({ hero, breadcrumb, groups, summary = formatSitemapSummary, className }: SitemapTemplateProps) {
  return (
    <div data-slot="sitemap-template" className={cn("bg-background text-foreground", className)}>
      <PageHero variant="light" {...hero} breadcrumb={breadcrumb}>
        <p data-slot="sitemap-summary" className="text-sm font-medium text-muted-foreground">
          {summary(groups)}
        </p>
      </PageHero>
      <Container className="py-14 sm:py-16 lg:py-20">
        <div data-slot="sitemap-groups" className="columns-1 gap-x-10 sm:columns-2 lg:columns-3 xl:gap-x-14">
          {groups.map((group) => (
            <SitemapSection key={group.title} group={group} />
          ))}
        </div>
      </Container>
    </div>
  )
}

function SitemapSection({ group }: { group: SitemapGroup }) {
  const headingId = React.useId()
  return (
    <section data-slot="sitemap-group" aria-labelledby={headingId} className="mb-12 break-inside-avoid border-t-2 border-primary/70 pt-5">
      <h2 id={headingId} data-slot="sitemap-group-title" className="font-heading text-lg font-semibold tracking-tight">
        {group.title}
      </h2>
      <ul className="mt-4 flex flex-col gap-1">
        {group.links.map((link) => (
          <li key={link.href}>
            <SmartLink
              data-slot="sitemap-link"
              href={link.href}
              {...(link.lang ? { lang: link.lang, hrefLang: link.lang } : {})}
              className="group -mx-2 flex items-center justify-between gap-3 rounded-md px-2 py-1.5 text-sm text-muted-foreground transition-colors outline-none hover:bg-muted hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring"
            >
              {link.label}
              <ArrowRight
                aria-hidden="true"
                className="size-3.5 shrink-0 opacity-0 transition-opacity group-hover:opacity-100 motion-reduce:transition-none"
              />
            </SmartLink>
          </li>
        ))}
      </ul>
    </section>
  )
}
