/**
 * The links a document's data holds, for the link checker (server/link-check/): internal links by
 * document id (rich text's "internal-link" nodes), paths of this site (link fields drawn by `hrefSchema`
 * or `sitePathSchema`) and addresses of other sites (https:// in a link field or a rich-text
 * "external-link"). Found by walking the kind's schema beside the data, as media-refs.ts does, so each
 * link is named by its field's dotted path ("body.0.children.2", "ctaBand.primary.href"). A kind
 * without its own schema (any JSON object) is walked by shape: "internal-link" nodes and "href" strings.
 * mailto:, tel: and #anchors are not links the checker can follow, so they are left out.
 */
import type { z } from "zod"
import { externalUrlSchema } from "./menus.ts"
import { hrefSchema, sitePathSchema } from "./pages/fields.ts"
import { externalLinkSchema, internalLinkSchema } from "./rich-text.ts"
import { walkSchema } from "./schema-walk.ts"

/** 'document': by id; 'path': a path of this site (query and #anchor dropped); 'external': an http(s) address. */
export type LinkKind = "document" | "path" | "external"

export interface LinkReference {
  /** The dotted path of the field in the published data. */
  field: string
  kind: LinkKind
  /** The document id, the path, or the address. */
  target: string
}

/** A written link as the checker sees it, or null when it is not one it follows (mailto:, tel:, #anchor, anything else). */
export function classifyHref(href: string): { kind: "path" | "external"; target: string } | null {
  const value = href.trim()
  if (/^https?:\/\//i.test(value)) return { kind: "external", target: value }
  if (value.startsWith("/") && !value.startsWith("//")) {
    const path = value.replace(/[?#].*$/, "")
    const trimmed = path.length > 1 ? path.replace(/\/+$/, "") : path
    return { kind: "path", target: trimmed === "" ? "/" : trimmed }
  }
  return null
}

function pushHref(found: LinkReference[], field: string, href: unknown) {
  if (typeof href !== "string") return
  const link = classifyHref(href)
  if (link) found.push({ field, ...link })
}

/** A kind without its schema: any "internal-link" node, and any "href" string. */
function collectByShape(value: unknown, path: string[], found: LinkReference[]) {
  if (Array.isArray(value)) {
    value.forEach((item, index) => collectByShape(item, [...path, String(index)], found))
    return
  }
  if (!value || typeof value !== "object") return
  const node = value as Record<string, unknown>
  if (node.type === "internal-link" && typeof node.documentId === "string") {
    found.push({ field: path.join("."), kind: "document", target: node.documentId })
    return
  }
  for (const [key, child] of Object.entries(node)) {
    if (key === "href") pushHref(found, [...path, key].join("."), child)
    else collectByShape(child, [...path, key], found)
  }
}

/** The link a field holds, when the field is one drawn by a link's schema; false for any other field. */
function takeLink(schema: z.ZodType, value: unknown, path: string[], found: LinkReference[]): boolean {
  if (schema === hrefSchema || schema === sitePathSchema || schema === externalUrlSchema) {
    pushHref(found, path.join("."), value)
    return true
  }
  if (schema === internalLinkSchema) {
    const documentId = (value as { documentId?: unknown }).documentId
    if (typeof documentId === "string") found.push({ field: path.join("."), kind: "document", target: documentId })
    return true
  }
  if (schema === externalLinkSchema) {
    pushHref(found, [...path, "href"].join("."), (value as { href?: unknown }).href)
    return true
  }
  return false
}

/** Every link `data` holds under `schema`, in the schema's order. */
export function linkReferences(schema: z.ZodType, data: unknown): LinkReference[] {
  const found: LinkReference[] = []
  walkSchema(schema, data, [], {
    take: (field, value, path) => takeLink(field, value, path, found),
    record: (value, path) => collectByShape(value, path, found),
  })
  return found
}
