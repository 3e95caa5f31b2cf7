import { useState } from "react"
import { queryOptions, useQueries, useQuery, useQueryClient } from "@tanstack/react-query"
import type { SupabaseClient } from "@supabase/supabase-js"
import type { HealthCheck } from "@nordika/ui/admin"
import type { Database } from "../database.types"
import { loadMigrations, PENDING_CHECKS, PROBES, runProbe } from "../diagnostics"
import { diagnosticKeys } from "./keys"

type Client = SupabaseClient<Database>
type Probe = (typeof PROBES)[number]

const migrationsQueryOptions = (client: Client) =>
  queryOptions({ queryKey: diagnosticKeys.migrations(), queryFn: () => loadMigrations(client) })

export const useMigrationsQuery = (client: Client) => useQuery(migrationsQueryOptions(client))

/**
 * One probe of the backend. A health check says how things are now: nothing is kept once no screen
 * shows it (each visit checks afresh), and a probe answers "down" rather than failing, so none is retried.
 */
const probeQueryOptions = (client: Client, probe: Probe) =>
  queryOptions({ queryKey: diagnosticKeys.probe(probe.id), queryFn: () => runProbe(client, probe), gcTime: 0, retry: false })

/**
 * Runs every probe at once, each row updating as its answer comes; `rerun` starts them all again from
 * "checking". `checkedAt` is when the last complete round ended.
 */
export function useHealthChecks(client: Client): { checks: HealthCheck[]; checkedAt: Date | null; rerun: () => void } {
  const queryClient = useQueryClient()
  const results = useQueries({ queries: PROBES.map((probe) => probeQueryOptions(client, probe)) })
  const [checkedAt, setCheckedAt] = useState<Date | null>(null)
  const roundEnded = results.every((result) => result.data !== undefined && !result.isFetching)
    ? Math.max(...results.map((result) => result.dataUpdatedAt))
    : null
  if (roundEnded !== null && roundEnded !== checkedAt?.getTime()) setCheckedAt(new Date(roundEnded))
  return {
    checks: results.map((result, index) => result.data ?? PENDING_CHECKS[index]),
    checkedAt,
    rerun: () => void queryClient.resetQueries({ queryKey: diagnosticKeys.probes() }),
  }
}
