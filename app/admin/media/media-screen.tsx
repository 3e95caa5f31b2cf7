import { useMemo, useState } from "react"
import { ImageIcon } from "lucide-react"
import { Skeleton, SearchField, plural, toast } from "@nordika/ui"
import {
  EmptyState,
  ErrorState,
  MediaDetailsSheet,
  MediaGrid,
  mediaFileProblem,
  MediaUploader,
  type MediaDetailsValues,
  type MediaItem,
  type MediaUpload,
} from "@nordika/ui/admin"
import { useAuth } from "../../auth/auth-provider"
import { MEDIA_BUCKET, removeMediaFile, type MediaDescription, type MediaRow, type UploadedMediaFile } from "../../data/media"
import { mediaPublicUrl, mediaRenditionUrl } from "../../data/media-delivery"
import {
  useAddMediaMutation,
  useDeleteMediaMutation,
  useMediaQuery,
  useMediaUsageQuery,
  useUpdateMediaMutation,
} from "../../data/media-queries"
import { uploadMediaFile } from "../../data/media-upload"
import { AdminScreenPage } from "../admin-screen"

/** A grid tile is at most about 240 px wide; its thumbnail covers a 2x screen. */
const GRID_THUMBNAIL_WIDTH_PX = 480
/** The sheet's image is at most about 480 px wide. */
const SHEET_PREVIEW_WIDTH_PX = 960

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error))

const toDescription = (values: MediaDetailsValues): MediaDescription => ({
  alt_text: values.decorative ? null : values.altText,
  decorative: values.decorative,
  focal_x: values.focalPoint.x,
  focal_y: values.focalPoint.y,
})

/** An upload as the screen tracks it: the ui's state, and once uploaded what its row needs. */
type TrackedUpload = MediaUpload & { file?: UploadedMediaFile }

type Open = { kind: "upload"; key: string } | { kind: "image"; id: string } | null

/** Whether an image matches what staff typed: every word in its file name or alt text. */
function matches(row: MediaRow, search: string): boolean {
  const haystack = `${row.file_name} ${row.alt_text ?? ""}`.toLowerCase()
  return search
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word))
}

