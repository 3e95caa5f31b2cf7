import { createElement } from "react"
import { renderToString } from "react-dom/server"
import { describe, expect, it } from "vitest"
import { PageLocaleProvider, usePageLocale } from "./page-locale"

function ShowLocale() {
  return createElement("span", null, usePageLocale())
}

const localeAt = (pathname: string) => renderToString(createElement(PageLocaleProvider, { pathname, children: createElement(ShowLocale) }))

describe("the page's language", () => {
  it("is the path's: Swedish under /sv, German under /de, English elsewhere", () => {
    expect(localeAt("/sv")).toBe("<span>sv</span>")
    expect(localeAt("/sv/tjanster/oversattning")).toBe("<span>sv</span>")
    expect(localeAt("/de/leistungen")).toBe("<span>de</span>")
    expect(localeAt("/")).toBe("<span>en</span>")
    expect(localeAt("/services/translation")).toBe("<span>en</span>")
    // A first segment that only starts like a prefix is English.
    expect(localeAt("/svenska")).toBe("<span>en</span>")
    expect(localeAt("/design")).toBe("<span>en</span>")
  })

  it("is English outside a provider (the admin, the sign-in pages)", () => {
    expect(renderToString(createElement(ShowLocale))).toBe("<span>en</span>")
  })
})
