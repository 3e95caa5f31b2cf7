import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startTestServer, type TestServer } from "../testing/harness"
import { parseUploadMetadata } from "./resumable"

const b64 = (text: string) => Buffer.from(text).toString("base64")

describe("resumable uploads (TUS) into uploads", () => {
  let t: TestServer
  beforeAll(async () => {
    t = await startTestServer()
  })
  afterAll(async () => {
    await t?.close()
  })

  const tus = (path: string, init: RequestInit & { headers?: Record<string, string> } = {}) =>
    t.fetch(`${t.url}/storage/v1/upload/resumable${path}`, {
      ...init,
      headers: { apikey: t.anonKey, Authorization: `Bearer ${t.anonKey}`, "Tus-Resumable": "1.0.0", ...init.headers },
    })

  const create = (objectName: string, length: number, contentType = "application/pdf") =>
    tus("", {
      method: "POST",
      headers: {
        "Upload-Length": String(length),
        "Upload-Metadata": `bucketName ${b64("uploads")},objectName ${b64(objectName)},contentType ${b64(contentType)}`,
      },
    })

  const patch = (location: string, offset: number, body: Uint8Array<ArrayBuffer>) =>
    t.fetch(location, {
      method: "PATCH",
      headers: {
        apikey: t.anonKey,
        Authorization: `Bearer ${t.anonKey}`,
        "Tus-Resumable": "1.0.0",
        "Upload-Offset": String(offset),
        "Content-Type": "application/offset+octet-stream",
      },
      body: new Blob([Buffer.from(body)]),
    })

  it("reads Upload-Metadata's base64 pairs", () => {
    expect(parseUploadMetadata(`bucketName ${b64("uploads")},objectName ${b64("a/b.pdf")}`)).toEqual({
      bucketName: "uploads",
      objectName: "a/b.pdf",
    })
  })

  it("takes a file in chunks, resumes from the offset HEAD reports, and stores it whole as the visitor", async () => {
    const bytes = new Uint8Array(7 * 1024 * 1024).map((_, i) => i % 251)
    const name = `pending/${crypto.randomUUID()}/large.pdf`
    const created = await create(name, bytes.length)
    expect(created.status).toBe(201)
    const location = created.headers.get("location")!
    expect(location).toMatch(/\/storage\/v1\/upload\/resumable\/[0-9a-f-]{36}$/)

    expect((await patch(location, 0, bytes.subarray(0, 3 * 1024 * 1024))).headers.get("upload-offset")).toBe(String(3 * 1024 * 1024))
    const head = await t.fetch(location, {
      method: "HEAD",
      headers: { apikey: t.anonKey, Authorization: `Bearer ${t.anonKey}`, "Tus-Resumable": "1.0.0" },
    })
    expect(head.headers.get("upload-offset")).toBe(String(3 * 1024 * 1024))
    expect((await patch(location, 0, bytes.subarray(0, 10))).status).toBe(409)
    const last = await patch(location, 3 * 1024 * 1024, bytes.subarray(3 * 1024 * 1024))
    expect(last.status).toBe(204)
    expect(last.headers.get("upload-offset")).toBe(String(bytes.length))

    const service = t.client({ key: t.serviceRoleKey })
    const { data } = await service.storage.from("uploads").download(name)
    expect(Buffer.from(await data!.arrayBuffer()).equals(bytes)).toBe(true)
    const { rows } = await t.db.query<{ mimetype: string }>(
      "select metadata->>'mimetype' as mimetype from storage.objects where name = $1",
      [name],
    )
    expect(rows).toEqual([{ mimetype: "application/pdf" }])
  })

  it("refuses before any byte an upload over the bucket's size limit or of a type it does not take", async () => {
    // Storage's own error shape: HTTP 400 with the real status in statusCode.
    const tooLarge = await create(`pending/${crypto.randomUUID()}/huge.pdf`, 20 * 1024 * 1024 + 1)
    expect(await tooLarge.json()).toMatchObject({ statusCode: "413", message: "The object exceeded the maximum allowed size" })
    const exe = await create(`pending/${crypto.randomUUID()}/setup.exe`, 10, "application/x-msdownload")
    expect(await exe.json()).toMatchObject({ statusCode: "415", message: "mime type application/x-msdownload is not supported" })
  })

  it("refuses a visitor a bucket the policies keep them out of", async () => {
    const response = await tus("", {
      method: "POST",
      headers: {
        "Upload-Length": "4",
        "Upload-Metadata": `bucketName ${b64("site-assets")},objectName ${b64("logo.png")},contentType ${b64("image/png")}`,
      },
    })
    // Storage answers its 4xx errors with HTTP 400 and the status in the body.
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({
      statusCode: "403",
      error: "Unauthorized",
      message: "new row violates row-level security policy",
    })
  })
})
