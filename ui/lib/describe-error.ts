/**
 * The text shown under a fatal error's "Error Details": the message and the stack. A V8 stack
 * already begins with the message, so it is not repeated; anything thrown that is not an Error
 * is shown as text.
 */
export function describeError(error: unknown): string {
  if (!(error instanceof Error)) return typeof error === "string" ? error : safeStringify(error)
  if (!error.stack) return error.message
  return error.stack.includes(error.message) ? error.stack : `${error.message}\n${error.stack}`
}

function safeStringify(value: unknown): string {
  try {
    return JSON.stringify(value) ?? String(value)
  } catch {
    return String(value)
  }
}
