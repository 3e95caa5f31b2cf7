import { plainErrorResponse, plainError, type ToErrorResponse } from "../middleware/errors"

const json = (body: unknown, status: number, headers: Record<string, string> = {}) => Response.json(body, { status, headers })

/** Gateway answers in the hosted shapes; x-relay-error marks the ones functions-js reports as FunctionsRelayError. */
export const gateway = {
  notFound: () => json({ code: "NOT_FOUND", message: "Requested function was not found" }, 404),
  invalidJwt: () => json({ code: 401, message: "Invalid JWT" }, 401),
  tooLarge: () => json({ code: "PAYLOAD_TOO_LARGE", message: "Request body is too large" }, 413),
  bootError: () => json({ code: "BOOT_ERROR", message: "Function failed to start (please check logs)" }, 503, { "x-relay-error": "true" }),
  requestTimeout: (message: string) => json({ code: "REQUEST_TIMEOUT", message }, 408),
  workerError: () => json({ code: "WORKER_ERROR", message: "Function exited due to an error (please check logs)" }, 500),
}

/** The gateway's own answer for an unknown function or a body over the limit; `{code, message}` otherwise. */
export const toErrorResponse: ToErrorResponse = (error) => {
  const plain = plainError(error)
  if (plain?.status === 404 && !plain.code) return gateway.notFound()
  if (plain?.status === 413 && !plain.code) return gateway.tooLarge()
  return plainErrorResponse(error, "functions")
}
