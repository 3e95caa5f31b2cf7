/**
 * Changes of leads for the staff inbox, over private broadcast channels (Supabase's pattern for
 * private data): a trigger sends each change of a lead and each new file to the topic `leads:<type>`
 * (supabase/migrations/20261129000000_leads_private_broadcast.sql), and the read policy of
 * realtime.messages lets in only staff whose role works that type. Leads are not in the public
 * publication: postgres changes would send a deleted lead's id to every subscriber.
 */
import type { RealtimeChannel, SupabaseClient } from "@supabase/supabase-js"
import { LEAD_TYPES, type LeadType } from "#shared/lead-rules"
import type { Database } from "./database.types"
import type { WatchStatus } from "./realtime"

/** What a broadcast names: enough to announce and reload, never contact details or answers. */
export interface LeadChange {
  table: "leads" | "lead_files"
  operation: "INSERT" | "UPDATE" | "DELETE"
  lead: { id: string; type: LeadType; reference: string; name: string }
}

const leadTopic = (type: LeadType) => `leads:${type}`

/** The lead types the signed-in user's role works, as the database decides it (public.can_read_lead_type). */
async function readableLeadTypes(supabase: SupabaseClient<Database>): Promise<LeadType[]> {
  const answers = await Promise.all(
    LEAD_TYPES.map(async (type) => {
      const { data, error } = await supabase.rpc("can_read_lead_type", { lead_type: type })
      if (error) throw new Error(error.message)
      return data === true ? type : null
    }),
  )
  return answers.filter((type): type is LeadType => type !== null)
}

export interface WatchLeadsOptions {
  /** Only the changes of this lead. */
  leadId?: string
  onChange: (change: LeadChange) => void
  onStatus?: (status: WatchStatus, error?: Error) => void
}

interface SharedTopic {
  channel: RealtimeChannel
  watchers: Set<WatchLeadsOptions>
}

// One channel per topic, shared: supabase-js hands out the channel already joined for a topic, and
// a private topic's name is what its policy reads, so it cannot be made unique per screen.
const shared = new Map<string, SharedTopic>()

function join(supabase: SupabaseClient<Database>, type: LeadType, watcher: WatchLeadsOptions): () => void {
  const topic = leadTopic(type)
  let entry = shared.get(topic)
  if (!entry) {
    const watchers = new Set<WatchLeadsOptions>()
    const channel = supabase
      .channel(topic, { config: { private: true } })
      .on("broadcast", { event: "*" }, ({ payload }) => {
        const change = payload as LeadChange
        for (const { leadId, onChange } of watchers) if (!leadId || change.lead?.id === leadId) onChange(change)
      })
      .subscribe((status, error) => watchers.forEach((w) => w.onStatus?.(status as WatchStatus, error)))
    shared.set(topic, (entry = { channel, watchers }))
  }
  entry.watchers.add(watcher)
  const joined = entry
  return () => {
    joined.watchers.delete(watcher)
    if (joined.watchers.size > 0 || shared.get(topic) !== joined) return
    shared.delete(topic)
    void supabase.removeChannel(joined.channel)
  }
}

/**
 * Calls `onChange` for every change of a lead the signed-in user may read (or of `leadId`), over
 * the private channel of each lead type their role works; a topic they may not read is never joined.
 * Answers the cleanup, which fits `useEffect(() => watchLeads(supabase, { … }), [...])`.
 */
export function watchLeads(supabase: SupabaseClient<Database>, options: WatchLeadsOptions): () => void {
  const watcher = { ...options }
  const leaves: (() => void)[] = []
  let stopped = false
  readableLeadTypes(supabase)
    .then(async (types) => {
      // Private channels join with the session's access token.
      if (!stopped) await supabase.realtime.setAuth()
      if (!stopped) for (const type of types) leaves.push(join(supabase, type, watcher))
    })
    .catch((error: unknown) => watcher.onStatus?.("CHANNEL_ERROR", error instanceof Error ? error : new Error(String(error))))
  return () => {
    stopped = true
    leaves.forEach((leave) => leave())
  }
}
