import { useState } from "react"
import { useQueryClient } from "@tanstack/react-query"
import { toast } from "@nordika/ui"
import { XliffExchange, type XliffImportResultView, type XliffImportUnitView } from "@nordika/ui/admin"
import { useAuth } from "../../auth/auth-provider"
import { exportXliffFile, importXliffFile, type XliffExportRequest, type XliffImportSummary } from "../../data/translation-workspace"
import type { TranslationLocale } from "#shared/locales"

/** Hands the exported text to the browser as a download named `fileName`. */
function download(fileName: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: "application/xliff+xml" }))
  const link = document.createElement("a")
  link.href = url
  link.download = fileName
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}

export interface XliffExchangePanelProps {
  locale: TranslationLocale
  /** What the export holds. */
  what: XliffExportRequest
  /** The export in words ("the Swedish segments of this page that need work"). */
  exportLabel: string
  /** Where a unit's segment is edited, and its English when the screen knows it. */
  unitLink: (unit: XliffImportSummary["units"][number]) => { href?: string; source?: string }
  /** After an import saved something: the screen reloads what it shows. */
  onImported?: () => void
  className?: string
}

/**
 * The XLIFF exchange of a screen (translation-exchange): the export downloaded, the import's file
 * sent and its result listed. A refusal is shown as the function's sentence; nothing is changed then.
 */
export function XliffExchangePanel({ locale, what, exportLabel, unitLink, onImported, className }: XliffExchangePanelProps) {
  const { client } = useAuth()
  const queries = useQueryClient()
  const [busy, setBusy] = useState<"export" | "import">()
  const [error, setError] = useState<string>()
  const [result, setResult] = useState<XliffImportResultView>()

  const runExport = async () => {
    setBusy("export")
    setError(undefined)
    try {
      const file = await exportXliffFile(client, locale, what)
      download(file.fileName, file.text)
      toast({ title: `Exported ${file.fileName}`, description: `${file.units} ${file.units === 1 ? "unit" : "units"} to translate.` })
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure))
    } finally {
      setBusy(undefined)
    }
  }

  const runImport = async (file: File) => {
    setBusy("import")
    setError(undefined)
    setResult(undefined)
    try {
      const summary = await importXliffFile(client, locale, file)
      setResult({
        fileName: file.name,
        taken: summary.taken,
        skipped: summary.skipped,
        refused: summary.refused,
        qaFailures: summary.qaFailures,
        units: summary.units.map((unit): XliffImportUnitView => ({
          unitId: unit.unitId,
          line: unit.line,
          outcome: unit.outcome,
          reason: unit.reason,
          failures: unit.failures?.map((failure) => failure.message),
          ...unitLink(unit),
        })),
      })
      if (summary.taken > 0) {
        onImported?.()
        void queries.invalidateQueries({ queryKey: ["translations"] })
      }
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure))
    } finally {
      setBusy(undefined)
    }
  }

  return (
    <XliffExchange
      className={className}
      exportLabel={exportLabel}
      onExport={() => void runExport()}
      onImport={(file) => void runImport(file)}
      busy={busy}
      error={error}
      result={result}
      onDismiss={() => {
        setError(undefined)
        setResult(undefined)
      }}
    />
  )
}
