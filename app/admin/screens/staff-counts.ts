import { plural } from "@nordika/ui"
import type { StaffCounts } from "../../data/dashboard"

const ROLE_NAMES: ReadonlyArray<readonly [keyof StaffCounts, string, string]> = [
  ["admins", "admin", "admins"],
  ["editors", "editor", "editors"],
  ["recruiters", "recruiter", "recruiters"],
  ["contributors", "contributor", "contributors"],
  ["translators", "translator", "translators"],
]

/** Every active staff account, whatever its role. */
export const staffTotal = (counts: StaffCounts) => ROLE_NAMES.reduce((sum, [key]) => sum + counts[key], 0)

/**
 * The Staff card's line: each role that has an account, in the roles' order ("1 admin, 3 translators");
 * five roles with their zeros would not fit the card, and a role nobody has says nothing.
 */
export function describeStaff(counts: StaffCounts): string {
  const named = ROLE_NAMES.filter(([key]) => counts[key] > 0).map(([key, one, many]) => plural(counts[key], one, many))
  return named.length > 0 ? named.join(", ") : "No active accounts"
}
