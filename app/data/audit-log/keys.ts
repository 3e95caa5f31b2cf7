/** The audit log's query keys: its newest `limit` events (the screen's thousand, the dashboard's few). */
export const auditLogKeys = {
  all: () => ["audit-log"] as const,
  list: (limit: number) => ["audit-log", "list", limit] as const,
}
