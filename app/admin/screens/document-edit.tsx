import { useParams } from "react-router-dom"
import { DocumentEditor } from "../documents/editor/document-editor"

/** /admin/documents/:id: the editor of one document, whatever its kind. */
export default function DocumentEditScreen() {
  const { id = "" } = useParams()
  return <DocumentEditor id={id} />
}
