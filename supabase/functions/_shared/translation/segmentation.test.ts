import crypto from "node:crypto"
import { describe, expect, it } from "vitest"
import { readDocumentSeedRows } from "../../../../scripts/document-seed-file"
import { textLeaves } from "../content/text-leaves.ts"
import { assembleData, countWords, segmentDocument, sourceHash } from "./segmentation.ts"
import { tokenizeSegment } from "./tags.ts"

const SEED = readDocumentSeedRows()
const untranslated = (data: unknown) => segmentDocument(data).map((segment) => ({ ...segment, target: segment.source }))

/** A seeded blog post's first paragraph, given a bold phrase and a link as an editor would in the rich-text editor. */
function seededPostWithMarkup() {
  const post = SEED.find((row) => row.kind === "blog_post" && JSON.stringify(row.data).includes('"paragraph"'))!
  const data = structuredClone(post.data) as { body: { type: string; children: Record<string, unknown>[] }[] }
  const index = data.body.findIndex((block) => block.type === "paragraph")
  const english = String(data.body[index].children[0].text)
  data.body[index].children = [
    { type: "text", text: "Read this first. " },
    { type: "text", text: "Plain language", marks: ["bold"] },
    { type: "text", text: " travels further, e.g. into the " },
    { type: "external-link", href: "https://www.iso.org/standard/59149.html", text: "ISO 17100 standard" },
    { type: "text", text: `. ${english}` },
  ]
  return { post, data, index }
}

describe("segmentDocument", () => {
  it("joins a paragraph's marks and links into one tagged text per sentence, never cutting inside a tag", () => {
    const { data, index } = seededPostWithMarkup()
    const segments = segmentDocument(data).filter((segment) => segment.field === `body.${index}`)
    expect(segments[0]).toEqual({ field: `body.${index}`, ordinal: 0, source: "Read this first.", tags: {}, separator: " ", words: 3 })
    expect(segments[1]).toEqual({
      field: `body.${index}`,
      ordinal: 1,
      source: '<pc id="1">Plain language</pc> travels further, e.g. into the <pc id="2">ISO 17100 standard</pc>.',
      tags: { "1": { type: "text", marks: ["bold"] }, "2": { type: "external-link", href: "https://www.iso.org/standard/59149.html" } },
      separator: " ",
      words: 10,
    })
    for (const segment of segmentDocument(data)) expect(tokenizeSegment(segment.source)).not.toHaveProperty("error")
  })

  it("cuts sentences but not after e.g., i.e., approx., No., nor etc. before a lower-case word", () => {
    const data = {
      intro:
        "We use CAT tools, e.g. Trados and memoQ, i.e. Nordika's own. Write to No. 5 Main Street. Manuals, apps, etc. are welcome, etc. Then we talk.",
    }
    expect(segmentDocument(data).map((segment) => [segment.source, segment.separator])).toEqual([
      ["We use CAT tools, e.g. Trados and memoQ, i.e. Nordika's own.", " "],
      ["Write to No. 5 Main Street.", " "],
      ["Manuals, apps, etc. are welcome, etc.", " "],
      ["Then we talk.", ""],
    ])
  })

  it("does not cut a sentence inside a mark or a link: the tagged words stay in one segment", () => {
    const data = {
      body: [
        {
          type: "paragraph",
          children: [
            { type: "text", text: "Start here. " },
            { type: "text", text: "Bold one. Bold two", marks: ["bold"] },
            { type: "text", text: " ends it. Then more." },
          ],
        },
      ],
    }
    expect(segmentDocument(data).map((segment) => segment.source)).toEqual([
      "Start here.",
      '<pc id="1">Bold one. Bold two</pc> ends it.',
      "Then more.",
    ])
  })

  it("keeps ids, links, dates and icons out, as text-leaves.ts does, and counts words as a CAT tool does", () => {
    const data = { id: "hero", href: "/contact", published: "2026-11-30", icon: "globe", heading: "Words & <tags> that travel" }
    expect(segmentDocument(data)).toEqual([
      { field: "heading", ordinal: 0, source: "Words &amp; &lt;tags&gt; that travel", tags: {}, separator: "", words: 4 },
    ])
    expect(countWords('<pc id="1">ISO 17100</pc>-certified, 24/7.')).toBe(5)
  })

  it("covers every text leaf of every seeded document, each segment well formed", () => {
    for (const row of SEED) {
      const fields = new Set(segmentDocument(row.data).map((segment) => segment.field))
      for (const leaf of textLeaves(row.data)) {
        const covered = [...fields].some((field) => leaf.path === field || leaf.path.startsWith(`${field}.`))
        expect(covered, `${row.path}: ${leaf.path}`).toBe(true)
      }
    }
  })
})

describe("assembleData", () => {
  it("gives back a seeded paragraph with bold and a link unchanged when the targets are the sources", () => {
    const { data } = seededPostWithMarkup()
    expect(assembleData(data, untranslated(data))).toEqual(data)
  })

  it("gives back every one of the 269 seeded documents unchanged when the targets are the sources", () => {
    expect(SEED).toHaveLength(269)
    for (const row of SEED) expect(assembleData(row.data, untranslated(row.data)), row.path).toEqual(row.data)
  })

  it("puts a translator's moved tags back as marks and links around the translated words", () => {
    const { data, index } = seededPostWithMarkup()
    const segments = untranslated(data).map((segment) =>
      segment.field === `body.${index}` && segment.ordinal === 1
        ? { ...segment, target: 'Klarspråk når längre, t.ex. in i <pc id="2">ISO 17100-standarden</pc>, <pc id="1">alltid</pc>.' }
        : segment,
    )
    const block = (assembleData(data, segments) as typeof data).body[index]
    const english = String(seededPostWithMarkup().data.body[index].children[4].text).slice(2)
    expect(block.children).toEqual([
      { type: "text", text: "Read this first. Klarspråk når längre, t.ex. in i " },
      { type: "external-link", href: "https://www.iso.org/standard/59149.html", text: "ISO 17100-standarden" },
      { type: "text", text: ", " },
      { type: "text", text: "alltid", marks: ["bold"] },
      { type: "text", text: `. ${english}` },
    ])
  })

  it("refuses a target whose tags are broken or not the source's, naming the problem", () => {
    const { data, index } = seededPostWithMarkup()
    const broken = untranslated(data).map((segment) =>
      segment.field === `body.${index}` && segment.ordinal === 1 ? { ...segment, target: '<pc id="1">Klarspråk' } : segment,
    )
    expect(() => assembleData(data, broken)).toThrow("Tag 1 is opened but never closed.")
    const foreign = untranslated(data).map((segment) =>
      segment.field === `body.${index}` && segment.ordinal === 1 ? { ...segment, target: '<ph id="9"/> Klarspråk' } : segment,
    )
    expect(() => assembleData(data, foreign)).toThrow("Tag 9 is not one of the source's")
  })
})

describe("sourceHash", () => {
  it("is the hex MD5 of the UTF-8 text, as PostgreSQL's md5() and Node's crypto compute it", () => {
    expect(sourceHash("")).toBe("d41d8cd98f00b204e9800998ecf8427e")
    expect(sourceHash("The quick brown fox jumps over the lazy dog")).toBe("9e107d9d372bb6826bd81d3542a419d6")
    for (const text of ["Översättning för 24 språk – ISO 17100", "x".repeat(1000), "Grüße aus München"])
      expect(sourceHash(text)).toBe(crypto.createHash("md5").update(text, "utf8").digest("hex"))
  })
})
