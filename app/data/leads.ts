/**
 * Sending the site's forms: files into the private `uploads` bucket (with progress, cancellable),
 * then the form to the submit-lead edge function, which checks it again and stores the lead.
 * supabase-js and the resumable uploader load when a visitor sends something, not with the page.
 */
import { LeadSubmitError, type LeadFileRules, type LeadSubmitMeta, type LeadSubmitResult, type UploadFile } from "@nordika/ui/sections"
import { ACCEPTED_CV_EXTENSIONS, ACCEPTED_FILE_EXTENSIONS, MAX_FILE_BYTES, MAX_FILES_PER_LEAD, type LeadType } from "#shared/lead-rules"
import type { LEAD_FORM_SCHEMAS, LeadFormValues, SubmitLeadResponse } from "#shared/lead-schemas"
import { localeOfPath, type SiteLocale } from "#shared/locales"
import { resolveSupabaseConfig } from "./config"
import type { LeadStartToken } from "./lead-start-token"

export type { LeadType } from "#shared/lead-rules"

type LeadSchemaLoader<T extends LeadType> = () => Promise<(typeof LEAD_FORM_SCHEMAS)[T]>
const schemaLoaders = new Map<LeadType, LeadSchemaLoader<LeadType>>()

/**
 * A form's zod schema, loaded when the visitor starts the form (the form asks for it on the first
 * focus or tap, and to check what was typed): zod and the schemas are a quarter of the quote page's
 * script, which a visitor who only reads the page never needs. One loader per form, the same on every render.
 */
export function leadSchema<T extends LeadType>(type: T): LeadSchemaLoader<T> {
  let loader = schemaLoaders.get(type)
  if (!loader) {
    loader = () => import("#shared/lead-schemas").then((schemas) => schemas.LEAD_FORM_SCHEMAS[type])
    schemaLoaders.set(type, loader)
  }
  return loader as LeadSchemaLoader<T>
}

/** What the quote form's files may be: the limits submit-lead and the uploads bucket hold. */
export const QUOTE_FILE_RULES = {
  accept: ACCEPTED_FILE_EXTENSIONS,
  maxFileBytes: MAX_FILE_BYTES,
  maxFiles: MAX_FILES_PER_LEAD,
} as const satisfies Required<LeadFileRules>

/** What a CV or cover letter may be: the limits submit-lead and the uploads bucket hold. */
export const CV_FILE_RULES = { accept: ACCEPTED_CV_EXTENSIONS, maxFileBytes: MAX_FILE_BYTES } as const satisfies LeadFileRules

const LEAD_SERVICE_UNAVAILABLE =
  "The form service is not reachable right now. Nothing you typed has been lost; please try again in a moment."

/** A file name storage accepts as one path segment. */
function storageFileName(name: string): string {
  const cleaned = name
    .normalize("NFKD")
    .replace(/[^\w.-]+/g, "_")
    .replace(/_+/g, "_")
  return cleaned.slice(-120) || "file"
}

function uploadMessage(status: number, body: string): string {
  if (status === 413) return "This file is larger than 20 MB. We will send you a secure upload link instead."
  if (status === 415) return "This type of file cannot be accepted here. We will send you a secure upload link instead."
  try {
    const parsed = JSON.parse(body) as { message?: string }
    if (parsed.message && /mime type/i.test(parsed.message))
      return "This type of file cannot be accepted here. We will send you a secure upload link instead."
    if (parsed.message && /size/i.test(parsed.message))
      return "This file is larger than 20 MB. We will send you a secure upload link instead."
  } catch {
    // Not JSON: the generic message below.
  }
  return "The file could not be uploaded. Please try again."
}

/** Files over this go up resumably (TUS) in chunks of this size, as Supabase recommends. */
const RESUMABLE_UPLOAD_BYTES = 6 * 1024 * 1024

