import * as React from "react"
import { Languages } from "lucide-react"
import { plural } from "../../lib/plural"
import { cn } from "../../lib/utils"
import { Badge } from "../badge"
import { Button } from "../button"
import { Textarea } from "../textarea"
import {
  SegmentStateBadge,
  TRANSLATION_LANGUAGE_LABELS,
  type SegmentStateName,
  type TranslationLanguageName,
} from "./translation-dashboard"

/** A piece of a segment's English source as the editor draws it: text (a term highlighted) or an inline tag. */
export type SourcePart =
  | {
      kind: "text"
      text: string
      /** The term this text is, with what to write for it ("Translation memory: översättningsminne"). */
      term?: string
    }
  | {
      kind: "tag"
      /** The tag as the target must hold it (`<pc id="1">`). */
      tag: string
      /** Its short name on the chip ("1", "/1", "2/"). */
      label: string
    }

/** One segment row of the editor. */
export interface TranslationEditorSegment {
  id: string
  /** The English source, inline tags as text (`<pc id="1">…</pc>`): what "copy source" writes. */
  source: string
  /** The source as it is drawn: text, terms and tag chips. */
  sourceParts: readonly SourcePart[]
  /** The tags of the source in order (`<pc id="1">`, `</pc>`, `<ph id="2"/>`): what "insert next tag" inserts. */
  sourceTags: readonly string[]
  target: string
  state: SegmentStateName
  /** The memory match's percent when a match filled it, else null. */
  matchPercent: number | null
  words: number
  /** Saving now, or the save's error in words (nothing typed is lost). */
  saving?: boolean
  error?: string
  /**
   * Someone else saved it since it was loaded: their text. The reader's own stays in the box until
   * they choose.
   */
  conflict?: { theirTarget: string; by: string }
  /** A reviewer's reason for sending it back. */
  reviewComment?: string | null
}

/** The segments still waiting for a translator's confirmation. */
export const UNCONFIRMED_STATES: readonly SegmentStateName[] = ["untranslated", "machine_draft", "outdated"]

/**
 * The source tag the target still lacks, in the source's order: the first whose occurrences in the
 * source so far outnumber those in the target (a `</pc>` is counted as often as the source has it).
 */
export function nextMissingTag(sourceTags: readonly string[], target: string): string | undefined {
  const needed = new Map<string, number>()
  for (const tag of sourceTags) {
    const count = (needed.get(tag) ?? 0) + 1
    needed.set(tag, count)
    if (target.split(tag).length - 1 < count) return tag
  }
  return undefined
}

/** The editor's keyboard shortcuts, as the list shows them. */
export const TRANSLATION_SHORTCUTS = [
  { keys: ["Ctrl", "Enter"], action: "Confirm the segment and go to the next" },
  { keys: ["Ctrl", "Shift", "S"], action: "Copy the source into the target" },
  { keys: ["Ctrl", "Shift", "T"], action: "Insert the next tag (F8 too)" },
  { keys: ["Ctrl", "Shift", "↓"], action: "Go to the next unconfirmed segment" },
  { keys: ["Ctrl", "1–3"], action: "Use memory match 1, 2 or 3 (Alt+1–3 too)" },
  { keys: ["Ctrl", "Shift", "Enter"], action: "Approve the segment (reviewers)" },
] as const

