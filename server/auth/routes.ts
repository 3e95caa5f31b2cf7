import { Hono } from "hono"
import type { ServerContext } from "../context"
import { JwtError } from "../jwt"
import { accountRoutes } from "./account"
import { adminRoutes } from "./admin"
import { createAuthContext } from "./context"
import { emailFlowRoutes } from "./email-flows"
import { AuthError, OAuthError, errorResponse, forbidden, notFound, requestedApiVersion, unexpected } from "./errors"
import { mfaRoutes } from "./mfa"

export { ensureAdminUser } from "./ensure-admin"

/** The version string /health reports. */
export const AUTH_VERSION = "nordika-local"

/**
 * GoTrue's API under /auth/v1: sign-up and sign-in, sessions and refresh-token rotation, the user
 * endpoints, the email flows (OTP, magic link, recovery, invite, email change), TOTP MFA and the
 * admin API. Every failure answers in GoTrue's error shape; nothing escapes as an unhandled 500.
 */
export function authRoutes(ctx: ServerContext): Hono {
  const actx = createAuthContext(ctx)
  const app = new Hono()

  app.use("*", async (c, next) => {
    await next()
    const version = requestedApiVersion(c)
    if (version) c.header("X-Supabase-Api-Version", version)
  })

  app.get("/health", (c) =>
    c.json({ version: AUTH_VERSION, name: "GoTrue", description: "GoTrue is a user registration and authentication API" }),
  )
  app.get("/settings", (c) =>
    c.json({
      external: { email: true, phone: false, anonymous_users: actx.settings.anonymousSignIns, github: false, google: false, apple: false },
      disable_signup: actx.settings.disableSignup,
      mailer_autoconfirm: actx.settings.autoconfirm,
      phone_autoconfirm: false,
      sms_provider: "",
      saml_enabled: false,
      passkeys_enabled: false,
    }),
  )
  app.get("/.well-known/jwks.json", (c) => c.json({ keys: [] }))

  app.route("/", accountRoutes(actx))
  app.route("/", emailFlowRoutes(actx))
  app.route("/", mfaRoutes(actx))
  app.route("/", adminRoutes(actx))

  app.notFound((c) => errorResponse(c, notFound("not_found", "Not Found")))
  app.onError((error, c) => {
    if (error instanceof AuthError || error instanceof OAuthError) return errorResponse(c, error)
    if (error instanceof JwtError) return errorResponse(c, forbidden("bad_jwt", `invalid JWT: ${error.message}`))
    console.error("[auth] unexpected error:", error)
    return errorResponse(c, unexpected("Unexpected failure, please check server logs for more information"))
  })
  return app
}
