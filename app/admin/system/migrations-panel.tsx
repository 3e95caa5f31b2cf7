import { Badge, formatDateTime, Skeleton } from "@nordika/ui"
import { DetailList, ErrorState } from "@nordika/ui/admin"
import { useMigrationsQuery } from "../../data/diagnostics/diagnostics-query"
import { useAuth } from "../../auth/auth-provider"

/** The migrations the build knows and whether the database has applied each (pending ones first to see). */
export function MigrationsPanel() {
  const { client } = useAuth()
  const migrations = useMigrationsQuery(client)
  if (migrations.isPending) return <Skeleton className="h-48 w-full rounded-xl" />
  if (migrations.isError)
    return (
      <ErrorState
        headingLevel="h2"
        description="The list of migrations could not be read."
        error={migrations.error}
        onRetry={() => void migrations.refetch()}
      />
    )
  const pending = migrations.data.filter((migration) => !migration.applied).length
  return (
    <DetailList
      title={pending ? `Database migrations (${pending} pending)` : "Database migrations"}
      emptyMessage="No migrations are recorded."
      items={[...migrations.data].reverse().map((migration) => ({
        label: migration.version,
        value: (
          <span className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
            <span className="font-mono text-xs">{migration.name}</span>
            {migration.applied ? (
              <span className="text-xs text-muted-foreground">
                {migration.appliedAt ? `Applied ${formatDateTime(migration.appliedAt)}` : "Applied"}
              </span>
            ) : (
              <Badge variant="destructive">Pending</Badge>
            )}
          </span>
        ),
      }))}
    />
  )
}
