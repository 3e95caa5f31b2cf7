import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import type { SupabaseClient } from "@supabase/supabase-js"
import type { Database } from "../database.types"
import type { DocumentBase, DocumentContent } from "../document-editor"
import {
  cancelDocumentSchedule,
  loadPendingSchedules,
  loadScheduleOverview,
  scheduleDocumentPublish,
  scheduleDocumentUnpublish,
  type ScheduleAction,
} from "../document-schedules"

type Client = SupabaseClient<Database>

const scheduleKeys = {
  all: () => ["document-schedules"] as const,
  document: (id: string) => ["document-schedules", "document", id] as const,
  overview: () => ["document-schedules", "overview"] as const,
}

/** The open document's pending publish and unpublish. */
export const usePendingSchedulesQuery = (client: Client, documentId: string, enabled = true) =>
  useQuery({ queryKey: scheduleKeys.document(documentId), queryFn: () => loadPendingSchedules(client, documentId), enabled })

/** The "Scheduled" screen's and the dashboard card's rows. */
export const useScheduleOverviewQuery = (client: Client) =>
  useQuery({ queryKey: scheduleKeys.overview(), queryFn: () => loadScheduleOverview(client), refetchInterval: 30_000 })

/** Every schedule read again after a change (the document's own and the overview). */
function useScheduleChanged() {
  const queryClient = useQueryClient()
  return () => void queryClient.invalidateQueries({ queryKey: scheduleKeys.all() })
}

export function useSchedulePublishMutation(client: Client) {
  const changed = useScheduleChanged()
  return useMutation({
    mutationFn: ({ id, content, base, at }: { id: string; content: DocumentContent; base: DocumentBase; at: Date }) =>
      scheduleDocumentPublish(client, id, content, base, at),
    onSuccess: changed,
  })
}

export function useScheduleUnpublishMutation(client: Client) {
  const changed = useScheduleChanged()
  return useMutation({
    mutationFn: ({ id, at }: { id: string; at: Date }) => scheduleDocumentUnpublish(client, id, at),
    onSuccess: changed,
  })
}

export function useCancelScheduleMutation(client: Client) {
  const changed = useScheduleChanged()
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: ScheduleAction }) => cancelDocumentSchedule(client, id, action),
    onSuccess: changed,
  })
}
