/**
 * The editor of one document, any kind: its title and path, its data as a form made from the kind's
 * schema, drafts, publishing through publish-document (a refused field gets the message beside it),
 * unpublishing, history with restore, a preview, the conflict check and the live notice of another
 * editor's publish. The same pieces as the section editor (app/admin/content/).
 */
import { useDeferredValue, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from "react"
import { useForm, useWatch, type UseFormReturn } from "react-hook-form"
import { zodResolver } from "@hookform/resolvers/zod"
import { useQueryClient } from "@tanstack/react-query"
import { z } from "zod"
import { CalendarClock, CalendarX, ExternalLink, Eye, EyeOff, History } from "lucide-react"
import {
  Button,
  Form,
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
  FormRootMessage,
  Input,
  Skeleton,
  toast,
} from "@nordika/ui"
import {
  AutosaveStatus,
  ChangedElsewhereBanner,
  ConfirmDialog,
  ContentStatusBadge,
  EditorActionBar,
  ErrorState,
  PreviewFrame,
  ReadOnlyBanner,
  SectionFormFields,
  type AutosaveState,
  type SectionField,
  type ContentVersion,
} from "@nordika/ui/admin"
import { DOCUMENT_PATH, DOCUMENT_PATH_MAX_LENGTH, DOCUMENT_TITLE_MAX_LENGTH, documentSchemaFor } from "#shared/content/index"
import { MENU_SCHEMAS } from "#shared/content/menus"
import { useAuth } from "../../../auth/auth-provider"
import {
  DocumentConflictError,
  DocumentFieldError,
  DocumentLinkedError,
  watchDocument,
  type DocumentBase,
  type DocumentContent,
  type EditableDocument,
  type LinkingDocument,
} from "../../../data/document-editor"
import {
  usePublishDocumentMutation,
  useRestoreDocumentVersionMutation,
  useSaveDocumentDraftMutation,
  useUnpublishDocumentMutation,
} from "../../../data/document-editor/document-editor-mutations"
import { documentReviewKeys } from "../../../data/document-reviews"
import { useDocumentHistoryQuery, useEditableDocumentQuery } from "../../../data/document-editor/document-editor-query"
import { ScheduleTimeError, type ScheduleAction } from "../../../data/document-schedules"
import {
  useCancelScheduleMutation,
  usePendingSchedulesQuery,
  useSchedulePublishMutation,
  useScheduleUnpublishMutation,
} from "../../../data/document-schedules/document-schedules-query"
import { AdminScreenPage } from "../../admin-screen"
import { ConflictDialog, HistorySheet } from "../../content/editor-parts"
import { fieldPathOf } from "../../content/schema-fields"
import { useSchemaForm } from "../../content/schema-form"
import { createAutosave } from "./autosave"
import { useAutosaveLeaveGuard } from "./autosave-leave-guard"
import { DOCUMENT_FIELD_OPTIONS } from "./document-field-options"
import { documentFieldRenderer } from "./document-fields"
import type { DocumentPreviewMessage } from "./preview-page"
import { usePreviewImages } from "./preview-images"
import { PendingSchedules, SCHEDULE_BUTTON_LABEL, ScheduleDialog } from "./schedule-controls"
import { SeoPanel } from "./seo-panel"
import { DocumentReadView } from "./document-read-view"
import { readOnlyMessage } from "./read-only"
import { ReviewPanel } from "./review-panel"

export const DOCUMENT_SAVED_TOAST = "Draft saved"
export const DOCUMENT_PUBLISHED_TOAST = "Published"
const DOCUMENT_UNPUBLISHED_TOAST = "Taken off the site"
export const DOCUMENT_CONFLICT_TITLE = "Someone else changed this document"
export const DOCUMENT_RELOAD_LABEL = "Reload document"
export const DOCUMENT_TITLE_LABEL = "Document title"
export const DOCUMENT_PATH_LABEL = "Path"
/** The address of the document editor's preview frame. */
const DOCUMENT_PREVIEW_HREF = "/admin/preview/document"

/** What the live notice says when someone else published the open document. */
export const remoteChangeText = (by: string | null | undefined) =>
  `Changed by ${by ?? "another editor"}: a new version was published while you were editing.`

/** The document's own columns, as the database and publish-document check them. */
const documentColumnsSchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, { message: "Give the document a title." })
    .max(DOCUMENT_TITLE_MAX_LENGTH, { message: `Keep the title to ${DOCUMENT_TITLE_MAX_LENGTH} characters or fewer.` }),
  path: z
    .string()
    .trim()
    .max(DOCUMENT_PATH_MAX_LENGTH, { message: `Keep the path to ${DOCUMENT_PATH_MAX_LENGTH} characters or fewer.` })
    .regex(DOCUMENT_PATH, { message: "Use lower-case words joined by hyphens after a slash, such as /resources/blog/plain-language." }),
})
type DocumentColumns = z.infer<typeof documentColumnsSchema>

