/**
 * Imports a module when a loader first needs it, so its chunk (and what only it brings: supabase-js,
 * validation) stays out of the page's first load. When the chunk is missing after a deploy, the
 * stale-chunk handler cancels Vite's preload error and reloads the page: the import then yields
 * nothing, and this waits for the reload instead of failing the page.
 */
export async function importOnDemand<T>(load: () => Promise<T>): Promise<T> {
  const module = await load()
  return module ?? new Promise<T>(() => undefined)
}
