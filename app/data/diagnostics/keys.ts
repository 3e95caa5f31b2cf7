/** The diagnostics' query keys: the migrations, and each health probe on its own. */
export const diagnosticKeys = {
  all: () => ["diagnostics"] as const,
  migrations: () => ["diagnostics", "migrations"] as const,
  probes: () => ["diagnostics", "probe"] as const,
  probe: (id: string) => ["diagnostics", "probe", id] as const,
}
