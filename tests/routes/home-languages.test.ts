/**
 * The home page in Swedish and German (issue 39): /sv and /de show their staff-edited sections (hero,
 * services, who we are, client success, testimonials) in the page's language from the live translations
 * of public.content_section_translations, server-rendered; a section whose translation is taken off the
 * site falls back to its English, marked lang="en".
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { TestServer } from "../../server/testing/harness"
import { staffAccount, type StaffAccount } from "../../server/functions/staff-test-support"
import { normalizeText, startSite } from "./site-under-test"

let site: TestServer
let editor: StaffAccount

beforeAll(async () => {
  site = await startSite()
  editor = await staffAccount(site, { role: "editor" })
}, 300_000)

afterAll(() => site?.close())

/** The server's HTML of a path (no JavaScript), its h1, and the opening tag of the element with `id`. */
async function serverRender(path: string) {
  const response = await fetch(site.url + path)
  const html = await response.text()
  const body = html.slice(html.indexOf("<body"))
  const text = (markup: string) => normalizeText(markup.replace(/<[^>]+>/g, "").replace(/&#x27;/g, "'"))
  return {
    status: response.status,
    lang: /<html[^>]*\blang="([^"]+)"/.exec(html)?.[1],
    h1: [...body.matchAll(/<h1\b[^>]*>([\s\S]*?)<\/h1>/g)].map(([, inner]) => text(inner)),
    /** The opening tag of the element with this id ("<section id=… lang=…>"). */
    tag: (id: string) => new RegExp(`<[a-z]+\\b[^>]*\\bid="${id}"[^>]*>`).exec(body)?.[0] ?? "",
    text: text(body),
  }
}

describe("the home page's content sections in the page's language", () => {
  it("renders /sv with the Swedish seed's hero and testimonials, /de with the German, / in English", async () => {
    const sv = await serverRender("/sv")
    expect(sv.status).toBe(200)
    expect(sv.lang).toBe("sv")
    expect(sv.h1).toEqual(["Bli förstådd på varje marknad där du vill växa"])
    expect(sv.text).toContain("Vad våra kunder säger")
    expect(sv.tag("testimonials")).not.toContain('lang="en"')

    const de = await serverRender("/de")
    expect(de.status).toBe(200)
    expect(de.h1).toEqual(["Verstanden werden – in jedem Markt, in dem Sie wachsen wollen"])
    expect(de.text).toContain("Was unsere Kunden sagen")

    const en = await serverRender("/")
    expect(en.h1).toEqual(["Be understood in every market you want to grow in"])
    expect(en.tag("testimonials")).not.toContain("lang=")
  })

  it('falls back to the English of a section whose translation is taken off the site, marked lang="en"', async () => {
    const { error } = await editor.client.rpc("unpublish_content_section_translation", { p_key: "testimonials", p_locale: "sv" })
    expect(error).toBeNull()
    const sv = await serverRender("/sv")
    expect(sv.status).toBe(200)
    expect(sv.text).toContain("What our clients say")
    expect(sv.text).not.toContain("Vad våra kunder säger")
    expect(sv.tag("testimonials")).toContain('lang="en"')
    // The other sections stay Swedish, unmarked; German is untouched.
    expect(sv.h1).toEqual(["Bli förstådd på varje marknad där du vill växa"])
    expect(sv.tag("services")).not.toContain('lang="en"')
    expect((await serverRender("/de")).text).toContain("Was unsere Kunden sagen")
  })
})
