/**
 * A visit of a page the visitor opened within the site (issue 41's most visited pages): the server counts the
 * pages it answers, but a page the router shows never reaches it, so the browser reports that one itself
 * through record_page_visits(), which counts only live pages (20261207300500_page_visits.sql). Nothing of the
 * visitor is sent: the path alone, as anon, and only a failure to send is lost.
 */
import { resolveSupabaseConfig } from "./config"

/** Reports one visit of the page at `path` (nothing happens when it cannot be). */
export async function recordPageVisit(path: string): Promise<void> {
  const config = resolveSupabaseConfig()
  if (!config) return
  const url = `${config.url.replace(/\/+$/, "")}/rest/v1/rpc/record_page_visits`
  await fetch(url, {
    method: "POST",
    headers: { apikey: config.anonKey, Authorization: `Bearer ${config.anonKey}`, "Content-Type": "application/json" },
    body: JSON.stringify({ p_visits: { [path]: 1 } }),
    // The visitor may leave at once: the report still goes.
    keepalive: true,
  }).then(
    (response) => response.body?.cancel(),
    () => undefined,
  )
}
