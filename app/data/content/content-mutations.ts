import { useMutation, useQueryClient, type QueryClient } from "@tanstack/react-query"
import type { SupabaseClient } from "@supabase/supabase-js"
import type { Database } from "../database.types"
import { publishContentSection, saveContentDraft, type SectionBase } from "../content-editor"
import type { ContentSectionKey } from "../content-sections"
import { dashboardKeys } from "../dashboard/keys"
import { contentKeys } from "./keys"

type Client = SupabaseClient<Database>
type SectionChange = { key: ContentSectionKey; value: unknown; base: SectionBase }

/** What lists the sections' states: the content index and the dashboard's panel (not the open editor's own value). */
function sectionsChanged(queryClient: QueryClient, key: ContentSectionKey, published: boolean) {
  void queryClient.invalidateQueries({ queryKey: contentKeys.overview() })
  void queryClient.invalidateQueries({ queryKey: dashboardKeys.sectionChanges() })
  if (published) void queryClient.invalidateQueries({ queryKey: contentKeys.history(key) })
}

/** Saves a draft over `base`; answers the new base, or throws ContentConflictError when someone else changed it since. */
export function useSaveContentDraftMutation(client: Client) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ key, value, base }: SectionChange) => saveContentDraft(client, key, value, base),
    onSuccess: (_, { key }) => sectionsChanged(queryClient, key, false),
  })
}

/** Publishes a value over `base` as the next version; answers the new base, or throws ContentConflictError. */
export function usePublishContentSectionMutation(client: Client) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ key, value, base }: SectionChange) => publishContentSection(client, key, value, base),
    onSuccess: (_, { key }) => sectionsChanged(queryClient, key, true),
  })
}
