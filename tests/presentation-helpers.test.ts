import { describe, expect, it } from "vitest"
import { formatBytes as mailBytes } from "#shared/format-bytes"
import { plural as mailPlural } from "#shared/plural"
import { formatBytes as pageBytes } from "../ui/lib/format-bytes"
import { plural as pagePlural } from "../ui/lib/plural"

/**
 * The pages and the edge functions' mails each have their own copy of the count and size helpers
 * (docs/decisions/0002-shared-code.md): a staff member reads the same "3 files, 6.5 MB" in the lead's
 * mail as on its page.
 */
describe("the mails and the pages write counts and sizes the same way", () => {
  const counts = [0, 1, 2, 21, 1_204, 1_000_000]

  it("counts nouns alike", () => {
    expect(counts.map((count) => pagePlural(count, "file", "files"))).toEqual([
      "0 files",
      "1 file",
      "2 files",
      "21 files",
      "1,204 files",
      "1,000,000 files",
    ])
    expect(counts.map((count) => mailPlural(count, "file", "files"))).toEqual(counts.map((count) => pagePlural(count, "file", "files")))
  })

  it("writes file sizes alike", () => {
    const sizes = [0, 512, 46_450, 1024 * 1024 - 1, 1024 * 1024, 6.5 * 1024 * 1024, 200 * 1024 * 1024]
    expect(sizes.map(pageBytes)).toEqual(["1 KB", "1 KB", "45 KB", "1 MB", "1 MB", "6.5 MB", "200 MB"])
    expect(sizes.map(mailBytes)).toEqual(sizes.map(pageBytes))
  })
})
