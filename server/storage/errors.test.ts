import { describe, expect, it, vi } from "vitest"
import { DatabaseUnavailableError } from "../db"
import { errors, toErrorResponse } from "./errors"

const request = new Request("http://storage.test/storage/v1/nowhere")

describe("storage's error shape", () => {
  it("is {statusCode, code, error, message} with HTTP 400 for every error of the 4xx kind", async () => {
    const missing = toErrorResponse(errors.noSuchKey(), request)
    expect(missing.status).toBe(400)
    expect(await missing.json()).toEqual({ statusCode: "404", code: "NoSuchKey", error: "not_found", message: "Object not found" })
    const tooLarge = toErrorResponse({ status: 413, message: "Request body is too large" }, request)
    expect(tooLarge.status).toBe(400)
    expect(await tooLarge.json()).toEqual({
      statusCode: "413",
      code: "InvalidRequest",
      error: "Invalid Input",
      message: "Request body is too large",
    })
  })

  it("keeps the few statuses storage sets itself, such as 416 for a bad range", async () => {
    expect(toErrorResponse(errors.invalidRange(), request).status).toBe(416)
  })

  it("answers an unknown route with 404 naming the method and path", async () => {
    const res = toErrorResponse({ status: 404, message: "Not found" }, request)
    expect(res.status).toBe(404)
    expect(await res.json()).toEqual({
      statusCode: "404",
      code: "NotFound",
      error: "Not Found",
      message: "Route GET:/storage/v1/nowhere not found",
    })
  })

  it("answers anything unexpected with 500 InternalError, without internals", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined)
    const res = toErrorResponse(new Error("EACCES /var/secret"), request)
    expect(log).toHaveBeenCalledWith(expect.any(String), expect.objectContaining({ message: "EACCES /var/secret" }))
    log.mockRestore()
    expect(res.status).toBe(500)
    expect(await res.json()).toEqual({ statusCode: "500", code: "InternalError", error: "Internal", message: "Internal Server Error" })
  })

  it("answers a database that cannot answer with 503 DatabaseError", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined)
    const res = toErrorResponse(new DatabaseUnavailableError(), request)
    log.mockRestore()
    expect(res.status).toBe(503)
    expect(await res.json()).toMatchObject({ statusCode: "503", code: "DatabaseError" })
  })

  it("answers a value Postgres refuses (a data exception such as a NUL, 22021) with 400 InvalidRequest", async () => {
    const nul = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code: "22021" })
    const res = toErrorResponse(nul, request)
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({ statusCode: "400", code: "InvalidRequest" })
  })
})