/** A large file in 6 MB chunks that survive a dropped connection (TUS, as Supabase storage offers). */
async function uploadResumably(file: File, path: string, config: { url: string; anonKey: string }, options: Parameters<UploadFile>[1]) {
  const { Upload } = await import("tus-js-client").catch(() => {
    throw new Error("The file could not be uploaded. Please check your connection and try again.")
  })
  return new Promise<{ path: string; name: string; size: number }>((resolve, reject) => {
    const upload = new Upload(file, {
      endpoint: `${config.url}/storage/v1/upload/resumable`,
      chunkSize: RESUMABLE_UPLOAD_BYTES,
      retryDelays: [0, 1000, 3000, 5000],
      removeFingerprintOnSuccess: true,
      headers: { apikey: config.anonKey, authorization: `Bearer ${config.anonKey}`, "x-upsert": "false" },
      metadata: { bucketName: "uploads", objectName: path, contentType: file.type || "application/octet-stream" },
      onProgress: (sent, total) => options.onProgress(total ? sent / total : 0),
      onSuccess: () => resolve({ path, name: file.name, size: file.size }),
      onError: (error) => {
        const response = (error as { originalResponse?: { getStatus(): number; getBody(): string } | null }).originalResponse
        reject(
          new Error(
            response ? uploadMessage(response.getStatus(), response.getBody()) : "The file could not be uploaded. Please try again.",
          ),
        )
      },
    })
    options.signal.addEventListener("abort", () => {
      void upload.abort(true)
      reject(new DOMException("Aborted", "AbortError"))
    })
    upload.start()
  })
}

/**
 * Uploads one file to uploads/pending/<uuid>/<name> with the anon key: resumably over 6 MB,
 * otherwise in one XMLHttpRequest (rather than supabase-js, for its progress events).
 */
export const uploadLeadFile: UploadFile = (file, options) =>
  new Promise((resolve, reject) => {
    const { signal, onProgress } = options
    const config = resolveSupabaseConfig()
    if (!config) return reject(new Error(LEAD_SERVICE_UNAVAILABLE))
    const path = `pending/${crypto.randomUUID()}/${storageFileName(file.name)}`
    if (file.size > RESUMABLE_UPLOAD_BYTES) return uploadResumably(file, path, config, options).then(resolve, reject)
    const xhr = new XMLHttpRequest()
    xhr.open("POST", `${config.url}/storage/v1/object/uploads/${path.split("/").map(encodeURIComponent).join("/")}`)
    xhr.setRequestHeader("apikey", config.anonKey)
    xhr.setRequestHeader("Authorization", `Bearer ${config.anonKey}`)
    xhr.setRequestHeader("Content-Type", file.type || "application/octet-stream")
    xhr.setRequestHeader("x-upsert", "false")
    xhr.upload.onprogress = (event) => event.lengthComputable && onProgress(event.loaded / event.total)
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) resolve({ path, name: file.name, size: file.size })
      else reject(new Error(uploadMessage(xhr.status, xhr.responseText)))
    }
    xhr.onerror = () => reject(new Error("The file could not be uploaded. Please check your connection and try again."))
    xhr.onabort = () => reject(new DOMException("Aborted", "AbortError"))
    signal.addEventListener("abort", () => xhr.abort())
    xhr.send(file)
  })

/**
 * Sends a checked form with its start token and the page's language (from the address the visitor is
 * on, /sv/… Swedish, /de/… German, else English: their confirmation mail is written in it); resolves
 * with the lead's reference, or rejects with what to tell the visitor.
 */
export async function submitLead<T extends LeadType>(
  type: T,
  fields: LeadFormValues<T>,
  meta: LeadSubmitMeta,
  {
    pagePath,
    startToken,
    locale = localeOfPath(window.location.pathname),
  }: { pagePath: string; startToken: LeadStartToken; locale?: SiteLocale },
): Promise<LeadSubmitResult> {
  const [{ getSupabase }, { FunctionsHttpError }, token] = await Promise.all([
    import("./supabase"),
    import("@supabase/supabase-js"),
    startToken.get(),
  ]).catch(() => {
    throw new Error(LEAD_SERVICE_UNAVAILABLE)
  })
  const supabase = getSupabase()
  if (!supabase) throw new Error(LEAD_SERVICE_UNAVAILABLE)
  const { data, error } = await supabase.functions.invoke<SubmitLeadResponse>("submit-lead", {
    body: { type, fields, pagePath, locale, ...meta, startToken: token },
  })
  if (error) {
    if (error instanceof FunctionsHttpError) {
      const body = (await (error.context as Response).json().catch(() => null)) as SubmitLeadResponse | null
      if (body && "error" in body) {
        // The next send carries a new token, whose minimum fill time runs while the visitor reads this.
        if (body.error.code.startsWith("start_token_")) startToken.renew()
        const issues = (body.error as { issues?: { path: string; message: string }[] }).issues ?? []
        throw new LeadSubmitError(body.error.message, issues)
      }
    }
    throw new Error(LEAD_SERVICE_UNAVAILABLE)
  }
  if (!data || !("reference" in data)) throw new Error(LEAD_SERVICE_UNAVAILABLE)
  return { reference: data.reference }
}
