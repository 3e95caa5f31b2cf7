import { useDeferredValue, useEffect, useMemo, useState } from "react"
import { useForm, useWatch, type FieldValues, type Resolver } from "react-hook-form"
import { useBlocker } from "react-router-dom"
import { zodResolver } from "@hookform/resolvers/zod"
import type { z } from "zod"
import { Eye, EyeOff, History } from "lucide-react"
import { Button, Form, FormRootMessage, Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle, Skeleton, toast } from "@nordika/ui"
import {
  ChangedElsewhereBanner,
  ConfirmDialog,
  ContentStatusBadge,
  EditorActionBar,
  ErrorState,
  PreviewFrame,
  SectionFormFields,
  UnsavedChangesDialog,
  VersionHistory,
  type ContentVersion,
} from "@nordika/ui/admin"
import { useAuth } from "../../auth/auth-provider"
import {
  ContentConflictError,
  uploadSiteImage,
  watchContentSection,
  type EditableSection,
  type SectionBase,
} from "../../data/content-editor"
import { usePublishContentSectionMutation, useSaveContentDraftMutation } from "../../data/content/content-mutations"
import { useContentHistoryQuery, useEditableSectionQuery } from "../../data/content/content-query"
import { CONTENT_SECTION_SCHEMAS, type ContentSectionKey } from "../../data/content-sections"
import { AdminScreenPage } from "../admin-screen"
import { contentPreviewHref, contentSectionInfo, type ContentPreviewMessage } from "./sections"
import { CONTENT_FIELD_LABELS, fromFormValues, humanize, sectionFields, sectionFormSchema, toFormValues } from "./schema-fields"

export const SAVED_TOAST = "Saved"
export const PUBLISHED_TOAST = "Published"
export const CONFLICT_TITLE = "Someone else changed this section"
export const RELOAD_LABEL = "Reload section"
export const REMOTE_CHANGE_TEXT = "Someone else published a change to this section while you were editing."

/** Field messages in words staff use, for the rules the site's schemas set. */
const contentErrorMap: z.core.$ZodErrorMap = (issue) => {
  if (issue.code === "too_small" && issue.origin === "string") return "Fill this in."
  if (issue.code === "too_small" && issue.origin === "array")
    return issue.minimum === 1 ? "Add at least one." : `Add at least ${issue.minimum}.`
  if (issue.code === "invalid_value") return "Choose one of the options."
  return undefined
}

/** Names a field from its path for the version diff: ["items", 1, "title"] → "Items › 2 › Title". */
const fieldPathLabel = (path: (string | number)[]) =>
  path.map((part) => (typeof part === "number" ? String(part + 1) : (CONTENT_FIELD_LABELS[part] ?? humanize(part)))).join(" › ")

/** The editor of one content section: a form made from its schema, drafts, preview, publishing and history. */
export function SectionEditor({ sectionKey }: { sectionKey: ContentSectionKey }) {
  const { client } = useAuth()
  const section = useEditableSectionQuery(client, sectionKey)
  const load = () => void section.refetch()

  // A fresh form for each reading of the section: a reload replaces what was typed.
  if (section.isSuccess)
    return <SectionEditorForm key={section.dataUpdatedAt} sectionKey={sectionKey} section={section.data} onReload={load} />
  return (
    <AdminScreenPage>
      {section.isError ? (
        <ErrorState error={section.error} onRetry={load} />
      ) : (
        <div className="flex flex-col gap-4" aria-busy="true" aria-label="Loading the section">
          <Skeleton className="h-10 w-1/2" />
          <Skeleton className="h-40 w-full" />
          <Skeleton className="h-40 w-full" />
        </div>
      )}
    </AdminScreenPage>
  )
}

interface SectionEditorFormProps {
  sectionKey: ContentSectionKey
  section: EditableSection
  /** Opens the section afresh from the database (the form is replaced). */
  onReload: () => void
}

