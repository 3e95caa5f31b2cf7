/**
 * public.media and the media bucket: the library's images (supabase/migrations/20261130000500_media_library.sql).
 * A file goes up first (plainly, or resumably over 6 MB), then a row describes it.
 */
import type { SupabaseClient } from "@supabase/supabase-js"
import type { Database } from "./database.types"
import { requestSiteBuild } from "./site-build"

type Client = SupabaseClient<Database>

export const MEDIA_BUCKET = "media"

/** A media row as the library's staff see it. */
export type MediaRow = Pick<
  Database["public"]["Tables"]["media"]["Row"],
  | "id"
  | "object_path"
  | "file_name"
  | "mime_type"
  | "size_bytes"
  | "width"
  | "height"
  | "alt_text"
  | "decorative"
  | "focal_x"
  | "focal_y"
  | "created_at"
  | "created_by"
  | "updated_at"
>

const STAFF_COLUMNS =
  "id, object_path, file_name, mime_type, size_bytes, width, height, alt_text, decorative, focal_x, focal_y, created_at, created_by, updated_at"

/** What staff say about an image: alt text (null when decorative) and the focal point. */
export interface MediaDescription {
  alt_text: string | null
  decorative: boolean
  focal_x: number
  focal_y: number
}

/** An uploaded file's facts, measured in the browser. */
export interface UploadedMediaFile {
  object_path: string
  file_name: string
  mime_type: string
  size_bytes: number
  width: number
  height: number
}

/** Every image of the library, newest first (the screen searches them as staff type). */
export async function listMedia(client: Client): Promise<MediaRow[]> {
  const { data, error } = await client.from("media").select(STAFF_COLUMNS).order("created_at", { ascending: false })
  if (error) throw new Error(error.message)
  return data
}

/** Describes an uploaded file, which joins the library. */
export async function addMedia(client: Client, file: UploadedMediaFile, description: MediaDescription): Promise<MediaRow> {
  const { data, error } = await client
    .from("media")
    .insert({ ...file, ...description })
    .select(STAFF_COLUMNS)
    .single()
  if (error) throw new Error(error.message)
  return data
}

/**
 * Changes what staff say about an image. The pages that show it change too: the database drops the cached
 * renders (the media table notifies 'site_content') and owes the static export a build, asked for here as a
 * publish asks for it.
 */
export async function updateMedia(client: Client, id: string, description: MediaDescription): Promise<MediaRow> {
  const { data, error } = await client.from("media").update(description).eq("id", id).select(STAFF_COLUMNS).single()
  if (error) throw new Error(error.message)
  await requestSiteBuild(client)
  return data
}

/**
 * Puts a new file under an image (uploaded first): the row keeps its id, so every document that uses
 * it shows the new file, with its alt text and focal point; the old file then leaves the bucket, and the
 * static export's build is asked for (the pages that show it change).
 */
export async function replaceMediaFile(
  client: Client,
  row: Pick<MediaRow, "id" | "object_path">,
  file: UploadedMediaFile,
): Promise<MediaRow> {
  const { data, error } = await client.from("media").update(file).eq("id", row.id).select(STAFF_COLUMNS).single()
  if (error) {
    await removeMediaFile(client, file.object_path)
    throw new Error(error.message)
  }
  await removeMediaFile(client, row.object_path)
  await requestSiteBuild(client)
  return data
}

/** A document that uses an image. */
export interface MediaUsage {
  id: string
  title: string
  path: string
  live: boolean
}

/** The documents (outside the trash) whose published data or draft uses the image. */
export async function listMediaUsage(client: Client, id: string): Promise<MediaUsage[]> {
  const { data, error } = await client.rpc("media_usage", { p_media: id })
  if (error) throw new Error(error.message)
  return data
}

/** Thrown when a document started using the image since the sheet showed it as unused. */
class MediaInUseError extends Error {
  constructor(readonly usage: MediaUsage[]) {
    super(
      `It cannot be deleted: ${usage.map((use) => `“${use.title}”`).join(", ")} ${usage.length === 1 ? "uses" : "use"} it. Choose another image there first.`,
    )
  }
}

/**
 * Deletes the row, then the file. The database keeps a row a document uses (the delete affects no
 * row), and then says which documents do.
 */
export async function deleteMedia(client: Client, row: Pick<MediaRow, "id" | "object_path">): Promise<void> {
  const { data, error } = await client.from("media").delete().eq("id", row.id).select("id")
  if (error) throw new Error(error.message)
  if (data.length === 0) {
    const usage = await listMediaUsage(client, row.id)
    if (usage.length > 0) throw new MediaInUseError(usage)
    throw new Error("The image could not be deleted: it is no longer in the library, or your role may not delete it.")
  }
  await removeMediaFile(client, row.object_path)
}

/** Removes a file from the bucket (a dismissed upload, a deleted image); a failure leaves only an unused file behind. */
export async function removeMediaFile(client: Client, objectPath: string): Promise<void> {
  const { error } = await client.storage.from(MEDIA_BUCKET).remove([objectPath])
  if (error) console.warn(`Could not remove the media file ${objectPath}`, error)
}
