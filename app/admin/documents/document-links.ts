import { adminHref } from "../paths"

/** The document editor's address (the screen documents/:id). */
export const documentEditorHref = (id: string) => adminHref(`documents/${id}`)
