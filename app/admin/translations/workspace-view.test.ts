import { describe, expect, it } from "vitest"
import { documentStatus, leverage, waitingWords } from "./workspace-view"

const words = (counts: Partial<Record<"untranslated" | "machine_draft" | "translated" | "approved" | "outdated", number>>) => ({
  untranslated: 0,
  machine_draft: 0,
  translated: 0,
  approved: 0,
  outdated: 0,
  ...counts,
})

describe("a document's state in a language, as the dashboard lists it", () => {
  const changedAt = "2026-12-01T10:00:00Z"

  it("is published only when every word is approved and the language was published since the last change", () => {
    expect(documentStatus(words({ approved: 40 }), { publishedAt: "2026-12-01T10:00:05Z", changedAt })).toBe("published")
    expect(documentStatus(words({ approved: 40 }), { publishedAt: "2026-12-01T09:00:00Z", changedAt })).toBe("ready")
    expect(documentStatus(words({ approved: 40 }), { publishedAt: null, changedAt })).toBe("ready")
  })

  it("is outdated, untranslated, waiting for review or in progress by its words", () => {
    const published = { publishedAt: "2026-12-01T11:00:00Z", changedAt }
    expect(documentStatus(words({ approved: 30, outdated: 5 }), published)).toBe("outdated")
    expect(documentStatus(words({ untranslated: 12 }), published)).toBe("untranslated")
    expect(documentStatus(undefined)).toBe("untranslated")
    expect(documentStatus(words({ approved: 30, translated: 4 }), published)).toBe("needs_review")
    expect(documentStatus(words({ approved: 30, machine_draft: 4 }), published)).toBe("in_progress")
    expect(waitingWords(words({ approved: 30, machine_draft: 4, outdated: 2 }))).toBe(6)
  })

  it("is outdated, never published, while an English publish waits for its segments' sync", () => {
    const published = { publishedAt: "2026-12-01T11:00:00Z", changedAt }
    expect(documentStatus(words({ approved: 40 }), { ...published, syncPending: true })).toBe("outdated")
    expect(documentStatus(words({ approved: 30, translated: 10 }), { ...published, syncPending: true })).toBe("outdated")
    expect(documentStatus(words({ approved: 40 }), { ...published, syncPending: false })).toBe("published")
  })
})

describe("a document's leverage", () => {
  it("counts the words memory matches filled, exact (100 and in context) apart from fuzzy, and the words people translated", () => {
    const segments = [
      { words: 10, matchPercent: 101, origin: "tm_context" as const },
      { words: 6, matchPercent: 100, origin: "tm_exact" as const },
      { words: 8, matchPercent: 74, origin: "tm_fuzzy" as const },
      { words: 12, matchPercent: null, origin: "human" as const },
      { words: 4, matchPercent: null, origin: null },
    ]
    expect(leverage(segments)).toEqual({ exactWords: 16, fuzzyWords: 8, humanWords: 12, totalWords: 40 })
  })

  it("is none for a document people translated before the memory held anything", () => {
    expect(leverage([{ words: 30, matchPercent: null, origin: "human" }])).toEqual({
      exactWords: 0,
      fuzzyWords: 0,
      humanWords: 30,
      totalWords: 30,
    })
  })
})
