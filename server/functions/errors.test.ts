import { describe, expect, it, vi } from "vitest"
import { toErrorResponse } from "./errors"

describe("the functions gateway's error shape", () => {
  it("answers an unknown function and a body over the limit as the hosted gateway does", async () => {
    const notFound = toErrorResponse({ status: 404, message: "Not found" })
    expect(notFound.status).toBe(404)
    expect(await notFound.json()).toEqual({ code: "NOT_FOUND", message: "Requested function was not found" })
    const tooLarge = toErrorResponse({ status: 413, message: "Too large" })
    expect(tooLarge.status).toBe(413)
    expect(await tooLarge.json()).toEqual({ code: "PAYLOAD_TOO_LARGE", message: "Request body is too large" })
  })

  it("answers anything unexpected with a plain 500, without internals", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined)
    const res = toErrorResponse(new Error("secret detail"))
    expect(log).toHaveBeenCalledWith(expect.any(String), expect.objectContaining({ message: "secret detail" }))
    log.mockRestore()
    expect(res.status).toBe(500)
    expect(await res.json()).toEqual({ code: "500", message: "Internal server error" })
  })
})
