/**
 * The sidebar's count of unread release notes: asked again by the admin frame on each screen change,
 * and set to none by System updates once it has marked the notes read.
 */
import { useEffect } from "react"
import { useAuth } from "../../auth/auth-provider"
import { useUnreadReleaseNotesQuery } from "../../data/release-notes/release-notes-query"

/** The count for a reader who may read the notes (`enabled`); 0 before the first answer, and the last count after a failure. */
export function useUnreadNotes(enabled: boolean): number {
  const { client } = useAuth()
  const unread = useUnreadReleaseNotesQuery(client, { enabled })
  useEffect(() => {
    if (unread.error) console.warn("[admin] could not count the unread release notes:", unread.error)
  }, [unread.error])
  return unread.data ?? 0
}
