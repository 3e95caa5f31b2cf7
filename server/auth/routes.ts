import { Hono } from "hono"
import type { ServerContext } from "../context"
import { accountRoutes } from "./account"
import { adminRoutes } from "./admin"
import { createAuthContext } from "./context"
import { ssoRoutes } from "./disabled"
import { emailFlowRoutes } from "./email-flows"
import { API_VERSION_HEADER, requestedApiVersion, toErrorResponse, unknownRoute } from "./errors"
import { mfaRoutes } from "./mfa"
import { passkeyRoutes } from "./passkeys"

export { ensureAdminUser } from "./ensure-admin"

/** The version string /health reports. */
const AUTH_VERSION = "nordika-local"

/**
 * GoTrue's API under /auth/v1: sign-up and sign-in, sessions and refresh-token rotation, the user
 * endpoints, the email flows (OTP, magic link, recovery, invite, email change), TOTP and WebAuthn
 * MFA, passkeys and the admin API. Every failure answers in GoTrue's error shape; nothing escapes as an unhandled 500.
 */
export function authRoutes(ctx: ServerContext): Hono {
  const actx = createAuthContext(ctx)
  const app = new Hono()

  app.use("*", async (c, next) => {
    await next()
    const version = requestedApiVersion(c.req.raw)
    if (version) c.header(API_VERSION_HEADER, version)
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
      passkeys_enabled: actx.settings.passkeys,
    }),
  )
  // GoTrue's Jwks: the public signing keys, cached a while by the edge (and by auth-js for 10 minutes).
  app.get("/.well-known/jwks.json", async (c) => {
    c.header("Cache-Control", "public, max-age=600")
    return c.json(await actx.jwt.signing.jwks())
  })

  app.route("/", accountRoutes(actx))
  app.route("/", emailFlowRoutes(actx))
  app.route("/", mfaRoutes(actx))
  app.route("/", passkeyRoutes(actx))
  app.route("/", adminRoutes(actx))
  app.route("/", ssoRoutes())

  // Mounted under the server's app, a sub-app's notFound never runs: unknown paths are a route here.
  app.all("*", (c) => toErrorResponse(unknownRoute(), c.req.raw))
  app.onError((error, c) => toErrorResponse(error, c.req.raw))
  return app
}
