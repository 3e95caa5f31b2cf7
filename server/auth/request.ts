import type { Context } from "hono"
import { clientIp } from "../middleware/client-ip"
import type { ServerConfig } from "../config"

function userAgent(c: Context): string | undefined {
  return c.req.header("user-agent")?.slice(0, 1024)
}

/** Who a session was started from, as GoTrue stores it on the session row. */
export interface ClientInfo {
  ip?: string
  userAgent?: string
}

export function clientInfo(c: Context, config: Pick<ServerConfig, "trustedProxies">): ClientInfo {
  return { ip: clientIp(c, config.trustedProxies), userAgent: userAgent(c) }
}
