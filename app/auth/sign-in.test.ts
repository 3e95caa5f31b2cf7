import { describe, expect, it } from "vitest"
import { AuthApiError, AuthRetryableFetchError } from "@supabase/supabase-js"
import { SOMETHING_WENT_WRONG } from "./copy"
import { isRateLimited, serverMessage } from "./sign-in"

describe("the message of a failed sign-in or sign-out", () => {
  it("is the server's message when it gave one", () => {
    expect(serverMessage(new AuthApiError("Invalid login credentials", 400, "invalid_credentials"))).toBe("Invalid login credentials")
  })

  it("is 'Something went wrong' for a network failure or a 5xx answer, which carry no message of the server", () => {
    expect(serverMessage(new AuthRetryableFetchError("{}", 503))).toBe(SOMETHING_WENT_WRONG)
    expect(serverMessage(new AuthRetryableFetchError("Failed to fetch", 0))).toBe(SOMETHING_WENT_WRONG)
    expect(serverMessage(new AuthApiError("", 400, undefined))).toBe(SOMETHING_WENT_WRONG)
  })
})

describe("a rate-limited answer", () => {
  it("is a 429, or GoTrue's over_request_rate_limit code", () => {
    expect(isRateLimited(new AuthApiError("Request rate limit reached", 429, "over_request_rate_limit"))).toBe(true)
    expect(isRateLimited(new AuthApiError("Invalid login credentials", 400, "invalid_credentials"))).toBe(false)
  })
})
