/**
 * The sidebar's count of unread release notes: one small store, refreshed by the admin frame on each
 * screen change and cleared by System updates once it has marked the notes read.
 */
import { useSyncExternalStore } from "react"
import type { SupabaseClient } from "@supabase/supabase-js"
import type { Database } from "../../data/database.types"
import { countUnreadReleaseNotes } from "../../data/release-notes"

let unread = 0
const listeners = new Set<() => void>()

function set(count: number) {
  if (count === unread) return
  unread = count
  for (const listener of listeners) listener()
}

/** Asks the database again; a failure keeps the last count. */
export async function refreshUnreadNotes(client: SupabaseClient<Database>) {
  try {
    set(await countUnreadReleaseNotes(client))
  } catch (error) {
    console.warn("[admin] could not count the unread release notes:", error)
  }
}

export function clearUnreadNotes() {
  set(0)
}

export function useUnreadNotes(): number {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    () => unread,
  )
}
