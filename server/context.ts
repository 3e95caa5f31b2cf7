import type { ServerConfig } from "./config"
import type { Database } from "./db"
import type { ApiKeys, JwtKeys } from "./jwt"
import type { Mailer } from "./mail/mailer"

/** What every protocol module is given: configuration, the database, the API keys, the token verifier and the mailer. */
export interface ServerContext {
  config: ServerConfig
  db: Database
  keys: ApiKeys
  /** Verifies bearer tokens (ES256 signing keys and the legacy secret) and signs user access tokens. */
  jwt: JwtKeys
  mailer: Mailer
}
