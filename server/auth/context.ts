import type { ServerContext } from "../context"
import { SlidingWindowLimiter } from "./limiter"
import { authSettings, type AuthSettings } from "./settings"

export type LimitedAction = keyof AuthSettings["rateLimits"]

/** What the auth handlers share: the server context, the effective settings and the rate limiters. */
export interface AuthContext extends ServerContext {
  settings: AuthSettings
  limiters: Record<LimitedAction, SlidingWindowLimiter>
}

export function createAuthContext(ctx: ServerContext): AuthContext {
  const settings = authSettings(ctx.config)
  const limits = settings.rateLimits
  return {
    ...ctx,
    settings,
    limiters: {
      signIn: new SlidingWindowLimiter(limits.signIn),
      otp: new SlidingWindowLimiter(limits.otp),
      recover: new SlidingWindowLimiter(limits.recover),
      verify: new SlidingWindowLimiter(limits.verify),
    },
  }
}
