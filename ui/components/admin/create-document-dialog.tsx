import * as React from "react"
import { useForm } from "react-hook-form"
import { zodResolver } from "@hookform/resolvers/zod"
import type { z } from "zod"
import { FilePlus2 } from "lucide-react"
import { Button } from "../button"
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "../dialog"
import { Form, FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage, FormRootMessage } from "../form"
import { Input } from "../input"
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "../select"

const CREATE_DOCUMENT_KIND_LABEL = "Kind"
export const CREATE_DOCUMENT_TITLE_LABEL = "Title"
export const CREATE_DOCUMENT_PATH_LABEL = "Path"
export const CREATE_DOCUMENT_SUBMIT_LABEL = "Create and edit"

export interface CreateDocumentValues {
  kind: string
  title: string
  path: string
}

/** What the creation answered when it was refused: a message for one field, or for the form. */
export type CreateDocumentProblem = { field: "title" | "path"; message: string } | { field?: undefined; message: string }

/** Lower case words joined by hyphens, as a path segment is written ("Plain language, 2027!" → "plain-language-2027"). */
function pathSegmentFrom(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80)
    .replace(/-+$/, "")
}

export interface CreateDocumentDialogProps {
  /** Whether the dialog is shown. */
  open: boolean
  /** Called when it opens or closes (Cancel, Escape, the close button). */
  onOpenChange: (open: boolean) => void
  /** The dialog's heading ("New blog post"). */
  heading: string
  /** The kinds to choose from (value and name); the kind field is left out when there is one. */
  kinds: readonly { value: string; label: string }[]
  /** The kind chosen at first. @default the first of `kinds` */
  defaultKind?: string
  /** Where a new document of a kind goes: the path is suggested from the title under it ("/resources/blog/"). */
  pathPrefix: (kind: string) => string
  /** The rules of the fields (the database checks the same). */
  schema: z.ZodType<CreateDocumentValues, CreateDocumentValues>
  /** Creates the document. Resolves with a problem when it was refused (the dialog keeps what was typed and shows it). */
  onCreate: (values: CreateDocumentValues) => Promise<CreateDocumentProblem | void>
}

/**
 * Asks for a new document's title and path (and its kind, when there is a choice), suggesting the
 * path from the title until the path is typed by hand.
 */
export function CreateDocumentDialog({ open, onOpenChange, heading, ...props }: CreateDocumentDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent data-slot="create-document-dialog" size="default">
        <DialogHeader>
          <DialogTitle>{heading}</DialogTitle>
          <DialogDescription>It starts as a draft: nothing is on the site until you publish it from the editor.</DialogDescription>
        </DialogHeader>
        {/* Mounted while open only: each opening starts afresh. */}
        <CreateDocumentForm {...props} onCancel={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  )
}

function CreateDocumentForm({
  kinds,
  defaultKind,
  pathPrefix,
  schema,
  onCreate,
  onCancel,
}: Omit<CreateDocumentDialogProps, "open" | "onOpenChange" | "heading"> & { onCancel: () => void }) {
  const firstKind = defaultKind ?? kinds[0]?.value ?? ""
  const form = useForm<CreateDocumentValues>({
    resolver: zodResolver(schema),
    defaultValues: { kind: firstKind, title: "", path: pathPrefix(firstKind) },
  })
  const pathTyped = React.useRef(false)
  const suggestPath = (kind: string, title: string) => {
    if (!pathTyped.current) form.setValue("path", `${pathPrefix(kind)}${pathSegmentFrom(title)}`)
  }

  const submit = form.handleSubmit(async (values) => {
    const problem = await onCreate(values)
    if (!problem) return
    if (problem.field) form.setError(problem.field, { message: problem.message }, { shouldFocus: true })
    else form.setError("root.server", { message: problem.message })
  })

  return (
    <Form {...form}>
      <form noValidate onSubmit={submit} className="grid gap-5">
        <FormRootMessage />
        {kinds.length > 1 && (
          <FormField
            control={form.control}
            name="kind"
            render={({ field }) => (
              <FormItem>
                <FormLabel>{CREATE_DOCUMENT_KIND_LABEL}</FormLabel>
                <Select
                  value={field.value}
                  onValueChange={(kind) => {
                    field.onChange(kind)
                    suggestPath(kind, form.getValues("title"))
                  }}
                >
                  <FormControl>
                    <SelectTrigger ref={field.ref} onBlur={field.onBlur} className="w-full">
                      <SelectValue />
                    </SelectTrigger>
                  </FormControl>
                  <SelectContent>
                    {kinds.map((option) => (
                      <SelectItem key={option.value} value={option.value}>
                        {option.label}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
                <FormMessage />
              </FormItem>
            )}
          />
        )}
        <FormField
          control={form.control}
          name="title"
          render={({ field }) => (
            <FormItem>
              <FormLabel>{CREATE_DOCUMENT_TITLE_LABEL}</FormLabel>
              <FormControl>
                <Input
                  {...field}
                  autoComplete="off"
                  onChange={(event) => {
                    field.onChange(event)
                    suggestPath(form.getValues("kind"), event.target.value)
                  }}
                />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="path"
          render={({ field }) => (
            <FormItem>
              <FormLabel>{CREATE_DOCUMENT_PATH_LABEL}</FormLabel>
              <FormControl>
                <Input
                  {...field}
                  className="font-mono"
                  autoComplete="off"
                  autoCapitalize="none"
                  spellCheck={false}
                  onChange={(event) => {
                    pathTyped.current = true
                    field.onChange(event)
                  }}
                />
              </FormControl>
              <FormDescription>Its address on the site: lower-case words joined by hyphens, after a slash.</FormDescription>
              <FormMessage />
            </FormItem>
          )}
        />
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={form.formState.isSubmitting}>
            <FilePlus2 aria-hidden="true" />
            {CREATE_DOCUMENT_SUBMIT_LABEL}
          </Button>
        </DialogFooter>
      </form>
    </Form>
  )
}
