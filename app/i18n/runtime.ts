import type { Messages as LinguiMessages } from "@lingui/core"
import { INTL_LOCALES, type SiteLocale } from "#shared/locales"

/** A language's compiled messages, as `lingui compile` writes them (app/i18n/locales/*.ts). */
export type Messages = LinguiMessages
type CompiledMessage = Messages[string]

type Values = Record<string, unknown>

/**
 * The interface strings' runtime in the browser: Lingui's compiled messages read without Lingui's
 * 2.3 KB interpreter (docs/decisions/0013-interface-strings.md). The catalogs use text, {name}
 * placeholders and cardinal plurals ({count, plural, one {# article} other {# articles}}) only;
 * tests/interface-strings.test.ts checks that every message reads here as Lingui's own I18n reads it,
 * so a select, an ordinal or a number format would fail there before it reached a page.
 */
export class I18n {
  private readonly catalogs = new Map<string, Messages>()
  private readonly listeners = new Set<() => void>()

  constructor(
    private active: string,
    messages: Messages,
  ) {
    this.catalogs.set(active, messages)
  }

  /** The active language's code. */
  get locale(): string {
    return this.active
  }

  /** The message `id` in the active language with its {placeholders} filled from `values`; the id itself when there is none. */
  _(id: string, values: Values = {}): string {
    return this.format(this.catalogs.get(this.active)?.[id] ?? id, values)
  }

  private format(message: CompiledMessage, values: Values, count?: string): string {
    if (typeof message === "string") return message
    return message
      .map((token) => {
        if (typeof token === "string") return token === "#" && count !== undefined ? count : token
        const [name, type, format] = token
        const value = values[name]
        if (type !== "plural" || typeof value !== "number" || !format) return String(value ?? "")
        const cases = format as Record<string, CompiledMessage | undefined>
        const intlLocale = INTL_LOCALES[this.active as SiteLocale] ?? this.active
        const chosen = cases[String(value)] ?? cases[new Intl.PluralRules(intlLocale).select(value)] ?? cases.other
        return this.format(chosen as CompiledMessage, values, new Intl.NumberFormat(intlLocale).format(value))
      })
      .join("")
  }

  /** Adds `messages` to language `locale`'s (a lead form's, beside the frame's that came with the page). */
  load(locale: string, messages: Messages) {
    this.catalogs.set(locale, { ...this.catalogs.get(locale), ...messages })
    this.changed()
  }

  /** Switches to language `locale`, whose messages have been loaded. */
  activate(locale: string) {
    this.active = locale
    this.changed()
  }

  /** Calls `listener` after each load or switch; returns the function that stops it. */
  onChange(listener: () => void): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  private changed() {
    for (const listener of this.listeners) listener()
  }
}
