/**
 * The site's two menus as documents (docs/decisions/0011-menus-as-documents.md): the header's mega-menu
 * (kind menu_header) and the footer (kind menu_footer), one document each, with no page of their own.
 * The spec's structure is the schema: exactly five top-level entries, each a direct link or a panel of
 * groups of link cards with an optional featured block; the footer's columns of links and its legal links.
 *
 * A link goes to a page of the site chosen with the page picker and stored by its document's id (so a
 * renamed page keeps its menu links, and the link checker and the trash's "linked from" warning see it),
 * to a path of a page that is code rather than a document (a form, an alias), or to another site.
 */
import { z } from "zod"
import { mediaImageSchema } from "./fields.ts"
import { iconSchema, list, sitePathSchema, text, upTo } from "./pages/fields.ts"
import { internalLinkSchema } from "./rich-text.ts"

/** The bundled illustrations of the menu (design, app/assets/menu/), drawn when no library image is chosen. */
export const MENU_ART = [
  "archipelago",
  "aurora",
  "fjord",
  "globe",
  "midnight-sun",
  "network",
  "pine-forest",
  "skyline",
  "team",
  "waves",
] as const
export type MenuArt = (typeof MENU_ART)[number]

const menuArtSchema = z.enum(MENU_ART, { message: "Choose one of the menu's illustrations." })

/** An address of another site, as a menu links to it. */
export const externalUrlSchema = z
  .string({ message: "Enter the address." })
  .trim()
  .max(300, { message: "Keep the address to 300 characters or fewer." })
  .regex(/^https:\/\/[^\s/]+[^\s]*$/, { message: "Enter an https:// address." })

/** Where a link goes: exactly one of a page (by id), a path of the site, or another site's address. */
const linkTarget = {
  page: internalLinkSchema.optional(),
  path: sitePathSchema.optional(),
  url: externalUrlSchema.optional(),
}

const TARGET_MESSAGE = "Choose a page, or enter a path of this site or an https:// address (one of them)."

/** Refines an object with a link target: exactly one target given, reported on its `page` field. */
function oneTarget(value: { page?: unknown; path?: unknown; url?: unknown }, context: z.RefinementCtx) {
  const given = [value.page, value.path, value.url].filter((target) => target !== undefined && target !== "").length
  if (given !== 1) context.addIssue({ code: "custom", message: TARGET_MESSAGE, path: ["page"] })
}

/** A link card of a panel: title, icon, optional description and image, and where it goes. */
export const menuLinkCardSchema = z
  .object({
    title: text("the link's text", 60),
    icon: iconSchema,
    description: text("the description", 160).optional(),
    image: mediaImageSchema.optional(),
    ...linkTarget,
  })
  .superRefine(oneTarget)

/** A titled group of link cards in a panel, with its illustration above or below the links. */
export const menuGroupSchema = z.object({
  title: text("the group's title", 60),
  icon: iconSchema,
  image: mediaImageSchema.optional(),
  art: menuArtSchema.optional(),
  tone: z.enum(["dark", "blue"], { message: "Choose the group's colour." }),
  imagePosition: z.enum(["top", "bottom"], { message: "Choose where the picture sits." }),
  links: list(menuLinkCardSchema, { min: 1, max: 8 }),
})

/** The call-to-action block at the side of a panel. */
export const menuFeaturedSchema = z
  .object({
    title: text("the block's title", 60),
    description: text("the block's text", 240),
    buttonText: text("the button's label", 40),
    icon: iconSchema,
    image: mediaImageSchema.optional(),
    art: menuArtSchema.optional(),
    imageDescription: text("what the picture shows", 160),
    links: upTo(menuLinkCardSchema, 6),
    ...linkTarget,
  })
  .superRefine(oneTarget)

/** A top-level entry: a direct link (Contact Us), or a panel of groups with an optional featured block. */
export const menuEntrySchema = z
  .object({
    title: text("the entry's title", 40),
    icon: iconSchema,
    /** The sections (path prefixes) the entry stands for: its trigger is marked on their pages. */
    sectionPaths: upTo(sitePathSchema, 4),
    groups: upTo(menuGroupSchema, 4),
    featured: menuFeaturedSchema.optional(),
    ...linkTarget,
  })
  .superRefine((entry, context) => {
    const direct = [entry.page, entry.path, entry.url].filter((target) => target !== undefined && target !== "").length
    if (direct > 1) context.addIssue({ code: "custom", message: TARGET_MESSAGE, path: ["page"] })
    if (direct === 0 && entry.groups.length === 0)
      context.addIssue({ code: "custom", message: "Give the entry a link, or at least one group for its panel.", path: ["groups"] })
  })

/** The header's call to action (Free Quote). */
export const menuButtonSchema = z.object({ label: text("the button's label", 40), ...linkTarget }).superRefine(oneTarget)

export const MENU_ENTRY_COUNT = 5

/** The header: exactly five top-level entries, and the call-to-action button beside them. */
export const menuHeaderSchema = z.object({
  entries: z
    .array(menuEntrySchema)
    .min(MENU_ENTRY_COUNT, { message: "The header has exactly five top-level entries." })
    .max(MENU_ENTRY_COUNT, { message: "The header has exactly five top-level entries." }),
  quote: menuButtonSchema,
})

/** A link of the footer: its words and where it goes. */
export const footerLinkSchema = z.object({ text: text("the link's text", 60), ...linkTarget }).superRefine(oneTarget)

/** The footer: the line under the logo, its columns of links, and the legal links under the copyright line. */
export const menuFooterSchema = z.object({
  tagline: text("the line under the logo", 200),
  columns: list(z.object({ title: text("the column's title", 40), links: list(footerLinkSchema, { min: 1, max: 10 }) }), {
    min: 1,
    max: 5,
  }),
  legalLinks: upTo(footerLinkSchema, 6),
})

export type MenuHeader = z.infer<typeof menuHeaderSchema>
export type MenuFooter = z.infer<typeof menuFooterSchema>
export type MenuLinkTarget = { page?: { documentId: string }; path?: string; url?: string }

/** The menus' schemas, by kind. */
export const MENU_SCHEMAS = {
  menu_header: menuHeaderSchema,
  menu_footer: menuFooterSchema,
} as const

export type MenuKind = keyof typeof MENU_SCHEMAS

/** Where each menu's document lives (public.documents.path is required; no page is routed there). */
export const MENU_PATHS: Readonly<Record<MenuKind, string>> = {
  menu_header: "/menus/header",
  menu_footer: "/menus/footer",
}