/** The list of the editor's shortcuts. */
export function TranslationShortcutList({ className, ...props }: React.ComponentProps<"section">) {
  const headingId = React.useId()
  return (
    <section
      data-slot="translation-shortcut-list"
      aria-labelledby={headingId}
      className={cn("flex flex-col gap-2 text-sm", className)}
      {...props}
    >
      <h2 id={headingId} className="font-heading text-base font-semibold">
        Keyboard shortcuts
      </h2>
      <dl className="flex flex-col gap-1">
        {TRANSLATION_SHORTCUTS.map(({ keys, action }) => (
          <div key={action} className="flex items-baseline justify-between gap-3">
            <dt className="flex shrink-0 gap-1">
              {keys.map((key) => (
                <kbd key={key} className="rounded border border-border bg-muted px-1.5 py-0.5 font-mono text-xs">
                  {key}
                </kbd>
              ))}
            </dt>
            <dd className="text-right text-muted-foreground">{action}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}

function SourceText({ parts }: { parts: readonly SourcePart[] }) {
  return (
    <>
      {parts.map((part, index) =>
        part.kind === "tag" ? (
          <TagChip key={index} label={part.label} />
        ) : part.term ? (
          <mark
            key={index}
            title={part.term}
            data-slot="translation-term"
            className="rounded-sm bg-primary/15 px-0.5 text-foreground underline decoration-primary decoration-dotted underline-offset-4"
          >
            {part.text}
            <span className="sr-only"> (term: {part.term})</span>
          </mark>
        ) : (
          <React.Fragment key={index}>{part.text}</React.Fragment>
        ),
      )}
    </>
  )
}

function TagChip({ label, className, ...props }: { label: string } & React.ComponentProps<"span">) {
  return (
    <span
      data-slot="translation-tag"
      className={cn(
        "mx-0.5 inline-flex items-center rounded border border-border bg-muted px-1 font-mono text-[0.7rem] text-muted-foreground",
        className,
      )}
      {...props}
    >
      <span className="sr-only">tag </span>
      {label}
    </span>
  )
}

/** Each tag's chip name, in the source's order: `<pc id="1">` is "1", its `</pc>` "/1", `<ph id="2"/>` "2/". */
function tagLabels(tags: readonly string[]): string[] {
  const open: string[] = []
  return tags.map((tag) => {
    const id = tag.match(/id="(\d+)"/)?.[1] ?? ""
    if (tag.startsWith("</")) return `/${open.pop() ?? ""}`
    if (tag.endsWith("/>")) return `${id}/`
    open.push(id)
    return id
  })
}

export interface TranslationSegmentListProps extends Omit<React.ComponentProps<"ol">, "onChange"> {
  /** The document's segments in document order. */
  segments: readonly TranslationEditorSegment[]
  /** The target language. */
  locale: TranslationLanguageName
  /** The segment being worked on. */
  activeId?: string
  /** The reader moved to another segment. */
  onActiveChange: (id: string) => void
  /** The reader typed in a segment's target. */
  onTargetChange: (id: string, target: string) => void
  /** Ctrl+Enter: the reader confirms the segment (the focus moves on by itself). */
  onConfirm: (id: string) => void
  /** Ctrl+1..3: the target becomes memory match `index` (from 0) of the active segment. */
  onUseMatch: (id: string, index: number) => void
  /** Ctrl+Shift+Enter, for reviewers: approve. Left out for those who may not. */
  onApprove?: (id: string) => void
  /** A conflict's choice: keep the reader's text (saved over theirs) or take theirs. */
  onResolveConflict: (id: string, choice: "mine" | "theirs") => void
  /** Targets are read-only (the reader may not translate this language). @default false */
  readOnly?: boolean
  /**
   * What belongs to the active segment (its memory matches, terms and review), shown under it while the
   * screen is narrower than 80rem: a phone then has them beside the segment, not after the last one. From
   * 80rem the screen shows them in a side panel instead.
   */
  activeDetail?: React.ReactNode
}

/**
 * The segments as rows, English source beside the target, keyboard-first as CAT tools are: the
 * shortcuts of TRANSLATION_SHORTCUTS work in every target box.
 */
export function TranslationSegmentList({
  segments,
  locale,
  activeId,
  onActiveChange,
  onTargetChange,
  onConfirm,
  onUseMatch,
  onApprove,
  onResolveConflict,
  readOnly = false,
  activeDetail,
  className,
  ...props
}: TranslationSegmentListProps) {
  const boxes = React.useRef(new Map<string, HTMLTextAreaElement>())
  const caret = React.useRef<{ id: string; at: number } | null>(null)
  const language = TRANSLATION_LANGUAGE_LABELS[locale]

  React.useLayoutEffect(() => {
    const pending = caret.current
    if (!pending) return
    const box = boxes.current.get(pending.id)
    box?.setSelectionRange(pending.at, pending.at)
    caret.current = null
  })

  const focusSegment = (id: string | undefined) => {
    if (!id) return
    const box = boxes.current.get(id)
    box?.focus()
    box?.scrollIntoView({ block: "nearest" })
  }

  const insertTag = (segment: TranslationEditorSegment, box: HTMLTextAreaElement) => {
    const tag = nextMissingTag(segment.sourceTags, segment.target)
    if (!tag) return
    const { selectionStart: start, selectionEnd: end, value } = box
    const wrap = tag.startsWith("<pc") && end > start
    const inserted = wrap ? `${tag}${value.slice(start, end)}</pc>` : tag
    caret.current = { id: segment.id, at: start + inserted.length }
    onTargetChange(segment.id, value.slice(0, start) + inserted + value.slice(end))
  }

  const onKeyDown = (segment: TranslationEditorSegment, index: number) => (event: React.KeyboardEvent<HTMLTextAreaElement>) => {
    const ctrl = event.ctrlKey || event.metaKey
    const key = event.key.length === 1 ? event.key.toLowerCase() : event.key
    const act = (action: () => void) => {
      event.preventDefault()
      action()
    }
    if (ctrl && event.shiftKey && key === "Enter" && onApprove) return act(() => onApprove(segment.id))
    if (ctrl && !event.shiftKey && key === "Enter")
      return act(() => {
        onConfirm(segment.id)
        focusSegment(segments[index + 1]?.id)
      })
    if (ctrl && event.shiftKey && key === "s") return act(() => onTargetChange(segment.id, segment.source))
    if ((ctrl && event.shiftKey && key === "t") || key === "F8") return act(() => insertTag(segment, event.currentTarget))
    if (ctrl && event.shiftKey && key === "ArrowDown")
      return act(() => {
        const after = [...segments.slice(index + 1), ...segments.slice(0, index)]
        focusSegment(after.find((next) => UNCONFIRMED_STATES.includes(next.state))?.id)
      })
    const digit = /^Digit([1-3])$/.exec(event.code)?.[1] ?? (/^[1-3]$/.test(key) ? key : undefined)
    if ((ctrl || event.altKey) && !event.shiftKey && digit) return act(() => onUseMatch(segment.id, Number(digit) - 1))
  }

  return (
    <ol
      data-slot="translation-segment-list"
      className={cn("flex flex-col divide-y divide-border rounded-xl border border-border", className)}
      {...props}
    >
      {segments.map((segment, index) => {
        const number = index + 1
        const labels = tagLabels(segment.sourceTags)
        const missing = segment.sourceTags.flatMap((tag, at) => {
          const before = segment.sourceTags.slice(0, at + 1).filter((other) => other === tag).length
          return segment.target.split(tag).length - 1 < before ? [{ tag, label: labels[at] }] : []
        })
        return (
          <li
            key={segment.id}
            data-slot="translation-segment"
            data-state={segment.state}
            data-active={segment.id === activeId || undefined}
            aria-label={`Segment ${number}`}
            className="grid gap-3 p-3 data-[active]:bg-accent/40 md:grid-cols-2"
          >
            <div className="flex flex-col gap-2">
              <div className="flex items-center gap-2 text-xs text-muted-foreground">
                <span className="tabular-nums">{number}</span>
                <SegmentStateBadge state={segment.state} />
                {segment.matchPercent !== null && (
                  <Badge variant="outline" data-slot="translation-match-percent">
                    {segment.matchPercent > 100 ? "100% in context" : `${segment.matchPercent}% match`}
                  </Badge>
                )}
                <span>{plural(segment.words, "word", "words")}</span>
              </div>
              <p lang="en" data-slot="translation-source" className="text-sm leading-relaxed">
                <SourceText parts={segment.sourceParts} />
              </p>
            </div>
            <div className="flex flex-col gap-2">
              <label htmlFor={`target-${segment.id}`} className="sr-only">
                {language} translation of segment {number}
              </label>
              <Textarea
                id={`target-${segment.id}`}
                ref={(box) => {
                  if (box) boxes.current.set(segment.id, box)
                  else boxes.current.delete(segment.id)
                }}
                lang={locale}
                size="sm"
                value={segment.target}
                readOnly={readOnly}
                aria-invalid={segment.error ? true : undefined}
                aria-describedby={segment.error || segment.conflict ? `target-${segment.id}-note` : undefined}
                onFocus={() => onActiveChange(segment.id)}
                onChange={(event) => onTargetChange(segment.id, event.target.value)}
                onKeyDown={onKeyDown(segment, index)}
                // Grows with the text (up to 20rem), so a long sentence is read whole, not in a clipped box.
                className="max-h-80 [field-sizing:content]"
              />
              {(missing.length > 0 || segment.saving) && (
                <div className="flex flex-wrap items-center gap-1 text-xs text-muted-foreground">
                  {missing.length > 0 && (
                    <>
                      <span>Tags to place:</span>
                      {missing.map(({ tag, label }) => (
                        <TagChip key={label} label={label} title={tag} />
                      ))}
                    </>
                  )}
                  {segment.saving && <span className="ml-auto">Saving…</span>}
                </div>
              )}
              {segment.reviewComment && segment.state !== "approved" && (
                <p className="text-xs">
                  <span className="font-medium">Sent back:</span> {segment.reviewComment}
                </p>
              )}
              {segment.error && !segment.conflict && (
                <p id={`target-${segment.id}-note`} role="alert" className="text-xs text-destructive">
                  {segment.error}
                </p>
              )}
              {segment.conflict && (
                <div
                  id={`target-${segment.id}-note`}
                  role="alert"
                  className="flex flex-col gap-2 rounded-md border border-destructive/50 p-2 text-xs"
                >
                  <p>{segment.conflict.by} saved this segment while you were typing. Your text is still in the box. Theirs:</p>
                  <p lang={locale} className="rounded bg-muted p-1.5">
                    {segment.conflict.theirTarget || "(empty)"}
                  </p>
                  <div className="flex gap-2">
                    <Button size="sm" variant="outline" onClick={() => onResolveConflict(segment.id, "mine")}>
                      Save mine over theirs
                    </Button>
                    <Button size="sm" variant="ghost" onClick={() => onResolveConflict(segment.id, "theirs")}>
                      Take theirs
                    </Button>
                  </div>
                </div>
              )}
            </div>
            {segment.id === activeId && activeDetail && (
              <div
                data-slot="translation-segment-detail"
                role="group"
                aria-label={`Segment ${number} tools`}
                className="flex flex-col gap-4 border-t border-border pt-3 md:col-span-2 xl:hidden"
              >
                {activeDetail}
              </div>
            )}
          </li>
        )
      })}
    </ol>
  )
}

/** A diff run of a memory match's source against the segment's. */
export interface MatchDiffRun {
  kind: "equal" | "removed" | "added"
  text: string
}

/** A translation-memory match as the panel shows it. */
export interface TranslationMatchView {
  /** 101 for in-context, 100 exact, below 100 fuzzy. */
  percent: number
  /** The match's English source against the segment's: what the memory had (removed) and what is new (added). */
  sourceDiff: readonly MatchDiffRun[]
  target: string
}

const matchLabel = (percent: number) => (percent > 100 ? "100% in context" : `${percent}%`)

/** The memory's matches for the active segment, best first, with their differences highlighted. */
export function TranslationMatchPanel({
  matches,
  locale,
  onUse,
  className,
  ...props
}: {
  /** The memory's matches for the active segment, best first; undefined while they are read. */
  matches: readonly TranslationMatchView[] | undefined
  /** The target language. */
  locale: TranslationLanguageName
  /** Uses match `index` (from 0) as the target. */
  onUse: (index: number) => void
} & React.ComponentProps<"section">) {
  const headingId = React.useId()
  return (
    <section data-slot="translation-match-panel" aria-labelledby={headingId} className={cn("flex flex-col gap-2", className)} {...props}>
      <h2 id={headingId} className="font-heading text-base font-semibold">
        Translation memory
      </h2>
      {matches === undefined ? (
        <p className="text-sm text-muted-foreground">Looking for matches…</p>
      ) : matches.length === 0 ? (
        <p className="text-sm text-muted-foreground">No match in the memory for this segment.</p>
      ) : (
        <ol className="flex flex-col gap-2">
          {matches.map((match, index) => (
            <li
              key={index}
              aria-label={`Match ${index + 1}: ${matchLabel(match.percent)}`}
              className="flex flex-col gap-1.5 rounded-lg border border-border p-2 text-sm"
            >
              <div className="flex items-center justify-between gap-2">
                <Badge variant={match.percent >= 100 ? "success" : "secondary"} data-slot="translation-match-badge">
                  {matchLabel(match.percent)}
                </Badge>
                {index < 3 && (
                  <Button size="sm" variant="outline" onClick={() => onUse(index)} aria-keyshortcuts={`Control+${index + 1}`}>
                    Use <kbd className="font-mono text-xs">Ctrl+{index + 1}</kbd>
                  </Button>
                )}
              </div>
              <p lang="en" className="text-muted-foreground">
                {match.sourceDiff.map((run, at) =>
                  run.kind === "equal" ? (
                    <React.Fragment key={at}>{run.text}</React.Fragment>
                  ) : run.kind === "removed" ? (
                    <del key={at} className="rounded-sm bg-destructive/15 text-foreground">
                      <span className="sr-only">[memory had: </span>
                      {run.text}
                      <span className="sr-only">]</span>
                    </del>
                  ) : (
                    <ins key={at} className="rounded-sm bg-success/20 text-foreground no-underline">
                      <span className="sr-only">[now: </span>
                      {run.text}
                      <span className="sr-only">]</span>
                    </ins>
                  ),
                )}
              </p>
              <p lang={locale} className="text-sm">
                {match.target}
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}

/** A term of the active segment: its English form, the approved and the forbidden renderings. */
export interface TranslationTermView {
  en: string
  approved: readonly string[]
  forbidden: readonly string[]
  note?: string
}

/** The termbase's entries found in the active segment. */
export function TranslationTermList({
  terms,
  locale,
  className,
  ...props
}: {
  /** The termbase's terms found in the active segment's source. */
  terms: readonly TranslationTermView[]
  /** The target language. */
  locale: TranslationLanguageName
} & React.ComponentProps<"section">) {
  const headingId = React.useId()
  return (
    <section
      data-slot="translation-term-list"
      aria-labelledby={headingId}
      className={cn("flex flex-col gap-2 text-sm", className)}
      {...props}
    >
      <h2 id={headingId} className="font-heading text-base font-semibold">
        Terms
      </h2>
      {terms.length === 0 ? (
        <p className="text-muted-foreground">No termbase entry in this segment.</p>
      ) : (
        <dl className="flex flex-col gap-1.5">
          {terms.map((term) => (
            <div key={term.en}>
              <dt lang="en" className="font-medium">
                {term.en}
              </dt>
              <dd lang={locale}>
                {term.approved.join(", ") || "(no approved form)"}
                {term.forbidden.length > 0 && (
                  <span className="block text-xs text-muted-foreground">
                    Not: <s>{term.forbidden.join(", ")}</s>
                  </span>
                )}
                {term.note && <span className="block text-xs text-muted-foreground">{term.note}</span>}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  )
}

/** A quality check's failure, and a reviewer's override of it if one was given. */
export interface TranslationQaView {
  check: string
  message: string
  override?: { comment: string; by: string }
}

export interface TranslationReviewPanelProps extends React.ComponentProps<"section"> {
  /** The active segment's quality-check failures, with any reviewer's override. */
  failures: readonly TranslationQaView[]
  /** The reader reviews this language: approve, send back, override. @default false */
  canReview?: boolean
  /** The active segment's state (an untouched machine draft needs an explicit confirmation). */
  state: SegmentStateName
  /** The reviewer approves the segment (confirming an untouched machine draft explicitly). */
  onApprove: (options: { confirmMachine: boolean }) => void
  /** The reviewer sends the segment back to the translator with a comment. */
  onSendBack: (comment: string) => void
  /** The reviewer overrides a failed check with a comment. */
  onOverride: (check: string, comment: string) => void
  /** Something is being sent. @default false */
  busy?: boolean
}

/** The active segment's quality checks, and for a reviewer approval, overrides and sending back. */
export function TranslationReviewPanel({
  failures,
  canReview = false,
  state,
  onApprove,
  onSendBack,
  onOverride,
  busy = false,
  className,
  ...props
}: TranslationReviewPanelProps) {
  const headingId = React.useId()
  const [overriding, setOverriding] = React.useState<string>()
  const [comment, setComment] = React.useState("")
  const [sendBack, setSendBack] = React.useState<string>()
  const [confirmMachine, setConfirmMachine] = React.useState(false)
  const open = failures.filter((failure) => !failure.override)
  const machine = state === "machine_draft"
  return (
    <section
      data-slot="translation-review-panel"
      aria-labelledby={headingId}
      className={cn("flex flex-col gap-2 text-sm", className)}
      {...props}
    >
      <h2 id={headingId} className="font-heading text-base font-semibold">
        Quality checks
      </h2>
      {failures.length === 0 ? (
        <p className="text-muted-foreground">Every check passes.</p>
      ) : (
        <ul className="flex flex-col gap-2" aria-label="Failed checks">
          {failures.map((failure) => (
            <li key={failure.check} data-check={failure.check} className="flex flex-col gap-1 rounded-lg border border-border p-2">
              <p className={failure.override ? "text-muted-foreground" : "text-destructive"}>{failure.message}</p>
              {failure.override ? (
                <p className="text-xs">
                  Overridden by {failure.override.by}: {failure.override.comment}
                </p>
              ) : canReview && overriding === failure.check ? (
                <form
                  className="flex flex-col gap-1.5"
                  onSubmit={(event) => {
                    event.preventDefault()
                    if (!comment.trim()) return
                    onOverride(failure.check, comment.trim())
                    setOverriding(undefined)
                    setComment("")
                  }}
                >
                  <label htmlFor={`override-${failure.check}`} className="text-xs font-medium">
                    Why the translation is right anyway
                  </label>
                  <Textarea
                    id={`override-${failure.check}`}
                    size="sm"
                    value={comment}
                    required
                    onChange={(event) => setComment(event.target.value)}
                  />
                  <div className="flex gap-2">
                    <Button size="sm" type="submit" disabled={busy || !comment.trim()}>
                      Override
                    </Button>
                    <Button size="sm" variant="ghost" type="button" onClick={() => setOverriding(undefined)}>
                      Cancel
                    </Button>
                  </div>
                </form>
              ) : canReview ? (
                <Button size="sm" variant="outline" className="self-start" onClick={() => setOverriding(failure.check)}>
                  Override with a comment
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {canReview ? (
        <div className="flex flex-col gap-2 border-t border-border pt-2">
          {machine && (
            <label className="flex items-start gap-2 text-xs">
              <input
                type="checkbox"
                checked={confirmMachine}
                onChange={(event) => setConfirmMachine(event.target.checked)}
                className="mt-0.5"
              />
              I have read this untouched machine draft and confirm it as it is.
            </label>
          )}
          <div className="flex flex-wrap gap-2">
            <Button
              size="sm"
              disabled={busy || open.length > 0 || state === "untranslated" || state === "approved" || (machine && !confirmMachine)}
              onClick={() => onApprove({ confirmMachine: machine && confirmMachine })}
            >
              Approve
            </Button>
            <Button size="sm" variant="outline" disabled={busy || state === "untranslated"} onClick={() => setSendBack("")}>
              Send back
            </Button>
          </div>
          {open.length > 0 && <p className="text-xs text-muted-foreground">Override or fix the failed checks to approve.</p>}
          {sendBack !== undefined && (
            <form
              className="flex flex-col gap-1.5"
              onSubmit={(event) => {
                event.preventDefault()
                if (!sendBack.trim()) return
                onSendBack(sendBack.trim())
                setSendBack(undefined)
              }}
            >
              <label htmlFor="send-back-comment" className="text-xs font-medium">
                What the translator should change
              </label>
              <Textarea id="send-back-comment" size="sm" value={sendBack} required onChange={(event) => setSendBack(event.target.value)} />
              <Button size="sm" type="submit" className="self-start" disabled={busy || !sendBack.trim()}>
                Send back with this comment
              </Button>
            </form>
          )}
        </div>
      ) : (
        <p className="text-xs text-muted-foreground">A reviewer of this language approves the segment.</p>
      )}
    </section>
  )
}

/**
 * Words covered by the memory in a document, as a share of its words. A document people translated
 * before the memory held its sentences reads 0%, which is true: the line then says so, and that those
 * sentences now serve the next change.
 */
export function TranslationLeverage({
  exactWords,
  fuzzyWords,
  humanWords = 0,
  totalWords,
  className,
  ...props
}: {
  /** Words filled by exact and in-context memory matches. */
  exactWords: number
  /** Words filled by fuzzy memory matches. */
  fuzzyWords: number
  /** Words a person translated without a memory match. */
  humanWords?: number
  /** All the document's words in the language. */
  totalWords: number
} & React.ComponentProps<"div">) {
  const share = totalWords === 0 ? 0 : Math.round((100 * (exactWords + fuzzyWords)) / totalWords)
  const translatedByPeople = exactWords + fuzzyWords === 0 && humanWords > 0
  return (
    <div data-slot="translation-leverage" className={cn("flex flex-col gap-1 text-sm", className)} {...props}>
      <p>
        <span className="font-medium">Leverage {share}%</span>{" "}
        <span className="text-muted-foreground">
          ({plural(exactWords, "word", "words")} exact, {plural(fuzzyWords, "word", "words")} fuzzy, of{" "}
          {plural(totalWords, "word", "words")})
        </span>
      </p>
      {translatedByPeople && (
        <p className="text-xs text-muted-foreground">
          No memory match filled this document: people translated {plural(humanWords, "word", "words")} of it themselves. Their approved
          sentences are in the memory now, and fill the next change to the English.
        </p>
      )}
    </div>
  )
}

/** Which segments a machine draft is asked for. */
export type MachineDraftTarget = "untranslated" | "outdated"

/**
 * The machine draft actions, or why they are not offered: one for the untranslated segments and, as
 * its own choice, one for the outdated ones (whose old translation the draft replaces in the editor).
 */
export function MachineDraftAction({
  unavailableReason,
  untranslated,
  outdated,
  onDraft,
  busy = false,
  className,
  ...props
}: {
  /** Why machine drafts are not offered (no provider configured); the actions show when undefined. */
  unavailableReason?: string
  /** How many segments have no translation. */
  untranslated: number
  /** How many segments' English changed since their translation was approved. */
  outdated: number
  /** The reader asks for machine drafts of the untranslated or of the outdated segments. */
  onDraft: (target: MachineDraftTarget) => void
  /** The drafts are being made. @default false */
  busy?: boolean
} & React.ComponentProps<"div">) {
  const hintId = React.useId()
  const reason = unavailableReason ?? (untranslated === 0 && outdated === 0 ? "every segment has a translation." : undefined)
  return (
    <div data-slot="machine-draft-action" className={cn("flex flex-col gap-1.5 text-sm", className)} {...props}>
      {reason ? (
        <p className="text-muted-foreground">
          <span className="font-medium text-foreground">No machine drafts:</span> {reason}
        </p>
      ) : (
        <>
          <div className="flex flex-wrap items-center gap-2">
            {untranslated > 0 && (
              <Button size="sm" variant="outline" onClick={() => onDraft("untranslated")} disabled={busy}>
                <Languages aria-hidden />
                Machine-draft the untranslated segments
                <span className="text-muted-foreground tabular-nums">({untranslated})</span>
              </Button>
            )}
            {outdated > 0 && (
              <Button size="sm" variant="outline" onClick={() => onDraft("outdated")} disabled={busy} aria-describedby={hintId}>
                <Languages aria-hidden />
                Machine-draft the outdated segments
                <span className="text-muted-foreground tabular-nums">({outdated})</span>
              </Button>
            )}
            {busy && (
              <span role="status" className="text-muted-foreground">
                Drafting…
              </span>
            )}
          </div>
          {outdated > 0 && (
            <p id={hintId} className="text-xs text-muted-foreground">
              A draft of an outdated segment replaces its old translation here; visitors keep reading the approved one until a reviewer
              approves again.
            </p>
          )}
        </>
      )}
    </div>
  )
}
