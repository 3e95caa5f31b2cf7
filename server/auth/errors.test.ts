import { describe, expect, it, vi } from "vitest"
import { DatabaseUnavailableError } from "../db"
import { JwtError } from "../jwt"
import { API_VERSION_2024, AuthError, OAuthError, toAuthError, toErrorResponse, userWriteError } from "./errors"

const request = (apiVersion?: string) =>
  new Request("http://auth.test/auth/v1/token", { headers: apiVersion ? { "X-Supabase-Api-Version": apiVersion } : {} })

describe("GoTrue's error shape", () => {
  it("is {code, message} with x-sb-error-code and the API version when auth-js asks for 2024-01-01", async () => {
    const res = toErrorResponse(
      new AuthError(400, "validation_failed", "Bad input", { weak_password: { reasons: ["length"] } }),
      request(API_VERSION_2024),
    )
    expect(res.status).toBe(400)
    expect(res.headers.get("x-sb-error-code")).toBe("validation_failed")
    expect(res.headers.get("x-supabase-api-version")).toBe(API_VERSION_2024)
    expect(await res.json()).toEqual({ code: "validation_failed", message: "Bad input", weak_password: { reasons: ["length"] } })
  })

  it("is the legacy {code: status, error_code, msg} without the header, and for a version before 2024-01-01 or not a date", async () => {
    for (const version of [undefined, "2023-12-31", "yes"]) {
      const res = toErrorResponse(new AuthError(422, "email_exists", "Taken"), request(version))
      expect(res.headers.get("x-sb-error-code")).toBe("email_exists")
      expect(res.headers.get("x-supabase-api-version")).toBeNull()
      expect(await res.json()).toEqual({ code: 422, error_code: "email_exists", msg: "Taken" })
    }
  })

  it("is OAuth's {error, error_description} for malformed grants", async () => {
    const res = toErrorResponse(new OAuthError("invalid_request", "refresh_token required"), request(API_VERSION_2024))
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({ error: "invalid_request", error_description: "refresh_token required" })
  })

  it("gives the server's own errors GoTrue's codes: not_found for an unknown path, request_too_large for a big body", async () => {
    const notFound = toErrorResponse({ status: 404, message: "Not found" }, request(API_VERSION_2024))
    expect(notFound.status).toBe(404)
    expect(await notFound.json()).toEqual({ code: "not_found", message: "Not Found" })
    const tooLarge = toErrorResponse({ status: 413, message: "Too large" }, request(API_VERSION_2024))
    expect(tooLarge.status).toBe(413)
    expect(await tooLarge.json()).toEqual({ code: "request_too_large", message: "Too large" })
  })

  it("answers a bad JWT with 403 bad_jwt and anything unexpected with 500 unexpected_failure, without internals", async () => {
    const jwt = toErrorResponse(new JwtError("expired", "JWT expired"), request(API_VERSION_2024))
    expect(jwt.status).toBe(403)
    expect(await jwt.json()).toMatchObject({ code: "bad_jwt" })
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined)
    const unexpected = toErrorResponse(new Error("connection string postgres://secret"), request(API_VERSION_2024))
    expect(log).toHaveBeenCalledWith(expect.any(String), expect.objectContaining({ message: "connection string postgres://secret" }))
    log.mockRestore()
    expect(unexpected.status).toBe(500)
    const body = await unexpected.json()
    expect(body).toEqual({ code: "unexpected_failure", message: "Unexpected failure, please check server logs for more information" })
  })

  it("answers a database that cannot answer with 503", async () => {
    const res = toErrorResponse(new DatabaseUnavailableError(), request(API_VERSION_2024))
    expect(res.status).toBe(503)
    expect(await res.json()).toMatchObject({ code: "unexpected_failure" })
  })

  it("answers a value Postgres refuses (a data exception such as a NUL, 22021) with 400 validation_failed", async () => {
    const nul = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code: "22021" })
    const res = toErrorResponse(nul, request(API_VERSION_2024))
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({ code: "validation_failed" })
    expect(toAuthError(userWriteError(nul))).toMatchObject({ status: 400, code: "validation_failed" })
  })
})
