/**
 * `npm run gen:closed-days`: rewrites supabase/functions/_shared/office-closed-days.ts from date-holidays
 * (see scripts/office-closed-days.ts). `-- --sql` prints the rows for a migration instead: the database
 * keeps its own copy in public.office_closed_days, which a server test holds to this list.
 */
import fs from "node:fs"
import path from "node:path"
import { renderOfficeClosedDays, renderOfficeClosedDaysSql } from "./office-closed-days"

if (process.argv.includes("--sql")) {
  process.stdout.write(renderOfficeClosedDaysSql())
} else {
  const file = path.resolve(import.meta.dirname, "../supabase/functions/_shared/office-closed-days.ts")
  fs.writeFileSync(file, renderOfficeClosedDays())
  console.log(`Wrote ${path.relative(process.cwd(), file)}`)
}
