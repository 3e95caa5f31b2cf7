import fs from "node:fs"
import path from "node:path"
import { describe, expect, it } from "vitest"
import { countFileWords, countWords, isCountable } from "./extract"

const FIXTURES = path.resolve("tests/fixtures/word-count")
const read = (name: string) => new Uint8Array(fs.readFileSync(path.join(FIXTURES, name)))

describe("counting words", () => {
  it("counts runs between whitespace that hold a letter or a digit", () => {
    expect(countWords("  Twenty-four manuals & 3 guides — done.\n")).toBe(5)
    expect(countWords("")).toBe(0)
  })

  // Each fixture holds the same two sentences (10 + 8 words); scripts/word-count-fixtures.ts writes them.
  it.each([
    ["sample.txt", 18],
    ["sample.html", 20],
    ["sample.srt", 18],
    ["sample.xliff", 18],
    ["sample.docx", 18],
    ["sample.pptx", 18],
    ["sample.xlsx", 18],
    ["sample.pdf", 18],
  ])("reads %s as %i words", async (name, words) => {
    expect(await countFileWords(name, read(name))).toBe(words)
  })

  it("counts an HTML page's title but not its scripts, styles or comments", async () => {
    expect(
      await countFileWords(
        "page.html",
        new TextEncoder().encode("<title>Two words</title><script>a b c</script><!-- x y --><p>Three more words</p>"),
      ),
    ).toBe(5)
  })

  it("answers null for formats the browser cannot read", async () => {
    expect(isCountable("layout.idml")).toBe(false)
    expect(await countFileWords("archive.zip", new Uint8Array([0x50, 0x4b]))).toBeNull()
  })
})
