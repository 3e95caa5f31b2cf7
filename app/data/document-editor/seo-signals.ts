/**
 * What the SEO panel's warnings need from the database (docs/decisions/0008-seo-fields.md): the search
 * texts of the published documents (for duplicates across the site), the library image the social card
 * shows, and how many documents link to the one being edited.
 */
import { useQuery } from "@tanstack/react-query"
import type { SupabaseClient } from "@supabase/supabase-js"
import type { Database } from "../database.types"

type Client = SupabaseClient<Database>

/** A published document's search texts, picked by PostgREST's JSON paths (no document's whole data travels). */
export interface PublishedSearchTexts {
  id: string
  path: string
  title: string
  seoTitle: string | null
  seoDescription: string | null
  metaTitle: string | null
  metaDescription: string | null
  description: string | null
}

const SEARCH_TEXT_COLUMNS = [
  "id",
  "path",
  "title",
  "seoTitle:published_data->seo->>title",
  "seoDescription:published_data->seo->>description",
  "metaTitle:published_data->meta->>title",
  "metaDescription:published_data->meta->>description",
  "description:published_data->>description",
].join(",")

async function loadPublishedSearchTexts(client: Client): Promise<PublishedSearchTexts[]> {
  const { data, error } = await client
    .from("documents")
    .select(SEARCH_TEXT_COLUMNS)
    .not("published_data", "is", null)
    .is("deleted_at", null)
  if (error) throw new Error(error.message)
  return data as unknown as PublishedSearchTexts[]
}

/** How many documents link to `id` (the links staff may read: those of the documents they edit). */
async function countLinksTo(client: Client, id: string): Promise<number> {
  const { count, error } = await client.from("document_links").select("from_document", { count: "exact", head: true }).eq("to_document", id)
  if (error) throw new Error(error.message)
  return count ?? 0
}

/** The object path of the library image `id`, or null when it is not in the library. */
async function loadMediaObjectPath(client: Client, id: string): Promise<string | null> {
  const { data, error } = await client.from("media").select("object_path").eq("id", id).maybeSingle()
  if (error) throw new Error(error.message)
  return (data as { object_path: string } | null)?.object_path ?? null
}

const seoKeys = {
  texts: () => ["document-seo", "published-texts"] as const,
  links: (id: string) => ["document-seo", "links-to", id] as const,
  media: (id: string) => ["document-seo", "media", id] as const,
}

export const usePublishedSearchTextsQuery = (client: Client) =>
  useQuery({ queryKey: seoKeys.texts(), queryFn: () => loadPublishedSearchTexts(client) })

export const useLinksToQuery = (client: Client, id: string) =>
  useQuery({ queryKey: seoKeys.links(id), queryFn: () => countLinksTo(client, id) })

export const useMediaObjectPathQuery = (client: Client, id: string | undefined) =>
  useQuery({ queryKey: seoKeys.media(id ?? ""), queryFn: () => loadMediaObjectPath(client, id!), enabled: id !== undefined })
