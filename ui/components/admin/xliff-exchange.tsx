import * as React from "react"
import { CircleAlert, FileDown, FileUp } from "lucide-react"
import { useFileDrop } from "../../hooks/use-file-drop"
import { plural } from "../../lib/plural"
import { cn } from "../../lib/utils"
import { Button } from "../button"

/** One unit of an imported XLIFF file and what became of it. */
export interface XliffImportUnitView {
  unitId: string
  /** The line of the unit in the file. */
  line: number
  outcome: "taken" | "skipped" | "refused"
  /** Why it was skipped or refused. */
  reason?: string
  /** The quality checks a taken unit failed, in words. */
  failures?: readonly string[]
  /** Where its segment is edited (for the link), when known. */
  href?: string
  /** The segment's English, to recognise it by. */
  source?: string
}

export interface XliffImportResultView {
  fileName: string
  taken: number
  skipped: number
  refused: number
  /** How many taken units failed a quality check. */
  qaFailures: number
  units: readonly XliffImportUnitView[]
}

export interface XliffExchangeProps extends Omit<React.ComponentProps<"section">, "onDrop"> {
  /** What is exported, in words: "the segments of this page that need work". */
  exportLabel: string
  /** The reader asks for the file; undefined hides the export (nothing to export, and why, in `exportUnavailable`). */
  onExport?: () => void
  /** Why there is nothing to export, shown instead of the button. */
  exportUnavailable?: string
  /** The file picked or dropped: the screen imports it. */
  onImport: (file: File) => void
  /** The export or the import is running. @default undefined */
  busy?: "export" | "import"
  /** What went wrong with the last export or import, as one sentence (shown as an alert). */
  error?: string
  /** The last import's result. */
  result?: XliffImportResultView
  /** Clears the result and the error. */
  onDismiss?: () => void
}

const OUTCOME_LABELS: Record<XliffImportUnitView["outcome"], string> = {
  taken: "Taken",
  skipped: "Skipped",
  refused: "Refused",
}

/**
 * The XLIFF 2 exchange with an external linguist: export the segments that need work as a file their
 * CAT tool opens (Trados, memoQ), and import it back (pick or drop it). The import's result lists
 * every unit taken, skipped or refused with its reason, each linked to its segment; an error is one
 * alert, and nothing is lost by it.
 */
export function XliffExchange({
  exportLabel,
  onExport,
  exportUnavailable,
  onImport,
  busy,
  error,
  result,
  onDismiss,
  className,
  ...props
}: XliffExchangeProps) {
  const input = React.useRef<HTMLInputElement>(null)
  const headingId = React.useId()
  const { dragging, dropHandlers } = useFileDrop((files) => {
    if (!busy) onImport(files[0])
  })

  return (
    <section aria-labelledby={headingId} data-slot="xliff-exchange" className={cn("flex flex-col gap-3", className)} {...props}>
      <h2 id={headingId} className="font-heading text-base font-semibold">
        XLIFF for an external linguist
      </h2>
      <div className="flex flex-col gap-3 md:flex-row md:items-stretch">
        <div className="flex flex-1 flex-col justify-between gap-2 rounded-lg border border-border bg-card p-3">
          <p className="text-sm text-muted-foreground">Export {exportLabel} as an XLIFF 2.0 file for Trados, memoQ or any CAT tool.</p>
          {onExport ? (
            <Button type="button" variant="outline" size="sm" className="self-start" onClick={onExport} disabled={busy !== undefined}>
              <FileDown aria-hidden />
              {busy === "export" ? "Exporting…" : "Export XLIFF"}
            </Button>
          ) : (
            <p className="text-sm">{exportUnavailable}</p>
          )}
        </div>
        <div
          data-slot="xliff-exchange-dropzone"
          data-dragging={dragging || undefined}
          {...dropHandlers}
          className={cn(
            "flex flex-1 flex-col justify-between gap-2 rounded-lg border border-dashed border-border bg-background p-3 transition-colors",
            dragging && "border-ring bg-accent ring-2 ring-ring",
          )}
        >
          <p className="text-sm text-muted-foreground">
            Drop the translated file here, or choose it. Each translation is saved as a translator&apos;s, checked as in the editor;
            approved segments are never replaced.
          </p>
          <input
            ref={input}
            type="file"
            tabIndex={-1}
            aria-hidden="true"
            accept=".xlf,.xliff,application/xliff+xml,application/xml,text/xml"
            data-slot="xliff-exchange-input"
            className="sr-only"
            onChange={(event) => {
              const file = event.target.files?.[0]
              if (file) onImport(file)
              event.target.value = ""
            }}
          />
          <Button
            type="button"
            variant="outline"
            size="sm"
            className="self-start"
            onClick={() => input.current?.click()}
            disabled={busy !== undefined}
          >
            <FileUp aria-hidden />
            {busy === "import" ? "Importing…" : "Import XLIFF"}
          </Button>
        </div>
      </div>
      {error ? (
        <div
          role="alert"
          className="flex items-start gap-2 rounded-lg border border-destructive/50 bg-destructive/5 px-3 py-2 text-sm text-destructive"
        >
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <p className="flex-1">{error}</p>
          {onDismiss ? (
            <Button type="button" variant="ghost" size="sm" className="-my-1" onClick={onDismiss}>
              Dismiss
            </Button>
          ) : null}
        </div>
      ) : null}
      {result ? <XliffImportResult result={result} onDismiss={onDismiss} /> : null}
    </section>
  )
}

