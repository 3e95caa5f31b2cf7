import { describe, expect, it } from "vitest"
import type { LoaderFunctionArgs, ShouldRevalidateFunctionArgs } from "react-router-dom"
import { pageModuleRoute } from "../site/page-module"
import { revalidateListingOnPathChange } from "./listing-revalidation"

const SITE = "https://nordika.test"

/** What React Router asks a route on a navigation from `from` to `to`. */
function navigation(from: string, to: string, more: Partial<ShouldRevalidateFunctionArgs> = {}): ShouldRevalidateFunctionArgs {
  return {
    currentUrl: new URL(from, SITE),
    currentParams: {},
    nextUrl: new URL(to, SITE),
    nextParams: {},
    defaultShouldRevalidate: true,
    ...more,
  }
}

describe("a listing's loader on a filter change", () => {
  it("does not run again when only the query changes: the page filters the entries it has", () => {
    expect(revalidateListingOnPathChange(navigation("/resources/blog", "/resources/blog?tag=AI"))).toBe(false)
    expect(revalidateListingOnPathChange(navigation("/case-studies?industry=Gaming", "/case-studies"))).toBe(false)
  })

  it("runs as React Router would for another path, the same address again, or a form's submission", () => {
    expect(revalidateListingOnPathChange(navigation("/resources/blog?tag=AI", "/resources/news?tag=AI"))).toBe(true)
    expect(revalidateListingOnPathChange(navigation("/resources/blog?tag=AI", "/resources/blog?tag=AI"))).toBe(true)
    expect(revalidateListingOnPathChange(navigation("/resources/blog", "/resources/blog?tag=AI", { formMethod: "POST" }))).toBe(true)
  })

  it("is asked by the page's route once its module has loaded (before, React Router's own rule holds)", async () => {
    const route = pageModuleRoute(() =>
      Promise.resolve({ default: () => null, loader: () => null, shouldRevalidate: revalidateListingOnPathChange }),
    )
    const filterChange = navigation("/resources/blog", "/resources/blog?tag=AI")
    expect(route.shouldRevalidate(filterChange)).toBe(true)
    const request = new Request(`${SITE}/resources/blog`)
    await route.loader({ request, url: new URL(request.url), params: {} } as unknown as LoaderFunctionArgs)
    expect(route.shouldRevalidate(filterChange)).toBe(false)
  })
})
