import { useMemo, useState } from "react"
import { useQuery, useQueryClient } from "@tanstack/react-query"
import { useParams } from "react-router-dom"
import { Button, toast } from "@nordika/ui"
import {
  ErrorState,
  MachineDraftAction,
  type MachineDraftTarget,
  PreviewFrame,
  TRANSLATION_LANGUAGE_LABELS,
  TranslationLeverage,
  TranslationMatchPanel,
  TranslationReviewPanel,
  TranslationSegmentList,
  TranslationShortcutList,
  TranslationTermList,
  type TranslationEditorSegment,
  type TranslationLanguageName,
} from "@nordika/ui/admin"
import { checkSegment } from "#shared/translation/qa"
import type { SegmentState } from "#shared/translation/types"
import { CONTENT_SECTION_KEYS, unitId, type ContentSectionKey, type TranslationUnit } from "#shared/translation/unit"
import { useAuth } from "../../auth/auth-provider"
import {
  approveSegment,
  draftByMachine,
  loadCanReview,
  loadMachineDraftAvailability,
  loadMemoryMatches,
  loadSegments,
  loadSource,
  loadTerms,
  publishFromSegments,
  saveSegment,
  sendBackSegment,
  SegmentConflictError,
  type WorkspaceSegment,
} from "../../data/translation-workspace"
import { AdminScreenPage } from "../admin-screen"
import { contentPreviewHref, type ContentPreviewMessage } from "../content/sections"
import type { DocumentPreviewMessage } from "../documents/editor/preview-page"
import { leverage, matchView, previewData, segmentTerms, sourceView } from "../translations/workspace-view"
import { XliffExchangePanel } from "../translations/xliff-exchange-panel"

const DOCUMENT_PREVIEW_HREF = "/admin/preview/document"
/** What a translator reads when confirming a machine draft nobody has edited (the database refuses it too). */
export const UNTOUCHED_MACHINE_DRAFT =
  "This is the machine draft as it came: edit it before confirming it. Only a reviewer may confirm it as it is."

/** The same text but for spaces at its ends and runs of spaces: not an edit of a machine draft. */
const sameText = (a: string, b: string) => a.trim().replace(/\s+/g, " ") === b.trim().replace(/\s+/g, " ")

const isLocale = (value: string | undefined): value is TranslationLanguageName => value === "sv" || value === "de"

const isSection = (value: string | undefined): value is ContentSectionKey =>
  (CONTENT_SECTION_KEYS as readonly string[]).includes(value ?? "")

/**
 * /admin/translations/:documentId/:locale and /admin/translations/sections/:section/:locale: the editor of one
 * document, or one content section of the home or Leen page, in one language.
 */
export default function TranslationEditScreen() {
  const { documentId = "", section, locale } = useParams()
  if (!isLocale(locale) || (section !== undefined && !isSection(section)))
    return (
      <AdminScreenPage>
        <p className="text-sm">
          {isLocale(locale)
            ? "There is no such section: the home page's sections and the Leen page are translated here."
            : "The site is translated into Swedish (sv) and German (de) only."}
        </p>
      </AdminScreenPage>
    )
  return <TranslationEditor unit={section !== undefined ? { section } : { documentId }} locale={locale} />
}

interface Conflict {
  theirTarget: string
  by: string
}

