/**
 * The fields the page kinds share: text with a limit that fits where the layout shows it, links,
 * icons, calls to action, figures, cards and the hero. Messages are written for the editor who
 * sees them next to the field.
 */
import { z } from "zod"

/** Required text of at most `max` characters; `what` completes "Write …" ("the heading"). */
export function text(what: string, max: number) {
  return z
    .string({ message: `Write ${what}.` })
    .trim()
    .min(1, { message: `Write ${what}.` })
    .max(max, { message: `Keep ${what} to ${max} characters or fewer.` })
}

/**
 * Where a link goes: a path on this site (/contact/request-quote, with an optional #anchor or
 * ?query), an anchor on the same page (#events), or an https:, mailto: or tel: address. Never
 * javascript: or another scheme the browser would run, nor //host, which leaves the site.
 */
const HREF = /^(\/(?!\/)[A-Za-z0-9\-._~/]*(\?[^\s#]*)?(#[A-Za-z][\w-]*)?|#[A-Za-z][\w-]*|https:\/\/[^\s]+|mailto:[^\s]+|tel:[^\s]+)$/

export const hrefSchema = z
  .string({ message: "Enter where the link goes." })
  .trim()
  .max(300, { message: "Keep the link to 300 characters or fewer." })
  .regex(HREF, { message: "Enter a path on this site (/contact), an #anchor, or an https://, mailto: or tel: address." })

/** A path of a page on this site, as public.documents.path spells it (DOCUMENT_PATH of ../index.ts, which imports this file). */
export const sitePathSchema = z
  .string({ message: "Choose a page of this site." })
  .max(200, { message: "Choose a page of this site." })
  .regex(/^\/([a-z0-9]+(-[a-z0-9]+)*(\/[a-z0-9]+(-[a-z0-9]+)*)*)?$/, {
    message: "Choose a page of this site, such as /services/translation.",
  })

/**
 * An icon by its name in the design system (ui/lib/icon-names.ts, which an edge function cannot
 * import); an unknown name draws the globe, and the seed's names are checked against the list.
 */
export const iconSchema = z.string({ message: "Choose an icon." }).regex(/^[A-Z][A-Za-z0-9]{1,39}$/, { message: "Choose an icon." })

/** The anchor of a part of the page (#quotes-and-pricing). */
export const anchorSchema = z
  .string({ message: "Give the part an anchor." })
  .regex(/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/, { message: "Use lower-case words joined by hyphens, such as quotes-and-pricing." })
  .max(40, { message: "Keep the anchor to 40 characters or fewer." })

/** The page's meta description for search results and link previews. */
export const descriptionSchema = text("a description for search results", 200)

export const ctaSchema = z.object({ label: text("the link's label", 60), href: hrefSchema })

/** A figure and what it counts ("200+", "languages"). */
export const statSchema = z.object({ value: text("the figure", 24), label: text("what the figure counts", 80) })

export const featureSchema = z.object({
  title: text("the title", 80),
  description: text("the description", 320),
  icon: iconSchema.optional(),
})

export const stepSchema = z.object({ title: text("the step's title", 80), description: text("the step's description", 320) })

export const faqSchema = z.object({ question: text("the question", 140), answer: text("the answer", 600) })

export const linkCardSchema = z.object({
  title: text("the card's title", 80),
  description: text("the card's description", 240),
  href: hrefSchema,
  icon: iconSchema.optional(),
})

/** A client result shown as proof, linking to the full case study when there is one. */
export const proofCaseSchema = z.object({
  client: text("the client", 80),
  summary: text("the summary", 450),
  results: z.array(statSchema).min(1, { message: "Add at least one result." }).max(4, { message: "Show at most four results." }),
  href: hrefSchema.optional(),
})

/** The band that closes a page. */
export const ctaBandSchema = z.object({
  heading: text("the heading", 100),
  text: text("a sentence under the heading", 240),
  primary: ctaSchema,
  secondary: ctaSchema.optional(),
})

/** The collections a page may list (public.document_kinds); the entries come from there, not from the page. */
const LISTED_COLLECTIONS = [
  "blog_post",
  "news_item",
  "case_study",
  "open_position",
  "glossary_term",
  "faq_entry",
  "office",
  "team_member",
  "testimonial",
  "event",
] as const

export const listedCollectionSchema = z.enum(LISTED_COLLECTIONS, { message: "Choose the collection to list." })

/** A list of `min` (none unless given) to `max` items, with the messages an editor reads beside it. */
export function list<T extends z.ZodType>(item: T, { min = 0, max }: { min?: number; max: number }) {
  const atMost = z.array(item).max(max, { message: `Show at most ${max} items.` })
  if (min === 0) return atMost
  return atMost.min(min, { message: min === 1 ? "Add at least one item." : `Add at least ${min} items.` })
}

/** A list of at most `max` items, which may be empty (the band is then hidden). */
export const upTo = <T extends z.ZodType>(item: T, max: number) => list(item, { max })

const panelItems = <T extends z.ZodType>(item: T, max = 8) => list(item, { min: 1, max })

/** The content of a hero's side column. */
export const heroPanelSchema = z.discriminatedUnion(
  "kind",
  [
    z.object({ kind: z.literal("facts"), title: text("the title", 60).optional(), items: panelItems(statSchema, 6) }),
    z.object({
      kind: z.literal("links"),
      title: text("the title", 60),
      items: panelItems(
        z.object({ label: text("the link's label", 100), href: hrefSchema, description: text("the description", 120).optional() }),
      ),
      more: ctaSchema.optional(),
    }),
    z.object({
      kind: z.literal("contacts"),
      title: text("the title", 60),
      items: panelItems(
        z.object({
          icon: iconSchema,
          label: text("the label", 60),
          value: text("the address or number", 80),
          note: text("the note", 80).optional(),
        }),
      ),
    }),
    z.object({
      kind: z.literal("checklist"),
      title: text("the title", 60),
      items: panelItems(text("the item", 120)),
      more: ctaSchema.optional(),
    }),
    z.object({
      kind: z.literal("steps"),
      title: text("the title", 60),
      items: panelItems(z.object({ title: text("the step's title", 60), description: text("the step's description", 120) }), 6),
      note: text("the note", 100).optional(),
    }),
    // The newest entry of a collection, filled in as the page renders (the latest article, case study…).
    z.object({
      kind: z.literal("latest"),
      of: z.enum(["blog_post", "news_item", "case_study"], { message: "Choose the blog, the news or the case studies." }),
      label: text("what the item is (Latest article)", 40),
      linkLabel: text("the link's label", 40),
    }),
  ],
  { message: "Choose what the side column shows." },
)

/** The top of a page: its h1, the sentence under it, its actions and the side column. */
export const heroSchema = z.object({
  eyebrow: text("the eyebrow", 60).optional(),
  heading: text("the heading", 120),
  intro: text("the introduction", 400),
  primaryCta: ctaSchema.optional(),
  secondaryCta: ctaSchema.optional(),
  panel: heroPanelSchema.optional(),
})

/** A part of a page that lists a collection: the heading and intro are the page's, the entries the collection's. */
export const collectionSectionSchema = z.object({
  kind: z.literal("collection"),
  id: anchorSchema.optional(),
  heading: text("the heading", 100),
  intro: text("the introduction", 300).optional(),
  of: listedCollectionSchema,
})