/** The document's own columns as the read view shows them. */
const DOCUMENT_COLUMN_FIELDS: readonly SectionField[] = [
  { kind: "text", name: "title", label: DOCUMENT_TITLE_LABEL, required: true, multiline: false },
  { kind: "text", name: "path", label: DOCUMENT_PATH_LABEL, required: true, multiline: false },
]

/**
 * The editor of the document `id`: loading, its error, then the form, headed with the document's title
 * or, on a screen named for its page (the Leen AI screen), with `heading`.
 */
export function DocumentEditor({ id, heading, nav }: { id: string; heading?: string; nav?: ReactNode }) {
  const { client } = useAuth()
  const document = useEditableDocumentQuery(client, id)
  const load = () => void document.refetch()

  // A fresh form for each reading: a reload replaces what was typed.
  if (document.isSuccess)
    return <DocumentEditorForm key={document.dataUpdatedAt} document={document.data} heading={heading} nav={nav} onReload={load} />
  return <DocumentEditorPending error={document.isError ? document.error : null} onRetry={load} />
}

/** The editor's screen while its document loads, or the error that stopped it, with a retry. */
export function DocumentEditorPending({ error, onRetry }: { error: Error | null; onRetry: () => void }) {
  return (
    <AdminScreenPage>
      {error ? (
        <ErrorState error={error} onRetry={onRetry} />
      ) : (
        <div className="flex flex-col gap-4" aria-busy="true" aria-label="Loading the document">
          <Skeleton className="h-10 w-1/2" />
          <Skeleton className="h-40 w-full" />
          <Skeleton className="h-40 w-full" />
        </div>
      )}
    </AdminScreenPage>
  )
}

interface DocumentEditorFormProps {
  document: EditableDocument
  /** The screen's h1 instead of the document's title. */
  heading?: string
  /** Above the document's state: a screen's switch between documents it edits (the Menus screen's). */
  nav?: ReactNode
  /** Opens the document afresh from the database (the form is replaced). */
  onReload: () => void
}