function SectionEditorForm({ sectionKey, section, onReload }: SectionEditorFormProps) {
  const { client, user } = useAuth()
  const info = contentSectionInfo(sectionKey)
  const schema = CONTENT_SECTION_SCHEMAS[sectionKey] as z.ZodType
  const fields = useMemo(() => sectionFields(schema, info.fieldOptions), [schema, info.fieldOptions])
  const resolver = useMemo<Resolver<FieldValues>>(() => {
    const validate = zodResolver(sectionFormSchema(schema) as z.ZodType<FieldValues, FieldValues>, { error: contentErrorMap })
    return (values, context, options) => validate(fromFormValues(schema, values) as FieldValues, context, options)
  }, [schema])
  const form = useForm<FieldValues>({ resolver, defaultValues: toFormValues(schema, section.value) as FieldValues })
  const { isDirty, isSubmitting } = form.formState
  const saveDraftMutation = useSaveContentDraftMutation(client)
  const publishMutation = usePublishContentSectionMutation(client)

  const [base, setBase] = useState<SectionBase>({ version: section.version, revision: section.revision })
  const [hasDraft, setHasDraft] = useState(section.hasDraft)
  const [published, setPublished] = useState(section.published)
  const [conflict, setConflict] = useState(false)
  const [remoteChange, setRemoteChange] = useState(false)
  const [showPreview, setShowPreview] = useState(false)
  const [historyOpen, setHistoryOpen] = useState(false)

  // Someone else's publish only: this editor's own may arrive before its answer updates `base`.
  useEffect(
    () =>
      watchContentSection(client, sectionKey, ({ version, by }) => {
        if (by !== user?.id && version !== base.version) setRemoteChange(true)
      }),
    [client, sectionKey, base.version, user?.id],
  )

  const blocker = useBlocker(({ currentLocation, nextLocation }) => isDirty && currentLocation.pathname !== nextLocation.pathname)
  useEffect(() => {
    if (!isDirty) return
    const warn = (event: BeforeUnloadEvent) => event.preventDefault()
    window.addEventListener("beforeunload", warn)
    return () => window.removeEventListener("beforeunload", warn)
  }, [isDirty])

  const run = async (action: () => Promise<void>) => {
    try {
      await action()
    } catch (error) {
      if (error instanceof ContentConflictError) setConflict(true)
      else form.setError("root.server", { message: error instanceof Error ? error.message : String(error) })
    }
  }

  const saveDraft = form.handleSubmit((value) =>
    run(async () => {
      setBase(await saveDraftMutation.mutateAsync({ key: sectionKey, value, base }))
      setHasDraft(true)
      form.reset(form.getValues())
      toast({ title: SAVED_TOAST, description: "Your draft is saved. Visitors still see the published version." })
    }),
  )
  const publish = form.handleSubmit((value) =>
    run(async () => {
      const next = await publishMutation.mutateAsync({ key: sectionKey, value, base })
      setBase(next)
      setHasDraft(false)
      setPublished(true)
      form.reset(form.getValues())
      toast({ title: PUBLISHED_TOAST, description: `Version ${next.version} is live on the website.` })
    }),
  )
  const restore = (version: ContentVersion) =>
    run(async () => {
      const next = await publishMutation.mutateAsync({ key: sectionKey, value: version.value, base })
      toast({ title: PUBLISHED_TOAST, description: `Version ${version.version} is live again, as version ${next.version}.` })
      setHistoryOpen(false)
      form.reset(form.getValues())
      onReload()
    })

  const watched = useWatch({ control: form.control })
  const previewValue = useDeferredValue(watched)
  const previewMessage = useMemo<ContentPreviewMessage>(
    () => ({ type: "nordika-content-preview", key: sectionKey, value: fromFormValues(schema, previewValue) }),
    [previewValue, schema, sectionKey],
  )

  const status = hasDraft ? "draft" : published ? "published" : "unpublished"
  return (
    <AdminScreenPage
      actions={
        <>
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
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground" data-slot="section-editor-status">
          <ContentStatusBadge status={status} />
          <span>Version {base.version} is live</span>
          <span aria-hidden>·</span>
          <span>{info.shownOn}</span>
        </div>
        {remoteChange ? <ChangedElsewhereBanner message={REMOTE_CHANGE_TEXT} actionLabel={RELOAD_LABEL} onAction={onReload} /> : null}
        <div
          className={
            showPreview
              ? "grid grid-cols-[minmax(0,1fr)] items-start gap-6 xl:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]"
              : "grid max-w-3xl grid-cols-[minmax(0,1fr)] gap-6"
          }
        >
          <Form {...form}>
            <form
              noValidate
              onSubmit={(event) => void saveDraft(event)}
              aria-label={`${info.title} content`}
              className="flex flex-col gap-6 rounded-xl border border-border bg-card p-4 text-card-foreground sm:p-6"
            >
              <FormRootMessage />
              <SectionFormFields fields={fields} onUploadImage={(file) => uploadSiteImage(client, `content/${sectionKey}`, file)} />
            </form>
          </Form>
          {showPreview ? (
            <section aria-label="Preview" className="flex flex-col gap-2 xl:sticky xl:top-20">
              <PreviewFrame title={`Preview of ${info.title}`} src={contentPreviewHref(sectionKey)} message={previewMessage} />
              <p className="text-xs text-muted-foreground">
                The preview shows the form as it is now, saved or not. Visitors see it only once it is published.
              </p>
            </section>
          ) : null}
        </div>
        <EditorActionBar
          status={
            isDirty ? (
              <span className="font-medium text-foreground">Unsaved changes</span>
            ) : hasDraft ? (
              "Draft saved, not published"
            ) : (
              "No unsaved changes"
            )
          }
        >
          <Button type="button" variant="outline" disabled={isSubmitting} onClick={() => void saveDraft()}>
            Save draft
          </Button>
          <Button type="button" disabled={isSubmitting} onClick={() => void publish()}>
            Publish
          </Button>
        </EditorActionBar>
      </div>

      <Sheet open={historyOpen} onOpenChange={setHistoryOpen}>
        <SheetContent className="w-full overflow-y-auto sm:max-w-2xl">
          <SheetHeader>
            <SheetTitle>History of {info.title}</SheetTitle>
            <SheetDescription>Every published version. Compare one with the live version, or publish it again.</SheetDescription>
          </SheetHeader>
          {historyOpen ? <HistoryPanel sectionKey={sectionKey} currentVersion={base.version} dirty={isDirty} onRestore={restore} /> : null}
        </SheetContent>
      </Sheet>

      <ConfirmDialog
        open={conflict}
        onOpenChange={setConflict}
        title={CONFLICT_TITLE}
        description="It was saved or published by someone else since you opened it. Reload to see their version; the changes you made here will be lost."
        confirmLabel={RELOAD_LABEL}
        cancelLabel="Keep editing"
        onConfirm={() => {
          form.reset(form.getValues())
          onReload()
        }}
      />
      <UnsavedChangesDialog open={blocker.state === "blocked"} onStay={() => blocker.reset?.()} onLeave={() => blocker.proceed?.()} />
    </AdminScreenPage>
  )
}

interface HistoryPanelProps {
  sectionKey: ContentSectionKey
  currentVersion: number
  dirty: boolean
  onRestore: (version: ContentVersion) => Promise<void>
}

function HistoryPanel({ sectionKey, currentVersion, dirty, onRestore }: HistoryPanelProps) {
  const { client } = useAuth()
  const history = useContentHistoryQuery(client, sectionKey)
  const [selected, setSelected] = useState<number>()
  const [restoring, setRestoring] = useState<ContentVersion | null>(null)
  const versions = history.data

  if (history.isError) return <ErrorState error={history.error} onRetry={() => void history.refetch()} className="mx-4" />
  if (!versions)
    return (
      <div className="flex flex-col gap-2 px-4" aria-busy="true" aria-label="Loading the history">
        <Skeleton className="h-12" />
        <Skeleton className="h-12" />
      </div>
    )
  return (
    <>
      <VersionHistory
        className="px-4 pb-6"
        versions={versions}
        currentVersion={currentVersion}
        selected={selected}
        onSelect={setSelected}
        onRestore={setRestoring}
        formatPath={fieldPathLabel}
      />
      <ConfirmDialog
        open={Boolean(restoring)}
        onOpenChange={(open) => !open && setRestoring(null)}
        title={`Restore version ${restoring?.version}?`}
        description={`Its content is published again as a new version and replaces what visitors see now.${dirty ? " Your unsaved changes in the form are discarded." : ""}`}
        confirmLabel={`Restore version ${restoring?.version}`}
        onConfirm={() => onRestore(restoring!)}
      />
    </>
  )
}
