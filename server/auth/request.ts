import net from "node:net"
import type { Context } from "hono"

/**
 * The client's IP: the socket's remote address when served by @hono/node-server, else the first
 * X-Forwarded-For entry (in-process requests in tests), else undefined.
 */
export function clientIp(c: Context): string | undefined {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined
  const socketIp = env?.incoming?.socket?.remoteAddress
  if (socketIp && net.isIP(socketIp)) return socketIp.replace(/^::ffff:/, "")
  const forwarded = c.req.header("x-forwarded-for")?.split(",")[0]?.trim()
  if (forwarded && net.isIP(forwarded)) return forwarded
  return undefined
}

export function userAgent(c: Context): string | undefined {
  return c.req.header("user-agent")?.slice(0, 1024)
}

/** Who a session was started from, as GoTrue stores it on the session row. */
export interface ClientInfo {
  ip?: string
  userAgent?: string
}

export function clientInfo(c: Context): ClientInfo {
  return { ip: clientIp(c), userAgent: userAgent(c) }
}
