/** The document editor's own controls: rich text, links to pages and library images. */
import type { ReactNode } from "react"
import { useFormContext } from "react-hook-form"
import { Link2, X } from "lucide-react"
import { Button, FormControl, FormField, FormItem, FormLabel, FormMessage } from "@nordika/ui"
import { useAuth } from "../../../auth/auth-provider"
import { useDocumentChoicesQuery } from "../../../data/document-editor/document-editor-query"
import { CustomFieldLabel, renderCommonField, type CustomField } from "../../content/custom-fields"
import { MediaImageFormField } from "../../media/media-image-form-field"
import { INTERNAL_LINK_CONTROL, MEDIA_IMAGE_CONTROL, RICH_TEXT_CONTROL } from "./document-field-options"
import { RichTextField } from "../rich-text-field"
import { DocumentPicker } from "./document-picker"

/** A link to a page of this site, stored by its document's id: the chosen page's title and path, and the picker. */
function InternalLinkField({ field, path, documentId }: { field: CustomField; path: string; documentId: string }) {
  const { control } = useFormContext()
  return (
    <FormField
      control={control}
      name={path}
      render={({ field: input }) => {
        const value = input.value as { documentId?: string; label?: string } | undefined
        const target = value?.documentId
        return (
          <FormItem data-wide>
            <FormLabel>
              <CustomFieldLabel field={field} />
            </FormLabel>
            <div className="flex flex-wrap items-center gap-2">
              <LinkTarget id={target} />
              <DocumentPicker
                excludeId={documentId}
                onPick={(choice) => input.onChange({ ...value, type: "internal-link", documentId: choice.id })}
                trigger={
                  <FormControl>
                    <Button type="button" variant="outline" size="sm">
                      <Link2 aria-hidden />
                      {target ? "Change page" : "Choose page"}
                    </Button>
                  </FormControl>
                }
              />
              {target && !field.required ? (
                <Button type="button" variant="ghost" size="sm" onClick={() => input.onChange(undefined)}>
                  <X aria-hidden />
                  Remove link
                </Button>
              ) : null}
            </div>
            <FormMessage />
          </FormItem>
        )
      }}
    />
  )
}

function LinkTarget({ id }: { id: string | undefined }) {
  const { client } = useAuth()
  const choices = useDocumentChoicesQuery(client, id ? [id] : [])
  if (!id) return <span className="text-sm text-muted-foreground">No page chosen</span>
  const choice = choices.data?.[id]
  return (
    <span className="text-sm">
      {choice ? (
        <>
          <span className="font-medium">{choice.title}</span> <span className="text-muted-foreground">{choice.path}</span>
        </>
      ) : choices.isPending ? (
        "…"
      ) : (
        "A page that no longer exists"
      )}
    </span>
  )
}

/** Draws the custom fields of the document `documentId`'s form. */
export function documentFieldRenderer(documentId: string) {
  return function renderDocumentField(field: CustomField, path: string): ReactNode {
    if (field.control === RICH_TEXT_CONTROL) return <RichTextField field={field} path={path} documentId={documentId} />
    if (field.control === INTERNAL_LINK_CONTROL) return <InternalLinkField field={field} path={path} documentId={documentId} />
    if (field.control === MEDIA_IMAGE_CONTROL) return <MediaImageFormField field={field} path={path} />
    return renderCommonField(field, path)
  }
}
