import { describe, expect, it } from "vitest"
import { escapeSegmentText, plainText, tagSignature, tokenizeSegment } from "./tags"

describe("a segment's inline tags", () => {
  it("reads paired and standalone tags around escaped text", () => {
    const result = tokenizeSegment('We use <pc id="1">ISO 17100</pc> &amp; <ph id="2"/> tools &lt;3')
    expect(result).toEqual({
      tokens: [
        { kind: "text", text: "We use " },
        { kind: "open", id: "1" },
        { kind: "text", text: "ISO 17100" },
        { kind: "close", id: "1" },
        { kind: "text", text: " & " },
        { kind: "placeholder", id: "2" },
        { kind: "text", text: " tools <3" },
      ],
    })
    if ("tokens" in result) expect(tagSignature(result.tokens)).toEqual(["open:1", "close:1", "placeholder:2"])
  })

  it("closes nested tags innermost first", () => {
    const result = tokenizeSegment('<pc id="1">a <pc id="2">b</pc></pc>')
    expect("tokens" in result && tagSignature(result.tokens)).toEqual(["open:1", "open:2", "close:2", "close:1"])
  })

  it.each([
    ['<pc id="1">never closed', "Tag 1 is opened but never closed."],
    ["closed </pc> early", "A closing tag </pc> has no opening tag."],
    ['<ph id="1"/> and <ph id="1"/>', "Tag 1 appears twice."],
    ["a <b>bold</b> word", "“<b>” is not a tag this segment can hold: write < and > as &lt; and &gt;."],
    ["Fish & chips", "A “&” must be written “&amp;”."],
  ])("refuses %s with a reason", (segment, error) => {
    expect(tokenizeSegment(segment)).toEqual({ error })
  })

  it("escapes text so it survives a round trip", () => {
    const text = "Tom & Jerry <live>"
    const result = tokenizeSegment(escapeSegmentText(text))
    expect(result).toEqual({ tokens: [{ kind: "text", text }] })
    expect(plainText(`<pc id="1">${escapeSegmentText(text)}</pc>`)).toBe(text)
  })
})
