import ws from "ws"
import { createClient } from "@supabase/supabase-js"

/**
 * The public topic the project's database broadcasts on after every committed change to what the
 * pages show (public.notify_site_content_changed(), migration 20261130002000_site_content_broadcast).
 */
const SITE_CONTENT_TOPIC = "site_content"

interface ContentChangesOptions {
  supabaseUrl: string
  anonKey: string
  /** Drops what was rendered from the content as it was: on a change, and on every (re)subscription. */
  onChange: () => void
  /** Told when the subscription is lost or comes back (the log). */
  onStatus?: (status: string, error?: Error) => void
}

/**
 * Listens to the project's realtime for changes to the site's content, as anon on a public broadcast
 * topic: postgres changes would not do, since anon never hears of a row that leaves its view (an
 * unpublished document) nor of the tables it cannot read. supabase-js rejoins after a lost socket with
 * its back-off; each join calls `onChange` too, because changes made meanwhile were not heard.
 * Returns the stop.
 */
export function watchContentChanges({ supabaseUrl, anonKey, onChange, onStatus }: ContentChangesOptions): () => Promise<void> {
  const client = createClient(supabaseUrl, anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    // Node 20 has no WebSocket of its own.
    realtime: { transport: ws as never },
  })
  const channel = client
    .channel(SITE_CONTENT_TOPIC, { config: { private: false } })
    .on("broadcast", { event: "*" }, () => onChange())
    .subscribe((status, error) => {
      if (status === "SUBSCRIBED") onChange()
      onStatus?.(status, error)
    })
  return async () => {
    await client.removeChannel(channel)
    client.realtime.disconnect()
  }
}
