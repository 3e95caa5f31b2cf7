// The mails write sizes with their own copy (supabase/functions/_shared/format-bytes.ts), which cannot
// import from ui/ and still deploy; tests/presentation-helpers.test.ts holds the two to the same words.
/** A file size as people read it: whole kilobytes (at least 1 KB) below a megabyte, else megabytes with one decimal. */
export function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`
}
