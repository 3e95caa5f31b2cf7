/** The deploy hook's query keys (admins only). */
export const deployHookKeys = {
  all: () => ["deploy-hook"] as const,
}
