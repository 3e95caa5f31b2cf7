import * as React from "react"
import { useForm, useWatch } from "react-hook-form"
import { zodResolver } from "@hookform/resolvers/zod"
import { z } from "zod"
import { formatLongDate } from "../../lib/format-date"
import { cn } from "../../lib/utils"
import { Badge } from "../badge"
import { Button } from "../button"
import { Form, FormRootMessage } from "../form"
import { InputField, TextareaField } from "../form-fields"
import { Markdown } from "../markdown"

export const RELEASE_NOTE_UNREAD_LABEL = "New"
const RELEASE_NOTE_TITLE_MAX = 120
const RELEASE_NOTE_BODY_MAX = 20_000
export const RELEASE_NOTE_PUBLISH_LABEL = "Publish note"

export interface ReleaseNote {
  id: string
  version: string
  title: string
  /** Markdown. */
  body: string
  /** "2026-02-25" */
  releasedOn: string
}

export interface ReleaseNoteCardProps extends React.ComponentProps<"article"> {
  /** The release: its version, date, title and what changed. */
  note: ReleaseNote
  /** Published after the reader last read the notes. @default false */
  unread?: boolean
}

/** One release note: version, date and title over its Markdown text. */
export function ReleaseNoteCard({ note, unread = false, className, ...props }: ReleaseNoteCardProps) {
  const titleId = React.useId()
  return (
    <article
      data-slot="release-note"
      data-unread={unread || undefined}
      aria-labelledby={titleId}
      className={cn("rounded-xl border border-border bg-card p-5 text-card-foreground", unread && "border-primary/40", className)}
      {...props}
    >
      <header className="mb-3 flex flex-col gap-1.5">
        <div className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
          <Badge variant="secondary" className="font-mono">
            {note.version}
          </Badge>
          <time dateTime={note.releasedOn}>{formatLongDate(note.releasedOn)}</time>
          {unread && <Badge data-slot="release-note-unread">{RELEASE_NOTE_UNREAD_LABEL}</Badge>}
        </div>
        <h2 id={titleId} className="font-heading text-lg font-semibold tracking-tight">
          {note.title}
        </h2>
      </header>
      <Markdown>{note.body}</Markdown>
    </article>
  )
}

/** The rules of the form, the same as the database's. */
const releaseNoteSchema = z.object({
  version: z
    .string()
    .trim()
    .regex(/^[0-9A-Za-z][0-9A-Za-z.+-]{0,31}$/, "Use letters, digits, dots, plus and minus, up to 32 characters, such as 2026.03.01."),
  releasedOn: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Pick the day of the release."),
  title: z
    .string()
    .trim()
    .min(1, "Give the note a title.")
    .max(RELEASE_NOTE_TITLE_MAX, `Keep the title under ${RELEASE_NOTE_TITLE_MAX} characters.`),
  body: z
    .string()
    .trim()
    .min(1, "Write what changed.")
    .max(RELEASE_NOTE_BODY_MAX, `Keep the note under ${RELEASE_NOTE_BODY_MAX} characters.`),
})
export type ReleaseNoteValues = z.infer<typeof releaseNoteSchema>

export interface ReleaseNoteFormProps extends Omit<React.ComponentProps<"form">, "onSubmit"> {
  /** Publishes the note; resolves with a message when the server refused it, and the form keeps the text. */
  onPublish: (values: ReleaseNoteValues) => Promise<string | void> | string | void
  /** The day the form starts with ("2026-02-25"). */
  defaultReleasedOn: string
  /** The version the form starts with. @default "" */
  defaultVersion?: string
}

/** The admins' form for a new release note, with a live preview of the Markdown. */
export function ReleaseNoteForm({ onPublish, defaultReleasedOn, defaultVersion = "", className, ...props }: ReleaseNoteFormProps) {
  const empty = { version: defaultVersion, releasedOn: defaultReleasedOn, title: "", body: "" }
  const form = useForm<ReleaseNoteValues>({ resolver: zodResolver(releaseNoteSchema), defaultValues: empty })
  const body = useWatch({ control: form.control, name: "body" })
  const submit = form.handleSubmit(async (values) => {
    const problem = await onPublish(values)
    if (problem) form.setError("root.server", { message: problem })
    else form.reset(empty)
  })
  return (
    <Form {...form}>
      <form data-slot="release-note-form" noValidate onSubmit={submit} className={cn("flex flex-col gap-5", className)} {...props}>
        <FormRootMessage />
        <div className="grid gap-5 sm:grid-cols-2">
          <InputField control={form.control} name="version" label="Version" className="font-mono" autoComplete="off" />
          <InputField control={form.control} name="releasedOn" label="Release date" type="date" />
        </div>
        <InputField control={form.control} name="title" label="Title" maxLength={RELEASE_NOTE_TITLE_MAX} />
        <TextareaField
          control={form.control}
          name="body"
          label="Notes"
          description="Markdown: **bold**, *italic*, lists, links and ### headings. HTML is not shown."
          rows={8}
          className="font-mono text-xs"
        />
        {body.trim() && (
          <section aria-label="Preview" className="rounded-lg border border-dashed border-border p-4">
            <p className="mb-2 text-xs font-medium text-muted-foreground">Preview</p>
            <Markdown headingLevel={4}>{body}</Markdown>
          </section>
        )}
        <Button type="submit" loading={form.formState.isSubmitting} className="self-start">
          {RELEASE_NOTE_PUBLISH_LABEL}
        </Button>
      </form>
    </Form>
  )
}
