import * as React from "react"
import ReactMarkdown, { type Components } from "react-markdown"
import remarkGfm from "remark-gfm"
import { cn } from "../lib/utils"

/**
 * Each Markdown element as the design system draws it. Headings start at h3 by default so a note
 * sits under its page's h1 and its card's h2; a "#" in the text cannot take over the page outline.
 * `headingOffset` is added to each heading's depth.
 */
function components(headingOffset: number): Components {
  const heading = (level: number) => {
    const Tag = `h${Math.min(level + headingOffset, 6)}` as "h3"
    const Heading = ({ node: _node, className, ...props }: React.ComponentProps<"h3"> & { node?: unknown }) => (
      <Tag className={cn("mt-5 mb-2 font-heading text-base font-semibold text-foreground first:mt-0", className)} {...props} />
    )
    return Heading
  }
  return {
    h1: heading(1),
    h2: heading(2),
    h3: heading(3),
    h4: heading(4),
    h5: heading(5),
    h6: heading(6),
    p: ({ node: _node, ...props }) => <p className="my-2 leading-relaxed first:mt-0 last:mb-0" {...props} />,
    a: ({ node: _node, ...props }) => (
      <a
        className="font-medium text-primary underline underline-offset-4 outline-none hover:no-underline focus-visible:rounded-sm focus-visible:ring-2 focus-visible:ring-ring"
        rel="noreferrer noopener"
        {...props}
      />
    ),
    ul: ({ node: _node, ...props }) => <ul className="my-2 ml-5 list-disc space-y-1 marker:text-muted-foreground" {...props} />,
    ol: ({ node: _node, ...props }) => <ol className="my-2 ml-5 list-decimal space-y-1 marker:text-muted-foreground" {...props} />,
    blockquote: ({ node: _node, ...props }) => (
      <blockquote className="my-3 border-l-2 border-border pl-4 text-muted-foreground" {...props} />
    ),
    code: ({ node: _node, className, ...props }) => (
      <code className={cn("rounded bg-muted px-1 py-0.5 font-mono text-[0.8125em] text-foreground", className)} {...props} />
    ),
    pre: ({ node: _node, ...props }) => (
      <pre
        tabIndex={0}
        className="my-3 overflow-x-auto rounded-md border border-border bg-muted p-3 font-mono text-xs outline-none focus-visible:ring-2 focus-visible:ring-ring [&_code]:bg-transparent [&_code]:p-0"
        {...props}
      />
    ),
    hr: ({ node: _node, ...props }) => <hr className="my-4 border-border" {...props} />,
    table: ({ node: _node, ...props }) => (
      <div className="my-3 overflow-x-auto rounded-md border border-border">
        <table className="w-full text-left text-sm" {...props} />
      </div>
    ),
    th: ({ node: _node, ...props }) => <th className="border-b border-border bg-muted px-3 py-2 font-medium" {...props} />,
    td: ({ node: _node, ...props }) => <td className="border-b border-border px-3 py-2 last:border-b-0" {...props} />,
    img: ({ node: _node, alt, ...props }) => <img alt={alt ?? ""} className="my-3 max-w-full rounded-md" loading="lazy" {...props} />,
  }
}

/** The depth of the text's highest heading ("###" → 3), fenced code left out; 1 when it has none. */
function topHeadingDepth(markdown: string): number {
  const depths = markdown
    .replace(/^(```|~~~)[\s\S]*?^\1/gm, "")
    .split("\n")
    .map((line) => /^ {0,3}(#{1,6})\s/.exec(line)?.[1].length)
    .filter((depth): depth is number => depth !== undefined)
  return depths.length ? Math.min(...depths) : 1
}

export interface MarkdownProps extends Omit<React.ComponentProps<"div">, "children"> {
  /** The Markdown text (GitHub-flavoured: lists, tables, links). Raw HTML in it is dropped, not rendered. */
  children: string
  /**
   * The heading level the text's highest heading becomes, whether written "#" or "###"; the
   * others keep their distance below it (never past h6).
   * @default 3
   */
  headingLevel?: 2 | 3 | 4
}

/**
 * Markdown written by staff, drawn with the design system's type. It is safe to show text from the
 * database: raw HTML is skipped, and links and images keep only http(s), mailto and relative URLs
 * (react-markdown's URL rule), so no script can run from a note.
 */
export function Markdown({ children, headingLevel = 3, className, ...props }: MarkdownProps) {
  const top = topHeadingDepth(children)
  const parts = React.useMemo(() => components(headingLevel - top), [headingLevel, top])
  return (
    <div data-slot="markdown" className={cn("text-sm text-foreground", className)} {...props}>
      <ReactMarkdown remarkPlugins={[remarkGfm]} skipHtml components={parts}>
        {children}
      </ReactMarkdown>
    </div>
  )
}
