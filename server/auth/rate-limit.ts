import type { Context } from "hono"
import type { AuthContext, LimitedAction } from "./context"
import { overRequestRateLimit } from "./errors"
import { clientIp } from "../middleware/client-ip"

/** Counts one request of `action` for the caller's IP; 429 over_request_rate_limit past the limit. */
export function rateLimit(c: Context, actx: AuthContext, action: LimitedAction): void {
  if (!actx.config.rateLimits) return
  if (!actx.limiters[action].hit(clientIp(c, actx.config.trustedProxies) ?? "unknown")) throw overRequestRateLimit()
}
