/**
 * A small, strict XML reader for the XLIFF exchange (xliff.ts): elements with their namespaces,
 * attributes and text, comments and processing instructions skipped, CDATA read as text, the five
 * predefined entities and character references decoded. What a well-formed file may not hold is
 * refused with the line it is on ("Line 12: <target> is not closed."), and so is a DOCTYPE (no
 * entity of a file's own is ever expanded). It never throws on its input. Web-standard code only.
 */

export interface XmlElement {
  /** The name as written, prefix included ("xliff", "mda:metadata"). */
  name: string
  /** The name without its prefix. */
  local: string
  /** The namespace the element is in, or "" for none. */
  ns: string
  /** The attributes as written (names with their prefixes), values decoded. */
  attrs: Record<string, string>
  children: XmlNode[]
  /** The line its start tag is on, from 1. */
  line: number
}
export type XmlNode = XmlElement | string

const NAME = /^[A-Za-z_\u00C0-\uFFEF][\w.\-\u00B7\u00C0-\uFFEF]*(:[A-Za-z_\u00C0-\uFFEF][\w.\-\u00B7\u00C0-\uFFEF]*)?$/
const PREDEFINED: Record<string, string> = { lt: "<", gt: ">", amp: "&", quot: '"', apos: "'" }
const XML_NAMESPACE = "http://www.w3.org/XML/1998/namespace"

class XmlError extends Error {}

