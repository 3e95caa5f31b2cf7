/** public.release_notes and the caller's read marker (unread_release_notes(), mark_release_notes_read()). */
import type { SupabaseClient } from "@supabase/supabase-js"
import type { ReleaseNote, ReleaseNoteValues } from "@nordika/ui/admin"
import type { Database } from "./database.types"

type Client = SupabaseClient<Database>

export interface StoredReleaseNote extends ReleaseNote {
  publishedAt: string
}

/** Every note, newest first, and when the caller last read them (null: never). */
export async function loadReleaseNotes(client: Client, userId: string): Promise<{ notes: StoredReleaseNote[]; lastReadAt: string | null }> {
  const [notes, marker] = await Promise.all([
    client
      .from("release_notes")
      .select("id, version, title, body, released_on, published_at")
      .order("released_on", { ascending: false })
      .order("published_at", { ascending: false }),
    client.from("release_note_reads").select("last_read_at").eq("user_id", userId).maybeSingle(),
  ])
  if (notes.error) throw notes.error
  if (marker.error) throw marker.error
  return {
    notes: notes.data.map((row) => ({
      id: row.id,
      version: row.version,
      title: row.title,
      body: row.body,
      releasedOn: row.released_on,
      publishedAt: row.published_at,
    })),
    lastReadAt: marker.data?.last_read_at ?? null,
  }
}

/** Publishes a note (admins; RLS refuses anyone else). */
export async function publishReleaseNote(client: Client, values: ReleaseNoteValues) {
  const { error } = await client
    .from("release_notes")
    .insert({ version: values.version, title: values.title, body: values.body, released_on: values.releasedOn })
  if (error) throw error
}

/** How many notes the caller has not read. */
export async function countUnreadReleaseNotes(client: Client): Promise<number> {
  const { data, error } = await client.rpc("unread_release_notes")
  if (error) throw error
  return data
}

/** Marks every note published so far as read by the caller. */
export async function markReleaseNotesRead(client: Client) {
  const { error } = await client.rpc("mark_release_notes_read")
  if (error) throw error
}
