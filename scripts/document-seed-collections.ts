/**
 * The collections' entries of app/content as seed documents: one per blog post, news item, case
 * study, open position, glossary term, FAQ entry, office, leader, testimonial and freelancer event.
 * The data is each kind's schema's shape (supabase/functions/_shared/content/): the path lives in the
 * document's column, not the data; reading times are worked out from the words when the page renders;
 * prose becomes rich text.
 */
import type { ContentPage, Section } from "@nordika/ui/templates"
import type { ArticleCopy, CaseStudyCopy } from "../app/content/reading-time"
import { BLOG_POSTS, NEWS_ITEMS, GLOSSARY_TERMS } from "../app/content/resources"
import { CASE_STUDIES } from "../app/content/case-studies"
import { OPEN_POSITIONS } from "../app/content/careers/open-positions"
import { FAQ_PAGE } from "../app/content/faq"
import { OFFICES } from "../app/content/contact/offices"
import { team } from "../app/content/about/team"
import { HOME } from "../app/content/home"
import { applyJoinEvents } from "../app/content/freelancers/apply-join-events"
import type { BlogPost } from "#shared/content/blog-post"
import type { CaseStudy } from "#shared/content/case-study"
import type { FreelancerEvent } from "#shared/content/event"
import type { FaqEntry } from "#shared/content/faq-entry"
import type { GlossaryTerm } from "#shared/content/glossary-term"
import type { Office } from "#shared/content/office"
import type { OpenPosition } from "#shared/content/open-position"
import type { TeamMember } from "#shared/content/team-member"
import type { Testimonial } from "#shared/content/testimonial"
import { richTextFromBlocks, richTextFromParagraphs } from "./rich-text-from-paragraphs"
import type { SeedDocument } from "./seed-document"

/** A path segment from a name: lower case ASCII letters and digits between single hyphens ("Machine translation (MT)" → "machine-translation-mt"). */
function pathSegment(name: string, maxWords = 12): string {
  return name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim()
    .split(" ")
    .slice(0, maxWords)
    .join("-")
}

function seed<T extends object>(kind: string, path: string, title: string, data: T): SeedDocument {
  return { kind, path, title, data: data as Record<string, unknown> }
}

function article(post: ArticleCopy): BlogPost {
  return {
    meta: { title: post.meta.title, description: post.meta.description },
    title: post.title,
    excerpt: post.excerpt,
    author: post.author,
    published: post.published,
    tags: [...post.tags],
    body: richTextFromBlocks(post.body),
  }
}

function caseStudy(study: CaseStudyCopy): CaseStudy {
  return {
    meta: { title: study.meta.title, description: study.meta.description },
    client: study.client,
    title: study.title,
    summary: study.summary,
    industry: study.industry,
    services: [...study.services],
    published: study.published,
    challenge: richTextFromParagraphs(study.challenge),
    solution: richTextFromParagraphs(study.solution),
    results: study.results.map(({ value, label }) => ({ value, label })),
    outcome: richTextFromParagraphs(study.outcome),
    ...(study.quote ? { quote: { ...study.quote } } : {}),
  }
}

/** The section of a page with this anchor, of this kind. */
function sectionOf<K extends Section["kind"]>(page: ContentPage, id: string, kind: K): Extract<Section, { kind: K }> {
  const section = page.sections.find((s) => s.id === id)
  if (section?.kind !== kind) throw new Error(`${page.meta.path} has no ${kind} section #${id}`)
  return section as Extract<Section, { kind: K }>
}

/** "Karin Lindqvist, co-founder and chief executive officer": the name before the first comma, the role after it. */
function teamMember(title: string, bio: string, icon: string, order: number): TeamMember {
  const comma = title.indexOf(", ")
  if (comma < 1) throw new Error(`The leader "${title}" is not written as "name, role"`)
  return { name: title.slice(0, comma), role: title.slice(comma + 2), bio, icon, order }
}

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"]

/** "21 January 2027, 15:00 CET: Post-editing with quality estimation" as an event. */
function freelancerEvent(title: string, description: string): FreelancerEvent {
  const match = /^(\d{1,2}) ([A-Z][a-z]+) (\d{4}), ([^:]+:\d\d(?:–\d\d:\d\d)? [A-Z]+): (.+)$/.exec(title)
  const month = match ? MONTHS.indexOf(match[2]) + 1 : 0
  if (!match || month === 0) throw new Error(`The event "${title}" is not written as "21 January 2027, 15:00 CET: name"`)
  const startsOn = `${match[3]}-${String(month).padStart(2, "0")}-${match[1].padStart(2, "0")}`
  return { name: match[5], startsOn, time: match[4], description }
}

/** How the listing and the registration form name an event: the inverse of freelancerEvent(). */
export function eventTitle(event: FreelancerEvent): string {
  const [year, month, day] = event.startsOn.split("-").map(Number)
  return `${day} ${MONTHS[month - 1]} ${year}, ${event.time}: ${event.name}`
}

/** Every collection entry of app/content as a seed document. */
export function collectionSeedDocuments(): SeedDocument[] {
  const leaders = sectionOf(team, "leadership", "features").items
  const events = sectionOf(applyJoinEvents, "events", "steps").items
  return [
    ...BLOG_POSTS.map((post) => seed("blog_post", post.meta.path, post.title, article(post))),
    ...NEWS_ITEMS.map((item) => seed("news_item", item.meta.path, item.title, article(item))),
    ...CASE_STUDIES.map((study) => seed("case_study", study.meta.path, study.title, caseStudy(study))),
    ...OPEN_POSITIONS.map((position) => {
      const { id, ...copy } = position
      const data: OpenPosition = { ...copy, responsibilities: [...copy.responsibilities], requirements: [...copy.requirements] }
      return seed("open_position", `/careers/open-positions/${id}`, position.title, data)
    }),
    ...GLOSSARY_TERMS.map((term) => {
      const data: GlossaryTerm = { term: term.term, definition: term.definition, ...(term.related ? { related: [...term.related] } : {}) }
      return seed("glossary_term", `/resources/glossary/${pathSegment(term.term)}`, term.term, data)
    }),
    ...FAQ_PAGE.groups.flatMap((group) =>
      group.items.map((item, index) => {
        const data: FaqEntry = { topic: group.id, question: item.question, answer: richTextFromParagraphs([item.answer]), order: index + 1 }
        return seed("faq_entry", `/faq/${group.id}/${pathSegment(item.question, 8)}`, item.question, data)
      }),
    ),
    ...OFFICES.map((office, index) => {
      const data: Office = { ...office, address: [...office.address], order: index + 1 }
      return seed("office", `/contact/global-offices/${pathSegment(office.city)}`, office.city, data)
    }),
    ...leaders.map((leader, index) => {
      const data = teamMember(leader.title, leader.description, leader.icon ?? "", index + 1)
      return seed("team_member", `/about/team/${pathSegment(data.name)}`, data.name, data)
    }),
    ...HOME.testimonials.items.map((testimonial, index) => {
      const { id, ...copy } = testimonial
      const data: Testimonial = { ...copy, order: index + 1 }
      return seed("testimonial", `/testimonials/${id}`, `${copy.name}, ${copy.company}`, data)
    }),
    ...events.map((event) => {
      const data = freelancerEvent(event.title, event.description)
      return seed("event", `/freelancers/apply-join-events/${data.startsOn}-${pathSegment(data.name)}`, data.name, data)
    }),
  ]
}
