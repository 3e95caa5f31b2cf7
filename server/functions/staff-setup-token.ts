import crypto from "node:crypto"
import type { ServerConfig } from "../config"

/**
 * The token of the staff-setup function (first administrator of a new installation): STAFF_SETUP_TOKEN
 * when set, else one derived from the JWT secret, so it stays the same across restarts of one
 * installation and is printed in the server's log while no admin exists.
 */
export function staffSetupToken(config: Pick<ServerConfig, "jwtSecret">, env: NodeJS.ProcessEnv = process.env): string {
  if (env.STAFF_SETUP_TOKEN) return env.STAFF_SETUP_TOKEN
  return crypto.createHmac("sha256", config.jwtSecret).update("nordika-staff-setup").digest("base64url")
}
