import { useMutation, useQueryClient, type QueryClient } from "@tanstack/react-query"
import type { SupabaseClient } from "@supabase/supabase-js"
import type { LeadStatusName } from "@nordika/ui/admin"
import type { Database } from "../database.types"
import { addLeadNote, editLeadNote, markLeadRead, markLeadUnread, updateLead, type LeadWithWork } from "../lead-inbox"
import { leadKeys } from "./keys"

type Client = SupabaseClient<Database>

/** What the inbox shows of every lead (its status, assignee, read marker, counts) may have changed. */
function inboxChanged(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: leadKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: leadKeys.counts() }),
  ])
}

/** Changes a lead's status or assignee; the lead shows the stored row at once, the inbox reads again. */
export function useUpdateLeadMutation(client: Client) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: { status?: LeadStatusName; assignee?: string | null } }) =>
      updateLead(client, id, change),
    onSuccess: (lead) => {
      queryClient.setQueryData<LeadWithWork | null>(leadKeys.detail(lead.id), (work) => (work ? { ...work, lead } : work))
      void inboxChanged(queryClient)
    },
  })
}

/** Adds a note to a lead; resolves once the lead's notes are read again with it. */
export function useAddLeadNoteMutation(client: Client) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ leadId, authorId, body }: { leadId: string; authorId: string; body: string }) =>
      addLeadNote(client, leadId, authorId, body),
    onSuccess: (_, { leadId }) => queryClient.invalidateQueries({ queryKey: leadKeys.detail(leadId) }),
  })
}

/** Rewords one's own note; resolves once the lead's notes (and the note's history) are read again. */
export function useEditLeadNoteMutation(client: Client) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ noteId, body }: { leadId: string; noteId: string; body: string }) => editLeadNote(client, noteId, body),
    onSuccess: (_, { leadId }) => queryClient.invalidateQueries({ queryKey: leadKeys.detail(leadId) }),
  })
}

/** Marks a lead read, or unread again, for the signed-in staff member: the inbox's marks and counts follow. */
export function useLeadReadMutation(client: Client) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ leadId, userId, read }: { leadId: string; userId: string; read: boolean }) =>
      read ? markLeadRead(client, leadId, userId) : markLeadUnread(client, leadId, userId),
    onSuccess: () => void inboxChanged(queryClient),
  })
}
