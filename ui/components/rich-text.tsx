import * as React from "react"
import { cn } from "../lib/utils"
import { SmartLink } from "../lib/link-context"

/** A run of text, optionally bold or italic. */
export interface RichTextText {
  type: "text"
  text: string
  marks?: Array<"bold" | "italic">
}

/** A link to another page of the site by its document's id (the app resolves it to a path, see `links`). */
export interface RichTextInternalLink {
  type: "internal-link"
  documentId: string
  /** The link's text; the page's title when absent. */
  label?: string
}

/** A link to another site (https:, or a mailto: or tel: address). */
export interface RichTextExternalLink {
  type: "external-link"
  href: string
  text: string
}

export type RichTextInline = RichTextText | RichTextInternalLink | RichTextExternalLink

/** A block of rich text as it is stored (structured JSON, never markup). */
export type RichTextBlock =
  | { type: "paragraph"; children: RichTextInline[] }
  /** Level 2 is the text's highest heading, 3 the one below it; both are drawn under `headingLevel`. */
  | { type: "heading"; level: 2 | 3; children: RichTextInline[] }
  | { type: "list"; ordered: boolean; items: RichTextInline[][] }

/** Where an internal link goes, and the text it shows when its label is empty. */
export interface RichTextLinkTarget {
  href: string
  title: string
}

/** What marks an external link for screen readers (an arrow shows it on screen). */
export const RICH_TEXT_EXTERNAL_LINK_LABEL = "(another website)"

/** The schemes an external link may have: anything else (javascript:, data:) is drawn as plain text. */
const SAFE_EXTERNAL_HREF = /^(https?:\/\/|mailto:|tel:)/i

const linkClass =
  "font-medium text-primary underline underline-offset-4 outline-none hover:no-underline focus-visible:rounded-sm focus-visible:ring-2 focus-visible:ring-ring"

/** How a run of text is drawn: as it is, or through the caller's `renderText` (search matches marked, addresses linked). */
type TextRenderer = (text: string) => React.ReactNode

const plainText: TextRenderer = (text) => text

interface InlineProps {
  node: RichTextInline
  links: Readonly<Record<string, RichTextLinkTarget>>
  renderText: TextRenderer
}

function Inline({ node, links, renderText }: InlineProps) {
  if (node.type === "text") {
    let content: React.ReactNode = renderText(node.text)
    if (node.marks?.includes("italic")) content = <em>{content}</em>
    if (node.marks?.includes("bold")) content = <strong className="font-semibold text-foreground">{content}</strong>
    return content
  }
  if (node.type === "internal-link") {
    const target = links[node.documentId]
    const text = node.label?.trim() || target?.title || ""
    // A page that is gone (unpublished, trashed) leaves its words in the sentence, without a dead link.
    if (!target) return text
    return (
      <SmartLink href={target.href} className={linkClass}>
        {text}
      </SmartLink>
    )
  }
  if (!SAFE_EXTERNAL_HREF.test(node.href)) return node.text
  return (
    <SmartLink href={node.href} rel="external" className={linkClass}>
      {node.text}
      <span aria-hidden="true" className="ml-0.5 inline-block no-underline">
        ↗
      </span>
      <span className="sr-only"> {RICH_TEXT_EXTERNAL_LINK_LABEL}</span>
    </SmartLink>
  )
}

function Inlines({ nodes, ...props }: Omit<InlineProps, "node"> & { nodes: RichTextInline[] }) {
  return nodes.map((node, index) => <Inline key={index} node={node} {...props} />)
}

/** The words of a run of inlines as a reader meets them: a link's label, or its page's title when it has none. */
export function richTextInlineText(nodes: readonly RichTextInline[], links: Readonly<Record<string, RichTextLinkTarget>> = {}): string {
  return nodes
    .map((node) => (node.type === "internal-link" ? node.label?.trim() || links[node.documentId]?.title || "" : node.text))
    .join("")
}

export interface RichTextProps extends Omit<React.ComponentProps<"div">, "children"> {
  /** The stored blocks. */
  blocks: RichTextBlock[]
  /**
   * The level of the heading the text sits under (a section's h2 → 2): the text's own headings are
   * drawn below it, so it can never add an h1 or break the page's outline (never past h6).
   * @default 2
   */
  headingLevel?: 1 | 2 | 3 | 4
  /** The pages the internal links point at, by document id; a link to a page not listed shows its text only. */
  links?: Readonly<Record<string, RichTextLinkTarget>>
  /** The first paragraph drawn larger, as a section's lead. */
  lead?: boolean
  /**
   * "inherit": paragraphs and lists take their size, leading and colour from the container (a legal
   * page's measure), rather than the sections' larger, muted text.
   * @default "section"
   */
  textStyle?: "section" | "inherit"
  /** The id of each heading, from its words (the anchors an article's contents link to); none without it. */
  headingId?: (text: string) => string
  /**
   * Draws each run of plain text (not the links' words), e.g. with search matches marked or addresses
   * linked. @default the text as it is
   */
  renderText?: (text: string) => React.ReactNode
}

const NO_LINKS: Readonly<Record<string, RichTextLinkTarget>> = {}

/**
 * Rich text from the database drawn as React elements, one per stored node: there is no raw HTML to
 * inject, headings sit under the page's own, internal links go through the router, and links to
 * other sites are marked (rel="external", an arrow, and words for screen readers).
 */
export function RichText({
  blocks,
  headingLevel = 2,
  links = NO_LINKS,
  lead = false,
  textStyle = "section",
  headingId,
  renderText = plainText,
  className,
  ...props
}: RichTextProps) {
  const inherit = textStyle === "inherit"
  return (
    <div data-slot="rich-text" className={cn("flex flex-col", inherit ? "gap-4" : "gap-5", className)} {...props}>
      {blocks.map((block, index) => {
        if (block.type === "heading") {
          const Tag = `h${Math.min(headingLevel + block.level - 1, 6)}` as "h3"
          return (
            <Tag
              key={index}
              id={headingId?.(richTextInlineText(block.children, links))}
              className="mt-3 font-heading text-xl font-semibold text-foreground text-balance first:mt-0"
            >
              <Inlines nodes={block.children} links={links} renderText={renderText} />
            </Tag>
          )
        }
        if (block.type === "list") {
          const List = block.ordered ? "ol" : "ul"
          return (
            <List
              key={index}
              className={cn(
                "ml-6 flex flex-col gap-2 marker:text-muted-foreground",
                !inherit && "text-lg leading-relaxed text-muted-foreground",
                block.ordered ? "list-decimal" : "list-disc",
              )}
            >
              {block.items.map((item, itemIndex) => (
                <li key={itemIndex}>
                  <Inlines nodes={item} links={links} renderText={renderText} />
                </li>
              ))}
            </List>
          )
        }
        const isLead = lead && index === 0
        return (
          <p
            key={index}
            className={cn(
              "text-pretty",
              !inherit && "leading-relaxed",
              !inherit && (isLead ? "text-xl text-foreground" : "text-lg text-muted-foreground"),
            )}
          >
            <Inlines nodes={block.children} links={links} renderText={renderText} />
          </p>
        )
      })}
    </div>
  )
}
