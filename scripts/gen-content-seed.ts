/** `npx tsx scripts/gen-content-seed.ts`: rewrites the generated content block of supabase/seed.sql from app/content. */
import fs from "node:fs"
import path from "node:path"
import { withContentSeed } from "./content-seed"

const seedFile = path.resolve(import.meta.dirname, "../supabase/seed.sql")
const before = fs.readFileSync(seedFile, "utf8")
const after = withContentSeed(before)
if (after === before) {
  console.log("supabase/seed.sql is up to date")
} else {
  fs.writeFileSync(seedFile, after)
  console.log("wrote the content block of supabase/seed.sql")
}