export default function MediaScreen() {
  const { client } = useAuth()
  const media = useMediaQuery(client)
  const addMedia = useAddMediaMutation(client)
  const updateMedia = useUpdateMediaMutation(client)
  const deleteMedia = useDeleteMediaMutation(client)
  const [uploads, setUploads] = useState<TrackedUpload[]>([])
  const [search, setSearch] = useState("")
  const [open, setOpen] = useState<Open>(null)
  const usage = useMediaUsageQuery(client, open?.kind === "image" ? open.id : null)

  const supabaseUrl = useMemo(() => client.storage.from(MEDIA_BUCKET).getPublicUrl("x").data.publicUrl.split("/storage/v1/")[0], [client])
  const srcOf = (objectPath: string) => mediaPublicUrl(supabaseUrl, objectPath)

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

  const openUpload = open?.kind === "upload" ? uploads.find((upload) => upload.key === open.key) : undefined
  const openImage = open?.kind === "image" && media.isSuccess ? media.data.find((row) => row.id === open.id) : undefined

  const addUpload = async (values: MediaDetailsValues) => {
    if (!openUpload?.file) return
    try {
      const added = await addMedia.mutateAsync({ file: openUpload.file, description: toDescription(values) })
      setUploads((current) => current.filter((upload) => upload.key !== openUpload.key))
      setOpen(null)
      toast({ title: `${added.file_name} added to the library` })
    } catch (error) {
      return messageOf(error)
    }
  }

  const saveImage = async (values: MediaDetailsValues) => {
    if (!openImage) return
    try {
      await updateMedia.mutateAsync({ id: openImage.id, description: toDescription(values) })
      setOpen(null)
      toast({ title: `${openImage.file_name} saved` })
    } catch (error) {
      return messageOf(error)
    }
  }

  const removeImage = async () => {
    if (!openImage) return
    try {
      await deleteMedia.mutateAsync(openImage)
      setOpen(null)
      toast({ title: `${openImage.file_name} deleted` })
    } catch (error) {
      return messageOf(error)
    }
  }

  const body = () => {
    if (media.isPending) {
      return (
        <div
          role="status"
          aria-busy="true"
          aria-label="Loading the media library"
          className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4"
        >
          {[0, 1, 2, 3].map((tile) => (
            <Skeleton key={tile} className="aspect-[4/3]" />
          ))}
        </div>
      )
    }
    if (media.isError)
      return <ErrorState description="The media library could not be loaded." error={media.error} onRetry={() => void media.refetch()} />
    if (media.data.length === 0) {
      return (
        <EmptyState
          icon={ImageIcon}
          title="No images yet"
          description="Upload the first one above: drop it on the area, or choose it. Then describe it for people who cannot see it."
        />
      )
    }
    const shown = media.data.filter((row) => matches(row, search))
    const items: MediaItem[] = shown.map((row) => ({
      id: row.id,
      thumbnailSrc: mediaRenditionUrl(srcOf(row.object_path), GRID_THUMBNAIL_WIDTH_PX),
      fileName: row.file_name,
      altText: row.alt_text,
      decorative: row.decorative,
      width: row.width,
      height: row.height,
      sizeBytes: row.size_bytes,
    }))
    return (
      <div className="flex flex-col gap-3">
        <SearchField
          label="Search images by file name or alt text"
          placeholder="Search by file name or alt text"
          value={search}
          onValueChange={setSearch}
        />
        <p className="text-xs text-muted-foreground" aria-live="polite">
          {search.trim()
            ? `${plural(shown.length, "image", "images")} of ${media.data.length}`
            : plural(media.data.length, "image", "images")}
        </p>
        {shown.length === 0 ? (
          <EmptyState
            icon={ImageIcon}
            title="No image matches"
            description={`Nothing in the library has “${search.trim()}” in its file name or alt text.`}
          />
        ) : (
          <MediaGrid aria-label="Images" items={items} onSelect={(item) => setOpen({ kind: "image", id: item.id })} />
        )}
      </div>
    )
  }

  return (
    <AdminScreenPage>
      <div className="flex flex-col gap-6">
        <MediaUploader uploads={uploads} onFiles={takeFiles} onDescribe={(key) => setOpen({ kind: "upload", key })} onDismiss={dismiss} />
        {body()}
      </div>
      {openUpload?.file ? (
        <MediaDetailsSheet
          key={openUpload.key}
          open
          onOpenChange={(next) => !next && setOpen(null)}
          mode="add"
          image={{
            src: mediaRenditionUrl(srcOf(openUpload.file.object_path), SHEET_PREVIEW_WIDTH_PX),
            fileName: openUpload.file.file_name,
            width: openUpload.file.width,
            height: openUpload.file.height,
            sizeBytes: openUpload.file.size_bytes,
          }}
          onSave={addUpload}
        />
      ) : null}
      {openImage ? (
        <MediaDetailsSheet
          key={openImage.id}
          open
          onOpenChange={(next) => !next && setOpen(null)}
          mode="edit"
          image={{
            src: mediaRenditionUrl(srcOf(openImage.object_path), SHEET_PREVIEW_WIDTH_PX),
            fileName: openImage.file_name,
            width: openImage.width,
            height: openImage.height,
            sizeBytes: openImage.size_bytes,
          }}
          defaultValues={{
            altText: openImage.alt_text ?? "",
            decorative: openImage.decorative,
            focalPoint: { x: openImage.focal_x, y: openImage.focal_y },
          }}
          usedBy={usage.isSuccess ? usage.data : usage.isError ? [] : null}
          onSave={saveImage}
          onDelete={removeImage}
        />
      ) : null}
    </AdminScreenPage>
  )
}
