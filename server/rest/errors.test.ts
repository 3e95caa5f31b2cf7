import { describe, expect, it, vi } from "vitest"
import { DatabaseUnavailableError } from "../db"
import { RestError, toErrorResponse } from "./errors"

const request = (method = "GET") => new Request("http://rest.test/rest/v1/books", { method })

describe("PostgREST's error shape", () => {
  it("is {code, message, details, hint} with the error's own headers", async () => {
    const error = new RestError(401, "PGRST303", "JWT expired", null, null, { "WWW-Authenticate": "Bearer" })
    const res = toErrorResponse(error, request())
    expect(res.status).toBe(401)
    expect(res.headers.get("content-type")).toBe("application/json; charset=utf-8")
    expect(res.headers.get("www-authenticate")).toBe("Bearer")
    expect(await res.json()).toEqual({ code: "PGRST303", message: "JWT expired", details: null, hint: null })
  })

  it("has no body for HEAD", async () => {
    const res = toErrorResponse(new RestError(404, "PGRST205", "Could not find the table"), request("HEAD"))
    expect(res.status).toBe(404)
    expect(await res.text()).toBe("")
  })

  it("answers an unknown path with PGRST125 and anything unexpected with 500 XX000, without internals", async () => {
    const notFound = toErrorResponse({ status: 404, message: "Not found" }, request())
    expect(notFound.status).toBe(404)
    expect(await notFound.json()).toEqual({ code: "PGRST125", message: "Invalid path specified in request URL", details: null, hint: null })
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined)
    const unexpected = toErrorResponse(new Error("password authentication failed for user secret"), request())
    expect(log).toHaveBeenCalledWith(
      expect.any(String),
      expect.objectContaining({ message: "password authentication failed for user secret" }),
    )
    log.mockRestore()
    expect(unexpected.status).toBe(500)
    expect(await unexpected.json()).toEqual({ code: "XX000", message: "Internal server error", details: null, hint: null })
  })

  it("answers a permission error with 401 for anon and 403 for a signed-in role", async () => {
    const denied = Object.assign(new Error("permission denied for table books"), { code: "42501" })
    expect(toErrorResponse(denied, request()).status).toBe(401)
    expect(toErrorResponse(denied, request(), "authenticated").status).toBe(403)
  })

  it("answers a database that cannot answer with 503 PGRST001", async () => {
    const res = toErrorResponse(new DatabaseUnavailableError(), request())
    expect(res.status).toBe(503)
    expect(await res.json()).toMatchObject({ code: "PGRST001" })
  })
})
