/**
 * The document editor's query keys. `document(id)` is what a form was opened with: read when the
 * editor opens and when it asks (a reload), never marked stale behind the form's back.
 */
export const documentEditorKeys = {
  all: () => ["document-editor"] as const,
  document: (id: string) => ["document-editor", "document", id] as const,
  idAt: (path: string) => ["document-editor", "id-at", path] as const,
  history: (id: string) => ["document-editor", "history", id] as const,
  search: (text: string) => ["document-editor", "search", text] as const,
  choices: (ids: readonly string[]) => ["document-editor", "choices", [...ids].sort()] as const,
}
