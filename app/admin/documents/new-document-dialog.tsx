import { useNavigate } from "react-router-dom"
import { CreateDocumentDialog, type CreateDocumentProblem, type CreateDocumentValues } from "@nordika/ui/admin"
import { useAuth } from "../../auth/auth-provider"
import { errorMessage, isTakenPath } from "../../data/document-list"
import { useCreateDocumentMutation } from "../../data/document-list/document-list-mutations"
import { documentEditorHref } from "./document-links"
import { newDocumentSchema, PATH_SHAPE_MESSAGE } from "./new-document-schema"

/** Postgres's check_violation: the database refused the path's or the title's shape after all. */
const CHECK_VIOLATION = "23514"

/** What the database's refusal means for the form: the taken path on the path field, anything else over the form. */
function problemOf(error: unknown): CreateDocumentProblem {
  if (isTakenPath(error)) return { field: "path", message: `${errorMessage(error)}. Choose another path.` }
  if ((error as { code?: string }).code === CHECK_VIOLATION && /path/.test(errorMessage(error)))
    return { field: "path", message: PATH_SHAPE_MESSAGE }
  return { message: `It could not be created: ${errorMessage(error)}` }
}

export interface NewDocumentDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  heading: string
  kinds: readonly { value: string; label: string }[]
  defaultKind?: string
  pathPrefix: (kind: string) => string
}

/** The create dialog of the lists: creates the document as a draft, then opens it in the editor. */
export function NewDocumentDialog(props: NewDocumentDialogProps) {
  const { client } = useAuth()
  const create = useCreateDocumentMutation(client)
  const navigate = useNavigate()
  const onCreate = async (values: CreateDocumentValues) => {
    try {
      const id = await create.mutateAsync({ kind: values.kind, title: values.title.trim(), path: values.path.trim() })
      props.onOpenChange(false)
      void navigate(documentEditorHref(id))
    } catch (error) {
      return problemOf(error)
    }
  }
  return <CreateDocumentDialog {...props} schema={newDocumentSchema} onCreate={onCreate} />
}
