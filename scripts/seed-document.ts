/** One document of the seed: what scripts/document-seed.ts writes as a row of public.documents. */
export interface SeedDocument {
  /** A kind of public.document_kinds ("blog_post", "page:service"). */
  kind: string
  /** The public path, as the route shows it ("/resources/blog/plain-language"); with the kind, it names the document for good. */
  path: string
  /** The document's name in the admin's lists (its heading). */
  title: string
  /** The published data, which the kind's schema must accept. */
  data: Record<string, unknown>
}
