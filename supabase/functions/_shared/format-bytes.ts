// The mails' copy of ui/lib/format-bytes.ts, which the pages use (docs/decisions/0002-shared-code.md).
/** A file size as people read it: whole kilobytes (at least 1 KB) below a megabyte, else megabytes with at most one decimal ("50 MB", "6.5 MB"). */
export function formatBytes(bytes: number): string {
  const kilobytes = Math.round(bytes / 1024)
  if (kilobytes < 1024) return `${Math.max(1, kilobytes)} KB`
  return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`
}
