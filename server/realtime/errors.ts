import { plainError, type ToErrorResponse } from "../middleware/errors"

/**
 * An error of realtime's HTTP API in its shape: `{"message": …}`, or `{"errors": {field: [...]}}`
 * for a request body that does not validate (hosted Realtime's fallback and changeset views).
 */
export class RealtimeError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fieldErrors?: Record<string, string[]>,
  ) {
    super(message)
  }

  toJSON() {
    return this.fieldErrors ? { errors: this.fieldErrors } : { message: this.message }
  }
}

export const errors = {
  unauthorized: () => new RealtimeError(401, "Unauthorized"),
  forbidden: () => new RealtimeError(403, "Unauthorized"),
  notFound: () => new RealtimeError(404, "Not found"),
  invalid: (field: string, message: string) => new RealtimeError(422, "Unprocessable entity", { [field]: [message] }),
  payloadTooLarge: () => new RealtimeError(422, "Unprocessable entity", { payload: ["Payload size exceeds tenant limit"] }),
  unsupportedMediaType: () => new RealtimeError(415, "Unsupported media type"),
  upgradeRequired: () => new RealtimeError(400, "This endpoint only accepts WebSocket connections"),
  unsupportedVsn: (vsn: string) => new RealtimeError(400, `Unsupported serializer version ${vsn}`),
  unavailable: () => new RealtimeError(503, "Realtime is shutting down"),
  internal: () => new RealtimeError(500, "Internal server error"),
}

function toRealtimeError(error: unknown): RealtimeError {
  if (error instanceof RealtimeError) return error
  const plain = plainError(error)
  if (plain && plain.status < 500) return new RealtimeError(plain.status, plain.message)
  return errors.internal()
}

/** Any error under /realtime/v1 as realtime answers it; server errors are logged. */
export const toErrorResponse: ToErrorResponse = (error, request) => {
  const realtimeError = toRealtimeError(error)
  if (realtimeError.status >= 500) {
    const where = request ? ` ${request.method} ${new URL(request.url).pathname}` : ""
    console.error(`[realtime]${where}:`, error)
  }
  return Response.json(realtimeError.toJSON(), { status: realtimeError.status })
}