/** A character XML 1.0 does not allow (control characters but tab and line breaks, U+FFFE, U+FFFF). */
function isForbiddenChar(code: number): boolean {
  return (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || code === 0xfffe || code === 0xffff
}

/** The document's root element, or what keeps the text from being well-formed XML. */
export function readXml(text: string): { root: XmlElement } | { error: string } {
  const lineStarts = [0]
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    if (code === 0x0a) lineStarts.push(i + 1)
  }
  const lineAt = (position: number) => {
    let low = 0
    let high = lineStarts.length - 1
    while (low < high) {
      const middle = (low + high + 1) >> 1
      if (lineStarts[middle] <= position) low = middle
      else high = middle - 1
    }
    return low + 1
  }
  const fail = (position: number, message: string): never => {
    throw new XmlError(`Line ${lineAt(position)}: ${message}`)
  }

  /** Entities and character references of a run of text or an attribute's value, decoded. */
  const decode = (raw: string, at: number): string =>
    raw.replace(/&([^;&\s<]*);?/g, (match, name: string, offset: number) => {
      const where = at + offset
      if (!match.endsWith(";")) return fail(where, "a “&” must be written “&amp;”.")
      if (name in PREDEFINED) return PREDEFINED[name]
      const reference = /^#(x[0-9a-fA-F]{1,6}|[0-9]{1,7})$/.exec(name)
      if (!reference) return fail(where, `“${match}” is not an entity XML knows (write “&amp;” for a “&”).`)
      const code = reference[1].startsWith("x") ? parseInt(reference[1].slice(1), 16) : parseInt(reference[1], 10)
      if (code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff) || isForbiddenChar(code)) {
        return fail(where, `“${match}” is not a character XML allows.`)
      }
      return String.fromCodePoint(code)
    })

  try {
    for (let i = 0; i < text.length; i++) {
      const code = text.charCodeAt(i)
      if (isForbiddenChar(code))
        fail(i, `the file holds a control character (U+${code.toString(16).toUpperCase().padStart(4, "0")}) XML does not allow.`)
    }
    let at = text.charCodeAt(0) === 0xfeff ? 1 : 0
    const declaration = /^<\?xml(\s[^?]*)?\?>/.exec(text.slice(at))
    if (declaration) {
      const encoding = /encoding\s*=\s*["']([^"']*)["']/.exec(declaration[1] ?? "")?.[1]
      if (encoding && !/^utf-?8$/i.test(encoding)) fail(at, `the file is in ${encoding}; save it as UTF-8.`)
      at += declaration[0].length
    }

    const stack: { element: XmlElement; namespaces: Map<string, string> }[] = []
    let root: XmlElement | null = null
    const append = (node: XmlNode) => {
      const parent = stack.at(-1)?.element
      if (!parent) return
      const last = parent.children.at(-1)
      if (typeof node === "string" && typeof last === "string") parent.children[parent.children.length - 1] = last + node
      else parent.children.push(node)
    }

    while (at < text.length) {
      const next = text.indexOf("<", at)
      const end = next === -1 ? text.length : next
      if (end > at) {
        const raw = text.slice(at, end)
        if (stack.length === 0) {
          if (raw.trim() !== "")
            fail(at + raw.search(/\S/), root ? "there is text after the root element's end." : "there is text before the root element.")
        } else append(decode(raw, at))
        at = end
        continue
      }
      if (text.startsWith("<!--", at)) {
        const close = text.indexOf("-->", at + 4)
        if (close === -1) fail(at, "a comment (“<!--”) is not closed.")
        at = close + 3
      } else if (text.startsWith("<![CDATA[", at)) {
        if (stack.length === 0) fail(at, "a CDATA section outside the root element.")
        const close = text.indexOf("]]>", at + 9)
        if (close === -1) fail(at, "a CDATA section is not closed.")
        append(text.slice(at + 9, close))
        at = close + 3
      } else if (text.startsWith("<!DOCTYPE", at)) {
        fail(at, "a DOCTYPE is not allowed in an XLIFF file.")
      } else if (text.startsWith("<?", at)) {
        const close = text.indexOf("?>", at + 2)
        if (close === -1) fail(at, "a processing instruction (“<?”) is not closed.")
        at = close + 2
      } else if (text.startsWith("</", at)) {
        const close = /^<\/([^\s>]*)\s*>/.exec(text.slice(at, at + 1100))
        if (!close) fail(at, "an end tag is not finished with “>”.")
        const open = stack.pop()
        if (!open) fail(at, `</${close![1]}> has no start tag.`)
        if (open!.element.name !== close![1]) {
          // An end tag of an element further out: the innermost one was never closed.
          if (stack.some((outer) => outer.element.name === close![1]))
            throw new XmlError(`Line ${open!.element.line}: <${open!.element.name}> is not closed.`)
          fail(at, `</${close![1]}> closes <${open!.element.name}>, which opened on line ${open!.element.line}.`)
        }
        at += close![0].length
      } else {
        const start = at
        const name = /^<([^\s/>]+)/.exec(text.slice(at, at + 1100))?.[1]
        if (!name || !NAME.test(name)) fail(at, `“<${name ?? ""}” does not start a tag: write a “<” of the text as “&lt;”.`)
        if (stack.length === 0 && root) fail(at, `a second root element <${name}>.`)
        at += name!.length + 1
        const attrs: Record<string, string> = {}
        let selfClosing = false
        for (;;) {
          const space = /^\s*/.exec(text.slice(at, at + 1000))![0].length
          at += space
          if (text.startsWith("/>", at)) {
            selfClosing = true
            at += 2
            break
          }
          if (text.startsWith(">", at)) {
            at += 1
            break
          }
          if (at >= text.length) fail(start, `the tag <${name}> is not finished with “>”.`)
          const attribute = /^([^\s=/>"']+)\s*=\s*("([^"]*)"|'([^']*)')/.exec(text.slice(at))
          if (!attribute || space === 0) fail(at, `the tag <${name}> has an attribute that is not name="value".`)
          const [whole, attributeName, , double, single] = attribute!
          if (!NAME.test(attributeName)) fail(at, `“${attributeName}” is not an attribute name.`)
          if (attributeName in attrs) fail(at, `the tag <${name}> has the attribute ${attributeName} twice.`)
          const value = double ?? single
          if (value.includes("<")) fail(at, `the value of ${attributeName} holds a “<”: write it “&lt;”.`)
          attrs[attributeName] = decode(value, at + whole.indexOf(value)).replace(/[\t\n\r]/g, " ")
          at += whole.length
        }
        const namespaces = new Map(stack.at(-1)?.namespaces ?? [["xml", XML_NAMESPACE]])
        for (const [key, value] of Object.entries(attrs)) {
          if (key === "xmlns") namespaces.set("", value)
          else if (key.startsWith("xmlns:")) namespaces.set(key.slice(6), value)
        }
        const prefix = name!.includes(":") ? name!.split(":")[0] : ""
        const ns = namespaces.get(prefix)
        if (prefix && ns === undefined) fail(start, `the prefix “${prefix}” of <${name}> is not declared.`)
        const element: XmlElement = { name: name!, local: name!.split(":").at(-1)!, ns: ns ?? "", attrs, children: [], line: lineAt(start) }
        if (stack.length === 0) root = element
        else append(element)
        if (!selfClosing) stack.push({ element, namespaces })
      }
    }
    const unclosed = stack.at(-1)?.element
    if (unclosed) throw new XmlError(`Line ${unclosed.line}: <${unclosed.name}> is not closed.`)
    if (!root) return { error: "The file is empty: it holds no XML element." }
    return { root }
  } catch (error) {
    if (error instanceof XmlError) return { error: error.message }
    return { error: "The file could not be read as XML." }
  }
}
