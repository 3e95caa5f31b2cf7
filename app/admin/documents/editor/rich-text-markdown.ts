/**
 * Rich text (supabase/functions/_shared/content/rich-text.ts) as Markdown and back, for the stand-in
 * rich text field (app/admin/documents/rich-text-field.tsx): blocks are separated by a blank line;
 * "## " and "### " start headings, "- " and "1. " list items; **bold**, *italic*, [text](https://…)
 * a link to another site and [text](doc:<id>) a link to a page of this site, by its document's id.
 */
import type { RichText } from "#shared/content/rich-text"

type Block = RichText[number]
type Inline = Extract<Block, { type: "paragraph" }>["children"][number]
type Mark = "bold" | "italic"

/** The scheme of a link to a page of this site in the Markdown: [text](doc:<document id>). */
export const INTERNAL_LINK_SCHEME = "doc:"

const ESCAPED = /[\\*_[\]]/g
const escape = (text: string) => text.replace(ESCAPED, (char) => `\\${char}`)

function inlineMarkdown(inline: Inline): string {
  if (inline.type === "internal-link") return `[${escape(inline.label ?? "")}](${INTERNAL_LINK_SCHEME}${inline.documentId})`
  if (inline.type === "external-link") return `[${escape(inline.text)}](${inline.href})`
  const marks = new Set(inline.marks ?? [])
  const fence = (marks.has("bold") ? "**" : "") + (marks.has("italic") ? "*" : "")
  if (!fence || !inline.text.trim()) return escape(inline.text)
  // Markdown's emphasis may not start or end with a space: keep those outside the fence.
  const [, before, core, after] = /^(\s*)([\s\S]*?)(\s*)$/.exec(inline.text)!
  return `${before}${fence}${escape(core)}${[...fence].reverse().join("")}${after}`
}

const inlinesMarkdown = (inlines: readonly Inline[]) => inlines.map(inlineMarkdown).join("")

/** The rich text as Markdown. */
export function richTextToMarkdown(blocks: RichText | undefined): string {
  return (blocks ?? [])
    .map((block) => {
      if (block.type === "heading") return `${"#".repeat(block.level)} ${inlinesMarkdown(block.children)}`
      if (block.type === "list")
        return block.items.map((item, index) => `${block.ordered ? `${index + 1}.` : "-"} ${inlinesMarkdown(item)}`).join("\n")
      return inlinesMarkdown(block.children)
    })
    .join("\n\n")
}

/** Adds `text` with `marks` to `out`, joined to the previous text when it has the same marks. */
function pushText(out: Inline[], text: string, marks: readonly Mark[]) {
  if (!text) return
  const last = out.at(-1)
  const sameMarks = (a: readonly Mark[] = [], b: readonly Mark[] = []) => a.length === b.length && a.every((mark) => b.includes(mark))
  if (last?.type === "text" && sameMarks(last.marks, marks)) {
    last.text += text
    return
  }
  out.push(marks.length ? { type: "text", text, marks: [...marks].sort() } : { type: "text", text })
}

const LINK = /^\[((?:\\.|[^\]\\])*)\]\(([^)\s]*)\)/
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const unescape = (text: string) => text.replace(/\\([\\*_[\]])/g, "$1")

/** The inlines of one line (or the joined lines of a paragraph). */
export function parseInlines(source: string): Inline[] {
  const out: Inline[] = []
  const marks: Mark[] = []
  let text = ""
  const flush = () => {
    pushText(out, text, marks)
    text = ""
  }
  const toggle = (mark: Mark) => {
    flush()
    const at = marks.indexOf(mark)
    if (at >= 0) marks.splice(at, 1)
    else marks.push(mark)
  }
  for (let index = 0; index < source.length;) {
    const rest = source.slice(index)
    const char = source[index]
    if (char === "\\" && index + 1 < source.length && /[\\*_[\]]/.test(source[index + 1])) {
      text += source[index + 1]
      index += 2
      continue
    }
    const link = char === "[" ? LINK.exec(rest) : null
    if (link) {
      const label = unescape(link[1])
      const target = link[2]
      const documentId = target.startsWith(INTERNAL_LINK_SCHEME) ? target.slice(INTERNAL_LINK_SCHEME.length) : null
      flush()
      if (documentId !== null && UUID.test(documentId))
        out.push(label.trim() ? { type: "internal-link", documentId, label } : { type: "internal-link", documentId })
      else out.push({ type: "external-link", href: target, text: label })
      index += link[0].length
      continue
    }
    if (rest.startsWith("***")) {
      toggle("bold")
      toggle("italic")
      index += 3
      continue
    }
    if (rest.startsWith("**")) {
      toggle("bold")
      index += 2
      continue
    }
    if (char === "*" || char === "_") {
      toggle("italic")
      index += 1
      continue
    }
    text += char
    index += 1
  }
  flush()
  return out
}

const HEADING = /^(#{2,3})\s+(.*)$/
const BULLET = /^[-*]\s+(.*)$/
const NUMBERED = /^\d+[.)]\s+(.*)$/

/** The Markdown as rich text: one block per paragraph, heading or list. */
export function markdownToRichText(markdown: string): RichText {
  const blocks: Block[] = []
  for (const chunk of markdown.replace(/\r\n?/g, "\n").split(/\n[ \t]*\n/)) {
    let paragraph: string[] = []
    // The list the previous line added to, which a next item of the same kind continues.
    let list = null as Extract<Block, { type: "list" }> | null
    const endParagraph = () => {
      if (paragraph.length) blocks.push({ type: "paragraph", children: parseInlines(paragraph.join(" ")) })
      paragraph = []
    }
    for (const line of chunk.split("\n").map((each) => each.trim())) {
      if (!line) continue
      const heading = HEADING.exec(line)
      const item = BULLET.exec(line) ?? NUMBERED.exec(line)
      if (heading) {
        endParagraph()
        list = null
        blocks.push({ type: "heading", level: heading[1].length as 2 | 3, children: parseInlines(heading[2]) })
      } else if (item) {
        endParagraph()
        const ordered = NUMBERED.test(line)
        if (list?.ordered === ordered) list.items.push(parseInlines(item[1]))
        else {
          list = { type: "list", ordered, items: [parseInlines(item[1])] }
          blocks.push(list)
        }
      } else {
        list = null
        paragraph.push(line)
      }
    }
    endParagraph()
  }
  return blocks as RichText
}
