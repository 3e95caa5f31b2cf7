import { useMutation, useQueryClient } from "@tanstack/react-query"
import type { SupabaseClient } from "@supabase/supabase-js"
import type { ReleaseNoteValues } from "@nordika/ui/admin"
import type { Database } from "../database.types"
import { markReleaseNotesRead, publishReleaseNote } from "../release-notes"
import { releaseNoteKeys } from "./keys"

type Client = SupabaseClient<Database>

/** Publishes a note (admins); the notes read again. The sidebar's count waits for the next screen, as for any note. */
export function usePublishReleaseNoteMutation(client: Client) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (values: ReleaseNoteValues) => publishReleaseNote(client, values),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: releaseNoteKeys.lists() }),
  })
}

/** Marks every note read by the reader: the sidebar's count goes to none; the notes shown keep their "new" marks. */
export function useMarkReleaseNotesReadMutation(client: Client) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => markReleaseNotesRead(client),
    onSuccess: async () => {
      // A count asked for before the notes were marked would answer the old number after this.
      await queryClient.cancelQueries({ queryKey: releaseNoteKeys.unreadCount() })
      queryClient.setQueryData(releaseNoteKeys.unreadCount(), 0)
    },
  })
}
