import { afterEach, describe, expect, it } from "vitest"
import { provideSupabaseConfig } from "../../data/config"
import { loadEventChoices, loadPositionChoices } from "./live-choices"

const row = (collection: string, path: string, data: Record<string, unknown>) => ({
  id: crypto.randomUUID(),
  collection,
  path,
  title: path,
  published_at: "2026-11-30T10:00:00Z",
  published_data: data,
})

/** A backend whose documents endpoint answers `rows` for the collection asked for, or fails. */
function backendWith(rows: ReturnType<typeof row>[] | "failing") {
  const fetch = async (input: RequestInfo | URL) => {
    if (rows === "failing") return new Response(JSON.stringify({ message: "down" }), { status: 503 })
    const collection = new URL(String(input)).searchParams.get("collection")?.replace(/^eq\./, "")
    return new Response(JSON.stringify(rows.filter((candidate) => candidate.collection === collection)))
  }
  provideSupabaseConfig({ url: "http://backend.test", anonKey: "anon", fetch: fetch as typeof globalThis.fetch })
}

afterEach(() => provideSupabaseConfig(null))

describe("the forms' live choices", () => {
  it("offer the published events in date order, named as the events section names them", async () => {
    backendWith([
      row("event", "/freelancers/apply-join-events/b", { name: "Subtitling from templates", startsOn: "2027-06-09", time: "14:00 CET" }),
      row("event", "/freelancers/apply-join-events/a", {
        name: "Freelancer Day Stockholm",
        startsOn: "2027-04-22",
        time: "13:00–18:00 CET",
      }),
    ])
    expect(await loadEventChoices()).toEqual([
      "22 April 2027, 13:00–18:00 CET: Freelancer Day Stockholm",
      "9 June 2027, 14:00 CET: Subtitling from templates",
    ])
  })

  it("offer the published positions that still take applications, not one whose closing day has passed", async () => {
    backendWith([
      row("open_position", "/careers/open-positions/b", { title: "Project coordinator", closesOn: "2099-01-31" }),
      row("open_position", "/careers/open-positions/a", { title: "Backend engineer" }),
      row("open_position", "/careers/open-positions/c", { title: "People partner", closesOn: "2020-01-31" }),
    ])
    expect(await loadPositionChoices()).toEqual(["Backend engineer", "Project coordinator"])
  })

  it("say they could not be read when the backend fails", async () => {
    backendWith("failing")
    expect(await loadEventChoices()).toBeUndefined()
    expect(await loadPositionChoices()).toBeUndefined()
  })
})
