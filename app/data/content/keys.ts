import type { ContentSectionKey } from "../content-sections"

/**
 * The content editor's query keys. `section(key)` is the value a form was opened with: it is read
 * when the editor opens and when the editor asks (a reload), never marked stale behind the form's back.
 */
export const contentKeys = {
  all: () => ["content"] as const,
  overview: () => ["content", "overview"] as const,
  section: (key: ContentSectionKey) => ["content", "section", key] as const,
  history: (key: ContentSectionKey) => ["content", "history", key] as const,
}
