import { afterEach, describe, expect, it, vi } from "vitest"
import { provideSupabaseConfig } from "../data/config"
import { loadHomePage } from "./home-pages"

const HOME_ROW = {
  id: "00000000-0000-4000-8000-000000000001",
  collection: "page:home",
  path: "/",
  title: "Nordika",
  published_at: "2026-11-30T10:00:00Z",
  published_data: {
    description: "Translation and localization",
    clientLogos: { heading: "Trusted by" },
    industries: {},
    technology: {},
    whyNordika: {},
    cta: {},
  },
}

const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { "Content-Type": "application/json" } })

afterEach(() => provideSupabaseConfig(null))

describe("the home page's reads", () => {
  it("asks for the sections and the logos while its document is still on its way, not after it", async () => {
    const asked: string[] = []
    let answerDocument: () => void = () => undefined
    const fetch = vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(input instanceof Request ? input.url : String(input))
      const table = url.pathname.replace("/rest/v1/", "")
      asked.push(table)
      if (table === "documents") return new Promise<Response>((resolve) => (answerDocument = () => resolve(json([HOME_ROW]))))
      return json([])
    })
    provideSupabaseConfig({ url: "http://backend.test", anonKey: "anon", fetch: fetch as typeof globalThis.fetch })

    const view = loadHomePage()
    // The document's answer is held back: a loader that waits for it before the other reads never asks for them.
    await vi.waitFor(() => expect(asked).toEqual(expect.arrayContaining(["documents", "content_sections", "client_logos"])), {
      timeout: 2000,
    })
    answerDocument()
    const page = await view
    expect(page.status).toBe("published")
    expect(page.status === "published" && page.page.clientLogos.heading).toBe("Trusted by")
  })
})
