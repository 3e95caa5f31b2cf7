import { FatalErrorScreen } from "@nordika/ui"
import { useRouteError } from "react-router-dom"
import { useDocumentMeta } from "../site/document-meta"
import { FATAL_ERROR_DOCUMENT_TITLE } from "../site/labels"

/** The error element of the layout: a render crash anywhere below shows the fatal error screen. */
export function RouteErrorScreen() {
  const error = useRouteError()
  useDocumentMeta({ title: FATAL_ERROR_DOCUMENT_TITLE })
  return <FatalErrorScreen error={error} />
}