export interface XliffImportResultProps extends React.ComponentProps<"div"> {
  /** The import's counts and units. */
  result: XliffImportResultView
  /** Clears the result; the Dismiss button shows only with it. */
  onDismiss?: () => void
}

/** An import's result: the counts, then every unit that was not simply taken, and the taken ones with failed checks. */
export function XliffImportResult({ result, onDismiss, className, ...props }: XliffImportResultProps) {
  const headingId = React.useId()
  const listed = result.units.filter((unit) => unit.outcome !== "taken" || (unit.failures?.length ?? 0) > 0)
  return (
    <div
      role="status"
      aria-labelledby={headingId}
      data-slot="xliff-import-result"
      className={cn("flex flex-col gap-3 rounded-lg border border-border bg-card p-3", className)}
      {...props}
    >
      <div className="flex items-start justify-between gap-2">
        <h3 id={headingId} className="min-w-0 flex-1 text-sm font-semibold break-all">
          Imported {result.fileName}
        </h3>
        {onDismiss ? (
          <Button type="button" variant="ghost" size="sm" className="-my-1" onClick={onDismiss}>
            Dismiss
          </Button>
        ) : null}
      </div>
      <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
        {(
          [
            ["Taken", result.taken],
            ["Skipped", result.skipped],
            ["Refused", result.refused],
            ["With failed checks", result.qaFailures],
          ] as const
        ).map(([label, count]) => (
          <div key={label} className="flex flex-col rounded-md bg-muted px-2 py-1.5">
            <dt className="text-xs text-muted-foreground">{label}</dt>
            <dd className="text-lg font-semibold tabular-nums">{count}</dd>
          </div>
        ))}
      </dl>
      <p className="text-sm text-muted-foreground">
        {result.taken === 0
          ? "Nothing was saved."
          : `${plural(result.taken, "translation", "translations")} saved as translated: a reviewer approves ${result.taken === 1 ? "it" : "them"} as any other.`}
      </p>
      {listed.length > 0 ? (
        <ul aria-label="Units to look at" className="flex flex-col divide-y divide-border text-sm">
          {listed.map((unit) => (
            <li key={`${unit.unitId}-${unit.line}`} data-outcome={unit.outcome} className="flex flex-col gap-1 py-2">
              <div className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
                <span
                  className={cn(
                    "text-xs font-semibold tracking-wide uppercase",
                    unit.outcome === "refused"
                      ? "text-destructive"
                      : unit.outcome === "skipped"
                        ? "text-muted-foreground"
                        : "text-foreground",
                  )}
                >
                  {OUTCOME_LABELS[unit.outcome]}
                </span>
                <span className="text-xs text-muted-foreground">Line {unit.line}</span>
                {unit.href ? (
                  <a href={unit.href} className="min-w-0 break-words underline underline-offset-2">
                    {unit.source ?? "Open the segment"}
                  </a>
                ) : unit.source ? (
                  <span className="min-w-0 break-words">{unit.source}</span>
                ) : null}
              </div>
              {unit.reason ? <p className="text-muted-foreground">{unit.reason}</p> : null}
              {unit.failures?.length ? (
                <ul aria-label="Failed checks" className="list-disc pl-5 text-muted-foreground">
                  {unit.failures.map((failure) => (
                    <li key={failure}>{failure}</li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
