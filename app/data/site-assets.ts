/** The site-assets storage bucket: public images staff upload (logos). */
import type { SupabaseClient } from "@supabase/supabase-js"
import type { Database } from "./database.types"

const SITE_ASSETS_BUCKET = "site-assets"

const EXTENSIONS: Record<string, string> = { "image/svg+xml": "svg", "image/png": "png", "image/webp": "webp" }

/** A fresh object path in `folder` (each upload gets its own name, so browsers and CDNs never show a stale copy). */
function assetPath(folder: string, file: Pick<File, "name" | "type">): string {
  const base = file.name
    .replace(/\.[^.]+$/, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")
    .slice(0, 40)
  const extension = EXTENSIONS[file.type] ?? file.name.split(".").pop() ?? "bin"
  return `${folder}/${base || "logo"}-${crypto.randomUUID().slice(0, 8)}.${extension}`
}

/**
 * Uploads a file into site-assets with the signed-in user's token and returns its public URL.
 * supabase-js's storage upload (fetch) reports no progress, so this sends the same request to
 * the same endpoint with XMLHttpRequest, whose upload events do.
 */
export async function uploadSiteAsset(
  client: SupabaseClient<Database>,
  { file, folder, onProgress }: { file: File; folder: string; onProgress?: (fraction: number) => void },
): Promise<string> {
  const { data } = await client.auth.getSession()
  const token = data.session?.access_token
  if (!token) throw new Error("Your session has ended. Sign in again to upload.")
  const path = assetPath(folder, file)
  const { data: urlData } = client.storage.from(SITE_ASSETS_BUCKET).getPublicUrl(path)
  const endpoint = urlData.publicUrl.replace(`/object/public/${SITE_ASSETS_BUCKET}/`, `/object/${SITE_ASSETS_BUCKET}/`)
  await new Promise<void>((resolve, reject) => {
    const request = new XMLHttpRequest()
    request.open("POST", endpoint)
    request.setRequestHeader("Authorization", `Bearer ${token}`)
    request.setRequestHeader("apikey", anonKeyOf(client))
    request.setRequestHeader("Content-Type", file.type)
    request.setRequestHeader("x-upsert", "false")
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total)
    }
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) return resolve()
      reject(new Error(storageMessage(request.responseText) ?? `The upload failed (${request.status}).`))
    }
    request.onerror = () => reject(new Error("The upload failed: the server could not be reached."))
    request.send(file)
  })
  return urlData.publicUrl
}

/** Removes an uploaded asset by its public URL; URLs outside the bucket are left alone. */
export async function removeSiteAsset(client: SupabaseClient<Database>, publicUrl: string | null): Promise<void> {
  const marker = `/object/public/${SITE_ASSETS_BUCKET}/`
  if (!publicUrl?.includes(marker)) return
  const path = decodeURIComponent(publicUrl.slice(publicUrl.indexOf(marker) + marker.length))
  const { error } = await client.storage.from(SITE_ASSETS_BUCKET).remove([path])
  if (error) console.warn(`Could not remove the replaced asset ${path}`, error)
}

function anonKeyOf(client: SupabaseClient<Database>): string {
  // supabase-js keeps the key it was created with; the request needs it beside the user's token.
  return (client as unknown as { supabaseKey: string }).supabaseKey
}

function storageMessage(body: string): string | null {
  try {
    const parsed = JSON.parse(body) as { message?: unknown }
    return typeof parsed.message === "string" ? parsed.message : null
  } catch {
    return null
  }
}
