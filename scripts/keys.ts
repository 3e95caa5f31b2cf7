/** `npm run keys`: prints the anon and service_role keys for DATA_DIR's JWT secret (or JWT_SECRET). */
import { loadConfig } from "../server/config"
import { apiKeys } from "../server/jwt"

const config = loadConfig()
const keys = await apiKeys(config.jwtSecret)
console.log(`API URL:      ${config.apiUrl}`)
console.log(`anon key:     ${keys.anonKey}`)
console.log(`service_role: ${keys.serviceRoleKey}`)
