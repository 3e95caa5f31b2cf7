import type { Database } from "../db"

/** Most pages kept: every public page fits, with room to spare. */
const RENDER_CACHE_MAX_ENTRIES = 500
/**
 * Longest a render is kept. Changes to the content drop renders at once (below); this bounds the life
 * of one that fell back to the bundled content while the database was briefly unreachable, and of
 * the copyright year across New Year's Eve.
 */
const RENDER_CACHE_MAX_AGE_MS = 10 * 60_000

/** The channel the database notifies when what the public pages show changed (its migration: site_render_notify). */
const SITE_CONTENT_CHANNEL = "site_content"

export interface RenderCacheOptions {
  maxEntries?: number
  maxAgeMs?: number
  /** The clock (tests move it). */
  now?: () => number
}

/**
 * Renders kept per path, least recently used out first, none for longer than `maxAgeMs`. A render in
 * progress is shared by the requests that wait for it; a failed one, or one `keep` refuses, is forgotten. clear() drops
 * everything, in-progress renders included, so no request after it gets a render that began before it.
 */
export class RenderCache<T> {
  private readonly entries = new Map<string, { render: Promise<T>; at: number }>()
  private readonly maxEntries: number
  private readonly maxAgeMs: number
  private readonly now: () => number

  constructor({ maxEntries = RENDER_CACHE_MAX_ENTRIES, maxAgeMs = RENDER_CACHE_MAX_AGE_MS, now = Date.now }: RenderCacheOptions = {}) {
    this.maxEntries = maxEntries
    this.maxAgeMs = maxAgeMs
    this.now = now
  }

  /** The render kept for `key`, or `render()`'s, kept unless `keep` refuses it once it is done (a page that failed for now). */
  get(key: string, render: () => Promise<T>, keep: (value: T) => boolean = () => true): Promise<T> {
    const kept = this.entries.get(key)
    this.entries.delete(key)
    if (kept && this.now() - kept.at < this.maxAgeMs) {
      this.entries.set(key, kept)
      return kept.render
    }
    const pending = render()
    this.entries.set(key, { render: pending, at: this.now() })
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!)
    const forget = () => {
      if (this.entries.get(key)?.render === pending) this.entries.delete(key)
    }
    pending.then((value) => {
      if (!keep(value)) forget()
    }, forget)
    return pending
  }

  clear() {
    this.entries.clear()
  }

  get size() {
    return this.entries.size
  }
}

/**
 * Empties `cache` whenever staff change what the pages show (site settings, content sections, client
 * logos: a trigger NOTIFYs after the commit, on PGlite and PostgreSQL alike), and when the listening
 * connection comes back after a loss (a notification may have been missed). Resolves to the UNLISTEN.
 */
export function clearOnSiteContentChange(db: Database, cache: Pick<RenderCache<unknown>, "clear">): Promise<() => Promise<void>> {
  const changed = () => cache.clear()
  return db.listen(SITE_CONTENT_CHANNEL, { onNotify: changed, onReconnect: changed })
}

/** When what the pages show last changed in the database (the sitemap's lastmod, with the build's date). */
export async function siteContentChangedAt(db: Database): Promise<Date | undefined> {
  const { rows } = await db.query<{ changed_at: Date | string | null }>(
    `select greatest(
       (select max(updated_at) from public.site_settings),
       (select max(updated_at) from public.content_sections),
       (select max(updated_at) from public.client_logos)
     ) as changed_at`,
  )
  const value = rows[0]?.changed_at
  return value ? new Date(value) : undefined
}
