import { useMutation, useQueryClient, type QueryClient } from "@tanstack/react-query"
import type { SupabaseClient } from "@supabase/supabase-js"
import type { Database } from "../database.types"
import {
  addClientLogo,
  deleteClientLogo,
  reorderClientLogos,
  restoreClientLogo,
  updateClientLogo,
  type ClientLogoInput,
  type ClientLogoRow,
} from "../client-logos"
import { clientLogoKeys } from "./keys"

type Client = SupabaseClient<Database>

const setRows = (queryClient: QueryClient, update: (rows: ClientLogoRow[]) => ClientLogoRow[]) =>
  queryClient.setQueryData<ClientLogoRow[]>(clientLogoKeys.list(), (rows) => rows && update(rows))

/** Adds a logo at the end of the wall; the list shows it as stored. */
export function useAddClientLogoMutation(client: Client) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ input, sortOrder }: { input: ClientLogoInput; sortOrder: number }) => addClientLogo(client, input, sortOrder),
    onSuccess: (added) => setRows(queryClient, (rows) => [...rows, added]),
  })
}

/**
 * Changes a logo. A change of `published` shows at once and is taken back if the database refuses
 * it; any other change shows once stored.
 */
export function useUpdateClientLogoMutation(client: Client) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ row, change }: { row: ClientLogoRow; change: Partial<ClientLogoInput & Pick<ClientLogoRow, "published">> }) =>
      updateClientLogo(client, row.id, change),
    onMutate: ({ row, change }) => {
      if (change.published !== undefined)
        setRows(queryClient, (rows) =>
          rows.map((candidate) => (candidate.id === row.id ? { ...candidate, published: change.published! } : candidate)),
        )
    },
    onSuccess: (updated) => setRows(queryClient, (rows) => rows.map((row) => (row.id === updated.id ? updated : row))),
    onError: (_, { row }) => setRows(queryClient, (rows) => rows.map((candidate) => (candidate.id === row.id ? row : candidate))),
  })
}

/** Saves a new order of the whole wall: shown at once, and put back as it was if the database refuses it. */
export function useReorderClientLogosMutation(client: Client) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ next }: { before: ClientLogoRow[]; next: ClientLogoRow[] }) =>
      reorderClientLogos(
        client,
        next.map((row) => row.id),
      ),
    onMutate: ({ next }) => setRows(queryClient, () => next),
    onSuccess: () => setRows(queryClient, (rows) => rows.map((row, index) => ({ ...row, sort_order: index }))),
    onError: (_, { before }) => setRows(queryClient, () => before),
  })
}

/** Deletes a logo; it leaves the list once deleted. */
export function useDeleteClientLogoMutation(client: Client) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (row: ClientLogoRow) => deleteClientLogo(client, row.id),
    onSuccess: (_, row) => setRows(queryClient, (rows) => rows.filter((candidate) => candidate.id !== row.id)),
  })
}

/** Puts a deleted logo back as it was (the Undo of a delete); the list reads again. */
export function useRestoreClientLogoMutation(client: Client) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (row: ClientLogoRow) => restoreClientLogo(client, row),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: clientLogoKeys.list() }),
  })
}
