import { plainErrorResponse, type ToErrorResponse } from "../middleware/errors"

/** The site has no protocol of its own: errors are a plain `{code, message}`. */
export const toErrorResponse: ToErrorResponse = (error) => plainErrorResponse(error, "site")
