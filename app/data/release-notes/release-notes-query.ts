import { queryOptions, useQuery } from "@tanstack/react-query"
import type { SupabaseClient } from "@supabase/supabase-js"
import type { Database } from "../database.types"
import { countUnreadReleaseNotes, loadReleaseNotes } from "../release-notes"
import { releaseNoteKeys } from "./keys"

type Client = SupabaseClient<Database>

/** Every note, newest first, and when the reader last read them. */
const releaseNotesQueryOptions = (client: Client, userId: string) =>
  queryOptions({ queryKey: releaseNoteKeys.list(userId), queryFn: () => loadReleaseNotes(client, userId) })

/** How many notes the reader has not read. */
const unreadReleaseNotesQueryOptions = (client: Client) =>
  queryOptions({ queryKey: releaseNoteKeys.unreadCount(), queryFn: () => countUnreadReleaseNotes(client) })

export const useReleaseNotesQuery = (client: Client, userId: string) => useQuery(releaseNotesQueryOptions(client, userId))
export const useUnreadReleaseNotesQuery = (client: Client, options: { enabled?: boolean } = {}) =>
  useQuery({ ...unreadReleaseNotesQueryOptions(client), enabled: options.enabled ?? true })
