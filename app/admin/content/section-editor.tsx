import { useDeferredValue, useEffect, useMemo, useState } from "react"
import { useWatch } from "react-hook-form"
import { Eye, EyeOff, History } from "lucide-react"
import { Button, Form, FormRootMessage, Skeleton, toast } from "@nordika/ui"
import {
  ChangedElsewhereBanner,
  ContentStatusBadge,
  ErrorState,
  PreviewFrame,
  SectionFormFields,
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
import { renderCommonField } from "./custom-fields"
import { ConflictDialog, DraftActionBar, HistorySheet, useLeaveGuard } from "./editor-parts"
import { contentPreviewHref, contentSectionInfo, type ContentPreviewMessage } from "./sections"
import { useSchemaForm } from "./schema-form"

export const SAVED_TOAST = "Saved"
export const PUBLISHED_TOAST = "Published"
export const CONFLICT_TITLE = "Someone else changed this section"
export const RELOAD_LABEL = "Reload section"
export const REMOTE_CHANGE_TEXT = "Someone else published a change to this section while you were editing."

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
  const { form, fields, stored } = useSchemaForm(CONTENT_SECTION_SCHEMAS[sectionKey], section.value, info.fieldOptions)
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

  const leaveGuard = useLeaveGuard(isDirty)
  const history = useContentHistoryQuery(client, sectionKey, historyOpen)

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
    () => ({ type: "nordika-content-preview", key: sectionKey, value: stored(previewValue) }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `stored` is the schema's, which the key fixes
    [previewValue, sectionKey],
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
              <SectionFormFields
                fields={fields}
                onUploadImage={(file) => uploadSiteImage(client, `content/${sectionKey}`, file)}
                renderCustomField={renderCommonField}
              />
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
        <DraftActionBar
          dirty={isDirty}
          hasDraft={hasDraft}
          busy={isSubmitting}
          onSaveDraft={() => void saveDraft()}
          onPublish={() => void publish()}
        />
      </div>

      <HistorySheet
        open={historyOpen}
        onOpenChange={setHistoryOpen}
        name={info.title}
        history={history}
        currentVersion={base.version}
        dirty={isDirty}
        onRestore={restore}
      />
      <ConflictDialog
        open={conflict}
        onOpenChange={setConflict}
        title={CONFLICT_TITLE}
        reloadLabel={RELOAD_LABEL}
        onReload={() => {
          form.reset(form.getValues())
          onReload()
        }}
      />
      {leaveGuard}
    </AdminScreenPage>
  )
}
