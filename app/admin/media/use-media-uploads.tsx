/**
 * Uploading into the media library, as the library screen and the document editor's media picker both
 * offer it: each file checked, uploaded with its progress, then described (alt text, or marked
 * decorative) in the details sheet before its row joins the library. A dismissed upload's file leaves the bucket.
 */
import { useMemo, useState, type ReactNode } from "react"
import type { SupabaseClient } from "@supabase/supabase-js"
import { toast } from "@nordika/ui"
import { MediaDetailsSheet, mediaFileProblem, type MediaDetailsValues, type MediaUpload } from "@nordika/ui/admin"
import type { Database } from "../../data/database.types"
import { MEDIA_BUCKET, removeMediaFile, type MediaDescription, type MediaRow, type UploadedMediaFile } from "../../data/media"
import { mediaPublicUrl, mediaRenditionUrl } from "../../data/media-delivery"
import { useAddMediaMutation } from "../../data/media-queries"
import { uploadMediaFile } from "../../data/media-upload"

type Client = SupabaseClient<Database>

/** The sheet's image is at most about 480 px wide. */
export const SHEET_PREVIEW_WIDTH_PX = 960

export const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error))

export const toDescription = (values: MediaDetailsValues): MediaDescription => ({
  alt_text: values.decorative ? null : values.altText,
  decorative: values.decorative,
  focal_x: values.focalPoint.x,
  focal_y: values.focalPoint.y,
})

/** The public address of a media object on the client's project. */
export function useMediaSrc(client: Client): (objectPath: string) => string {
  const supabaseUrl = useMemo(() => client.storage.from(MEDIA_BUCKET).getPublicUrl("x").data.publicUrl.split("/storage/v1/")[0], [client])
  return (objectPath: string) => mediaPublicUrl(supabaseUrl, objectPath)
}

/** An upload as the app tracks it: the ui's state, and once uploaded what its row needs. */
type TrackedUpload = MediaUpload & { file?: UploadedMediaFile }

/** The uploads list, its handlers, and the sheet that describes an uploaded file; `onAdded` gets each row that joins the library. */
export function useMediaUploads(client: Client, onAdded?: (row: MediaRow) => void) {
  const addMedia = useAddMediaMutation(client)
  const srcOf = useMediaSrc(client)
  const [uploads, setUploads] = useState<TrackedUpload[]>([])
  const [describing, setDescribing] = useState<string | null>(null)

  const setUpload = (key: string, next: Partial<TrackedUpload> & Pick<TrackedUpload, "state">) =>
    setUploads((current) => current.map((upload) => (upload.key === key ? ({ ...upload, ...next } as TrackedUpload) : upload)))

  const takeFiles = (files: File[]) => {
    for (const file of files) {
      const key = crypto.randomUUID()
      const problem = mediaFileProblem(file)
      if (problem) {
        setUploads((current) => [...current, { key, fileName: file.name, state: "failed", message: problem }])
        continue
      }
      setUploads((current) => [...current, { key, fileName: file.name, state: "uploading", fraction: null }])
      uploadMediaFile(client, file, { onProgress: (fraction) => setUpload(key, { state: "uploading", fraction }) }).then(
        (uploaded) => setUpload(key, { state: "uploaded", file: uploaded }),
        (error: unknown) => setUpload(key, { state: "failed", message: messageOf(error) }),
      )
    }
  }

  const dismiss = (key: string) => {
    const upload = uploads.find((candidate) => candidate.key === key)
    // An uploaded file nobody described would stay in the bucket unused.
    if (upload?.state === "uploaded" && upload.file) void removeMediaFile(client, upload.file.object_path)
    setUploads((current) => current.filter((candidate) => candidate.key !== key))
  }

  const described = uploads.find((upload) => upload.key === describing)

  const add = async (values: MediaDetailsValues) => {
    if (!described?.file) return
    try {
      const added = await addMedia.mutateAsync({ file: described.file, description: toDescription(values) })
      setUploads((current) => current.filter((upload) => upload.key !== described.key))
      setDescribing(null)
      toast({ title: `${added.file_name} added to the library` })
      onAdded?.(added)
    } catch (error) {
      return messageOf(error)
    }
  }

  const describeSheet: ReactNode = described?.file ? (
    <MediaDetailsSheet
      key={described.key}
      open
      onOpenChange={(next) => !next && setDescribing(null)}
      mode="add"
      image={{
        src: mediaRenditionUrl(srcOf(described.file.object_path), SHEET_PREVIEW_WIDTH_PX),
        fileName: described.file.file_name,
        width: described.file.width,
        height: described.file.height,
        sizeBytes: described.file.size_bytes,
      }}
      onSave={add}
    />
  ) : null

  return { uploads: uploads as readonly MediaUpload[], takeFiles, dismiss, describe: setDescribing, describeSheet }
}
