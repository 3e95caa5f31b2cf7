/** The media library's data for the admin: one query for the list, one per image for where it is used, and the writes. */
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import type { SupabaseClient } from "@supabase/supabase-js"
import type { Database } from "./database.types"
import {
  addMedia,
  deleteMedia,
  listMedia,
  listMediaUsage,
  replaceMediaFile,
  updateMedia,
  type MediaDescription,
  type MediaRow,
  type UploadedMediaFile,
} from "./media"

type Client = SupabaseClient<Database>

const mediaKeys = {
  all: () => ["media"] as const,
  list: () => ["media", "list"] as const,
  usage: (id: string) => ["media", "usage", id] as const,
}

/** The library, newest first; not read while `enabled` is false. */
export const useMediaQuery = (client: Client, enabled = true) =>
  useQuery(queryOptions({ queryKey: mediaKeys.list(), queryFn: () => listMedia(client), enabled }))

/** The documents that use the image, read afresh each time its sheet opens. */
export const useMediaUsageQuery = (client: Client, id: string | null) =>
  useQuery({ queryKey: mediaKeys.usage(id ?? ""), queryFn: () => listMediaUsage(client, id!), enabled: id !== null, staleTime: 0 })

/** Adds a described upload to the library; it shows first in the grid. */
export function useAddMediaMutation(client: Client) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ file, description }: { file: UploadedMediaFile; description: MediaDescription }) => addMedia(client, file, description),
    onSuccess: (added) => queryClient.setQueryData<MediaRow[]>(mediaKeys.list(), (rows) => rows && [added, ...rows]),
  })
}

export function useUpdateMediaMutation(client: Client) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, description }: { id: string; description: MediaDescription }) => updateMedia(client, id, description),
    onSuccess: (updated) =>
      queryClient.setQueryData<MediaRow[]>(mediaKeys.list(), (rows) => rows?.map((row) => (row.id === updated.id ? updated : row))),
  })
}

/** Puts an uploaded file under an image; the grid shows the new file. */
export function useReplaceMediaFileMutation(client: Client) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ row, file }: { row: MediaRow; file: UploadedMediaFile }) => replaceMediaFile(client, row, file),
    onSuccess: (updated) =>
      queryClient.setQueryData<MediaRow[]>(mediaKeys.list(), (rows) => rows?.map((row) => (row.id === updated.id ? updated : row))),
  })
}

/** Deletes an image no document uses; it leaves the grid once deleted. */
export function useDeleteMediaMutation(client: Client) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (row: MediaRow) => deleteMedia(client, row),
    onSuccess: (_, row) =>
      queryClient.setQueryData<MediaRow[]>(mediaKeys.list(), (rows) => rows?.filter((candidate) => candidate.id !== row.id)),
    onSettled: (_, __, row) => void queryClient.invalidateQueries({ queryKey: mediaKeys.usage(row.id) }),
  })
}