function DocumentEditorForm({ document, heading, nav, onReload }: DocumentEditorFormProps) {
  const { client, user, role } = useAuth()
  const queryClient = useQueryClient()
  const readOnly = !document.canEdit
  // Contributors draft and ask for a review; publishing, unpublishing and restoring are an editor's (the database refuses them too).
  const mayPublish = role !== "contributor"
  const schema = documentSchemaFor(document.kind)
  /** A menu is drawn on every page rather than at its own path. */
  const isMenu = Object.hasOwn(MENU_SCHEMAS, document.kind)
  const { form, fields, stored } = useSchemaForm(schema, document.data, DOCUMENT_FIELD_OPTIONS)
  const columns = useForm<DocumentColumns>({
    resolver: zodResolver(documentColumnsSchema),
    defaultValues: { title: document.title, path: document.path },
  })
  const saveDraftMutation = useSaveDocumentDraftMutation(client)
  const publishMutation = usePublishDocumentMutation(client)
  const restoreMutation = useRestoreDocumentVersionMutation(client)
  const unpublishMutation = useUnpublishDocumentMutation(client)
  const schedulePublishMutation = useSchedulePublishMutation(client)
  const scheduleUnpublishMutation = useScheduleUnpublishMutation(client)
  const cancelScheduleMutation = useCancelScheduleMutation(client)
  const pendingSchedules = usePendingSchedulesQuery(client, document.id, !readOnly)
  const [scheduling, setScheduling] = useState<ScheduleAction | null>(null)
  const isSubmitting = form.formState.isSubmitting || publishMutation.isPending || unpublishMutation.isPending

  const [base, setBaseState] = useState<DocumentBase>({ version: document.version, revision: document.revision })
  // Saves run outside renders (the autosave's timer): they read the base of the last answer here.
  const baseRef = useRef(base)
  const setBase = (next: DocumentBase) => {
    baseRef.current = next
    setBaseState(next)
  }
  const [hasDraft, setHasDraft] = useState(document.hasDraft)
  const [live, setLive] = useState(document.live)
  const [saveState, setSaveState] = useState<AutosaveState>({ status: "unchanged", hasDraft: document.hasDraft })
  const [conflict, setConflict] = useState(false)
  const [remoteChange, setRemoteChange] = useState(false)
  const [showPreview, setShowPreview] = useState(false)
  const [historyOpen, setHistoryOpen] = useState(false)
  const [askUnpublish, setAskUnpublish] = useState(false)
  const [linkedFrom, setLinkedFrom] = useState<LinkingDocument[] | null>(null)
  // The history is also what names who published, for the live notice.
  const history = useDocumentHistoryQuery(client, document.id, historyOpen || remoteChange)

  // Someone else's publish only: this editor's own may arrive before its answer updates `base`.
  useEffect(
    () =>
      watchDocument(client, document.id, ({ version, by }) => {
        if (by !== user?.id && version !== base.version) setRemoteChange(true)
      }),
    [client, document.id, base.version, user?.id],
  )

  /** Both forms as one comparable value: what was last saved, against what the form holds now. */
  const formKey = () => JSON.stringify([columns.getValues(), form.getValues()])
  const savedKey = useRef("")
  /** After a conflict the autosave stops: only Retry or "Save draft" try again (and meet the dialog again). */
  const halted = useRef(false)

  /** Saves the form as the draft; throws what the status line says when it cannot. */
  const saveDraftNow = async () => {
    if (!(await columns.trigger())) throw new Error("check the title and path")
    const key = formKey()
    const content = { ...documentColumnsSchema.parse(columns.getValues()), data: stored(form.getValues()) }
    try {
      setBase(await saveDraftMutation.mutateAsync({ id: document.id, content, base: baseRef.current }))
    } catch (error) {
      if (error instanceof DocumentConflictError) {
        halted.current = true
        setConflict(true)
        throw new Error("someone else changed this document since you opened it")
      }
      if (error instanceof DocumentFieldError)
        showFieldError(form, columns, error, (path) => fieldPathOf(schema, path, DOCUMENT_FIELD_OPTIONS))
      throw error
    }
    savedKey.current = key
    halted.current = false
    setHasDraft(true)
  }
  const [autosave] = useState(() =>
    createAutosave({
      save: () => Promise.reject(new Error("the editor is not ready yet")),
      onEvent: (event) =>
        setSaveState(
          event.status === "saved"
            ? { status: "saved", savedAt: new Date().toISOString() }
            : event.status === "failed"
              ? { status: "failed", reason: failureReason(event.error) }
              : { status: event.status },
        ),
    }),
  )
  // The save of the latest render: it reads the forms and base as they are now.
  useLayoutEffect(() => autosave.setSave(saveDraftNow))
  /** Saves what waits, unless a conflict stopped the autosave. */
  const autoFlush = () => (halted.current ? Promise.resolve(false) : autosave.flush())

  // What the form holds once its fields have settled (their effects ran first) is the saved state.
  useEffect(() => {
    savedKey.current = formKey()
    return () => autosave.dispose()
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per opened document: the form is made afresh for a reload
  }, [])

  const hasUnsaved = () => !readOnly && (autosave.busy() || formKey() !== savedKey.current)
  const leaveGuard = useAutosaveLeaveGuard({ hasUnsaved, flush: autoFlush })

  /** Everything in the form is what was saved or published now (a reload replaces it). */
  const keepAsSaved = (key = formKey()) => {
    autosave.forget()
    savedKey.current = key
  }

  const run = async (action: () => Promise<void>) => {
    try {
      await action()
    } catch (error) {
      if (error instanceof DocumentConflictError) {
        halted.current = true
        setConflict(true)
      } else if (error instanceof DocumentFieldError)
        showFieldError(form, columns, error, (path) => fieldPathOf(schema, path, DOCUMENT_FIELD_OPTIONS))
      else form.setError("root.server", { message: error instanceof Error ? error.message : String(error) })
    }
  }

  /** Checks both forms; runs `action` with the content when both pass, else shows every problem by its field. */
  const submit = (action: (content: DocumentContent, key: string) => Promise<void>) => async () => {
    form.clearErrors("root")
    const columnsValid = await columns.trigger()
    await form.handleSubmit(async (data) => {
      if (!columnsValid) return
      const key = formKey()
      await run(() => action({ ...documentColumnsSchema.parse(columns.getValues()), data }, key))
    })()
  }

  /** "Save draft": now, whatever waits, with a toast (the autosave says it in the status line only). */
  const saveDraft = async () => {
    form.clearErrors()
    halted.current = false
    if (await autosave.flush(true)) toast({ title: DOCUMENT_SAVED_TOAST, description: "Visitors still see the published version." })
  }
  const publishNow = () =>
    submit(async (content, key) => {
      const next = await publishMutation.mutateAsync({ id: document.id, content, base: baseRef.current })
      setBase(next)
      setHasDraft(false)
      setLive(true)
      keepAsSaved(key)
      setSaveState({ status: "unchanged", hasDraft: false })
      // Typed while the publish ran: the draft takes it.
      if (formKey() !== key) autosave.changed()
      toast({
        title: DOCUMENT_PUBLISHED_TOAST,
        description: `Version ${next.version} is live ${isMenu ? "on every page" : `at ${content.path}`}.`,
      })
      // A publish now replaced a pending scheduled one.
      void pendingSchedules.refetch()
    })()
  const publish = async () => {
    // A publish saves everything itself: the draft's timer goes, and a save under way finishes first (its base is the one to publish over).
    await autosave.settle()
    await publishNow()
    // What the publish refused stays in the form, and goes into the draft as any change does.
    if (!halted.current && formKey() !== savedKey.current) autosave.changed()
  }
  const restore = (version: ContentVersion) =>
    run(async () => {
      await autosave.settle()
      const next = await restoreMutation.mutateAsync({ id: document.id, version: version.version, base: baseRef.current })
      toast({ title: DOCUMENT_PUBLISHED_TOAST, description: `Version ${version.version} is live again, as version ${next.version}.` })
      setHistoryOpen(false)
      keepAsSaved()
      onReload()
    })
  /** "Schedule": the content as it is now, checked by both forms and then by publish-document, for `at`. */
  const schedulePublish = async (at: Date) => {
    await autosave.settle()
    form.clearErrors("root")
    const columnsValid = await columns.trigger()
    let checked = false
    let refused: unknown = null
    await form.handleSubmit(async (data) => {
      if (!columnsValid) return
      checked = true
      try {
        const content = { ...documentColumnsSchema.parse(columns.getValues()), data }
        await schedulePublishMutation.mutateAsync({ id: document.id, content, base: baseRef.current, at })
        // A scheduled publish approves the open review request (approve_reviews_on_schedule).
        void queryClient.invalidateQueries({ queryKey: documentReviewKeys.all })
      } catch (error) {
        refused = error
      }
    })()
    if (!checked) throw new Error("Some fields need attention: see the form.")
    if (refused instanceof ScheduleTimeError) throw refused
    if (refused) {
      // A conflict or a refused field is the form's to show, as for a publish now.
      setScheduling(null)
      await run(() => Promise.reject(refused))
      throw refused instanceof Error ? refused : new Error(String(refused))
    }
  }
  const scheduleUnpublish = async (at: Date) => {
    await scheduleUnpublishMutation.mutateAsync({ id: document.id, at })
  }
  const cancelSchedule = (action: ScheduleAction) =>
    cancelScheduleMutation.mutate(
      { id: document.id, action },
      {
        onSuccess: () =>
          toast({ title: "Schedule cancelled", description: action === "publish" ? "It stays a draft." : "It stays on the site." }),
        onError: (error) => toast({ variant: "destructive", title: "Could not cancel the schedule", description: error.message }),
      },
    )
  const pending = pendingSchedules.data ?? []
  const pendingPublish = pending.find((schedule) => schedule.action === "publish")
  const pendingUnpublish = pending.find((schedule) => schedule.action === "unpublish")

  const unpublish = (force: boolean) =>
    run(async () => {
      try {
        await unpublishMutation.mutateAsync({ id: document.id, force })
      } catch (error) {
        if (!(error instanceof DocumentLinkedError)) throw error
        setLinkedFrom(error.linkedFrom)
        return
      }
      setLinkedFrom(null)
      setLive(false)
      toast({ title: DOCUMENT_UNPUBLISHED_TOAST, description: "Visitors no longer see it. Its content and history stay here." })
    })

  const watchedData = useWatch({ control: form.control })
  const watchedColumns = useWatch({ control: columns.control })
  // Every change (typed, a list reordered, a page picked) waits for the autosave, unless it brought the form back to what was saved.
  useEffect(() => {
    if (!readOnly && !halted.current && formKey() !== savedKey.current) autosave.changed()
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a change of the watched values is what runs it
  }, [watchedData, watchedColumns])
  const previewData = useDeferredValue(watchedData)
  const previewImages = usePreviewImages(client, previewData)
  const previewMessage = useMemo<DocumentPreviewMessage>(
    () => ({
      type: "nordika-document-preview",
      kind: document.kind,
      title: watchedColumns.title ?? "",
      path: watchedColumns.path ?? "",
      data: stored(previewData),
      images: previewImages,
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `stored` is the kind's, which the document fixes
    [previewData, previewImages, watchedColumns.title, watchedColumns.path, document.kind],
  )
  const renderField = useMemo(() => documentFieldRenderer(document.id), [document.id])
  // The SEO group is drawn last, in a panel of its own with its preview.
  const contentFields = fields.filter((field) => field.name !== "seo")
  const seoFields = fields.filter((field) => field.name === "seo")

  const status = !live ? "unpublished" : hasDraft ? "draft" : "published"
  const unsavedShown = saveState.status === "unsaved" || saveState.status === "saving" || saveState.status === "failed"
  return (
    <AdminScreenPage
      title={heading ?? document.title}
      description={isMenu ? `${document.kindLabel} · on every page of the site` : `${document.kindLabel} · ${document.path}`}
      actions={
        <>
          {live ? (
            <Button asChild variant="ghost" size="sm">
              <a href={isMenu ? "/" : document.path} target="_blank" rel="noreferrer">
                <ExternalLink aria-hidden />
                View on the site
              </a>
            </Button>
          ) : null}
          {!readOnly && mayPublish && !isMenu && (live || pendingPublish) ? (
            <Button type="button" variant="ghost" size="sm" disabled={isSubmitting} onClick={() => setScheduling("unpublish")}>
              <CalendarX aria-hidden />
              Schedule unpublish
            </Button>
          ) : null}
          <Button type="button" variant="ghost" size="sm" onClick={() => setHistoryOpen(true)}>
            <History aria-hidden />
            History
          </Button>
          <Button type="button" variant="outline" size="sm" aria-pressed={showPreview} onClick={() => setShowPreview((shown) => !shown)}>
            {showPreview ? <EyeOff aria-hidden /> : <Eye aria-hidden />}
            Preview
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        {nav}
        {readOnly ? <ReadOnlyBanner message={readOnlyMessage(document)} /> : null}
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground" data-slot="document-editor-status">
          <ContentStatusBadge status={status} />
          <span>{live ? `Version ${base.version} is live` : base.version > 0 ? "Taken off the site" : "Never published"}</span>
          {document.inTrash ? (
            <>
              <span aria-hidden>·</span>
              <span className="font-medium text-destructive">In the trash: restore it before editing</span>
            </>
          ) : null}
        </div>
        {readOnly ? null : (
          <PendingSchedules schedules={pending} disabled={!mayPublish || cancelScheduleMutation.isPending} onCancel={cancelSchedule} />
        )}
        {remoteChange ? (
          <ChangedElsewhereBanner
            message={remoteChangeText(history.data?.[0]?.publishedBy)}
            actionLabel={DOCUMENT_RELOAD_LABEL}
            onAction={onReload}
          />
        ) : null}
        {readOnly || document.inTrash ? null : (
          <ReviewPanel
            client={client}
            documentId={document.id}
            mayPublish={mayPublish}
            saveFirst={async () => {
              await autosave.settle()
              return hasDraft || formKey() !== savedKey.current ? autosave.flush(true) : true
            }}
            onApprove={publish}
            onApproveAndSchedule={() => setScheduling("publish")}
            busy={isSubmitting}
            draft={{ title: document.title, path: document.path, data: document.data }}
            published={document.published}
          />
        )}
        <div
          className={
            showPreview
              ? "grid grid-cols-[minmax(0,1fr)] items-start gap-6 xl:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]"
              : "grid max-w-3xl grid-cols-[minmax(0,1fr)] gap-6"
          }
        >
          {readOnly ? (
            <DocumentReadView
              kindLabel={document.kindLabel}
              columnFields={DOCUMENT_COLUMN_FIELDS}
              columns={{ title: document.title, path: document.path }}
              fields={[...contentFields, ...seoFields]}
              values={watchedData as Record<string, unknown>}
            />
          ) : (
            <Form {...form}>
              <form
                noValidate
                onSubmit={(event) => {
                  event.preventDefault()
                  void saveDraft()
                }}
                // Leaving a field saves what waits.
                onBlur={() => void autoFlush()}
                aria-label={`${document.kindLabel} content`}
                className="flex flex-col gap-6 rounded-xl border border-border bg-card p-4 text-card-foreground sm:p-6"
              >
                <FormRootMessage />
                <Form {...columns}>
                  <DocumentColumnsFields columns={columns} showPath={!isMenu} />
                </Form>
                <SectionFormFields fields={contentFields} onUploadImage={rejectUpload} renderCustomField={renderField} />
                {seoFields.length > 0 ? (
                  <section aria-label="SEO" data-slot="document-seo" className="flex flex-col gap-6 border-t border-border pt-6">
                    <SectionFormFields fields={seoFields} onUploadImage={rejectUpload} renderCustomField={renderField} />
                    <SeoPanel
                      documentId={document.id}
                      title={watchedColumns.title ?? ""}
                      path={watchedColumns.path ?? ""}
                      data={previewMessage.data as Record<string, unknown>}
                    />
                  </section>
                ) : null}
              </form>
            </Form>
          )}
          {showPreview ? (
            <section aria-label="Preview" className="flex flex-col gap-2 xl:sticky xl:top-20">
              <PreviewFrame title={`Preview of ${document.title}`} src={DOCUMENT_PREVIEW_HREF} message={previewMessage} />
              <p className="text-xs text-muted-foreground">
                The preview shows the form as it is now, saved or not. Visitors see it only once it is published.
              </p>
            </section>
          ) : null}
        </div>
        {readOnly ? null : (
          <EditorActionBar status={<AutosaveStatus state={saveState} onRetry={() => void saveDraft()} />}>
            {live && mayPublish && !isMenu ? (
              <Button type="button" variant="ghost" disabled={isSubmitting} onClick={() => setAskUnpublish(true)}>
                Unpublish
              </Button>
            ) : null}
            <Button type="button" variant="outline" disabled={isSubmitting} onClick={() => void saveDraft()}>
              Save draft
            </Button>
            {mayPublish ? (
              <>
                <Button type="button" variant="outline" disabled={isSubmitting} onClick={() => setScheduling("publish")}>
                  <CalendarClock aria-hidden />
                  {SCHEDULE_BUTTON_LABEL}
                </Button>
                <Button type="button" disabled={isSubmitting} onClick={() => void publish()}>
                  Publish
                </Button>
              </>
            ) : null}
          </EditorActionBar>
        )}
      </div>

      {scheduling ? (
        <ScheduleDialog
          key={scheduling}
          action={scheduling}
          open
          onOpenChange={(open) => !open && setScheduling(null)}
          initial={(scheduling === "publish" ? pendingPublish : pendingUnpublish)?.runAt}
          onSchedule={scheduling === "publish" ? schedulePublish : scheduleUnpublish}
        />
      ) : null}
      <HistorySheet
        open={historyOpen}
        onOpenChange={setHistoryOpen}
        name={document.title}
        history={history}
        currentVersion={base.version}
        dirty={unsavedShown}
        onRestore={readOnly ? undefined : restore}
      />
      <ConflictDialog
        open={conflict}
        onOpenChange={setConflict}
        title={DOCUMENT_CONFLICT_TITLE}
        reloadLabel={DOCUMENT_RELOAD_LABEL}
        onReload={() => {
          keepAsSaved()
          onReload()
        }}
      />
      <ConfirmDialog
        open={askUnpublish}
        onOpenChange={setAskUnpublish}
        title="Take this off the site?"
        description="Visitors no longer see it; its content, draft and history stay here, and publishing brings it back."
        confirmLabel="Unpublish"
        onConfirm={() => unpublish(false)}
      />
      <ConfirmDialog
        open={linkedFrom !== null}
        onOpenChange={(open) => !open && setLinkedFrom(null)}
        variant="destructive"
        title="Other pages link here"
        description="Their links stop working while this is off the site."
        confirmLabel="Unpublish anyway"
        onConfirm={() => unpublish(true)}
      >
        <ul className="flex list-disc flex-col gap-1 pl-5 text-sm">
          {(linkedFrom ?? []).map((linker) => (
            <li key={linker.id}>
              {linker.title} <span className="text-muted-foreground">{linker.path}</span>
            </li>
          ))}
        </ul>
      </ConfirmDialog>
      {leaveGuard}
    </AdminScreenPage>
  )
}

/** What the status line says after "Not saved:": the reason, in a sentence's middle. */
function failureReason(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error)
  if (/failed to fetch|networkerror|load failed/i.test(message)) return "the server could not be reached"
  return message.replace(/\.$/, "").replace(/^[A-Z](?=[a-z])/, (first) => first.toLowerCase())
}

/** Documents take images from the media library (a later slice), never an upload of their own here. */
const rejectUpload = () => Promise.reject(new Error("Images come from the media library, which is not ready yet."))

/** Puts a refusal on the field it names: the title or path, a data field (or the custom control holding it), else the form. */
function showFieldError(
  form: UseFormReturn,
  columns: UseFormReturn<DocumentColumns>,
  error: DocumentFieldError,
  fieldOf: (path: string[]) => string,
) {
  if (error.field === "title" || error.field === "path") {
    columns.setError(error.field, { message: error.message }, { shouldFocus: true })
    return
  }
  const field = error.field ? fieldOf(error.field.split(".")) : ""
  if (field) form.setError(field, { message: error.message }, { shouldFocus: true })
  else form.setError("root.server", { message: error.message })
}

/** The title and path; a menu has no page of its own, so its path (fixed, where its screen finds it) is not offered. */
function DocumentColumnsFields({ columns, showPath }: { columns: UseFormReturn<DocumentColumns>; showPath: boolean }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2" data-slot="document-columns">
      <FormField
        control={columns.control}
        name="title"
        render={({ field }) => (
          <FormItem>
            <FormLabel>{DOCUMENT_TITLE_LABEL}</FormLabel>
            <FormControl>
              <Input {...field} />
            </FormControl>
            <FormDescription>Names it in the admin&apos;s lists and, for a page, in the browser tab.</FormDescription>
            <FormMessage />
          </FormItem>
        )}
      />
      {showPath ? (
        <FormField
          control={columns.control}
          name="path"
          render={({ field }) => (
            <FormItem>
              <FormLabel>{DOCUMENT_PATH_LABEL}</FormLabel>
              <FormControl>
                <Input {...field} spellCheck={false} autoCapitalize="none" />
              </FormControl>
              <FormDescription>Its address on the site. Links to it follow a change, as they point at the document.</FormDescription>
              <FormMessage />
            </FormItem>
          )}
        />
      ) : null}
    </div>
  )
}
