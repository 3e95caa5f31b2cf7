/**
 * A file into the media bucket with the signed-in user's token and its progress: over 6 MB resumably
 * (TUS, in 6 MB chunks, as Supabase recommends), otherwise in one request. Its pixel size is read in
 * the browser first, so the row can give pages width and height.
 */
import type { SupabaseClient } from "@supabase/supabase-js"
import type { Database } from "./database.types"
import { MEDIA_BUCKET, type UploadedMediaFile } from "./media"

/** Files over this go up resumably in chunks of this size. */
const MEDIA_RESUMABLE_UPLOAD_BYTES = 6 * 1024 * 1024

const EXTENSIONS: Record<string, string> = { "image/jpeg": "jpg", "image/png": "png", "image/webp": "webp", "image/avif": "avif" }

/** A fresh object path: a folder of its own, and the file's name made safe ("Team photo.JPG" → "<uuid>/team-photo.jpg"). */
function mediaObjectPath(file: Pick<File, "name" | "type">, folder: string = crypto.randomUUID()): string {
  const base = file.name
    .replace(/\.[^.]+$/, "")
    .normalize("NFKD")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")
    .slice(0, 80)
  return `${folder}/${base || "image"}.${EXTENSIONS[file.type] ?? "bin"}`
}

/** The image's width and height in pixels, or a message when the browser cannot read it as an image. */
async function measure(file: File): Promise<{ width: number; height: number }> {
  try {
    const bitmap = await createImageBitmap(file)
    const size = { width: bitmap.width, height: bitmap.height }
    bitmap.close()
    return size
  } catch {
    throw new Error(`“${file.name}” could not be read as an image. It may be damaged; export it again and retry.`)
  }
}

function storageMessage(status: number, body: string): string {
  try {
    const parsed = JSON.parse(body) as { message?: unknown; statusCode?: unknown }
    const code = String(parsed.statusCode ?? status)
    if (code === "413") return "The file is larger than the library takes."
    if (code === "415") return "The library does not take this type of file."
    if (code === "403") return "Your role may not upload to the library."
    if (typeof parsed.message === "string") return `The upload failed: ${parsed.message}`
  } catch {
    // Not JSON: the generic message below.
  }
  return `The upload failed (${status}). Please try again.`
}

interface UploadOptions {
  onProgress: (fraction: number) => void
  signal?: AbortSignal
}

interface Transport {
  url: string
  anonKey: string
  token: string
}

function uploadPlainly(file: File, path: string, transport: Transport, { onProgress, signal }: UploadOptions) {
  return new Promise<void>((resolve, reject) => {
    const request = new XMLHttpRequest()
    request.open("POST", `${transport.url}/storage/v1/object/${MEDIA_BUCKET}/${path.split("/").map(encodeURIComponent).join("/")}`)
    request.setRequestHeader("apikey", transport.anonKey)
    request.setRequestHeader("Authorization", `Bearer ${transport.token}`)
    request.setRequestHeader("Content-Type", file.type)
    request.setRequestHeader("x-upsert", "false")
    request.upload.onprogress = (event) => event.lengthComputable && onProgress(event.loaded / event.total)
    request.onload = () =>
      request.status >= 200 && request.status < 300 ? resolve() : reject(new Error(storageMessage(request.status, request.responseText)))
    request.onerror = () => reject(new Error("The upload failed: the server could not be reached. Please try again."))
    request.onabort = () => reject(new DOMException("Aborted", "AbortError"))
    signal?.addEventListener("abort", () => request.abort())
    request.send(file)
  })
}

async function uploadResumably(file: File, path: string, transport: Transport, { onProgress, signal }: UploadOptions) {
  const { Upload } = await import("tus-js-client")
  await new Promise<void>((resolve, reject) => {
    const upload = new Upload(file, {
      endpoint: `${transport.url}/storage/v1/upload/resumable`,
      chunkSize: MEDIA_RESUMABLE_UPLOAD_BYTES,
      retryDelays: [0, 1000, 3000, 5000],
      removeFingerprintOnSuccess: true,
      headers: { apikey: transport.anonKey, authorization: `Bearer ${transport.token}`, "x-upsert": "false" },
      metadata: { bucketName: MEDIA_BUCKET, objectName: path, contentType: file.type },
      onProgress: (sent, total) => onProgress(total ? sent / total : 0),
      onSuccess: () => resolve(),
      onError: (error) => {
        const response = (error as { originalResponse?: { getStatus(): number; getBody(): string } | null }).originalResponse
        reject(new Error(response ? storageMessage(response.getStatus(), response.getBody()) : "The upload failed. Please try again."))
      },
    })
    signal?.addEventListener("abort", () => {
      void upload.abort(true)
      reject(new DOMException("Aborted", "AbortError"))
    })
    upload.start()
  })
}

/** Measures and uploads one image; resolves with what its library row needs, or rejects with a message for staff. */
export async function uploadMediaFile(client: SupabaseClient<Database>, file: File, options: UploadOptions): Promise<UploadedMediaFile> {
  const { width, height } = await measure(file)
  const { data } = await client.auth.getSession()
  const token = data.session?.access_token
  if (!token) throw new Error("Your session has ended. Sign in again to upload.")
  const transport = { url: supabaseUrlOf(client), anonKey: anonKeyOf(client), token }
  const path = mediaObjectPath(file)
  await (file.size > MEDIA_RESUMABLE_UPLOAD_BYTES ? uploadResumably : uploadPlainly)(file, path, transport, options)
  return { object_path: path, file_name: file.name, mime_type: file.type, size_bytes: file.size, width, height }
}

/** The project's address, from a public URL supabase-js builds for the bucket. */
const supabaseUrlOf = (client: SupabaseClient<Database>) =>
  client.storage.from(MEDIA_BUCKET).getPublicUrl("x").data.publicUrl.split("/storage/v1/")[0]
// supabase-js keeps the key it was created with; the requests above need it beside the user's token.
const anonKeyOf = (client: SupabaseClient<Database>) => (client as unknown as { supabaseKey: string }).supabaseKey
