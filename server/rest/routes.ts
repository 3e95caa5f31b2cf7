import { Hono } from "hono"
import type { ServerContext } from "../context"

/** Placeholder until the rest module lands: answers 501. */
export function restRoutes(_ctx: ServerContext): Hono {
  const app = new Hono()
  app.all("*", (c) => c.json({ message: "rest is not implemented yet" }, 501))
  return app
}
