/**
 * The interface strings' catalogs (app/i18n/locales/, docs/decisions/0013-interface-strings.md): every
 * message the app asks for exists in English, Swedish and German, none is left over, a translation is
 * neither empty nor the English text (but for the few words the languages share), keeps the English
 * message's ICU placeholders, the compiled modules the app imports say what the catalogs say, and the
 * site's own runtime (app/i18n/runtime.ts) reads every message as Lingui's I18n does.
 */
import path from "node:path"
import { describe, expect, it } from "vitest"
import { getConfig } from "@lingui/conf"
import { getCatalogs } from "@lingui/cli/api"
import { compileMessage, type CompiledMessage } from "@lingui/message-utils/compileMessage"
import { setupI18n } from "@lingui/core"
import { I18n } from "../app/i18n/runtime"
import { INTL_LOCALES } from "#shared/locales"
import { messages as en } from "../app/i18n/locales/en"
import { messages as sv } from "../app/i18n/locales/sv"
import { messages as de } from "../app/i18n/locales/de"

const COMPILED = { en, sv, de }
const TRANSLATIONS = ["sv", "de"] as const

/** Messages a translation may leave as in English: the same word in that language. */
const SAME_AS_ENGLISH: Record<(typeof TRANSLATIONS)[number], readonly string[]> = {
  sv: ["application-form.cv", "choice.freelancer.voice-over", "theme.system"],
  de: [
    "article.blog.eyebrow",
    "choice.field.gaming",
    "choice.field.marketing",
    "choice.freelancer.voice-over",
    "lead-form.optional",
    // German writes "Blog" and "Sitemap" as English does (the site's own German menus and pages do).
    "search.key.blog",
    "search.key.sitemap",
    "theme.system",
  ],
}

const config = getConfig({ configPath: path.resolve("lingui.config.ts") })

/**
 * The names of a compiled message's arguments ({name}, {count, plural, …}), nested ones included: a
 * compiled message is a string or a list of tokens, each a string or an argument [name, format?, options?].
 */
function placeholdersOf(message: CompiledMessage | string): string[] {
  const names = new Set<string>()
  const walk = (part: unknown) => {
    if (!Array.isArray(part)) return
    for (const token of part) {
      if (!Array.isArray(token)) continue
      const [name, , options] = token as [unknown, unknown, unknown]
      if (typeof name === "string") names.add(name)
      if (options && typeof options === "object") for (const option of Object.values(options)) walk(option)
    }
  }
  walk(message)
  return [...names].sort()
}

describe("the interface strings' catalogs", async () => {
  const [catalog] = await getCatalogs(config)
  const used = Object.keys((await catalog.collect()) ?? {}).sort()
  const catalogs = await catalog.readAll()
  const translationOf = (locale: string, id: string) => catalogs[locale]?.[id]?.translation ?? ""

  it("finds the messages the app asks for (i18n._ with a literal id, or a /*i18n*/ id)", () => {
    expect(used.length).toBeGreaterThan(30)
    expect(used).toContain("not-found.title")
  })

  it.each(["en", ...TRANSLATIONS])("%s has a non-empty message for every id the app uses", (locale) => {
    expect(used.filter((id) => translationOf(locale, id).trim() === "")).toEqual([])
  })

  it.each(["en", ...TRANSLATIONS])("%s has no message the app no longer uses", (locale) => {
    expect(
      Object.keys(catalogs[locale] ?? {})
        .filter((id) => !used.includes(id))
        .sort(),
    ).toEqual([])
  })

  it.each(TRANSLATIONS)("%s translates every message rather than repeating the English", (locale) => {
    const same = used.filter((id) => translationOf(locale, id) === translationOf("en", id))
    expect(same).toEqual([...SAME_AS_ENGLISH[locale]].sort())
  })

  it.each(TRANSLATIONS)("%s keeps every ICU placeholder of the English message, and adds none", (locale) => {
    const differing = used
      .map((id) => ({
        id,
        english: placeholdersOf(compileMessage(translationOf("en", id))),
        translated: placeholdersOf(compileMessage(translationOf(locale, id))),
      }))
      .filter(({ english, translated }) => english.join() !== translated.join())
    expect(differing).toEqual([])
  })

  it.each(["en", ...TRANSLATIONS] as const)(
    "the compiled %s module is the catalog's (run `npm run gen:messages` after editing a .po)",
    (locale) => {
      const fromCatalog = Object.fromEntries(used.map((id) => [id, compileMessage(translationOf(locale, id))]))
      expect(COMPILED[locale]).toEqual(fromCatalog)
    },
  )

  it.each(["en", ...TRANSLATIONS] as const)(
    "the site's runtime reads every %s message as Lingui does (a plural or a format it cannot read fails here)",
    (locale) => {
      const lingui = setupI18n({ locale, locales: [INTL_LOCALES[locale]], messages: { [locale]: COMPILED[locale] } })
      const ours = new I18n(locale, COMPILED[locale])
      const differing = Object.entries(COMPILED[locale])
        .flatMap(([id, message]) =>
          [0, 1, 7, 6000].map((number) => {
            const values = Object.fromEntries(placeholdersOf(message).map((name, index) => [name, index === 0 ? number : `<${name}>`]))
            return { id, values, lingui: lingui._(id, values), ours: ours._(id, values) }
          }),
        )
        .filter(({ lingui, ours }) => lingui !== ours)
      expect(differing).toEqual([])
    },
  )

  it("the site's runtime gives the id of a message it does not have, and switches language on activate", () => {
    const i18n = new I18n("en", COMPILED.en)
    const changes: string[] = []
    const stop = i18n.onChange(() => changes.push(i18n.locale))
    expect(i18n._("no.such-message")).toBe("no.such-message")
    i18n.load("sv", COMPILED.sv)
    i18n.activate("sv")
    stop()
    i18n.load("de", COMPILED.de)
    i18n.activate("de")
    expect(changes).toEqual(["en", "sv"])
    expect(i18n._("frame.skip-link")).toBe("Zum Hauptinhalt springen")
  })
})
