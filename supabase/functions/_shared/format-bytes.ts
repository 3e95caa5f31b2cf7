// The mails' copy of ui/lib/format-bytes.ts, which the pages use (docs/decisions/0002-shared-code.md).
/** A file size as people read it: whole kilobytes (at least 1 KB) below a megabyte, else megabytes with one decimal. */
export function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`
}
