import type { ServerConfig } from "./config"
import type { Database } from "./db"
import type { ApiKeys } from "./jwt"
import type { Mailer } from "./mail/mailer"

/** What every protocol module is given: configuration, the database, the API keys and the mailer. */
export interface ServerContext {
  config: ServerConfig
  db: Database
  keys: ApiKeys
  mailer: Mailer
}
