import fs from "node:fs"
import path from "node:path"
import crypto from "node:crypto"
import { Readable } from "node:stream"
import { errors } from "./errors"
import { isValidBucketName, isValidKey } from "./keys"

/** Where one version of an object's bytes lives. Each upload gets a new version, so bytes are never overwritten in place. */
export interface ObjectLocation {
  bucket: string
  key: string
  version: string
}

export interface StoredBytes {
  size: number
  /** The quoted MD5 of the bytes, as storage reports it in `metadata.eTag`. */
  eTag: string
}

export interface ByteRange {
  start: number
  /** Inclusive. */
  end: number
}

/**
 * The bytes behind storage.objects rows. The database row is the truth: a version is written
 * completely before the row that names it commits, and removed only after that row is gone, so a
 * crash can leave an unreferenced file but never a row without its file. A disk implementation
 * ships; an S3-compatible one can implement the same five methods.
 */
export interface ObjectBackend {
  /** Stores a body under `location`, visible only once complete. Throws EntityTooLarge past `maxBytes`. */
  put(location: ObjectLocation, body: ReadableStream<Uint8Array>, options: { maxBytes: number }): Promise<StoredBytes>
  /** The bytes (or a range of them), or undefined when the version is missing. */
  get(location: ObjectLocation, range?: ByteRange): Promise<ReadableStream<Uint8Array> | undefined>
  /** Makes `to` hold the same bytes as `from`. */
  copy(from: ObjectLocation, to: ObjectLocation): Promise<void>
  /** Removes one version; a missing one is not an error. */
  delete(location: ObjectLocation): Promise<void>
  /** Removes everything stored for a bucket. */
  deleteBucket(bucket: string): Promise<void>
}

const TMP_DIR = ".tmp"

/**
 * Files under `root/<bucket>/<key>/<version>` (the key is a directory, so keys `a` and `a/b` can
 * coexist, as in supabase/storage's file backend). Writes go to `root/.tmp` and are renamed into
 * place after fsync.
 */
export class DiskBackend implements ObjectBackend {
  readonly root: string

  constructor(root: string) {
    this.root = path.resolve(root)
  }

  /** The file of a location, refusing anything that would resolve outside the bucket's directory. */
  filePath(location: ObjectLocation): string {
    const { bucket, key, version } = location
    if (!isValidBucketName(bucket) || !isValidKey(key) || !/^[A-Za-z0-9-]{1,64}$/.test(version)) throw errors.invalidKey(key)
    const bucketDir = path.join(this.root, bucket)
    const file = path.resolve(bucketDir, ...key.split("/"), version)
    if (!file.startsWith(bucketDir + path.sep)) throw errors.invalidKey(key)
    return file
  }

  private async tempFile(): Promise<string> {
    const dir = path.join(this.root, TMP_DIR)
    await fs.promises.mkdir(dir, { recursive: true })
    return path.join(dir, crypto.randomUUID())
  }

  /** Renames into place, creating parents; retries once if a concurrent delete pruned a parent directory. */
  private async publish(temp: string, file: string) {
    for (let attempt = 0; ; attempt++) {
      await fs.promises.mkdir(path.dirname(file), { recursive: true })
      try {
        await fs.promises.rename(temp, file)
        return
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "ENOENT" || attempt > 2) throw error
      }
    }
  }

  async put(location: ObjectLocation, body: ReadableStream<Uint8Array>, options: { maxBytes: number }): Promise<StoredBytes> {
    const file = this.filePath(location)
    const temp = await this.tempFile()
    const hash = crypto.createHash("md5")
    let size = 0
    const handle = await fs.promises.open(temp, "wx", 0o600)
    try {
      const reader = body.getReader()
      try {
        for (;;) {
          const { done, value } = await reader.read()
          if (done) break
          size += value.byteLength
          if (size > options.maxBytes) throw errors.entityTooLarge()
          hash.update(value)
          await handle.write(value)
        }
      } catch (error) {
        await reader.cancel().catch(() => undefined)
        throw error
      }
      await handle.sync()
      await handle.close()
      await this.publish(temp, file)
    } catch (error) {
      await handle.close().catch(() => undefined)
      await fs.promises.rm(temp, { force: true }).catch(() => undefined)
      throw error
    }
    return { size, eTag: `"${hash.digest("hex")}"` }
  }

  async get(location: ObjectLocation, range?: ByteRange): Promise<ReadableStream<Uint8Array> | undefined> {
    let handle: fs.promises.FileHandle
    try {
      handle = await fs.promises.open(this.filePath(location), "r")
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT" || (error as NodeJS.ErrnoException).code === "ENOTDIR") return undefined
      throw error
    }
    const stream = handle.createReadStream(range ? { start: range.start, end: range.end } : {})
    return Readable.toWeb(stream) as ReadableStream<Uint8Array>
  }

  async copy(from: ObjectLocation, to: ObjectLocation): Promise<void> {
    const source = this.filePath(from)
    const target = this.filePath(to)
    const temp = await this.tempFile()
    try {
      // Versions are never written twice, so a hard link is as good as a copy.
      await fs.promises.link(source, temp).catch(async (error: NodeJS.ErrnoException) => {
        if (error.code === "ENOENT") throw error
        await fs.promises.copyFile(source, temp, fs.constants.COPYFILE_EXCL)
      })
      await this.publish(temp, target)
    } catch (error) {
      await fs.promises.rm(temp, { force: true }).catch(() => undefined)
      if ((error as NodeJS.ErrnoException).code === "ENOENT") throw errors.noSuchKey()
      throw error
    }
  }

  async delete(location: ObjectLocation): Promise<void> {
    const file = this.filePath(location)
    await fs.promises.rm(file, { force: true })
    // Prune the now empty key directories up to (not including) the bucket directory.
    const bucketDir = path.join(this.root, location.bucket)
    for (let dir = path.dirname(file); dir.startsWith(bucketDir + path.sep); dir = path.dirname(dir)) {
      try {
        await fs.promises.rmdir(dir)
      } catch {
        break
      }
    }
  }

  async deleteBucket(bucket: string): Promise<void> {
    if (!isValidBucketName(bucket)) return
    await fs.promises.rm(path.join(this.root, bucket), { recursive: true, force: true })
  }
}
