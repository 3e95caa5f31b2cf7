/** `npm run gen:types`: writes app/data/database.types.ts from the schema the migrations build. */
import fs from "node:fs"
import path from "node:path"
import { DATABASE_TYPES_FILE, generateTypesFromMigrations } from "../server/rest/typegen-source"

const text = await generateTypesFromMigrations()
fs.mkdirSync(path.dirname(DATABASE_TYPES_FILE), { recursive: true })
fs.writeFileSync(DATABASE_TYPES_FILE, text)
console.log(`wrote ${path.relative(process.cwd(), DATABASE_TYPES_FILE)}`)
