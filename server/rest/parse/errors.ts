/** A malformed query string: answered 400 PGRST100, like PostgREST's parser errors. */
export class ParseError extends Error {
  readonly code = "PGRST100"
  constructor(
    message: string,
    readonly details: string | null = null,
  ) {
    super(message)
  }
}
