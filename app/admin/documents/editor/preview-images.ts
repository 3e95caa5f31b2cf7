/**
 * The library images a document's data names, as the public site draws them (app/data/media-delivery.ts),
 * for the editor's preview: staff read every row, a draft's images included, which a visitor could not.
 */
import { useMemo } from "react"
import type { SupabaseClient } from "@supabase/supabase-js"
import { coverImage, type MediaImage } from "../../../data/media-delivery"
import { MEDIA_BUCKET } from "../../../data/media"
import { useMediaQuery } from "../../../data/media-queries"
import type { Database } from "../../../data/database.types"

const MEDIA_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** Every string of `value` (at any depth) that has a media id's form. */
function mediaIdsIn(value: unknown, ids = new Set<string>()): Set<string> {
  if (typeof value === "string" && MEDIA_ID.test(value)) ids.add(value)
  else if (Array.isArray(value)) for (const item of value) mediaIdsIn(item, ids)
  else if (value && typeof value === "object") for (const item of Object.values(value)) mediaIdsIn(item, ids)
  return ids
}

/** The images `data` names, by media id; the library is read only when it names one. */
export function usePreviewImages(client: SupabaseClient<Database>, data: unknown): Record<string, MediaImage> {
  const ids = useMemo(() => [...mediaIdsIn(data)], [data])
  const media = useMediaQuery(client, ids.length > 0)
  const supabaseUrl = useMemo(() => client.storage.from(MEDIA_BUCKET).getPublicUrl("x").data.publicUrl.split("/storage/v1/")[0], [client])
  return useMemo(() => {
    const rows = new Map((media.data ?? []).map((row) => [row.id, row]))
    return Object.fromEntries(ids.flatMap((id) => (rows.has(id) ? [[id, coverImage(supabaseUrl, rows.get(id)!)]] : [])))
  }, [ids, media.data, supabaseUrl])
}
