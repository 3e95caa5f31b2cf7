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

/** A live translation of the document `of` in `locale`, as document_translations answers it to anon. */
const translation = (of: ReturnType<typeof row>, locale: "sv" | "de", data: Record<string, unknown>) => ({
  document_id: of.id,
  locale,
  published_path: `/${locale}${of.path}`,
  published_title: String(data.name ?? data.title),
  published_data: { ...of.published_data, ...data },
  published_at: "2026-11-30T11:00:00Z",
  published_source_version: 1,
  document: { collection: of.collection, path: of.path },
})

/**
 * A backend whose documents endpoint answers `rows` for the collection asked for and whose
 * translations endpoint the `translations` in the language asked for (or fails: "failing"), or fails.
 */
function backendWith(rows: ReturnType<typeof row>[] | "failing", translations: ReturnType<typeof translation>[] | "failing" = []) {
  const fetch = async (input: RequestInfo | URL) => {
    const url = new URL(String(input))
    if (url.pathname.endsWith("/document_translations")) {
      if (translations === "failing") return new Response(JSON.stringify({ message: "down" }), { status: 503 })
      const locale = url.searchParams.get("locale")?.replace(/^eq\./, "")
      const ids =
        url.searchParams
          .get("document_id")
          ?.replace(/^in\.\((.*)\)$/, "$1")
          .split(",") ?? []
      return new Response(JSON.stringify(translations.filter((t) => t.locale === locale && ids.includes(t.document_id))))
    }
    if (rows === "failing") return new Response(JSON.stringify({ message: "down" }), { status: 503 })
    const collection = url.searchParams.get("collection")?.replace(/^eq\./, "")
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

  describe("on a Swedish or German page", () => {
    const dayStockholm = row("event", "/freelancers/apply-join-events/a", {
      name: "Freelancer Day Stockholm",
      startsOn: "2027-04-22",
      time: "13:00–18:00 CET",
    })
    const subtitling = row("event", "/freelancers/apply-join-events/b", {
      name: "Subtitling from templates",
      startsOn: "2027-06-09",
      time: "14:00 CET",
    })
    const coordinator = row("open_position", "/careers/open-positions/b", { title: "Project coordinator" })
    const backend = row("open_position", "/careers/open-positions/a", { title: "Backend engineer" })
    const events = [subtitling, dayStockholm]
    const positions = [coordinator, backend]
    const translated = [
      translation(dayStockholm, "sv", { name: "Frilansdag i Stockholm" }),
      translation(dayStockholm, "de", { name: "Freelancer-Tag Stockholm" }),
      translation(coordinator, "sv", { title: "Projektkoordinator" }),
      translation(backend, "de", { title: "Backend-Entwickler" }),
    ]

    it("label each event with its date in the language and its live translation's name, the English choice its value", async () => {
      backendWith(events, translated)
      expect(await loadEventChoices("sv")).toEqual([
        {
          value: "22 April 2027, 13:00–18:00 CET: Freelancer Day Stockholm",
          label: "22 april 2027, kl. 13.00–18.00 CET: Frilansdag i Stockholm",
        },
        // No Swedish version of this one: its English name, under a Swedish date.
        { value: "9 June 2027, 14:00 CET: Subtitling from templates", label: "9 juni 2027, kl. 14.00 CET: Subtitling from templates" },
      ])
      expect(await loadEventChoices("de")).toEqual([
        {
          value: "22 April 2027, 13:00–18:00 CET: Freelancer Day Stockholm",
          label: "22. April 2027, 13:00–18:00 Uhr MEZ: Freelancer-Tag Stockholm",
        },
        { value: "9 June 2027, 14:00 CET: Subtitling from templates", label: "9. Juni 2027, 14:00 Uhr MEZ: Subtitling from templates" },
      ])
    })

    it("label each position with its live translation's title, else its English title marked English, in the language's order", async () => {
      backendWith(positions, translated)
      expect(await loadPositionChoices("sv")).toEqual([
        { value: "Backend engineer", label: "Backend engineer", lang: "en" },
        { value: "Project coordinator", label: "Projektkoordinator" },
      ])
      expect(await loadPositionChoices("de")).toEqual([
        { value: "Backend engineer", label: "Backend-Entwickler" },
        { value: "Project coordinator", label: "Project coordinator", lang: "en" },
      ])
    })

    it("name the entries in English, still under the language's dates, when the translations cannot be read", async () => {
      backendWith([...events, ...positions], "failing")
      expect(await loadEventChoices("sv")).toEqual([
        {
          value: "22 April 2027, 13:00–18:00 CET: Freelancer Day Stockholm",
          label: "22 april 2027, kl. 13.00–18.00 CET: Freelancer Day Stockholm",
        },
        { value: "9 June 2027, 14:00 CET: Subtitling from templates", label: "9 juni 2027, kl. 14.00 CET: Subtitling from templates" },
      ])
      expect(await loadPositionChoices("de")).toEqual([
        { value: "Backend engineer", label: "Backend engineer", lang: "en" },
        { value: "Project coordinator", label: "Project coordinator", lang: "en" },
      ])
    })
  })
})
