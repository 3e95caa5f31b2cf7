/**
 * `npm run keys -- [rotate]`: the project's keys, from DATA_DIR (or JWT_SECRET and JWT_KEYS).
 *
 *   (no command)  prints the API URL, the anon and service_role keys (HS256, the legacy JWT secret)
 *                 and the signing keys of user access tokens (ES256) with their kids
 *   rotate        makes a new signing key current; the current one keeps verifying until every token
 *                 it signed has expired (JWT_EXPIRY seconds from now), and keys already past that go
 *
 * A running server picks a rotation up within a second, without a restart.
 */
import fs from "node:fs"
import path from "node:path"
import { pathToFileURL } from "node:url"
import { loadConfig } from "../server/config"
import { apiKeys } from "../server/jwt"
import { SigningKeys, parseSigningKeys, rotateSigningKeys, type StoredSigningKey } from "../server/signing-keys"

const USAGE = `Usage: npm run keys -- [rotate]

  (no command)  print the API keys and the signing keys
  rotate        make a new signing key current; the previous one verifies until its tokens expire

Reads DATA_DIR, JWT_SECRET, JWT_KEYS, JWT_EXPIRY and PORT like the server (and a .env file).`

export interface KeysCliIo {
  env: NodeJS.ProcessEnv
  out: (line: string) => void
  err: (line: string) => void
}

function describeKey(key: StoredSigningKey): string {
  if (key.key_ops.includes("sign")) return `  current   ${key.kid}  ${key.alg}`
  const until = new Date((key.verify_until ?? 0) * 1000)
  const state = until.getTime() > Date.now() ? `verifies until ${until.toISOString()}` : `no longer verifies (since ${until.toISOString()})`
  return `  previous  ${key.kid}  ${key.alg}, ${state}`
}

/** Runs the CLI; resolves with the exit code (0 done, 1 failed, 2 wrong usage). */
export async function runKeysCli(argv: string[], io: KeysCliIo): Promise<number> {
  const [command, ...rest] = argv
  if (rest.length > 0 || (command !== undefined && command !== "rotate")) {
    io.err(USAGE)
    return 2
  }
  try {
    const config = loadConfig(io.env)
    if (command === "rotate") {
      if (config.signingKeys) throw new Error("The signing keys come from JWT_KEYS: rotate them by changing JWT_KEYS.")
      const rotation = await rotateSigningKeys(config.signingKeysFile, config.jwtExpirySeconds)
      io.out(`New signing key ${rotation.current} signs the tokens issued from now on.`)
      io.out(
        `The previous key ${rotation.previous} verifies the tokens it signed until ${new Date(rotation.verifyUntil * 1000).toISOString()}.`,
      )
      if (rotation.dropped.length > 0) io.out(`Dropped keys no token of which is still valid: ${rotation.dropped.join(", ")}.`)
      return 0
    }
    const keys = await apiKeys(config.jwtSecret)
    // Opening the keys creates the file on a first run, as the server's start does.
    await SigningKeys.open({ file: config.signingKeysFile, envKeys: config.signingKeys })
    const stored = config.signingKeys
      ? parseSigningKeys(config.signingKeys, "JWT_KEYS")
      : parseSigningKeys(fs.readFileSync(config.signingKeysFile, "utf8"), config.signingKeysFile)
    io.out(`API URL:      ${config.apiUrl}`)
    io.out(`anon key:     ${keys.anonKey}`)
    io.out(`service_role: ${keys.serviceRoleKey}`)
    io.out(
      `Signing keys (${config.signingKeys ? "JWT_KEYS" : config.signingKeysFile}), published at ${config.apiUrl}/auth/v1/.well-known/jwks.json:`,
    )
    for (const key of stored) io.out(describeKey(key))
    return 0
  } catch (error) {
    io.err((error as Error).message)
    return 1
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  if (fs.existsSync(".env")) process.loadEnvFile(".env")
  process.exit(
    await runKeysCli(process.argv.slice(2), { env: process.env, out: (line) => console.log(line), err: (line) => console.error(line) }),
  )
}
