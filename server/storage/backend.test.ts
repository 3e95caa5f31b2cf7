import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { Hono } from "hono"
import ws from "ws"
import { createClient } from "@supabase/supabase-js"
import { startTestServer, type TestServer } from "../testing/harness"
import { DiskBackend } from "./backend"
import { StorageError } from "./errors"
import { storageRoutes } from "./routes"

const streamOf = (text: string) => new Blob([text]).stream()

/** Every regular file under `dir`, relative to it. */
function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return []
  return (fs.readdirSync(dir, { recursive: true }) as string[]).filter((f) => fs.statSync(path.join(dir, f)).isFile()).sort()
}

describe("the disk backend", () => {
  let root: string
  let backend: DiskBackend
  beforeAll(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), "nordika-backend-"))
    backend = new DiskBackend(root)
  })
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }))

  it("stores each version as <bucket>/<key>/<version> and reports size and MD5 ETag", async () => {
    const stored = await backend.put({ bucket: "b", key: "a/b.txt", version: "v1" }, streamOf("hello"), { maxBytes: 100 })
    expect(stored).toEqual({ size: 5, eTag: '"5d41402abc4b2a76b9719d911017c592"' })
    expect(fs.readFileSync(path.join(root, "b", "a", "b.txt", "v1"), "utf8")).toBe("hello")
    expect(filesUnder(path.join(root, ".tmp"))).toEqual([])
  })

  it("lets a key and a key below it coexist", async () => {
    await backend.put({ bucket: "b", key: "same", version: "v1" }, streamOf("file"), { maxBytes: 100 })
    await backend.put({ bucket: "b", key: "same/child", version: "v1" }, streamOf("child"), { maxBytes: 100 })
    expect(await new Response(await backend.get({ bucket: "b", key: "same", version: "v1" })).text()).toBe("file")
    expect(await new Response(await backend.get({ bucket: "b", key: "same/child", version: "v1" })).text()).toBe("child")
  })

  it("leaves nothing behind when a body is too large", async () => {
    const put = backend.put({ bucket: "b", key: "big", version: "v1" }, streamOf("x".repeat(101)), { maxBytes: 100 })
    await expect(put).rejects.toBeInstanceOf(StorageError)
    expect(await backend.get({ bucket: "b", key: "big", version: "v1" })).toBeUndefined()
    expect(filesUnder(path.join(root, ".tmp"))).toEqual([])
  })

  it("serves ranges and prunes empty key directories on delete", async () => {
    await backend.put({ bucket: "b", key: "r/s/t", version: "v1" }, streamOf("0123456789"), { maxBytes: 100 })
    expect(await new Response(await backend.get({ bucket: "b", key: "r/s/t", version: "v1" }, { start: 2, end: 4 })).text()).toBe("234")
    await backend.delete({ bucket: "b", key: "r/s/t", version: "v1" })
    expect(fs.existsSync(path.join(root, "b", "r"))).toBe(false)
    await backend.delete({ bucket: "b", key: "r/s/t", version: "v1" })
  })

  it("refuses locations that would leave the bucket directory", () => {
    for (const key of ["../x", "a/../../x", "/abs", "a\\b", "a\u0000b"]) {
      expect(() => backend.filePath({ bucket: "b", key, version: "v1" })).toThrow(StorageError)
    }
    expect(() => backend.filePath({ bucket: "..", key: "x", version: "v1" })).toThrow(StorageError)
    expect(() => backend.filePath({ bucket: "b", key: "x", version: "../../v" })).toThrow(StorageError)
  })
})

describe("storage rows and files stay consistent", () => {
  let t: TestServer
  let storageDir: string
  beforeAll(async () => {
    t = await startTestServer()
    storageDir = path.join(t.ctx.config.dataDir, "storage")
  })
  afterAll(async () => {
    await t?.close()
  })

  async function rowsAndFiles() {
    const { rows } = await t.db.query<{ bucket_id: string; name: string; version: string }>(
      "select bucket_id, name, version from storage.objects",
    )
    const expected = rows.map((r) => path.join(r.bucket_id, ...r.name.split("/"), r.version)).sort()
    const actual = filesUnder(storageDir).filter((f) => !f.startsWith(".tmp"))
    return { expected, actual }
  }

  it("writes no file for a refused upload", async () => {
    const anon = t.client()
    const { error } = await anon.storage.from("site-assets").upload("refused.png", new Blob(["x"], { type: "image/png" }))
    expect(error).toBeTruthy()
    expect(filesUnder(storageDir).filter((f) => f.includes("refused"))).toEqual([])
  })

  it("keeps exactly one file per row through upload, upsert, move, copy and remove", async () => {
    const service = t.client({ key: t.serviceRoleKey }).storage.from("uploads")
    await service.upload("c/a.txt", "a")
    await service.upload("c/a.txt", "a2", { upsert: true })
    await service.update("c/a.txt", "a3")
    await service.upload("c/b.txt", "b")
    await service.move("c/b.txt", "c/moved.txt")
    await service.copy("c/a.txt", "c/copy.txt")
    await service.remove(["c/copy.txt"])
    const { expected, actual } = await rowsAndFiles()
    expect(actual).toEqual(expected)
    expect(expected.length).toBe(2)
    expect(filesUnder(path.join(storageDir, ".tmp"))).toEqual([])
  })

  it("applies the global limit even where a bucket allows more", async () => {
    const app = new Hono().route("/storage/v1", storageRoutes(t.ctx, { globalFileSizeLimit: 10 }))
    const client = createClient("http://limited.test", t.serviceRoleKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: { transport: ws as never },
      global: { fetch: async (input, init) => app.fetch(new Request(input, init)) },
    })
    const { error } = await client.storage.from("uploads").upload("limit/eleven.txt", "01234567890")
    expect(error).toMatchObject({ statusCode: "413", message: "The object exceeded the maximum allowed size" })
    expect((await client.storage.from("uploads").upload("limit/ten.txt", "0123456789")).error).toBeNull()
  })
})
