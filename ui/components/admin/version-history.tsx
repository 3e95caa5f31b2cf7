import * as React from "react"
import { History, RotateCcw } from "lucide-react"
import { diffContent, type ContentChange } from "../../lib/content-diff"
import { formatDateTime } from "../../lib/format-date"
import { plural } from "../../lib/plural"
import { cn } from "../../lib/utils"
import { Button } from "../button"

/** One published version of a section. */
export interface ContentVersion {
  version: number
  /** ISO timestamp. */
  publishedAt: string
  /** Who published it; null for the seeded content or a removed account. */
  publishedBy: string | null
  value: unknown
}

export interface ContentDiffProps extends React.ComponentProps<"div"> {
  /** The older value (any JSON). */
  before: unknown
  /** The newer value (any JSON). */
  after: unknown
  /** Heading of the older value's column. @default "Before" */
  beforeLabel?: string
  /** Heading of the newer value's column. @default "After" */
  afterLabel?: string
  /** Names a field from its path: ["items", 1, "title"] → "Items › 2 › Title". */
  formatPath?: (path: ContentChange["path"]) => string
}

const defaultFormatPath = (path: ContentChange["path"]) =>
  path.map((part) => (typeof part === "number" ? String(part + 1) : part)).join(" › ")

const CHANGE_LABELS = { added: "Added", removed: "Removed", changed: "Changed" } as const

/** The fields that differ between two versions, one row per field, the old text beside the new. */
export function ContentDiff({
  before,
  after,
  beforeLabel = "Before",
  afterLabel = "After",
  formatPath = defaultFormatPath,
  className,
  ...props
}: ContentDiffProps) {
  const changes = React.useMemo(() => diffContent(before, after), [before, after])
  if (!changes.length) {
    return (
      <div
        data-slot="content-diff"
        className={cn("rounded-md border border-dashed border-border p-4 text-sm text-muted-foreground", className)}
        {...props}
      >
        No differences: the two versions are the same.
      </div>
    )
  }
  return (
    <div data-slot="content-diff" className={cn("overflow-x-auto", className)} {...props}>
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">{plural(changes.length, "field differs", "fields differ")}</caption>
        <thead>
          <tr className="border-b border-border text-left text-xs text-muted-foreground">
            <th scope="col" className="py-2 pr-3 font-medium">
              Field
            </th>
            <th scope="col" className="py-2 pr-3 font-medium">
              {beforeLabel}
            </th>
            <th scope="col" className="py-2 font-medium">
              {afterLabel}
            </th>
          </tr>
        </thead>
        <tbody>
          {changes.map((change) => (
            <tr key={JSON.stringify(change.path)} data-change={change.kind} className="border-b border-border align-top last:border-0">
              <th scope="row" className="w-40 min-w-32 py-2 pr-3 text-left font-medium">
                {formatPath(change.path)}
                <span className="block text-xs font-normal text-muted-foreground">{CHANGE_LABELS[change.kind]}</span>
              </th>
              <td className="py-2 pr-3">
                {change.before === undefined ? (
                  <span className="text-muted-foreground">—</span>
                ) : (
                  <del className="rounded-sm bg-destructive/10 px-1 break-words text-foreground decoration-destructive/60">
                    {change.before}
                  </del>
                )}
              </td>
              <td className="py-2">
                {change.after === undefined ? (
                  <span className="text-muted-foreground">—</span>
                ) : (
                  <ins className="rounded-sm bg-success/10 px-1 break-words text-foreground no-underline">{change.after}</ins>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

export interface VersionHistoryProps extends Omit<React.ComponentProps<"div">, "onSelect"> {
  /** Newest first. */
  versions: readonly ContentVersion[]
  /** The live version's number. */
  currentVersion: number
  /** The version being compared with the current one. */
  selected?: number
  /** Called with the number of the version the reader picks to compare. */
  onSelect: (version: number) => void
  /** Publishes the version's value again, as a new version; absent for a reader who may only compare. */
  onRestore?: (version: ContentVersion) => void
  /** Names a field from its path, in the comparison. */
  formatPath?: ContentDiffProps["formatPath"]
}

/** The published versions of a section: pick one to compare it with the live one, and restore it. */
export function VersionHistory({
  versions,
  currentVersion,
  selected,
  onSelect,
  onRestore,
  formatPath,
  className,
  ...props
}: VersionHistoryProps) {
  const current = versions.find((entry) => entry.version === currentVersion)
  const chosen = versions.find((entry) => entry.version === selected)
  if (!versions.length) {
    return (
      <div
        data-slot="version-history"
        className={cn("flex flex-col items-center gap-2 p-6 text-center text-sm text-muted-foreground", className)}
        {...props}
      >
        <History className="size-5" aria-hidden />
        Nothing has been published yet.
      </div>
    )
  }
  return (
    <div data-slot="version-history" className={cn("flex flex-col gap-4", className)} {...props}>
      <ol aria-label="Published versions" className="flex flex-col divide-y divide-border rounded-lg border border-border">
        {versions.map((entry) => {
          const live = entry.version === currentVersion
          const isSelected = entry.version === selected
          return (
            <li
              key={entry.version}
              data-selected={isSelected || undefined}
              className="flex items-center gap-3 px-3 py-2.5 data-[selected]:bg-accent/60"
            >
              <span className="grid size-8 shrink-0 place-items-center rounded-full bg-muted text-xs font-semibold tabular-nums">
                v{entry.version}
              </span>
              <div className="min-w-0 flex-1">
                <p className="text-sm font-medium">
                  {formatDateTime(entry.publishedAt)}
                  {live ? (
                    <span className="ml-2 rounded-full bg-success/10 px-2 py-0.5 text-xs font-medium text-foreground">Live</span>
                  ) : null}
                </p>
                <p className="truncate text-xs text-muted-foreground">{entry.publishedBy ?? "Initial content"}</p>
              </div>
              {live ? null : (
                <Button
                  type="button"
                  variant={isSelected ? "secondary" : "ghost"}
                  size="sm"
                  aria-pressed={isSelected}
                  aria-label={`Compare version ${entry.version} with the live one`}
                  onClick={() => onSelect(entry.version)}
                >
                  Compare
                </Button>
              )}
            </li>
          )
        })}
      </ol>
      {chosen && current ? (
        <section aria-label={`Version ${chosen.version} compared with version ${current.version}`} className="flex flex-col gap-3">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 className="text-sm font-semibold">
              Version {chosen.version} → live version {current.version}
            </h3>
            {onRestore ? (
              <Button type="button" size="sm" variant="outline" onClick={() => onRestore(chosen)}>
                <RotateCcw aria-hidden />
                Restore version {chosen.version}
              </Button>
            ) : null}
          </div>
          <ContentDiff
            before={chosen.value}
            after={current.value}
            beforeLabel={`Version ${chosen.version}`}
            afterLabel="Live"
            formatPath={formatPath}
          />
        </section>
      ) : null}
    </div>
  )
}
