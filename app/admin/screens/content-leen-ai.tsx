import { useAuth } from "../../auth/auth-provider"
import { useDocumentIdAtQuery } from "../../data/document-editor/document-editor-query"
import { useAdminScreen } from "../admin-screen"
import { DocumentEditor, DocumentEditorPending } from "../documents/editor/document-editor"

/** The Leen AI page's address; its words are the page:content document there (no longer a content section). */
const LEEN_PAGE_PATH = "/technology/leen"

/** /admin/content/leen-ai: the editor of the Leen AI page's document, found by its address, headed as the sidebar names it. */
export default function LeenPageScreen() {
  const { client } = useAuth()
  const screen = useAdminScreen()
  const found = useDocumentIdAtQuery(client, LEEN_PAGE_PATH)
  if (found.isSuccess) return <DocumentEditor id={found.data} heading={screen?.title} />
  return <DocumentEditorPending error={found.isError ? found.error : null} onRetry={() => void found.refetch()} />
}
