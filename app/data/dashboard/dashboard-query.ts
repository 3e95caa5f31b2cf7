import { queryOptions, useQuery } from "@tanstack/react-query"
import type { SupabaseClient } from "@supabase/supabase-js"
import type { Database } from "../database.types"
import { loadActivity, loadDashboardFigures, loadLeadFigures, loadSectionChanges } from "../dashboard"
import { dashboardKeys } from "./keys"

type Client = SupabaseClient<Database>

/** How often the lead figures are read again while the dashboard is on screen (and on coming back to its tab). */
const LEAD_FIGURES_REFRESH_MS = 60_000

/** The staff by role and the browser errors of the week. */
const dashboardFiguresQueryOptions = (client: Client) =>
  queryOptions({ queryKey: dashboardKeys.figures(), queryFn: () => loadDashboardFigures(client) })

/**
 * The leads the reader works: new ones by type, and by week. They change while the dashboard stays
 * open, so they are read again every LEAD_FIGURES_REFRESH_MS while the tab is visible, and when the
 * reader comes back to it.
 */
const leadFiguresQueryOptions = (client: Client) =>
  queryOptions({
    queryKey: dashboardKeys.leadFigures(),
    queryFn: () => loadLeadFigures(client),
    refetchInterval: LEAD_FIGURES_REFRESH_MS,
    refetchOnWindowFocus: true,
  })

const activityQueryOptions = (client: Client) => queryOptions({ queryKey: dashboardKeys.activity(), queryFn: () => loadActivity(client) })

/** Each content section's last change, newest first. */
const sectionChangesQueryOptions = (client: Client) =>
  queryOptions({ queryKey: dashboardKeys.sectionChanges(), queryFn: () => loadSectionChanges(client) })

export const useDashboardFiguresQuery = (client: Client) => useQuery(dashboardFiguresQueryOptions(client))
export const useLeadFiguresQuery = (client: Client) => useQuery(leadFiguresQueryOptions(client))
export const useActivityQuery = (client: Client) => useQuery(activityQueryOptions(client))
export const useSectionChangesQuery = (client: Client) => useQuery(sectionChangesQueryOptions(client))
