import { Hono } from "hono"
import type { ServerContext } from "../context"

/** Placeholder until the functions module lands: answers 501. */
export function functionsRoutes(_ctx: ServerContext): Hono {
  const app = new Hono()
  app.all("*", (c) => c.json({ message: "functions is not implemented yet" }, 501))
  return app
}
