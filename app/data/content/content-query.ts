import { queryOptions, useQuery } from "@tanstack/react-query"
import type { SupabaseClient } from "@supabase/supabase-js"
import type { Database } from "../database.types"
import { FORM_DATA } from "../query-client"
import { loadContentHistory, loadContentOverview, loadEditableSection } from "../content-editor"
import type { ContentSectionKey } from "../content-sections"
import { contentKeys } from "./keys"

type Client = SupabaseClient<Database>

/** Every section's state for the content index. */
const contentOverviewQueryOptions = (client: Client) =>
  queryOptions({ queryKey: contentKeys.overview(), queryFn: () => loadContentOverview(client) })

/**
 * A section as its editor opens it (the draft if there is one). Read afresh each time the editor opens
 * (nothing kept once it closes) and otherwise only when the editor asks: a read behind an open form
 * would replace what is being typed.
 */
const editableSectionQueryOptions = (client: Client, key: ContentSectionKey) =>
  queryOptions({ ...FORM_DATA, queryKey: contentKeys.section(key), queryFn: () => loadEditableSection(client, key), staleTime: Infinity })

/** Every published version of a section, newest first. */
const contentHistoryQueryOptions = (client: Client, key: ContentSectionKey) =>
  queryOptions({ queryKey: contentKeys.history(key), queryFn: () => loadContentHistory(client, key) })

export const useContentOverviewQuery = (client: Client) => useQuery(contentOverviewQueryOptions(client))
export const useEditableSectionQuery = (client: Client, key: ContentSectionKey) => useQuery(editableSectionQueryOptions(client, key))
/** The history, read only while `enabled` (the history sheet is open). */
export const useContentHistoryQuery = (client: Client, key: ContentSectionKey, enabled = true) =>
  useQuery({ ...contentHistoryQueryOptions(client, key), enabled })
