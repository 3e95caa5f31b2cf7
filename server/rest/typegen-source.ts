import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { createServer } from "../app"
import { openPglite } from "../db/pglite"
import { loadSchemaCache } from "./schema-cache"
import { generateTypes } from "./typegen"

/** Where the app keeps the generated types (`npm run gen:types`). */
export const DATABASE_TYPES_FILE = path.resolve(path.dirname(new URL(import.meta.url).pathname), "../../app/data/database.types.ts")

/** Boots the server on an in-memory database (bootstrap + migrations) and generates the types from it. */
export async function generateTypesFromMigrations(): Promise<string> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "nordika-typegen-"))
  const server = await createServer({
    env: {},
    database: await openPglite(),
    quiet: true,
    linkChecks: false,
    config: { dataDir, jwtSecret: "typegen-only-secret-typegen-only-secret" },
  })
  try {
    return generateTypes(await loadSchemaCache(server.ctx.db))
  } finally {
    await server.close()
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}
