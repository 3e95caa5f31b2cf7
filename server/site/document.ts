/**
 * The HTML documents the site answers, made from the built app's index.html: the client-only shell,
 * and a server-rendered page (its head tags, its markup in #root, the router state handed over and
 * modulepreload links for its code). Pure string work, shared by the server and the build's prerender.
 */
import crypto from "node:crypto"

/** A page as the server render (app/entry-server.tsx) returns it. */
export interface RenderedPage {
  /** Title, description, canonical, Open Graph, Twitter and JSON-LD tags. */
  head: string
  /** The app's markup, for #root. */
  html: string
  /** The router state for hydration (a JSON data block). */
  hydration: string
  /** Code of the page beyond the entry's, fetched early. */
  modulePreloads: readonly string[]
}

const ROOT_ELEMENT = '<div id="root"></div>'
/** Inline scripts that run: no src, and not a data block (JSON, JSON-LD). */
const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc=)(?![^>]*\btype="application\/(?:ld\+)?json")([^>]*)>([\s\S]*?)<\/script>/g
const TEMPLATE_TITLE = /<title>[\s\S]*?<\/title>/
const TEMPLATE_DESCRIPTION = /\s*<meta\s+name="description"[\s\S]*?\/?>/

/** A nonce for one response: 128 random bits. */
export function newNonce(): string {
  return crypto.randomBytes(16).toString("base64")
}

/** Gives the template's inline scripts the response's nonce. */
function withNonce(html: string, nonce: string | undefined): string {
  if (!nonce) return html
  return html.replace(INLINE_SCRIPT, (_match, attributes: string, body: string) => `<script nonce="${nonce}"${attributes}>${body}</script>`)
}

/** The CSP sources ('sha256-…') of the inline scripts in `html`, for a host that cannot set a nonce. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = [...html.matchAll(INLINE_SCRIPT)].map(
    ([, , body]) => `'sha256-${crypto.createHash("sha256").update(body, "utf8").digest("base64")}'`,
  )
  return [...new Set(hashes)]
}

/** The client-only shell: the template as built, its inline scripts allowed by `nonce`. */
export function shellDocument(template: string, { nonce }: { nonce?: string } = {}): string {
  return withNonce(template, nonce)
}

/** A server-rendered page in the template: its head in place of the template's title and description, its markup in #root. */
export function pageDocument(template: string, page: RenderedPage, { nonce }: { nonce?: string } = {}): string {
  if (!template.includes(ROOT_ELEMENT) || !TEMPLATE_TITLE.test(template)) {
    throw new Error(`The app's index.html has no ${ROOT_ELEMENT} or <title> to render into`)
  }
  const preloads = page.modulePreloads.map((href) => `\n    <link rel="modulepreload" crossorigin href="${href}">`).join("")
  // The nonce goes on the template's own scripts only, before the page's markup is in.
  return withNonce(template, nonce)
    .replace(TEMPLATE_DESCRIPTION, "")
    .replace(TEMPLATE_TITLE, () => page.head)
    .replace("</head>", () => `${preloads}\n  </head>`)
    .replace(ROOT_ELEMENT, () => `<div id="root">${page.html}</div>\n    ${page.hydration}`)
}