function TranslationEditor({ unit, locale }: { unit: TranslationUnit; locale: TranslationLanguageName }) {
  const { client, user } = useAuth()
  const queries = useQueryClient()
  const id = unitId(unit)
  const segmentsKey = ["translations", "segments", id, locale]
  const segments = useQuery({ queryKey: segmentsKey, queryFn: () => loadSegments(client, unit, locale) })
  const source = useQuery({ queryKey: ["translations", "source", id], queryFn: () => loadSource(client, unit) })
  const terms = useQuery({ queryKey: ["translations", "terms"], queryFn: () => loadTerms(client), staleTime: 300_000 })
  const canReview =
    useQuery({ queryKey: ["translations", "can-review", locale], queryFn: () => loadCanReview(client, locale) }).data === true
  // What the reader typed and has not saved: kept over any reload, so nothing typed is lost.
  const [drafts, setDrafts] = useState<Record<string, string>>({})
  const [conflicts, setConflicts] = useState<Record<string, Conflict>>({})
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [saving, setSaving] = useState<Record<string, boolean>>({})
  const [overrides, setOverrides] = useState<Record<string, { check: string; comment: string }[]>>({})
  const [activeId, setActiveId] = useState<string>()
  const [busy, setBusy] = useState(false)
  const [drafting, setDrafting] = useState(false)
  const machine = useQuery({
    queryKey: ["translations", "machine-draft"],
    queryFn: () => loadMachineDraftAvailability(client),
    staleTime: 300_000,
  })
  const language = TRANSLATION_LANGUAGE_LABELS[locale]
  const rows = useMemo(() => segments.data ?? [], [segments.data])
  const termList = useMemo(() => terms.data ?? [], [terms.data])
  const active = rows.find((segment) => segment.id === activeId) ?? rows[0]
  const matches = useQuery({
    queryKey: ["translations", "matches", active?.id],
    queryFn: () => loadMemoryMatches(client, active!.id),
    enabled: Boolean(active),
  })

  const targetOf = (segment: WorkspaceSegment) => drafts[segment.id] ?? segment.target
  const failuresOf = (segment: WorkspaceSegment, target = targetOf(segment)) =>
    checkSegment({ source: segment.source, target, locale, terms: termList, tags: segment.tags })
  const setDraft = (id: string, target: string) => setDrafts((all) => ({ ...all, [id]: target }))
  const forget = <T,>(record: Record<string, T>, id: string) => Object.fromEntries(Object.entries(record).filter(([key]) => key !== id))
  const fresh = async () => (await segments.refetch()).data ?? []

  /** Runs a segment write; a conflict keeps the reader's text and shows theirs; any other refusal its sentence. */
  const write = async (segment: WorkspaceSegment, action: () => Promise<unknown>, done?: string) => {
    setSaving((all) => ({ ...all, [segment.id]: true }))
    setErrors((all) => forget(all, segment.id))
    try {
      await action()
      setDrafts((all) => forget(all, segment.id))
      setConflicts((all) => forget(all, segment.id))
      await fresh()
      void queries.invalidateQueries({ queryKey: ["translations", "overview"] })
      if (done) toast({ title: done })
      return true
    } catch (error) {
      if (error instanceof SegmentConflictError) {
        const theirs = (await fresh()).find((row) => row.id === segment.id)
        setDrafts((all) => ({ ...all, [segment.id]: targetOf(segment) }))
        setConflicts((all) => ({ ...all, [segment.id]: { theirTarget: theirs?.target ?? "", by: theirs?.updatedByName ?? "Someone" } }))
      } else setErrors((all) => ({ ...all, [segment.id]: error instanceof Error ? error.message : String(error) }))
      return false
    } finally {
      setSaving((all) => forget(all, segment.id))
    }
  }

  const confirm = (id: string) => {
    const segment = rows.find((row) => row.id === id)
    if (!segment) return
    const target = targetOf(segment)
    if (!target.trim()) return setErrors((all) => ({ ...all, [id]: "Write the translation before confirming it." }))
    if (segment.state === "machine_draft" && sameText(target, segment.target))
      return setErrors((all) => ({ ...all, [id]: UNTOUCHED_MACHINE_DRAFT }))
    if (target === segment.target && segment.state !== "machine_draft" && segment.state !== "outdated") return
    void write(segment, () => saveSegment(client, segment, target, failuresOf(segment, target)))
  }

  const approve = async (id: string, confirmMachine = false) => {
    let segment = rows.find((row) => row.id === id)
    if (!segment) return
    setBusy(true)
    try {
      if (drafts[id] !== undefined && drafts[id] !== segment.target) {
        const target = drafts[id]
        if (!(await write(segment, () => saveSegment(client, segment!, target, failuresOf(segment!, target))))) return
        segment = (queries.getQueryData<WorkspaceSegment[]>(segmentsKey) ?? []).find((row) => row.id === id) ?? segment
      }
      const current = segment
      await write(current, () => approveSegment(client, current, overrides[id] ?? [], confirmMachine), "Segment approved")
      setOverrides((all) => forget(all, id))
    } finally {
      setBusy(false)
    }
  }

  const sendBack = async (id: string, comment: string) => {
    const segment = rows.find((row) => row.id === id)
    if (!segment) return
    setBusy(true)
    await write(segment, () => sendBackSegment(client, segment, comment), "Sent back to the translator")
    setBusy(false)
  }

  const resolve = (id: string, choice: "mine" | "theirs") => {
    const segment = rows.find((row) => row.id === id)
    if (!segment) return
    setConflicts((all) => forget(all, id))
    if (choice === "theirs") setDrafts((all) => forget(all, id))
    else void write(segment, () => saveSegment(client, segment, targetOf(segment), failuresOf(segment)))
  }

  const takeMatch = (id: string, index: number) => {
    const match = id === active?.id ? matches.data?.[index] : undefined
    if (match) setDraft(id, match.target)
  }

  const draftByMachineFor = async (target: MachineDraftTarget) => {
    setDrafting(true)
    try {
      const { drafted, provider } = await draftByMachine(client, unit, locale, target)
      await fresh()
      void queries.invalidateQueries({ queryKey: ["translations", "overview"] })
      toast({
        title: drafted === 0 ? "Nothing to draft" : `${provider} drafted ${drafted === 1 ? "1 segment" : `${drafted} segments`}`,
        description:
          drafted === 0
            ? `No segment is ${target} any more.`
            : target === "outdated"
              ? "Edit each draft before confirming it. Visitors read the approved translation until a reviewer approves again."
              : "Edit each draft before confirming it.",
      })
    } catch (error) {
      toast({ variant: "destructive", title: "No machine drafts", description: error instanceof Error ? error.message : String(error) })
    } finally {
      setDrafting(false)
    }
  }

  const publish = async () => {
    setBusy(true)
    try {
      await publishFromSegments(client, unit, locale)
      toast({ title: `The ${language} version is published` })
      void queries.invalidateQueries({ queryKey: ["translations"] })
    } catch (error) {
      toast({ variant: "destructive", title: "Not published", description: error instanceof Error ? error.message : String(error) })
    } finally {
      setBusy(false)
    }
  }

  const view: TranslationEditorSegment[] = useMemo(
    () =>
      rows.map((segment) => {
        const { parts, tags } = sourceView(segment.source, termList, locale)
        return {
          id: segment.id,
          source: segment.source,
          sourceParts: parts,
          sourceTags: tags,
          target: drafts[segment.id] ?? segment.target,
          state: segment.state,
          matchPercent: segment.matchPercent,
          words: segment.words,
          saving: saving[segment.id],
          error: errors[segment.id],
          conflict: conflicts[segment.id],
          reviewComment: segment.reviewComment,
        }
      }),
    [rows, termList, locale, drafts, saving, errors, conflicts],
  )

  const previewMessage = useMemo((): DocumentPreviewMessage | ContentPreviewMessage | undefined => {
    if (!source.data) return undefined
    const data = previewData(
      source.data.data,
      rows.map((segment) => ({ ...segment, target: drafts[segment.id] ?? segment.target })),
    )
    if (data === null) return undefined
    if ("section" in source.data) return { type: "nordika-content-preview", key: source.data.section, value: data }
    return { type: "nordika-document-preview", kind: source.data.kind, title: source.data.title, path: source.data.path, data, images: {} }
  }, [source.data, rows, drafts])

  if (segments.isError)
    return (
      <AdminScreenPage>
        <ErrorState
          headingLevel="h2"
          description="The segments could not be read."
          error={segments.error}
          onRetry={() => void segments.refetch()}
        />
      </AdminScreenPage>
    )

  const countOf = (state: SegmentState) => rows.filter((segment) => segment.state === state).length
  const machineUnavailable = machine.isError
    ? `whether machine translation is set up could not be read (${machine.error.message}).`
    : machine.data && !machine.data.configured
      ? machine.data.reason
      : undefined
  const allApproved = rows.length > 0 && rows.every((segment) => segment.state === "approved")
  const activeFailures = active ? failuresOf(active) : []
  const savedOverrides = active?.qa.overrides ?? []
  const title = source.data ? `${source.data.title} in ${language}` : `Translate into ${language}`

  // The active segment's matches, terms and review: in the side panel from 80rem, under the segment itself below.
  const segmentTools = (
    <>
      <TranslationMatchPanel
        matches={matches.data?.map((match) => matchView(match, active?.source ?? ""))}
        locale={locale}
        onUse={(index) => active && takeMatch(active.id, index)}
      />
      {active && <TranslationTermList terms={segmentTerms(active.source, termList, locale)} locale={locale} />}
      {active && (
        <TranslationReviewPanel
          key={active.id}
          state={active.state}
          canReview={canReview}
          busy={busy}
          failures={activeFailures.map((failure) => {
            const override =
              (overrides[active.id] ?? []).find((given) => given.check === failure.check) ??
              savedOverrides.find((given) => given.check === failure.check)
            return {
              ...failure,
              // A saved override names its reviewer by id: the reader is "you", anyone else "a reviewer" (only reviewers override).
              ...(override
                ? {
                    override: {
                      comment: override.comment,
                      by: !("by" in override) || override.by === user?.id ? "you" : "a reviewer",
                    },
                  }
                : {}),
            }
          })}
          onOverride={(check, comment) =>
            setOverrides((all) => ({
              ...all,
              [active.id]: [...(all[active.id] ?? []).filter((given) => given.check !== check), { check, comment }],
            }))
          }
          onApprove={({ confirmMachine }) => void approve(active.id, confirmMachine)}
          onSendBack={(comment) => void sendBack(active.id, comment)}
        />
      )}
    </>
  )

  return (
    <AdminScreenPage
      title={title}
      actions={
        canReview ? (
          <Button onClick={() => void publish()} disabled={!allApproved || busy}>
            Publish the {language} version
          </Button>
        ) : undefined
      }
    >
      {!segments.data ? (
        <p className="text-sm text-muted-foreground">Reading the segments…</p>
      ) : rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          {"section" in unit
            ? "This section has no segments yet: they are made within a minute of its English version being published."
            : "This document has no segments: they are made when its English version is published."}
        </p>
      ) : (
        <div className="flex flex-col gap-4">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <TranslationLeverage {...leverage(rows)} />
            {(machine.data || machine.isError) && (
              <MachineDraftAction
                unavailableReason={machineUnavailable}
                untranslated={countOf("untranslated")}
                outdated={countOf("outdated")}
                busy={drafting}
                onDraft={(target) => void draftByMachineFor(target)}
              />
            )}
          </div>
          <XliffExchangePanel
            locale={locale}
            what={"section" in unit ? { sections: [unit.section] } : { documentIds: [unit.documentId] }}
            exportLabel={`the ${language} segments of this ${"section" in unit ? "section" : "document"} that need work`}
            unitLink={(unit) => ({
              href: `#target-${unit.unitId}`,
              source: rows.find((segment) => segment.id === unit.unitId)?.source.replace(/<[^>]+>/g, ""),
            })}
            onImported={() => void fresh()}
          />
          {!allApproved && canReview && (
            <p className="text-xs text-muted-foreground">
              The {language} page stays as last published until every segment is approved (
              {rows.filter((segment) => segment.state === "approved").length} of {rows.length} now).
            </p>
          )}
          <div className="grid gap-4 xl:grid-cols-[minmax(0,1fr)_22rem]">
            <TranslationSegmentList
              segments={view}
              locale={locale}
              activeId={active?.id}
              onActiveChange={setActiveId}
              onTargetChange={setDraft}
              onConfirm={confirm}
              onUseMatch={takeMatch}
              onApprove={canReview ? (id) => void approve(id) : undefined}
              onResolveConflict={resolve}
              activeDetail={segmentTools}
            />
            <aside aria-label="Segment tools" className="hidden flex-col gap-6 xl:sticky xl:top-4 xl:flex xl:self-start">
              {segmentTools}
              <TranslationShortcutList />
            </aside>
          </div>
          <section aria-label="Preview" className="flex flex-col gap-2">
            <h2 className="font-heading text-lg font-semibold">Preview in {language}</h2>
            {previewMessage ? (
              <PreviewFrame
                title={`Preview of ${title}`}
                src={"section" in unit ? contentPreviewHref(unit.section) : DOCUMENT_PREVIEW_HREF}
                message={previewMessage}
                defaultDevice="phone"
              />
            ) : (
              <p className="text-sm text-muted-foreground">
                {source.isError ? "The English page could not be read for the preview." : "The preview waits for every tag to be in place."}
              </p>
            )}
          </section>
        </div>
      )}
    </AdminScreenPage>
  )
}
