import { useState } from "react"
import { useSearchParams } from "react-router-dom"
import { ImageIcon } from "lucide-react"
import { Skeleton, SearchField, plural, toast } from "@nordika/ui"
import {
  EmptyState,
  ErrorState,
  MediaDetailsSheet,
  MediaGrid,
  mediaFileProblem,
  mediaItemMatches,
  MediaUploader,
  type MediaDetailsValues,
  type MediaItem,
} from "@nordika/ui/admin"
import { useAuth } from "../../auth/auth-provider"
import { mediaRenditionUrl } from "../../data/media-delivery"
import {
  useDeleteMediaMutation,
  useMediaQuery,
  useMediaUsageQuery,
  useReplaceMediaFileMutation,
  useUpdateMediaMutation,
} from "../../data/media-queries"
import { uploadMediaFile } from "../../data/media-upload"
import { AdminScreenPage } from "../admin-screen"
import { toMediaItem } from "./media-items"
import { messageOf, SHEET_PREVIEW_WIDTH_PX, toDescription, useMediaSrc, useMediaUploads } from "./use-media-uploads"

/** What a contributor is told on opening an image someone else added: they may use it, not change it. */
export const NOT_YOUR_IMAGE_MESSAGE =
  "You can use this image in your drafts. Only an editor, an admin or the person who added it can change it."

export default function MediaScreen() {
  const { client, role, user } = useAuth()
  // Contributors describe (and replace the file of) the images they added, and remove none (the media policies).
  const contributor = role === "contributor"
  const media = useMediaQuery(client)
  const updateMedia = useUpdateMediaMutation(client)
  const deleteMedia = useDeleteMediaMutation(client)
  const replaceFile = useReplaceMediaFileMutation(client)
  const uploads = useMediaUploads(client)
  const [search, setSearch] = useState("")
  // The open image is in the address (?image=<id>), so the staff palette and a shared link open it.
  const [params, setParams] = useSearchParams()
  const openId = params.get("image")
  const setOpenId = (id: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current)
        if (id) next.set("image", id)
        else next.delete("image")
        return next
      },
      { replace: true },
    )
  const usage = useMediaUsageQuery(client, openId)
  const srcOf = useMediaSrc(client)

  const openImage = openId && media.isSuccess ? media.data.find((row) => row.id === openId) : undefined

  const saveImage = async (values: MediaDetailsValues) => {
    if (!openImage) return
    try {
      await updateMedia.mutateAsync({ id: openImage.id, description: toDescription(values) })
      setOpenId(null)
      toast({ title: `${openImage.file_name} saved` })
    } catch (error) {
      return messageOf(error)
    }
  }

  const replaceImageFile = async (file: File) => {
    if (!openImage) return
    const problem = mediaFileProblem(file)
    if (problem) return problem
    try {
      const uploaded = await uploadMediaFile(client, file, { onProgress: () => undefined })
      await replaceFile.mutateAsync({ row: openImage, file: uploaded })
      toast({ title: `File replaced: ${file.name}` })
    } catch (error) {
      return messageOf(error)
    }
  }

  const removeImage = async () => {
    if (!openImage) return
    try {
      await deleteMedia.mutateAsync(openImage)
      setOpenId(null)
      toast({ title: `${openImage.file_name} deleted` })
    } catch (error) {
      return messageOf(error)
    }
  }

  const selectImage = (item: MediaItem) => {
    const row = media.data?.find((candidate) => candidate.id === item.id)
    if (contributor && row?.created_by !== user?.id) {
      toast({ title: item.fileName, description: NOT_YOUR_IMAGE_MESSAGE })
      return
    }
    setOpenId(item.id)
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
    const shown: MediaItem[] = media.data.map((row) => toMediaItem(row, srcOf)).filter((item) => mediaItemMatches(item, search))
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
          <MediaGrid aria-label="Images" items={shown} onSelect={selectImage} />
        )}
      </div>
    )
  }

  return (
    <AdminScreenPage>
      <div className="flex flex-col gap-6">
        <MediaUploader uploads={uploads.uploads} onFiles={uploads.takeFiles} onDescribe={uploads.describe} onDismiss={uploads.dismiss} />
        {body()}
      </div>
      {uploads.describeSheet}
      {openImage ? (
        <MediaDetailsSheet
          key={openImage.id}
          open
          onOpenChange={(next) => !next && setOpenId(null)}
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
          onDelete={contributor ? undefined : removeImage}
          onReplaceFile={replaceImageFile}
        />
      ) : null}
    </AdminScreenPage>
  )
}
