/** The query keys of the errors browsers reported. */
export const clientErrorKeys = {
  all: () => ["client-errors"] as const,
  list: () => ["client-errors", "list"] as const,
}
