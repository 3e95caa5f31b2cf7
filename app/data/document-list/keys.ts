/** One list of documents: a kind (or every kind the reader edits), the words searched, live or the trash. */
export interface DocumentListParams {
  kind?: string
  search?: string
  trash?: boolean
}

/**
 * The document lists' query keys, each level a prefix of the next: invalidating `lists()` reaches every
 * list (collections, pages, trash) under every search, `all()` the kinds too.
 */
export const documentListKeys = {
  all: () => ["document-list"] as const,
  kinds: () => ["document-list", "kinds"] as const,
  lists: () => ["document-list", "list"] as const,
  list: (params: DocumentListParams) =>
    ["document-list", "list", { kind: params.kind ?? null, search: params.search?.trim() ?? "", trash: params.trash ?? false }] as const,
}
