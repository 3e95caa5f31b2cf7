import { Hono } from "hono"
import type { ServerContext } from "../context"

/** Placeholder until the auth module lands: answers 501. */
export function authRoutes(_ctx: ServerContext): Hono {
  const app = new Hono()
  app.all("*", (c) => c.json({ message: "auth is not implemented yet" }, 501))
  return app
}
