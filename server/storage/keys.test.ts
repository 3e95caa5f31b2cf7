import { describe, expect, it } from "vitest"
import { isValidBucketName, isValidKey } from "./keys"
import { effectiveSizeLimit, mimeTypeAllowed, parseFileSize } from "./limits"
import { parseRange } from "./serve"

describe("object keys", () => {
  it.each([
    "a.png",
    "logos/header.svg",
    "u1/deep/er/file name (1).pdf",
    "ünïcödé/文件.txt",
    "a/.emptyFolderPlaceholder",
    "x+y=z;@$&,:'!*.txt",
  ])("accepts %j", (key) => expect(isValidKey(key)).toBe(true))

  it.each([
    ["empty", ""],
    ["parent segment", "../etc/passwd"],
    ["inner parent segment", "a/../../b"],
    ["dot segment", "a/./b"],
    ["absolute path", "/etc/passwd"],
    ["trailing slash", "folder/"],
    ["empty segment", "a//b"],
    ["backslash", "a\\..\\b"],
    ["NUL", "a\u0000b"],
    ["newline", "a\nb"],
    ["percent (encoded traversal)", "%2e%2e/x"],
    ["too long", "a".repeat(1025)],
    ["too long segment", "a".repeat(256)],
  ])("refuses %s", (_, key) => expect(isValidKey(key)).toBe(false))
})

describe("bucket names", () => {
  it("accepts the project's buckets", () => {
    expect(isValidBucketName("site-assets")).toBe(true)
    expect(isValidBucketName("uploads")).toBe(true)
  })
  it.each(["", ".", "..", ".tmp", "a/b", "a\\b", " padded ", "a".repeat(101)])("refuses %j", (name) =>
    expect(isValidBucketName(name)).toBe(false),
  )
})

describe("size limits", () => {
  it("reads numbers and sizes with units", () => {
    expect(parseFileSize(1024)).toBe(1024)
    expect(parseFileSize("1MB")).toBe(1_000_000)
    expect(parseFileSize("500 KB")).toBe(500_000)
    expect(parseFileSize("50MiB")).toBe(50 * 1024 * 1024)
    expect(parseFileSize("lots")).toBeUndefined()
    expect(parseFileSize(-1)).toBeUndefined()
  })
  it("never lets a bucket exceed the global limit", () => {
    expect(effectiveSizeLimit(null, 100)).toBe(100)
    expect(effectiveSizeLimit(50, 100)).toBe(50)
    expect(effectiveSizeLimit("500", 100)).toBe(100)
  })
})

describe("allowed MIME types", () => {
  it("allows everything without a list", () => expect(mimeTypeAllowed("application/x-anything", null)).toBe(true))
  it("matches exact types, ignoring parameters and case", () => {
    expect(mimeTypeAllowed("Image/PNG", ["image/png"])).toBe(true)
    expect(mimeTypeAllowed("text/plain;charset=UTF-8", ["text/plain"])).toBe(true)
    expect(mimeTypeAllowed("image/jpeg", ["image/png"])).toBe(false)
  })
  it("matches wildcards such as image/*", () => {
    expect(mimeTypeAllowed("image/webp", ["image/*"])).toBe(true)
    expect(mimeTypeAllowed("text/html", ["image/*"])).toBe(false)
    expect(mimeTypeAllowed("nonsense", ["image/*"])).toBe(false)
  })
})

describe("byte ranges", () => {
  it("reads single ranges, open ends and suffixes", () => {
    expect(parseRange("bytes=0-3", 10)).toEqual({ start: 0, end: 3 })
    expect(parseRange("bytes=5-", 10)).toEqual({ start: 5, end: 9 })
    expect(parseRange("bytes=-4", 10)).toEqual({ start: 6, end: 9 })
    expect(parseRange("bytes=8-100", 10)).toEqual({ start: 8, end: 9 })
  })
  it("serves everything for absent, multiple or foreign ranges", () => {
    expect(parseRange(null, 10)).toBeUndefined()
    expect(parseRange("bytes=0-1,3-4", 10)).toBeUndefined()
    expect(parseRange("items=0-1", 10)).toBeUndefined()
  })
  it("reports ranges past the end as unsatisfiable", () => {
    expect(parseRange("bytes=10-", 10)).toBe("unsatisfiable")
    expect(parseRange("bytes=5-2", 10)).toBe("unsatisfiable")
  })
})
